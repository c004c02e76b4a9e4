// Public calls about salon sites, mounted at the API root:
//   GET public-salon-data/{salonIdentifier}, GET temp_public_site/{salonIdentifier},
//   GET v1/public/booking-info/{salonSlug}, GET v1/public/directory/salons,
//   GET api-key, POST stock-photos/track-download
import { Router } from 'express';
import { z } from 'zod';
import { SITE_ERRORS } from '@chairside/core/site';
import { appOriginForSites, siteOrigin } from '../config';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { requireRole } from '../http/membership';
import { clientIp, rateLimit } from '../http/rate-limit';
import { readCounter } from '../http/read-count';
import { parse } from '../http/validate';
import { previewSite, siteByIdentifier, siteBySlug } from './site.service';
import { EDITOR_ROLES } from './sites.router';
import { zDocId } from '@chairside/core/ids';

export const router = Router();

const ZIdentifier = zDocId('That salon address is not valid');
const perIp = (name: string, limit: number) =>
  rateLimit({ name, limit, windowSeconds: 60, key: (req) => clientIp(req) });

router.get(
  '/public-salon-data/:salonIdentifier',
  readCounter,
  perIp('site-data:ip', 300),
  async (req, res) => {
    const id = parse(ZIdentifier, req.params['salonIdentifier'], 'salon address');
    const site = await siteByIdentifier(id);
    if (!site) throw new ApiError('not_found', SITE_ERRORS.notResolved);
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ resolved: true, salon_id: site.salon_id, salon_data: site });
  },
);

/** The owner's preview: the saved draft as visitors would see it, not published. */
router.get('/temp_public_site/:salonIdentifier', requireAuth, async (req, res) => {
  const id = parse(ZIdentifier, req.params['salonIdentifier'], 'salon id');
  await requireRole(id, callerOf(res), EDITOR_ROLES, { action: 'preview the website' });
  res.set('Cache-Control', 'private, no-store');
  res.json({ resolved: true, salon_id: id, salon_data: await previewSite(id), preview: true });
});

router.get(
  '/v1/public/booking-info/:salonSlug',
  readCounter,
  perIp('booking-info:ip', 300),
  async (req, res) => {
    const slug = parse(ZIdentifier, req.params['salonSlug'], 'salon address').toLowerCase();
    const site = await siteBySlug(slug);
    if (!site)
      throw new ApiError('not_found', 'We could not find that salon. Please check the link.');
    res.json({
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
  },
);

const ZDirectoryQuery = z.object({
  q: z.string().trim().max(60).default(''),
  limit: z.coerce.number().int().min(1).max(48).default(24),
});

/** Published salons that chose to be listed, searched by name or city. */
router.get(
  '/v1/public/directory/salons',
  readCounter,
  perIp('directory:ip', 120),
  async (req, res) => {
    const { q, limit } = parse(ZDirectoryQuery, req.query, 'search');
    const term = q
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z0-9]+/)
      .find((w) => w.length >= 2);
    let query = db().collection('publicSites').where('listed', '==', true);
    query = term
      ? query.where('search_terms', 'array-contains', term.slice(0, 20))
      : query.orderBy('name');
    const snap = await query.limit(limit).get();
    const words = q
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length >= 2);
    const salons = snap.docs
      .map((d) => d.data())
      .filter((s) => words.every((w) => (s['search_terms'] as string[]).includes(w.slice(0, 20))))
      .map((s) => ({
        salon_id: s['salon_id'] as string,
        name: s['name'] as string,
        slug: s['slug'] as string,
        description: s['description'] as string,
        city: s['city'] as string,
        address: (s['contact'] as { address: string }).address,
        services: (s['services'] as unknown[]).length,
        site_url: siteOrigin(s['slug'] as string),
        booking_url: `${appOriginForSites()}${s['booking_path'] as string}`,
      }));
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ salons, count: salons.length });
  },
);

/** The maps key for a salon's map: its own (integrations or site_settings) or the platform's. */
router.get('/api-key', perIp('api-key:ip', 120), async (req, res) => {
  const salonId = req.query['salon_id']
    ? parse(ZIdentifier, req.query['salon_id'], 'salon id')
    : null;
  let key: string | null = null;
  if (salonId) {
    const org = await db().doc(`orgs/${salonId}`).get();
    key =
      (org.get('integrations.googleMapsApiKey') as string | undefined) ??
      (org.get('site_settings.googleMapsApiKey') as string | undefined) ??
      null;
  }
  key ??= process.env['GOOGLE_MAPS_API_KEY'] ?? null;
  res.json({ key, configured: key !== null });
});

/**
 * Unsplash asks apps to count a download when a photo is used. The access key
 * stays on the server; without one the call says so.
 */
router.post('/stock-photos/track-download', perIp('unsplash:ip', 60), async (req, res) => {
  const { photo_id } = parse(
    z.object({ photo_id: z.string().regex(/^[\w-]{1,64}$/, 'That is not a photo id') }),
    req.body,
    'photo',
  );
  const key = process.env['UNSPLASH_ACCESS_KEY'];
  if (!key) {
    throw new ApiError(
      'not_configured',
      'Unsplash is not connected on this server (UNSPLASH_ACCESS_KEY is unset).',
    );
  }
  const base = process.env['UNSPLASH_API_URL'] ?? 'https://api.unsplash.com';
  const answer = await fetch(`${base}/photos/${encodeURIComponent(photo_id)}/download`, {
    headers: { Authorization: `Client-ID ${key}`, 'Accept-Version': 'v1' },
  });
  if (!answer.ok) {
    throw new ApiError('internal', `Unsplash answered ${answer.status}.`);
  }
  res.json({ tracked: true });
});
