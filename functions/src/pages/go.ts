// A blog article's conversion blocks link to /go/… on the salon's own host
// (core/blog-html.ts ctaPath): each is sent on to where what it offers is
// today. A service goes to the booking page with it chosen, a product to its
// page in the shop, a plan to where it is joined, a gift card to where one is
// bought; what the site no longer shows leads to the nearest page that is
// still there. Never cached for long, never indexed.
import type { Response } from 'express';
import { ctaTarget } from '@chairside/core/blog-html';
import type { PublicSite } from '@chairside/core/site-view';
import { linkHref, resolveHref } from '@chairside/site/context';

interface GoContext {
  appOrigin: string;
  /** Booking happens on the salon's host (/book) rather than the app's page. */
  ownBooking: boolean;
  /** Whether the site's shop shows this product (pages.ts publishedProduct). */
  productShown: (id: string) => Promise<boolean>;
}

/** Where a conversion block's link leads today, or null when the path is not one. */
export async function goDestination(
  path: string,
  site: PublicSite,
  ctx: GoContext,
): Promise<string | null> {
  const target = ctaTarget(path.replace(/\/$/, ''));
  if (!target) return null;
  const { kind, id } = target;
  if (kind === 'book') {
    // The site's booking link with the service chosen, as its own buttons make it.
    const chosen = site.services.some((s) => s.id === id) ? id : '';
    const joiner = site.booking_path.includes('?') ? '&' : '?';
    const href = chosen
      ? `${site.booking_path}${joiner}services=${encodeURIComponent(chosen)}`
      : site.booking_path;
    return linkHref(href, ctx);
  }
  if (kind === 'shop') return (await ctx.productShown(id)) ? `/shop/${id}` : '/';
  if (kind === 'membership') {
    const plan = site.memberships.find((t) => t.id === id);
    return plan?.join_path ? resolveHref(plan.join_path, ctx.appOrigin) : '/';
  }
  return site.gift_cards ? resolveHref(site.gift_cards.path, ctx.appOrigin) : '/';
}

/** Answers a /go/… path with its redirect; false when the path is not one. */
export async function sendGo(
  path: string,
  res: Response,
  site: PublicSite,
  ctx: GoContext,
): Promise<boolean> {
  if (!path.startsWith('/go/')) return false;
  const to = await goDestination(path, site, ctx);
  if (!to) return false;
  res.set('Cache-Control', 'public, max-age=60, s-maxage=60');
  res.set('X-Robots-Tag', 'noindex');
  res.redirect(302, to);
  return true;
}
