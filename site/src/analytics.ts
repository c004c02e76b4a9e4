// The site's analytics beacon: a page view, or a step of booking or the shop,
// sent with navigator.sendBeacon to the salon's own host (/api), so it never
// holds up the page and survives leaving it. No cookie, nothing stored in the
// browser, no third party: the server makes the day's visitor id from what
// every request carries and forgets the address. Do Not Track and Global
// Privacy Control are passed on (counted with no visitor). Nothing is sent
// from the editor's preview.
import { useEffect, useRef } from 'react';
import type { FunnelStep } from '@chairside/core/site-analytics';
import { useSite } from './context';
import { sendBeacon, type Beacon } from './beacon';

export { sendBeacon, type Beacon } from './beacon';

/** A beacon function for this site (none in the editor's preview). */
export function useBeacon(orgId: string) {
  const { apiBase, preview } = useSite();
  return (beacon: Beacon) => {
    if (!preview) sendBeacon(apiBase, orgId, beacon);
  };
}

/** Counts the page once it is shown in the browser (a step with it: the booking page, a product). */
export function usePageView(orgId: string, step?: FunnelStep, send = true) {
  const { apiBase, preview } = useSite();
  useEffect(() => {
    if (send && !preview) sendBeacon(apiBase, orgId, { kind: 'view', ...(step ? { step } : {}) });
  }, [apiBase, preview, orgId, step, send]);
}

/** Sends a step once, the first time `element` is on screen (the shop seen). */
export function useSeenStep(orgId: string, step: FunnelStep) {
  const ref = useRef<HTMLDivElement | null>(null);
  const { apiBase, preview } = useSite();
  useEffect(() => {
    const el = ref.current;
    if (preview || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        sendBeacon(apiBase, orgId, { kind: 'step', step });
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [apiBase, preview, orgId, step]);
  return ref;
}
