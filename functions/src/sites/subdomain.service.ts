// A salon's subdomain is its address: orgSlugs/{slug}, claimed by document id.
import { FieldValue } from 'firebase-admin/firestore';
import type { ResponseOf } from '@chairside/core/contracts/endpoint';
import type { subdomainContracts } from '@chairside/core/contracts/sites';
import { RESERVED_SLUGS, ZSlug, slugify } from '@chairside/core/org';
import { bookingPath } from '@chairside/core/site';
import { siteOrigin } from '../config';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { getAll, readableRecords } from '../records/repository';
import { orgDoc, orgSlugDoc, orgsCollection } from '../records/orgs';
import { publicSiteDoc } from '../records/sites';

type Availability = Omit<ResponseOf<typeof subdomainContracts.check>, 'subdomain' | 'suggestion'>;

/** Whether an address can be had, and why not. */
async function availability(raw: string): Promise<Availability> {
  const parsed = ZSlug.safeParse(raw);
  if (!parsed.success) {
    return {
      available: false,
      reason: RESERVED_SLUGS.has(raw) ? 'reserved' : 'invalid',
      message: parsed.error.issues[0]?.message ?? 'That address is not valid',
    };
  }
  const claim = await orgSlugDoc(parsed.data).get();
  if (claim.exists)
    return { available: false, reason: 'taken', message: 'That address is taken. Try another.' };
  return { available: true, reason: null, message: `${parsed.data} is available` };
}

/** Whether an address can be had, with another to try when it cannot. */
export async function checkSubdomain(subdomain: string) {
  const answer = await availability(subdomain);
  const suggestion = answer.available
    ? null
    : `${slugify(subdomain) || 'salon'}-${Math.floor(Math.random() * 900 + 100)}`;
  return { subdomain, ...answer, suggestion };
}

/**
 * Moves a salon to a new address in one transaction: claims the new name,
 * releases the old, and updates the salon and its published site, so the
 * booking links and the site answer on the new address at once.
 */
export async function moveSalonAddress(orgId: string, subdomain: string) {
  const orgRef = orgDoc(orgId);
  const newClaim = orgSlugDoc(subdomain);
  const siteRef = publicSiteDoc(orgId);
  const previous = await db().runTransaction(async (tx) => {
    const [org, claim, site] = await Promise.all([
      tx.get(orgRef),
      tx.get(newClaim),
      tx.get(siteRef),
    ]);
    const old = org.data()?.slug ?? '';
    if (old === subdomain) return old;
    if (claim.exists) {
      throw new ApiError('conflict', 'That address is taken.', [
        { path: 'subdomain', message: 'That address is taken. Try another.' },
      ]);
    }
    const now = FieldValue.serverTimestamp();
    tx.create(newClaim.withConverter(null), { orgId, createdAt: now });
    if (old) tx.delete(orgSlugDoc(old));
    tx.update(orgRef, { slug: subdomain, updatedAt: now });
    if (site.exists) tx.update(siteRef, { slug: subdomain, booking_path: bookingPath(subdomain) });
    return old;
  });
  return { subdomain, previous, url: siteOrigin(subdomain) };
}

/** The addresses of the salons a person owns. */
export async function ownedAddresses(ownerId: string) {
  const orgs = readableRecords(
    (await orgsCollection().where('ownerId', '==', ownerId).limit(50).get()).docs,
  );
  const sites = await getAll(orgs.map((o) => publicSiteDoc(o.id)));
  return orgs.map((o, i) => ({
    salon_id: o.id,
    name: o.name,
    subdomain: o.slug,
    url: siteOrigin(o.slug),
    published: sites[i]?.exists ?? false,
  }));
}
