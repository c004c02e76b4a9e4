import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ResponseOf } from '@chairside/core/contracts/endpoint';
import type { publicSiteContracts, SiteResolution } from '@chairside/core/contracts/sites';
import { SITE_ERRORS, type PublicSite } from '@chairside/core/site-view';
import { SiteError, SiteLoading, SitePage } from '@chairside/site/SitePage';
import { config } from '../config';
import { sanitizeSiteHtml as sanitize } from '../lib/sanitize/site';

const homeUrl = () => `https://${config.hosts.productDomain}/`;

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; site: PublicSite; mapsKey: string | null };

/**
 * Finds the site for a host (or a salon address) and shows the spec's states:
 * loading, the error card, the site.
 */
export function HostedSite({
  host,
  salon,
  preview,
  pageId,
  pageHref,
}: {
  host?: string;
  salon?: string;
  preview?: () => Promise<Response>;
  /** The page of the site to show (the home page when absent). */
  pageId?: string;
  /** Where the site's page links lead (the salon's host paths when absent). */
  pageHref?: (path: string) => string;
}) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    const request = preview
      ? preview()
      : salon
        ? fetch(`/api/public-salon-data/${encodeURIComponent(salon)}`)
        : fetch('/api/sites/resolve', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ host }),
          });
    request
      .then(async (answer) => {
        // A resolution (or a 404 saying why), else an API error body.
        const body = (await answer.json().catch(() => ({}))) as Partial<
          Extract<SiteResolution, { resolved: true }>
        > &
          Partial<Extract<SiteResolution, { resolved: false }>> & {
            error?: { message?: string };
          };
        if (!live) return;
        if (!answer.ok || !body.resolved) {
          setLoad({
            state: 'error',
            message: body.message || body.error?.message || SITE_ERRORS.notResolved,
          });
        } else if (!body.salon_data) {
          setLoad({ state: 'error', message: SITE_ERRORS.dataMissing });
        } else {
          const site = body.salon_data;
          const key = await fetch(`/api/api-key?orgId=${encodeURIComponent(site.salon_id)}`)
            .then((r) =>
              r.ok
                ? (r.json() as Promise<ResponseOf<typeof publicSiteContracts.mapsKey>>)
                : { key: null, configured: false },
            )
            .catch(() => ({ key: null }));
          if (live) setLoad({ state: 'ready', site, mapsKey: key.key });
        }
      })
      .catch((err: unknown) => {
        if (live)
          setLoad({ state: 'error', message: (err as Error)?.message || SITE_ERRORS.loadFailed });
      });
    return () => {
      live = false;
    };
  }, [host, salon, preview]);

  if (load.state === 'loading') return <SiteLoading />;
  if (load.state === 'error') return <SiteError message={load.message} homeUrl={homeUrl()} />;
  return (
    <SitePage
      site={load.site}
      context={{
        appOrigin: window.location.host === new URL(config.appOrigin).host ? '' : config.appOrigin,
        apiBase: '/api',
        sanitize,
        mapsKey: load.mapsKey,
        preview: Boolean(preview),
        year: new Date().getFullYear(),
        ...(pageId ? { pageId } : {}),
        ...(pageHref ? { pageHref } : {}),
      }}
    />
  );
}

export function bootSite(root: HTMLElement) {
  const pageId = /^\/([a-z0-9-]{1,40})\/?$/.exec(window.location.pathname)?.[1];
  createRoot(root).render(
    <HostedSite host={window.location.host} {...(pageId ? { pageId } : {})} />,
  );
}
