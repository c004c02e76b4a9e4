// A blog article's conversion blocks link to /go/… on the salon's own host
// (core/blog-html.ts ctaPath): each is sent on to where what it offers is
// today. A service goes to the booking page with it chosen, a product to its
// page in the shop, a plan to where it is joined, a gift card to where one is
// bought; what the site no longer shows leads to the nearest page that is
// still there. Never cached for long, never indexed.
import type { Response } from 'express';
import { ctaTarget } from '@chairside/core/blog-html';
import type { PublicSite } from '@chairside/core/site-view';

const onApp = (appOrigin: string, href: string) =>
  href.startsWith('/') ? `${appOrigin}${href}` : href;

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
    const chosen = site.services.some((s) => s.id === id) ? id : '';
    if (ctx.ownBooking) return chosen ? `/book?services=${encodeURIComponent(chosen)}` : '/book';
    const path = onApp(ctx.appOrigin, site.booking_path);
    const joiner = path.includes('?') ? '&' : '?';
    return chosen ? `${path}${joiner}services=${encodeURIComponent(chosen)}` : path;
  }
  if (kind === 'shop') return (await ctx.productShown(id)) ? `/shop/${id}` : '/';
  if (kind === 'membership') {
    const plan = site.memberships.find((t) => t.id === id);
    return plan?.join_path ? onApp(ctx.appOrigin, plan.join_path) : '/';
  }
  return site.gift_cards ? onApp(ctx.appOrigin, site.gift_cards.path) : '/';
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
