// A translated article's language hint: when the reader's browser prefers a
// language the article is also in, the switcher says so at the top. Nothing
// moves the reader by itself (search engines and people who chose a language
// keep the page they asked for), and nothing is stored.

/** The first of the reader's languages that the article has and is not showing; null if none. */
export function preferredVersion(
  readerLanguages: readonly string[],
  available: readonly string[],
  shown: string,
): string | null {
  for (const wanted of readerLanguages) {
    const base = wanted.toLowerCase().split('-')[0]!;
    if (base === shown) return null;
    if (available.includes(base)) return base;
  }
  return null;
}

/** Shows the hint on the article under `root`, where there is one to show. */
export function enhanceLanguages(root: ParentNode): void {
  const nav = root.querySelector<HTMLElement>('nav[data-languages]');
  const hint = root.querySelector<HTMLElement>('[data-language-hint]');
  if (!nav || !hint || typeof navigator === 'undefined') return;
  const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>('a[hreflang]'));
  const shown = nav.dataset['languages'] ?? '';
  const wanted = preferredVersion(
    navigator.languages?.length ? navigator.languages : [navigator.language],
    links.map((a) => a.hreflang),
    shown,
  );
  const link = links.find((a) => a.hreflang === wanted);
  const target = hint.querySelector('a');
  if (!link || !target) return;
  target.href = link.href;
  target.hreflang = link.hreflang;
  target.lang = link.hreflang;
  target.textContent = link.textContent;
  hint.hidden = false;
}
