// A salon's website: the draft the editor saves, and the published read model
// `publicSites/{orgId}` that a visitor's page is rendered from in one read.
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { ZBusinessHours, DEFAULT_BUSINESS_HOURS } from '@chairside/core/org';
import {
  ZSiteDraft,
  bookingPath,
  businessHoursMap,
  cityOf,
  openingHoursOf,
  starterDraft,
  type PublicSite,
  type Section,
  type SiteDraft,
  type StoredSection,
} from '@chairside/core/site';
import { priceRange } from '@chairside/core/services';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { countReads } from '../http/read-count';
import { serviceOf } from '../bookings/salon-data';
import { activeServices } from '../records/services';
import { sanitize } from './sanitize';
import { isDocId } from '@chairside/core/ids';

export const draftRef = (orgId: string) => db().doc(`orgs/${orgId}/site/draft`);
export const publicRef = (orgId: string) => db().doc(`publicSites/${orgId}`);

async function orgOrFail(orgId: string): Promise<DocumentSnapshot> {
  const org = await db().doc(`orgs/${orgId}`).get();
  if (!org.exists) throw new ApiError('not_found', 'We could not find that salon.');
  return org;
}

/** Removes anything that could run from the HTML a salon wrote. */
export function sanitizeDraft(draft: SiteDraft): SiteDraft {
  return {
    ...draft,
    website_content: sanitize(draft.website_content),
    site_config: {
      pages: draft.site_config.pages.map((page) => ({
        ...page,
        components: page.components.map((c): Section => {
          if (c.component_type !== 'AboutUsComponent') return c;
          return { ...c, props: { ...c.props, content: sanitize(c.props.content) } };
        }),
      })),
    },
  };
}

export interface DraftView {
  draft: SiteDraft;
  saved: boolean;
  updatedAt: string | null;
  publishedAt: string | null;
  slug: string;
}

/** The saved draft, or a starter site made from the salon's own details. */
export async function getDraft(orgId: string): Promise<DraftView> {
  const [org, snap, pub] = await Promise.all([
    orgOrFail(orgId),
    draftRef(orgId).get(),
    publicRef(orgId).get(),
  ]);
  const slug = String(org.get('slug') ?? '');
  const publishedAt = pub.exists ? (pub.get('publishedAt') as string) : null;
  if (snap.exists) {
    const parsed = ZSiteDraft.safeParse(snap.get('draft'));
    if (parsed.success) {
      return {
        draft: parsed.data,
        saved: true,
        updatedAt: snap.get('updatedAt')?.toDate().toISOString() ?? null,
        publishedAt,
        slug,
      };
    }
  }
  const draft = starterDraft({
    name: String(org.get('name') ?? ''),
    slug,
    description: String(org.get('description') ?? ''),
  });
  return { draft, saved: false, updatedAt: null, publishedAt, slug };
}

export async function saveDraft(orgId: string, uid: string, draft: SiteDraft): Promise<DraftView> {
  await orgOrFail(orgId);
  const clean = sanitizeDraft(draft);
  await draftRef(orgId).set({
    draft: clean,
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: uid,
  });
  return getDraft(orgId);
}

/** What the salon holds that the site shows: services, contact, domains. */
async function salonParts(orgId: string, org: DocumentSnapshot) {
  const [services, domains] = await Promise.all([
    activeServices(orgId),
    db().collection('domains').where('orgId', '==', orgId).where('status', '==', 'verified').get(),
  ]);
  const hours = ZBusinessHours.safeParse(org.get('businessHours'));
  const businessHours = hours.success ? hours.data : DEFAULT_BUSINESS_HOURS;
  const address = String(org.get('address') ?? '');
  const slug = String(org.get('slug') ?? '');
  return {
    slug,
    hosts: domains.docs.map((d) => d.id).sort(),
    currency: String(org.get('currency') ?? 'USD'),
    timeZone: String(org.get('timeZone') ?? 'UTC'),
    services: services
      .map(serviceOf)
      .sort(
        (a, b) =>
          a.category.localeCompare(b.category) ||
          a.sortOrder - b.sortOrder ||
          a.name.localeCompare(b.name),
      )
      .map((s) => {
        const range = priceRange({
          price: s.price,
          staffIds: [...s.staffIds],
          staffOverrides: s.staffOverrides,
        });
        return {
          id: s.id,
          name: s.name,
          description: s.description,
          category: s.category,
          duration: s.durationMinutes,
          price: range.min,
          priceFrom: range.max > range.min,
          image_url: s.imageUrl,
        };
      }),
    // Retail products and membership tiers join the site when those areas land.
    products: [],
    memberships: [],
    contact: {
      address,
      phone: String(org.get('phone') ?? ''),
      email: String(org.get('email') ?? ''),
      business_hours: businessHoursMap(businessHours),
    },
    opening_hours: openingHoursOf(businessHours),
    booking_path: bookingPath(slug),
    listed: org.get('publicProfile.listed') !== false,
    tagline: String(org.get('publicProfile.tagline') ?? ''),
    social: [
      org.get('publicProfile.instagram'),
      org.get('publicProfile.facebook'),
      org.get('publicProfile.tiktok'),
    ].filter((u): u is string => typeof u === 'string' && u !== ''),
    city: cityOf(address),
  } satisfies Partial<PublicSite>;
}

async function buildSite(
  orgId: string,
  org: DocumentSnapshot,
  saved: SiteDraft,
): Promise<PublicSite> {
  const draft = sanitizeDraft(saved);
  const parts = await salonParts(orgId, org);
  return {
    salon_id: orgId,
    name: draft.name,
    description: draft.description,
    website_content: draft.website_content,
    site_config: draft.site_config as PublicSite['site_config'],
    theme: draft.theme,
    seo: draft.seo,
    favicon_url: draft.favicon_url,
    ...parts,
    search_terms: searchTerms(draft.name, parts.city),
    publishedAt: new Date().toISOString(),
  };
}

/** Words and word starts of the name and city, for the find-a-salon search. */
export function searchTerms(...texts: string[]): string[] {
  const terms = new Set<string>();
  for (const word of texts
    .join(' ')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)) {
    for (let n = 2; n <= Math.min(word.length, 20); n++) terms.add(word.slice(0, n));
  }
  return [...terms].slice(0, 200);
}

/** Writes the read model from the saved draft: what visitors see from now on. */
export async function publish(orgId: string): Promise<PublicSite> {
  const [org, snap] = await Promise.all([orgOrFail(orgId), draftRef(orgId).get()]);
  const saved = snap.exists ? ZSiteDraft.safeParse(snap.get('draft')) : null;
  if (!saved?.success) {
    throw new ApiError('unprocessable', 'Save the site in the editor before publishing it.');
  }
  const site = await buildSite(orgId, org, saved.data);
  await publicRef(orgId).set(site);
  await draftRef(orgId).set({ publishedAt: FieldValue.serverTimestamp() }, { merge: true });
  return site;
}

/** The editor's current draft as visitors would see it, without publishing. */
export async function previewSite(orgId: string): Promise<PublicSite> {
  const org = await orgOrFail(orgId);
  const { draft } = await getDraft(orgId);
  return buildSite(orgId, org, draft);
}

export async function unpublish(orgId: string): Promise<void> {
  await publicRef(orgId).delete();
}

/**
 * Brings a published site up to date with the salon (its services, address,
 * hours, verified domains) without publishing unsaved editor changes.
 */
export async function refreshPublished(orgId: string): Promise<boolean> {
  const [org, pub] = await Promise.all([db().doc(`orgs/${orgId}`).get(), publicRef(orgId).get()]);
  if (!pub.exists) return false;
  if (!org.exists) {
    await publicRef(orgId).delete();
    return false;
  }
  const parts = await salonParts(orgId, org);
  await publicRef(orgId).set(
    { ...parts, search_terms: searchTerms(String(pub.get('name') ?? ''), parts.city) },
    { merge: true },
  );
  return true;
}

// ---- finding a site for a visitor ------------------------------------------

/** The published site at a salon address (subdomain), in one read. */
export async function siteBySlug(slug: string): Promise<PublicSite | null> {
  if (!/^[a-z0-9-]{1,63}$/.test(slug)) return null;
  const found = await db().collection('publicSites').where('slug', '==', slug).limit(1).get();
  countReads(1);
  return (found.docs[0]?.data() as PublicSite | undefined) ?? null;
}

/** The published site a verified custom domain serves, in one read. */
export async function siteByHost(host: string): Promise<PublicSite | null> {
  if (!/^[a-z0-9.-]{1,253}$/.test(host)) return null;
  const found = await db()
    .collection('publicSites')
    .where('hosts', 'array-contains', host)
    .limit(1)
    .get();
  countReads(1);
  return (found.docs[0]?.data() as PublicSite | undefined) ?? null;
}

/** A site by salon id or address: the public-salon-data call. */
export async function siteByIdentifier(identifier: string): Promise<PublicSite | null> {
  if (!isDocId(identifier)) return null;
  const byId = await publicRef(identifier).get();
  countReads(1);
  if (byId.exists) return byId.data() as PublicSite;
  return siteBySlug(identifier.toLowerCase());
}

/** Sections of the first page, for code that lists what a site shows. */
export const firstPageSections = (site: PublicSite): StoredSection[] =>
  site.site_config.pages[0]?.components ?? [];
