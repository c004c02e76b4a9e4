// A salon's public site in the browser. The server sends the page already
// rendered with its data; this hydrates it (the contact form, tracking).
// Without that data (the Vite dev server) it resolves the host and renders.
import '@chairside/site/site.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SiteError, SitePage } from '@chairside/site/SitePage';
import type { SiteHydration } from '@chairside/core/site-view';
import { sanitizeSiteHtml as sanitize } from '../lib/sanitize/site';

const root = document.getElementById('site-root');
if (!root) throw new Error('Missing root element');
const embedded = document.getElementById('site-data');

if (embedded?.textContent) {
  const data = JSON.parse(embedded.textContent) as SiteHydration;
  // The page is already painted: hydrate in a transition so React yields to
  // the browser between components instead of blocking the first taps.
  if ('site' in data && data.context.page === 'book') {
    // /book: the booking steps are a chunk of their own, loaded only on this page.
    const { site, context } = data;
    void import('@chairside/site/booking/BookingPage').then(({ BookingPage }) =>
      startTransition(() => {
        hydrateRoot(
          root,
          <BookingPage site={site} context={{ ...context, apiBase: '/api', sanitize }} />,
        );
      }),
    );
  } else {
    startTransition(() => {
      hydrateRoot(
        root,
        'error' in data ? (
          <SiteError message={data.error} homeUrl={data.home} />
        ) : (
          <SitePage site={data.site} context={{ ...data.context, apiBase: '/api', sanitize }} />
        ),
      );
    });
  }
} else {
  // No embedded data (the Vite dev server): find the site by host, then render.
  void import('./boot').then(({ bootSite }) => bootSite(root));
}
