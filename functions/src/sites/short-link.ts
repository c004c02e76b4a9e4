// A salon's short public link, /s?salon={slug}: printed on cards and as a QR
// code, it opens the salon's booking page (an unknown address gets the site
// error page). Served by the pages function before the app loads, so a phone
// that scans it is sent on in one request.
import type { Response } from 'express';
import { appOriginForSites, siteOrigin } from '../config';
import { ApiError } from '../http/api-error';
import { appCheckEnforced } from '../http/app-check';
import { resolveSalon } from '../platform/salon';
import { siteByIdentifier } from './site.service';

export const shortLink = (slug: string) =>
  `${appOriginForSites()}/s?salon=${encodeURIComponent(slug)}`;

/**
 * Booking on the salon's own host (/book, rendered by the server under the
 * salon's name) for a salon whose site is published; null otherwise, and
 * where App Check guards the booking API (the app's own booking page carries
 * its token).
 */
export async function ownHostBooking(identifier: unknown): Promise<string | null> {
  if (appCheckEnforced() || typeof identifier !== 'string') return null;
  const site = await siteByIdentifier(identifier.trim());
  return site ? `${siteOrigin(site.slug)}/book` : null;
}

/**
 * A visitor of /book-now?salon=… (the links in e-mails, on cards and in the
 * product) books on the salon's own host when it has a site: one redirect,
 * kept by the CDN. False when the app's booking page answers instead.
 */
export async function sendToOwnHostBooking(salonParam: unknown, res: Response): Promise<boolean> {
  const to = await ownHostBooking(salonParam);
  if (!to) return false;
  res.set('Cache-Control', 'public, max-age=300, s-maxage=300');
  res.redirect(302, to);
  return true;
}

/** Sends a visitor of /s?salon=… on to the salon's booking page; false when no salon has it. */
export async function followShortLink(salonParam: unknown, res: Response): Promise<boolean> {
  const slug = typeof salonParam === 'string' ? salonParam.trim().toLowerCase() : '';
  if (!/^[a-z0-9-]{1,63}$/.test(slug)) return false;
  if (await sendToOwnHostBooking(slug, res)) return true;
  try {
    const salon = await resolveSalon(slug);
    res.set('Cache-Control', 'public, max-age=300, s-maxage=300');
    res.redirect(302, `/book-now?salon=${encodeURIComponent(salon.slug || salon.id)}`);
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.code === 'not_found') return false;
    throw err;
  }
}
