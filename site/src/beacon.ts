// The analytics beacon itself, with nothing else (no React): a page view or
// a step, sent with navigator.sendBeacon to the salon's own host (/api).
// Server-rendered pages that run no framework (a salon's blog) send it too.
import type { CtaKind, FunnelStep } from '@chairside/core/site-analytics';

export interface Beacon {
  kind: 'view' | 'step' | 'cta';
  step?: FunnelStep;
  ref?: string;
  /** A blog article's conversion block that was clicked: what it offers. */
  block?: CtaKind;
}

function privateBrowsing(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** Sends one beacon; never throws, never waits. */
export function sendBeacon(apiBase: string, orgId: string, beacon: Beacon) {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return;
  try {
    const { pathname, search } = window.location;
    let referrer: string | undefined;
    if (document.referrer) {
      const from = new URL(document.referrer);
      if (from.host !== window.location.host) referrer = document.referrer.slice(0, 600);
    }
    const body = JSON.stringify({
      orgId,
      ...beacon,
      path: pathname.slice(0, 300),
      ...(search ? { query: search.slice(0, 600) } : {}),
      ...(referrer ? { referrer } : {}),
      ...(navigator.language ? { lang: navigator.language.slice(0, 35) } : {}),
      ...(navigator.webdriver ? { automated: true } : {}),
      ...(privateBrowsing() ? { private: true } : {}),
      width: Math.min(20_000, Math.round(window.innerWidth)),
    });
    const url = `${apiBase}/site-analytics/track`;
    const blob = new Blob([body], { type: 'application/json' });
    if (navigator.sendBeacon?.(url, blob)) return;
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // Analytics never breaks the page.
  }
}

/**
 * A salon blog article's conversion blocks (a[data-cta]): each click is told
 * to the salon's analytics before the browser follows it (sendBeacon outlives
 * the page), so a booking after it counts for the article and its block.
 */
export function trackConversionBlocks(root: ParentNode, apiBase: string, orgId: string) {
  root.querySelectorAll<HTMLAnchorElement>('a[data-cta]').forEach((link) => {
    const block = link.dataset['cta'] as CtaKind | undefined;
    if (block)
      link.addEventListener('click', () => sendBeacon(apiBase, orgId, { kind: 'cta', block }));
  });
}
