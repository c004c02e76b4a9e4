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

/** How long a claim that has not been verified holds a domain against other salons. */
export const PENDING_CLAIM_HOURS = 72;

const ts = (v: unknown) => (v instanceof Timestamp ? v.toDate().toISOString() : null);

interface Challenge {
  token: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  lastCheck?: Record<string, unknown>;
  lastCheckedAt?: Timestamp;
}

const challengesOf = (snap: DocumentSnapshot) =>
  (snap.get('challengers') ?? {}) as Record<string, Challenge>;

/** A claim not verified yet stops holding the domain once it expires. */
const expired = (snap: DocumentSnapshot) => {
  if (snap.get('status') === 'verified') return false;
  const expiresAt =
    (snap.get('expiresAt') as Timestamp | undefined)?.toMillis() ??
    ((snap.get('createdAt') as Timestamp | undefined)?.toMillis() ?? 0) +
      PENDING_CLAIM_HOURS * 3_600_000;
  return expiresAt <= Date.now();
};

/** A domain as one salon sees it: its own claim, or its challenge to another salon's. */
function view(snap: DocumentSnapshot, orgId = String(snap.get('orgId'))) {
  const d = snap.data() ?? {};
  const challenge = d['orgId'] === orgId ? null : challengesOf(snap)[orgId];
  if (challenge) {
    return {
      id: snap.id,
      domain: snap.id,
      salon_id: orgId,
      status: 'pending' as DomainStatus,
      createdAt: ts(challenge.createdAt),
      expiresAt: ts(challenge.expiresAt),
      verifiedAt: null,
      lastCheckedAt: ts(challenge.lastCheckedAt),
      lastCheck: challenge.lastCheck ?? null,
      heldByAnotherSalon: true,
    };
  }
  return {
    id: snap.id,
    domain: snap.id,
    salon_id: String(d['orgId']),
    status: d['status'] as DomainStatus,
    createdAt: ts(d['createdAt']),
    expiresAt: d['status'] === 'verified' ? null : ts(d['expiresAt']),
    verifiedAt: ts(d['verifiedAt']),
    lastCheckedAt: ts(d['lastCheckedAt']),
    lastCheck: (d['lastCheck'] as Record<string, unknown> | undefined) ?? null,
    heldByAnotherSalon: false,
  };
}

const claimExpiry = () => Timestamp.fromMillis(Date.now() + PENDING_CLAIM_HOURS * 3_600_000);

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

/**
 * The domain's claim and the caller's salon in it: the salon holding it, or
 * (with `salon_id`, or when the caller's salon is the only challenger they
 * manage) a salon challenging an unverified claim.
 */
async function ownedDomain(host: string, res: Parameters<typeof callerOf>[0], salonId?: string) {
  const snap = await domainRef(host).get();
  if (!snap.exists) throw new ApiError('not_found', 'That domain is not connected to a salon.');
  const holder = String(snap.get('orgId'));
  const challengers = Object.keys(challengesOf(snap));
  const orgId = salonId && (salonId === holder || challengers.includes(salonId)) ? salonId : holder;
  try {
    await requireRole(orgId, callerOf(res), OWNERS, { action: 'manage domains' });
    return { snap, orgId, token: tokenFor(snap, orgId) };
  } catch (err) {
    // Not the holder's team: the caller may manage one of the challengers.
    for (const other of challengers) {
      if (other === orgId) continue;
      const ok = await requireRole(other, callerOf(res), OWNERS, { action: 'manage domains' }).then(
        () => true,
        () => false,
      );
      if (ok) return { snap, orgId: other, token: tokenFor(snap, other) };
    }
    throw err;
  }
}

const tokenFor = (snap: DocumentSnapshot, orgId: string) =>
  snap.get('orgId') === orgId ? String(snap.get('token')) : challengesOf(snap)[orgId]!.token;

const ZAdd = z.object({ salon_id: ZId, domain: ZDomain });

/** The optional `?salon_id=` naming which of the caller's salons a call is about. */
const salonQuery = (query: unknown) =>
  parse(z.object({ salon_id: ZId.optional() }), query, 'query').salon_id;

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
  const claim = await db().runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    const now = FieldValue.serverTimestamp();
    const fresh = {
      orgId: input.salon_id,
      status: 'pending',
      token,
      expiresAt: claimExpiry(),
      challengers: {},
      challengerIds: [],
      createdAt: now,
      updatedAt: now,
    };
    if (!existing.exists || expired(existing)) {
      // Free, or held by a claim that was never verified in time: ours now.
      tx.set(ref, fresh);
      return 'holder' as const;
    }
    if (existing.get('orgId') === input.salon_id || challengesOf(existing)[input.salon_id]) {
      throw new ApiError('conflict', 'This domain is already connected to your salon.', [
        { path: 'domain', message: 'Already added' },
      ]);
    }
    if (existing.get('status') === 'verified') {
      throw new ApiError('conflict', 'Another salon has already connected this domain.', [
        { path: 'domain', message: 'This domain is in use' },
      ]);
    }
    // Another salon's claim is not verified: whichever salon's DNS records
    // verify first takes the domain.
    tx.update(ref, {
      [`challengers.${input.salon_id}`]: {
        token,
        createdAt: Timestamp.now(),
        expiresAt: claimExpiry(),
      },
      challengerIds: FieldValue.arrayUnion(input.salon_id),
      updatedAt: now,
    });
    return 'challenger' as const;
  });
  const snap = await ref.get();
  res.status(201).json({
    domain: view(snap, input.salon_id),
    instructions: instructions(input.domain, token),
    ...(claim === 'challenger'
      ? {
          note: 'Another salon has added this domain but not verified it. Create the records below: the first salon whose records verify connects the domain.',
        }
      : {}),
  });
});

router.get('/list/:salonId', requireAuth, async (req, res) => {
  const salonId = parse(ZId, req.params['salonId'], 'salon id');
  await requireRole(salonId, callerOf(res), OWNERS, { action: 'manage domains' });
  const [held, challenged] = await Promise.all([
    db().collection('domains').where('orgId', '==', salonId).limit(20).get(),
    db().collection('domains').where('challengerIds', 'array-contains', salonId).limit(20).get(),
  ]);
  res.json({
    domains: [
      ...held.docs.filter((d) => !expired(d)).map((d) => view(d, salonId)),
      ...challenged.docs.map((d) => view(d, salonId)),
    ],
  });
});

router.get('/instructions/:domainId', requireAuth, async (req, res) => {
  const host = parse(ZDomain, req.params['domainId'], 'domain');
  const { token } = await ownedDomain(host, res, salonQuery(req.query));
  res.json(instructions(host, token));
});

router.get('/check-status/:domainId', requireAuth, async (req, res) => {
  const host = parse(ZDomain, req.params['domainId'], 'domain');
  const { snap, orgId } = await ownedDomain(host, res, salonQuery(req.query));
  res.json({ domain: view(snap, orgId) });
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
    const { domain_id, salon_id } = parse(
      z.object({ domain_id: ZDomain, salon_id: ZId.optional() }),
      req.body,
      'domain',
    );
    const { snap, orgId, token } = await ownedDomain(domain_id, res, salon_id);
    const check = await checkDns({
      host: domain_id,
      txtName: verificationRecordName(domain_id),
      txtValue: verificationValue(token),
      platformHost: platformHost(),
      platformAddresses: platformAddresses(),
    });
    const verified = check.txtFound && check.pointsToPlatform;
    const holder = String(snap.get('orgId'));
    const wasVerified = holder === orgId && snap.get('status') === 'verified';
    const now = FieldValue.serverTimestamp();
    let took: string | null = null;
    if (holder === orgId) {
      await snap.ref.update({
        status: verified ? 'verified' : 'failed',
        lastCheck: check,
        lastCheckedAt: now,
        updatedAt: now,
        ...(verified && !wasVerified ? { verifiedAt: now } : {}),
      });
    } else {
      // A challenger whose records verify takes the domain from an unverified claim.
      took = await db().runTransaction(async (tx) => {
        const current = await tx.get(snap.ref);
        const challenge = current.exists ? challengesOf(current)[orgId] : undefined;
        if (!challenge) throw new ApiError('not_found', 'That domain is not connected to a salon.');
        if (!verified || current.get('status') === 'verified') {
          tx.update(snap.ref, {
            [`challengers.${orgId}.lastCheck`]: check,
            [`challengers.${orgId}.lastCheckedAt`]: Timestamp.now(),
          });
          return null;
        }
        const others = { ...challengesOf(current) };
        delete others[orgId];
        tx.set(snap.ref, {
          orgId,
          status: 'verified',
          token: challenge.token,
          challengers: others,
          challengerIds: Object.keys(others),
          lastCheck: check,
          lastCheckedAt: now,
          verifiedAt: now,
          createdAt: challenge.createdAt,
          updatedAt: now,
        });
        return String(current.get('orgId'));
      });
    }
    if (verified !== wasVerified) await refreshPublished(orgId);
    if (took) await refreshPublished(took);
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
    if (verified && holder !== orgId && !took) {
      problems.push('Another salon verified this domain first.');
    }
    res.json({
      verified: verified && (holder === orgId || took !== null),
      domain: view(await snap.ref.get(), orgId),
      problems,
    });
  },
);

router.delete('/:domainId', requireAuth, async (req, res) => {
  const host = parse(ZDomain, req.params['domainId'], 'domain');
  const { snap, orgId } = await ownedDomain(host, res, salonQuery(req.query));
  if (snap.get('orgId') === orgId) {
    await snap.ref.delete();
    await refreshPublished(orgId);
  } else {
    await snap.ref.update({
      [`challengers.${orgId}`]: FieldValue.delete(),
      challengerIds: FieldValue.arrayRemove(orgId),
    });
  }
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
