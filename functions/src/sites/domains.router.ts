// Custom domains, claimed by document id in domains/{host}:
//   POST add, GET list/{salonId}, GET instructions/{domainId}, POST verify,
//   GET check-status/{domainId}, DELETE {domainId}, POST resolve { host }
import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { isProductHost } from '@chairside/core/hosts';
import {
  SITE_ERRORS,
  ZDomain,
  verificationRecordName,
  verificationValue,
  type DomainStatus,
} from '@chairside/core/site';
import { hostConfig, platformHost } from '../config';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { requireRole } from '../http/membership';
import { clientIp, rateLimit } from '../http/rate-limit';
import { readCounter } from '../http/read-count';
import { parse } from '../http/validate';
import { checkDns } from './dns';
import { refreshPublished, siteByHost } from './site.service';
import { zDocId } from '@chairside/core/ids';

export const router = Router();

const OWNERS = ['owner', 'manager'] as const;
const ZId = zDocId('That id is not valid');
const domainRef = (host: string) => db().doc(`domains/${host}`);
const platformAddresses = () =>
  (process.env['PLATFORM_ADDRESSES'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function view(snap: DocumentSnapshot) {
  const d = snap.data() ?? {};
  const ts = (v: unknown) => (v instanceof Timestamp ? v.toDate().toISOString() : null);
  return {
    id: snap.id,
    domain: snap.id,
    salon_id: String(d['orgId']),
    status: d['status'] as DomainStatus,
    createdAt: ts(d['createdAt']),
    verifiedAt: ts(d['verifiedAt']),
    lastCheckedAt: ts(d['lastCheckedAt']),
    lastCheck: (d['lastCheck'] as Record<string, unknown> | undefined) ?? null,
  };
}

function instructions(host: string, token: string) {
  const apex = host.split('.').length === 2;
  return {
    domain: host,
    records: [
      {
        type: 'TXT',
        name: verificationRecordName(host),
        value: verificationValue(token),
        purpose: 'Proves that you control this domain.',
      },
      apex && platformAddresses().length
        ? {
            type: 'A',
            name: host,
            value: platformAddresses().join(', '),
            purpose: 'Sends visitors of your domain to your salon website.',
          }
        : {
            type: 'CNAME',
            name: host,
            value: platformHost(),
            purpose: 'Sends visitors of your domain to your salon website.',
          },
    ],
    note: apex
      ? 'Most DNS providers cannot put a CNAME on a bare domain. Use www.yourdomain.com, or your provider’s ALIAS/ANAME record pointing to the value above.'
      : 'DNS changes can take from a few minutes up to 48 hours to be seen everywhere.',
  };
}

/** The domain's claim, checked against the caller's salon. */
async function ownedDomain(host: string, res: Parameters<typeof callerOf>[0]) {
  const snap = await domainRef(host).get();
  if (!snap.exists) throw new ApiError('not_found', 'That domain is not connected to a salon.');
  await requireRole(String(snap.get('orgId')), callerOf(res), OWNERS, { action: 'manage domains' });
  return snap;
}

const ZAdd = z.object({ salon_id: ZId, domain: ZDomain });

router.post('/add', requireAuth, async (req, res) => {
  const input = parse(ZAdd, req.body, 'domain');
  await requireRole(input.salon_id, callerOf(res), OWNERS, { action: 'manage domains' });
  if (
    isProductHost(input.domain, hostConfig()) ||
    input.domain.endsWith(`.${hostConfig().productDomain}`)
  ) {
    throw new ApiError('validation_failed', 'That domain belongs to the product.', [
      { path: 'domain', message: 'Use a domain you own, such as www.yoursalon.com' },
    ]);
  }
  const ref = domainRef(input.domain);
  const token = randomBytes(16).toString('hex');
  await db().runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) {
      const mine = existing.get('orgId') === input.salon_id;
      throw new ApiError(
        'conflict',
        mine
          ? 'This domain is already connected to your salon.'
          : 'Another salon has already connected this domain.',
        [{ path: 'domain', message: mine ? 'Already added' : 'This domain is in use' }],
      );
    }
    tx.create(ref, {
      orgId: input.salon_id,
      status: 'pending',
      token,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  const snap = await ref.get();
  res.status(201).json({ domain: view(snap), instructions: instructions(input.domain, token) });
});

router.get('/list/:salonId', requireAuth, async (req, res) => {
  const salonId = parse(ZId, req.params['salonId'], 'salon id');
  await requireRole(salonId, callerOf(res), OWNERS, { action: 'manage domains' });
  const snap = await db().collection('domains').where('orgId', '==', salonId).limit(20).get();
  res.json({ domains: snap.docs.map(view) });
});

router.get('/instructions/:domainId', requireAuth, async (req, res) => {
  const host = parse(ZDomain, req.params['domainId'], 'domain');
  const snap = await ownedDomain(host, res);
  res.json(instructions(host, String(snap.get('token'))));
});

router.get('/check-status/:domainId', requireAuth, async (req, res) => {
  const host = parse(ZDomain, req.params['domainId'], 'domain');
  res.json({ domain: view(await ownedDomain(host, res)) });
});

/** Looks the records up in DNS now; a verified domain starts serving the site. */
router.post(
  '/verify',
  requireAuth,
  rateLimit({
    name: 'domain-verify',
    limit: 30,
    windowSeconds: 600,
    key: (_req, res) => callerOf(res).uid,
  }),
  async (req, res) => {
    const { domain_id } = parse(z.object({ domain_id: ZDomain }), req.body, 'domain');
    const snap = await ownedDomain(domain_id, res);
    const check = await checkDns({
      host: domain_id,
      txtName: verificationRecordName(domain_id),
      txtValue: verificationValue(String(snap.get('token'))),
      platformHost: platformHost(),
      platformAddresses: platformAddresses(),
    });
    const verified = check.txtFound && check.pointsToPlatform;
    const wasVerified = snap.get('status') === 'verified';
    const now = FieldValue.serverTimestamp();
    await snap.ref.update({
      status: verified ? 'verified' : 'failed',
      lastCheck: check,
      lastCheckedAt: now,
      updatedAt: now,
      ...(verified && !wasVerified ? { verifiedAt: now } : {}),
    });
    if (verified !== wasVerified) await refreshPublished(String(snap.get('orgId')));
    const problems = [
      ...(check.txtFound
        ? []
        : [
            `The TXT record ${verificationRecordName(domain_id)} was not found or holds another value.`,
          ]),
      ...(check.pointsToPlatform
        ? []
        : [
            check.cname
              ? `${domain_id} points to ${check.cname}, not to ${platformHost()}.`
              : `${domain_id} does not point to ${platformHost()} yet.`,
          ]),
      ...check.errors,
    ];
    res.json({ verified, domain: view(await snap.ref.get()), problems });
  },
);

router.delete('/:domainId', requireAuth, async (req, res) => {
  const host = parse(ZDomain, req.params['domainId'], 'domain');
  const snap = await ownedDomain(host, res);
  await snap.ref.delete();
  await refreshPublished(String(snap.get('orgId')));
  res.json({ deleted: true, domain: host });
});

router.post(
  '/resolve',
  readCounter,
  rateLimit({
    name: 'domain-resolve:ip',
    limit: 300,
    windowSeconds: 60,
    key: (req) => clientIp(req),
  }),
  async (req, res) => {
    const { host } = parse(z.object({ host: ZDomain }), req.body, 'host');
    const site = await siteByHost(host);
    if (!site) {
      res.status(404).json({ resolved: false, message: SITE_ERRORS.notResolved });
      return;
    }
    res.json({ resolved: true, message: 'ok', salon_id: site.salon_id, salon_data: site });
  },
);
