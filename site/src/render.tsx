// Server side: a salon's page as HTML, and what goes in its <head>.
import { renderToString } from 'react-dom/server';
import type { PublicSite } from '@chairside/core/site';
import { SiteError, SitePage } from './SitePage';
import type { SiteContext } from './context';
import { BookingPage } from './booking/BookingPage';

export function renderSite(site: PublicSite, context: SiteContext): string {
  return renderToString(<SitePage site={site} context={context} />);
}

/** /book on the salon's host: the booking page with its first step (the menu) rendered. */
export function renderBooking(site: PublicSite, context: SiteContext): string {
  return renderToString(<BookingPage site={site} context={context} />);
}

export function renderSiteError(message: string, homeUrl: string): string {
  return renderToString(<SiteError message={message} homeUrl={homeUrl} />);
}
