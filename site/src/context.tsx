import { createContext, useContext } from 'react';
import type { PublicProduct, PublicSite } from '@chairside/core/site';

/** Where a site is shown and what it may call. */
export interface SiteContext {
  /** The product app's origin: booking links and the home button go there ('' on the product host). */
  appOrigin: string;
  /** The API base the contact form posts to ('/api' on every host Hosting serves). */
  apiBase: string;
  /** Makes salon HTML safe to show (sanitize-html on the server, DOMPurify in the browser). */
  sanitize: (html: string) => string;
  /** The maps key, when the salon or the platform has one. */
  mapsKey?: string | null;
  /** In the editor: no form submissions, no tracking. */
  preview?: boolean;
  /** A regenerate button on the hero appears only when this exists. */
  onRegenerateHero?: () => void;
  /** The current year for the footer (the server's, so hydration matches). */
  year: number;
  /** The shop's product page shown (/shop/{id}), whole; absent on the home page. */
  product?: PublicProduct;
  /** Booking happens on this host (/book), under the salon's name, not on the app's. */
  ownBooking?: boolean;
  /** The page of the site shown (its id); the home page when absent. */
  pageId?: string;
  /** Where a link to one of the site's pages leads (its path on the salon's host when absent). */
  pageHref?: (path: string) => string;
}

export const SiteCtx = createContext<SiteContext>({
  appOrigin: '',
  apiBase: '/api',
  sanitize: () => '',
  year: 2026,
});

export const useSite = () => useContext(SiteCtx);

/** A link from the site: product paths go to the app's origin. */
export function resolveHref(href: string, appOrigin: string): string {
  return href.startsWith('/') ? `${appOrigin}${href}` : href;
}

/** Where "Book" leads: this host's /book page, or the app's booking page. */
export const bookingUrl = (site: PublicSite, ctx: Pick<SiteContext, 'appOrigin' | 'ownBooking'>) =>
  ctx.ownBooking ? '/book' : resolveHref(site.booking_path, ctx.appOrigin);

/** A button's link: the app's booking page becomes this host's /book where booking is here. */
export function linkHref(href: string, ctx: Pick<SiteContext, 'appOrigin' | 'ownBooking'>) {
  if (ctx.ownBooking && href.startsWith('/book-now?salon=')) {
    // What the link chose (a spotlight's stylist or service) comes along; the salon is this host's.
    const params = new URLSearchParams(href.slice('/book-now?'.length));
    params.delete('salon');
    const rest = params.toString();
    return rest ? `/book?${rest}` : '/book';
  }
  return resolveHref(href, ctx.appOrigin);
}

/** Formats minor units in the salon's currency ($45, $45.50). */
export function money(minor: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}
