// Custom domains, claimed by document id in domains/{host}. A salon adds a
// domain and proves it with a DNS TXT record; while a claim is not verified,
// other salons may challenge it and whichever verifies first takes it.
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DnsInstructions, DomainView } from '@chairside/core/contracts/sites';
import { isProductHost } from '@chairside/core/hosts';
import type { DomainRecord } from '@chairside/core/records/site';
import { verificationRecordName, verificationValue } from '@chairside/core/site';
import { hostConfig, platformHost } from '../config';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { readableRecords } from '../records/repository';
import { readRecord } from '../platform/read';
import { domainDoc, domainsCollection } from '../records/sites';
import { checkDns } from './dns';
import { refreshPublished } from './site.service';

const OWNERS = ['owner', 'manager'] as const;

const platformAddresses = () =>
  (process.env['PLATFORM_ADDRESSES'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** How long a claim that has not been verified holds a domain against other salons. */
export const PENDING_CLAIM_HOURS = 72;

const isoOf = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** A claim not verified yet stops holding the domain once it expires. */
const expired = (domain: DomainRecord) => {
  if (domain.status === 'verified') return false;
  const expiresAt =
    domain.expiresAt?.getTime() ?? domain.createdAt.getTime() + PENDING_CLAIM_HOURS * 3_600_000;
  return expiresAt <= Date.now();
};

/** A domain as one salon sees it: its own claim, or its challenge to another salon's. */
function view(domain: DomainRecord, orgId = domain.orgId): DomainView {
  const challenge = domain.orgId === orgId ? null : domain.challengers[orgId];
  if (challenge) {
    return {
      id: domain.id,
      domain: domain.id,
      salon_id: orgId,
      status: 'pending',
      createdAt: isoOf(challenge.createdAt),
      expiresAt: isoOf(challenge.expiresAt),
      verifiedAt: null,
      lastCheckedAt: isoOf(challenge.lastCheckedAt),
      lastCheck: challenge.lastCheck ?? null,
      heldByAnotherSalon: true,
    };
  }
  return {
    id: domain.id,
    domain: domain.id,
    salon_id: domain.orgId,
    status: domain.status,
    createdAt: isoOf(domain.createdAt),
    expiresAt: domain.status === 'verified' ? null : isoOf(domain.expiresAt),
    verifiedAt: isoOf(domain.verifiedAt),
    lastCheckedAt: isoOf(domain.lastCheckedAt),
    lastCheck: domain.lastCheck,
    heldByAnotherSalon: false,
  };
}

const claimExpiry = () => new Date(Date.now() + PENDING_CLAIM_HOURS * 3_600_000);

/** The DNS records that connect a domain, and a note on how. */
export function instructions(host: string, token: string): DnsInstructions {
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

const tokenFor = (domain: DomainRecord, orgId: string) =>
  domain.orgId === orgId ? domain.token : domain.challengers[orgId]!.token;

const canManage = (orgId: string, caller: Caller) =>
  requireRole(orgId, caller, OWNERS, { action: 'manage domains' });

/**
 * The domain's claim and the caller's salon in it: the salon holding it, or
 * (with `orgId`, or when the caller's salon is the only challenger they
 * manage) a salon challenging an unverified claim.
 */
export async function ownedDomain(host: string, caller: Caller, salonId?: string) {
  const domain = (await domainDoc(host).get()).data();
  if (!domain) throw new ApiError('not_found', 'That domain is not connected to a salon.');
  const holder = domain.orgId;
  const challengers = Object.keys(domain.challengers);
  const orgId = salonId && (salonId === holder || challengers.includes(salonId)) ? salonId : holder;
  try {
    await canManage(orgId, caller);
    return { domain, orgId, token: tokenFor(domain, orgId) };
  } catch (err) {
    // Not the holder's team: the caller may manage one of the challengers.
    for (const other of challengers) {
      if (other === orgId) continue;
      const ok = await canManage(other, caller).then(
        () => true,
        () => false,
      );
      if (ok) return { domain, orgId: other, token: tokenFor(domain, other) };
    }
    throw err;
  }
}

/** The status of a domain as the caller's salon sees it. */
export async function domainStatus(host: string, caller: Caller, salonId?: string) {
  const { domain, orgId } = await ownedDomain(host, caller, salonId);
  return view(domain, orgId);
}

/** Claims a domain for a salon, or challenges another salon's unverified claim. */
export async function addDomain(orgId: string, host: string) {
  if (isProductHost(host, hostConfig()) || host.endsWith(`.${hostConfig().productDomain}`)) {
    throw new ApiError('validation_failed', 'That domain belongs to the product.', [
      { path: 'domain', message: 'Use a domain you own, such as www.yoursalon.com' },
    ]);
  }
  const ref = domainDoc(host);
  const token = randomBytes(16).toString('hex');
  const claim = await db().runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    const now = FieldValue.serverTimestamp();
    if (!existing || expired(existing)) {
      // Free, or held by a claim that was never verified in time: ours now.
      tx.set(ref, {
        id: host,
        orgId,
        status: 'pending',
        token,
        expiresAt: claimExpiry(),
        challengers: {},
        challengerIds: [],
        lastCheck: null,
        lastCheckedAt: null,
        verifiedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      return 'holder' as const;
    }
    if (existing.orgId === orgId || existing.challengers[orgId]) {
      throw new ApiError('conflict', 'This domain is already connected to your salon.', [
        { path: 'domain', message: 'Already added' },
      ]);
    }
    if (existing.status === 'verified') {
      throw new ApiError('conflict', 'Another salon has already connected this domain.', [
        { path: 'domain', message: 'This domain is in use' },
      ]);
    }
    // Another salon's claim is not verified: whichever salon's DNS records
    // verify first takes the domain.
    tx.update(ref, {
      [`challengers.${orgId}`]: { token, createdAt: Timestamp.now(), expiresAt: claimExpiry() },
      challengerIds: FieldValue.arrayUnion(orgId),
      updatedAt: now,
    });
    return 'challenger' as const;
  });
  const domain = await readRecord(ref);
  return {
    domain: view(domain, orgId),
    instructions: instructions(host, token),
    ...(claim === 'challenger'
      ? {
          note: 'Another salon has added this domain but not verified it. Create the records below: the first salon whose records verify connects the domain.',
        }
      : {}),
  };
}

/** The salon's domains: those it holds (unexpired) and those it challenges. */
export async function listDomains(orgId: string): Promise<DomainView[]> {
  const [held, challenged] = await Promise.all([
    domainsCollection().where('orgId', '==', orgId).limit(20).get(),
    domainsCollection().where('challengerIds', 'array-contains', orgId).limit(20).get(),
  ]);
  return [
    ...readableRecords(held.docs)
      .filter((d) => !expired(d))
      .map((d) => view(d, orgId)),
    ...readableRecords(challenged.docs).map((d) => view(d, orgId)),
  ];
}

/** Looks the records up in DNS now; a verified domain starts serving the site. */
export async function verifyDomain(host: string, caller: Caller, salonId?: string) {
  const { domain, orgId, token } = await ownedDomain(host, caller, salonId);
  const ref = domainDoc(host);
  const check = await checkDns({
    host,
    txtName: verificationRecordName(host),
    txtValue: verificationValue(token),
    platformHost: platformHost(),
    platformAddresses: platformAddresses(),
  });
  const verified = check.txtFound && check.pointsToPlatform;
  const holder = domain.orgId;
  const wasVerified = holder === orgId && domain.status === 'verified';
  const now = FieldValue.serverTimestamp();
  let took: string | null = null;
  if (holder === orgId) {
    await ref.update({
      status: verified ? 'verified' : 'failed',
      lastCheck: check,
      lastCheckedAt: now,
      updatedAt: now,
      ...(verified && !wasVerified ? { verifiedAt: now } : {}),
    });
  } else {
    // A challenger whose records verify takes the domain from an unverified claim.
    took = await db().runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data();
      const challenge = current?.challengers[orgId];
      if (!current || !challenge)
        throw new ApiError('not_found', 'That domain is not connected to a salon.');
      if (!verified || current.status === 'verified') {
        tx.update(ref, {
          [`challengers.${orgId}.lastCheck`]: check,
          [`challengers.${orgId}.lastCheckedAt`]: Timestamp.now(),
        });
        return null;
      }
      const others = { ...current.challengers };
      delete others[orgId];
      tx.set(ref, {
        id: host,
        orgId,
        status: 'verified',
        token: challenge.token,
        expiresAt: null,
        challengers: others,
        challengerIds: Object.keys(others),
        lastCheck: check,
        lastCheckedAt: now,
        verifiedAt: now,
        createdAt: challenge.createdAt,
        updatedAt: now,
      });
      return current.orgId;
    });
  }
  if (verified !== wasVerified) await refreshPublished(orgId);
  if (took) await refreshPublished(took);
  const problems = [
    ...(check.txtFound
      ? []
      : [`The TXT record ${verificationRecordName(host)} was not found or holds another value.`]),
    ...(check.pointsToPlatform
      ? []
      : [
          check.cname
            ? `${host} points to ${check.cname}, not to ${platformHost()}.`
            : `${host} does not point to ${platformHost()} yet.`,
        ]),
    ...check.errors,
  ];
  if (verified && holder !== orgId && !took) {
    problems.push('Another salon verified this domain first.');
  }
  return {
    verified: verified && (holder === orgId || took !== null),
    domain: view(await readRecord(ref), orgId),
    problems,
  };
}

/** Disconnects a domain the salon holds, or withdraws its challenge. */
export async function removeDomain(host: string, caller: Caller, salonId?: string) {
  const { domain, orgId } = await ownedDomain(host, caller, salonId);
  const ref = domainDoc(host);
  if (domain.orgId === orgId) {
    await ref.delete();
    await refreshPublished(orgId);
  } else {
    await ref.update({
      [`challengers.${orgId}`]: FieldValue.delete(),
      challengerIds: FieldValue.arrayRemove(orgId),
    });
  }
}
