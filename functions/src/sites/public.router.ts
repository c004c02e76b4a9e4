// Public calls about salon sites, mounted at the API root:
//   GET public-salon-data/{salonIdentifier}, GET temp_public_site/{salonIdentifier},
//   GET v1/public/booking-info/{salonSlug}, GET v1/public/directory/salons,
//   GET api-key, POST stock-photos/track-download
import { Router } from 'express';
import { publicSiteContracts as c } from '@chairside/core/contracts/sites';
import { zDocId } from '@chairside/core/ids';
import { SITE_ERRORS } from '@chairside/core/site';
import { appOriginForSites, siteOrigin } from '../config';
import { shortLink } from './short-link';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { requireRole } from '../http/membership';
import { clientIp, rateLimit } from '../http/rate-limit';
import { readCounter } from '../http/read-count';
import { orgIdFrom, parse } from '../http/validate';
import { EDITOR_ROLES } from './roles';
import { trackStockPhoto } from './stock-photos';
import {
  mapsKeyFor,
  previewSite,
  searchDirectory,
  siteByIdentifier,
  siteBySlug,
} from './site.service';

export const router = Router();

const ZIdentifier = zDocId('That salon address is not valid');
/** Public reads (the CDN answers most): counted in this instance, no Firestore write. */
const perIp = (name: string, limit: number) =>
  rateLimit({ name, limit, windowSeconds: 60, key: (req) => clientIp(req), store: 'instance' });

router.get(c.salonData.path, readCounter, perIp('site-data:ip', 300), async (req, res) => {
  const id = parse(ZIdentifier, req.params['salonIdentifier'], 'salon address');
  const site = await siteByIdentifier(id);
  if (!site) throw new ApiError('not_found', SITE_ERRORS.notResolved);
  res.set('Cache-Control', 'public, max-age=60');
  reply(res, c.salonData, { resolved: true, salon_id: site.salon_id, salon_data: site });
});

/** The owner's preview: the saved draft as visitors would see it, not published. */
router.get(c.preview.path, requireAuth, async (req, res) => {
  const id = parse(ZIdentifier, req.params['salonIdentifier'], 'salon id');
  await requireRole(id, callerOf(res), EDITOR_ROLES, { action: 'preview the website' });
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.preview, {
    resolved: true,
    salon_id: id,
    salon_data: await previewSite(id),
    preview: true,
  });
});

router.get(c.bookingInfo.path, readCounter, perIp('booking-info:ip', 300), async (req, res) => {
  const slug = parse(ZIdentifier, req.params['salonSlug'], 'salon address').toLowerCase();
  const site = await siteBySlug(slug);
  if (!site)
    throw new ApiError('not_found', 'We could not find that salon. Please check the link.');
  reply(res, c.bookingInfo, {
    salon_id: site.salon_id,
    name: site.name,
    slug: site.slug,
    timeZone: site.timeZone,
    currency: site.currency,
    booking_url: `${appOriginForSites()}${site.booking_path}`,
    site_url: siteOrigin(site.slug),
    services: site.services.map((s) => ({
      id: s.id,
      name: s.name,
      duration: s.duration,
      price: s.price,
    })),
    contact: site.contact,
  });
});

/**
 * The salon's short link as a QR code for print (a PNG a counter card or a
 * mirror sticker can carry). Public: anyone may print a salon's link; the
 * code holds only the address.
 */
router.get(c.shortLinkQr.path, perIp('short-qr:ip', 60), async (req, res) => {
  const { salon } = parse(c.shortLinkQr.query, req.query, 'salon address');
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(shortLink(salon), {
    type: 'png',
    margin: 2,
    width: 512,
    errorCorrectionLevel: 'M',
  });
  res.set('Cache-Control', 'public, max-age=86400, s-maxage=86400');
  res.type('png').send(png);
});

/** Published salons that chose to be listed, searched by name or city. */
router.get(c.directory.path, readCounter, perIp('directory:ip', 120), async (req, res) => {
  const { q, limit } = parse(c.directory.query, req.query, 'search');
  const salons = await searchDirectory(q, limit);
  res.set('Cache-Control', 'public, max-age=60');
  reply(res, c.directory, { salons, count: salons.length });
});

/** The maps key for a salon's map: its own (integrations or site_settings) or the platform's. */
router.get(c.mapsKey.path, perIp('api-key:ip', 120), async (req, res) => {
  const { orgId } = parse(c.mapsKey.query, orgIdFrom(req.query), 'salon id');
  const key = await mapsKeyFor(orgId ?? null);
  reply(res, c.mapsKey, { key, configured: key !== null });
});

/**
 * Unsplash asks apps to count a download when a photo is used: each photo is
 * counted once (when its site is published, or on the first view of one that
 * never was), so repeat views cost nothing (stock-photos.ts). The access key
 * stays on the server; without one the call says so.
 */
router.post(c.trackDownload.path, perIp('unsplash:ip', 60), async (req, res) => {
  const { photo_id } = parse(c.trackDownload.body, req.body, 'photo');
  await trackStockPhoto(photo_id);
  reply(res, c.trackDownload, { tracked: true });
});
