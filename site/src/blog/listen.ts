// "Listen to this post": the article read aloud by the browser's own speech
// synthesis (no recording is made or fetched). Plain DOM code, so a
// server-rendered article needs no framework; the button stays hidden where
// the browser cannot speak.

const LISTEN = 'Listen to this post';
const STOP = 'Stop listening';

/** The article's words in reading order: its title, then each block of its body. */
function passages(article: Element): string[] {
  const title = article.querySelector('h1')?.textContent?.trim();
  const blocks = Array.from(
    article.querySelectorAll(
      '.cb-prose p, .cb-prose h2, .cb-prose h3, .cb-prose li, .cb-prose blockquote',
    ),
  )
    .map((el) => el.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    .filter(Boolean);
  return [...(title ? [title] : []), ...blocks];
}

/** Wires every Listen button under `root`; returns a function that unwires them. */
export function enhanceListen(root: ParentNode): () => void {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>('button[data-listen]'));
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return () => undefined;
  const label = (button: HTMLButtonElement, speaking: boolean) => {
    button.setAttribute('aria-pressed', String(speaking));
    const text = button.querySelector('.cb-listen-label');
    if (text) text.textContent = speaking ? STOP : LISTEN;
  };
  const offs = buttons.map((button) => {
    button.hidden = false;
    const onClick = () => {
      if (synth.speaking) {
        synth.cancel();
        label(button, false);
        return;
      }
      const article = button.closest('article');
      if (!article) return;
      // The article's own language (a translation's), else the page's.
      const lang = article.closest<HTMLElement>('[lang]')?.lang || 'en';
      // One utterance per passage: long single utterances stop early in some browsers.
      const parts = passages(article);
      parts.forEach((text, i) => {
        const u = new SpeechSynthesisUtterance(text);
        u.lang = lang;
        if (i === parts.length - 1) u.onend = () => label(button, false);
        synth.speak(u);
      });
      label(button, true);
    };
    button.addEventListener('click', onClick);
    return () => {
      button.removeEventListener('click', onClick);
      synth.cancel();
    };
  });
  return () => offs.forEach((off) => off());
}
