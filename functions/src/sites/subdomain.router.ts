// A salon's subdomain is its address (orgSlugs/{slug}, claimed by document id):
//   POST check-availability, POST register, GET list/{ownerId}, POST resolve
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { RESERVED_SLUGS, ZSlug, slugify } from '@chairside/core/org';
import { SITE_ERRORS, bookingPath } from '@chairside/core/site';
import { siteOrigin } from '../config';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { requireRole } from '../http/membership';
import { clientIp, rateLimit } from '../http/rate-limit';
import { readCounter } from '../http/read-count';
import { parse } from '../http/validate';
import { siteBySlug } from './site.service';
import { zDocId } from '@chairside/core/ids';

export const router = Router();

const ZSubdomainQuery = z.object({ subdomain: z.string().trim().toLowerCase().max(63) });

/** Whether an address can be had, and why not. */
async function availability(raw: string) {
  const parsed = ZSlug.safeParse(raw);
  if (!parsed.success) {
    const reserved = RESERVED_SLUGS.has(raw);
    return {
      available: false,
      reason: reserved ? 'reserved' : 'invalid',
      message: parsed.error.issues[0]?.message ?? 'That address is not valid',
    };
  }
  const claim = await db().doc(`orgSlugs/${parsed.data}`).get();
  if (claim.exists)
    return { available: false, reason: 'taken', message: 'That address is taken. Try another.' };
  return { available: true, reason: null, message: `${parsed.data} is available` };
}

router.post(
  '/check-availability',
  requireAuth,
  rateLimit({
    name: 'subdomain-check',
    limit: 120,
    windowSeconds: 60,
    key: (_req, res) => callerOf(res).uid,
  }),
  async (req, res) => {
    const { subdomain } = parse(ZSubdomainQuery, req.body, 'subdomain');
    const answer = await availability(subdomain);
    const suggestion = answer.available
      ? null
      : `${slugify(subdomain) || 'salon'}-${Math.floor(Math.random() * 900 + 100)}`;
    res.json({ subdomain, ...answer, suggestion });
  },
);

const ZRegister = z.object({
  salon_id: zDocId(),
  subdomain: z.string().trim().toLowerCase().pipe(ZSlug),
});

/**
 * Moves a salon to a new address in one transaction: claims the new name,
 * releases the old, and updates the salon and its published site, so the
 * booking links and the site answer on the new address at once.
 */
router.post('/register', requireAuth, async (req, res) => {
  const input = parse(ZRegister, req.body, 'subdomain');
  await requireRole(input.salon_id, callerOf(res), ['owner'], {
    action: 'change the salon address',
  });
  const firestore = db();
  const orgRef = firestore.doc(`orgs/${input.salon_id}`);
  const newClaim = firestore.doc(`orgSlugs/${input.subdomain}`);
  const siteRef = firestore.doc(`publicSites/${input.salon_id}`);
  const previous = await firestore.runTransaction(async (tx) => {
    const [org, claim, site] = await Promise.all([
      tx.get(orgRef),
      tx.get(newClaim),
      tx.get(siteRef),
    ]);
    const old = String(org.get('slug') ?? '');
    if (old === input.subdomain) return old;
    if (claim.exists) {
      throw new ApiError('conflict', 'That address is taken.', [
        { path: 'subdomain', message: 'That address is taken. Try another.' },
      ]);
    }
    tx.create(newClaim, { orgId: input.salon_id, createdAt: FieldValue.serverTimestamp() });
    if (old) tx.delete(firestore.doc(`orgSlugs/${old}`));
    tx.update(orgRef, { slug: input.subdomain, updatedAt: FieldValue.serverTimestamp() });
    if (site.exists)
      tx.update(siteRef, { slug: input.subdomain, booking_path: bookingPath(input.subdomain) });
    return old;
  });
  res.json({ subdomain: input.subdomain, previous, url: siteOrigin(input.subdomain) });
});

/** The addresses of the salons a person owns (themselves, or any for a super-admin). */
router.get('/list/:ownerId', requireAuth, async (req, res) => {
  const ownerId = parse(zDocId(), req.params['ownerId'], 'owner id');
  const caller = callerOf(res);
  if (caller.uid !== ownerId && !caller.superAdmin) {
    throw new ApiError('forbidden', 'You can only list your own salons’ addresses.');
  }
  const orgs = await db().collection('orgs').where('ownerId', '==', ownerId).limit(50).get();
  const sites = await db().getAll(...orgs.docs.map((o) => db().doc(`publicSites/${o.id}`)));
  const subdomains = orgs.docs.map((o, i) => ({
    salon_id: o.id,
    name: String(o.get('name') ?? ''),
    subdomain: String(o.get('slug') ?? ''),
    url: siteOrigin(String(o.get('slug') ?? '')),
    published: sites[i]?.exists ?? false,
  }));
  res.json({ subdomains });
});

router.post(
  '/resolve',
  readCounter,
  rateLimit({
    name: 'subdomain-resolve:ip',
    limit: 300,
    windowSeconds: 60,
    key: (req) => clientIp(req),
  }),
  async (req, res) => {
    const { subdomain } = parse(ZSubdomainQuery, req.body, 'subdomain');
    const site = await siteBySlug(subdomain);
    if (!site) {
      res.status(404).json({ resolved: false, message: SITE_ERRORS.notResolved });
      return;
    }
    res.json({ resolved: true, message: 'ok', salon_id: site.salon_id, salon_data: site });
  },
);
