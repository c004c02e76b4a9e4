// A salon's short public link, /s?salon={slug}: printed on cards and as a QR
// code, it opens the salon's booking page (an unknown address gets the site
// error page). Served by the pages function before the app loads, so a phone
// that scans it is sent on in one request.
import type { Response } from 'express';
import { appOriginForSites } from '../config';
import { ApiError } from '../http/api-error';
import { resolveSalon } from '../platform/salon';

export const shortLink = (slug: string) =>
  `${appOriginForSites()}/s?salon=${encodeURIComponent(slug)}`;

/** Sends a visitor of /s?salon=… on to the salon's booking page; false when no salon has it. */
export async function followShortLink(salonParam: unknown, res: Response): Promise<boolean> {
  const slug = typeof salonParam === 'string' ? salonParam.trim().toLowerCase() : '';
  if (!/^[a-z0-9-]{1,63}$/.test(slug)) return false;
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
