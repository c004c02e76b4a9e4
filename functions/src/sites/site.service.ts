// A salon's website: the draft the editor saves, and the published read model
// `publicSites/{orgId}` that a visitor's page is rendered from in one read.
import { FieldValue } from 'firebase-admin/firestore';
import type { DirectorySalon, DraftView, SiteResolution } from '@chairside/core/contracts/sites';
import type { OrgRecord } from '@chairside/core/records/org';
import type { PublicSiteRecord } from '@chairside/core/records/site';
import {
  SITE_ERRORS,
  bookingPath,
  businessHoursMap,
  cityOf,
  openingHoursOf,
  shopCard,
  starterDraft,
  type PublicSite,
  type Section,
  type SiteDraft,
  type StoredSection,
} from '@chairside/core/site';
import { priceRange } from '@chairside/core/services';
import type { PublicGiftCards, PublicProduct } from '@chairside/core/site-view';
import { giftCardProductsCollection } from '../records/gift-cards';
import { publishedTiers } from '../memberships';
import { publishedReviews } from '../reviews';
import { publishedWork } from '../social';
import { cardsReady } from '../platform/stripe';
import { productDoc, productsCollection } from '../records/retail';
import { isDocId } from '@chairside/core/ids';
import { appOriginForSites, siteOrigin } from '../config';
import { ApiError } from '../http/api-error';
import { countReads } from '../http/read-count';
import { serviceOf } from '../bookings';
import { orgDoc } from '../records/orgs';
import { trackPublishedPhotos } from './stock-photos';
import { getAll, readableRecords } from '../records/repository';
import { activeServices } from '../records/services';
import {
  domainsCollection,
  publicSiteDoc,
  publicSitesCollection,
  siteDraftDoc,
} from '../records/sites';
import { sanitizeHtmlFor } from '../platform/sanitize';
import { PRODUCT_VERSIONS, removePublished, storePublished } from './published';
import { publicProduct } from '../retail';

/** The read model as visitors get it (the document id is the salon id already in it). */
const visible = (record: PublicSiteRecord | undefined): PublicSite | null => {
  if (!record) return null;
  const site: PublicSite & { id?: string; [PRODUCT_VERSIONS]?: unknown } = { ...record };
  delete site.id;
  delete site[PRODUCT_VERSIONS];
  return site;
};

async function orgOrFail(orgId: string): Promise<OrgRecord> {
  const org = (await orgDoc(orgId).get()).data();
  if (!org) throw new ApiError('not_found', 'We could not find that salon.');
  return org;
}

/** Removes anything that could run from the HTML a salon wrote. */
export function sanitizeDraft(draft: SiteDraft): SiteDraft {
  return {
    ...draft,
    website_content: sanitizeHtmlFor('site', draft.website_content),
    site_config: {
      pages: draft.site_config.pages.map((page) => ({
        ...page,
        components: page.components.map((c): Section => {
          if (c.component_type !== 'AboutUsComponent') return c;
          return { ...c, props: { ...c.props, content: sanitizeHtmlFor('site', c.props.content) } };
        }),
      })),
    },
  };
}

/** The saved draft, or a starter site made from the salon's own details. */
export async function getDraft(orgId: string): Promise<DraftView> {
  const [org, saved, pub] = await Promise.all([
    orgOrFail(orgId),
    siteDraftDoc(orgId).get(),
    publicSiteDoc(orgId).get(),
  ]);
  const { slug } = org;
  const publishedAt = pub.data()?.publishedAt ?? null;
  const draft = saved.data();
  if (draft?.draft) {
    return {
      draft: draft.draft,
      saved: true,
      updatedAt: draft.updatedAt?.toISOString() ?? null,
      publishedAt,
      slug,
    };
  }
  const starter = starterDraft({ name: org.name, slug, description: org.description });
  return { draft: starter, saved: false, updatedAt: null, publishedAt, slug };
}

export async function saveDraft(orgId: string, uid: string, draft: SiteDraft): Promise<DraftView> {
  await orgOrFail(orgId);
  await siteDraftDoc(orgId).set({
    id: 'draft',
    draft: sanitizeDraft(draft),
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: uid,
    publishedAt: null,
  });
  return getDraft(orgId);
}

/** The products the shop shows: online-sellable, not archived, by category and name. */
async function onlineProducts(orgId: string): Promise<PublicProduct[]> {
  const snap = await productsCollection(orgId).where('onlineSellable', '==', true).limit(300).get();
  const shown = readableRecords(snap.docs).filter((p) => !p.archived);
  // A bundle's availability and worth come from its products, shown online or not.
  const byId = new Map(shown.map((p) => [p.id, p] as const));
  const missing = [...new Set(shown.flatMap((p) => p.bundleItems.map((i) => i.productId)))].filter(
    (id) => !byId.has(id),
  );
  for (const snap of await getAll(missing.map((id) => productDoc(orgId, id)))) {
    const p = snap.data();
    if (p) byId.set(p.id, p);
  }
  return shown
    .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name))
    .map((p) => publicProduct(p, byId));
}

/** The salon's gift cards on its site, when it sells some online and can take cards. */
export async function onlineGiftCards(orgId: string): Promise<PublicGiftCards | null> {
  const [snap, ready] = await Promise.all([
    giftCardProductsCollection(orgId).where('onlineSellable', '==', true).get(),
    cardsReady(orgId),
  ]);
  const onSale = readableRecords(snap.docs).filter((p) => p.active);
  if (!ready || !onSale.length) return null;
  const from = Math.min(
    ...onSale.map((p) => Math.min(...p.amounts, p.allowCustom ? p.customMin : Infinity)),
  );
  return { path: `/gift-cards?salon=${encodeURIComponent(orgId)}`, from };
}

/** What the salon holds that the site shows: services, contact, domains. */
async function salonParts(orgId: string, org: OrgRecord) {
  const [services, domains, products, giftCards, memberships, reviews, work] = await Promise.all([
    activeServices(orgId),
    domainsCollection().where('orgId', '==', orgId).where('status', '==', 'verified').get(),
    onlineProducts(orgId),
    onlineGiftCards(orgId),
    publishedTiers(orgId),
    publishedReviews(orgId, org.timeZone),
    publishedWork(orgId),
  ]);
  const { address, slug, businessHours, publicProfile } = org;
  return {
    slug,
    hosts: domains.docs.map((d) => d.id).sort(),
    currency: org.currency,
    timeZone: org.timeZone,
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
    products,
    shop: {
      reservations_open: org.ecommerceSettings.reservationsOpen,
      hold_days: org.ecommerceSettings.holdDays,
      pickup_instructions: org.ecommerceSettings.pickupInstructions,
    },
    ...(giftCards ? { gift_cards: giftCards } : {}),
    memberships,
    reviews,
    work,
    contact: {
      address,
      phone: org.phone,
      email: org.email,
      business_hours: businessHoursMap(businessHours),
    },
    opening_hours: openingHoursOf(businessHours),
    booking_path: bookingPath(slug),
    listed: publicProfile.listed,
    tagline: publicProfile.tagline,
    social: [publicProfile.instagram, publicProfile.facebook, publicProfile.tiktok].filter(
      (u) => u !== '',
    ),
    city: cityOf(address),
  } satisfies Partial<PublicSite>;
}

async function buildSite(orgId: string, org: OrgRecord, saved: SiteDraft): Promise<PublicSite> {
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
  const [org, snap] = await Promise.all([orgOrFail(orgId), siteDraftDoc(orgId).get()]);
  const saved = snap.data()?.draft;
  if (!saved) {
    throw new ApiError('unprocessable', 'Save the site in the editor before publishing it.');
  }
  const site = await buildSite(orgId, org, saved);
  await storePublished(orgId, site, { merge: false });
  await siteDraftDoc(orgId).update({ publishedAt: FieldValue.serverTimestamp() });
  // Unsplash hears once per photo the site shows, now rather than on every view.
  await trackPublishedPhotos(site.site_config.pages);
  return site;
}

/** The editor's current draft as visitors would see it, without publishing. */
export async function previewSite(orgId: string): Promise<PublicSite> {
  const org = await orgOrFail(orgId);
  const { draft } = await getDraft(orgId);
  const site = await buildSite(orgId, org, draft);
  return { ...site, products: site.products.map(shopCard) };
}

export async function unpublish(orgId: string): Promise<void> {
  await removePublished(orgId);
}

/**
 * Brings a published site up to date with the salon (its services, address,
 * hours, verified domains) without publishing unsaved editor changes.
 */
export async function refreshPublished(orgId: string): Promise<boolean> {
  const [snap, pub] = await Promise.all([orgDoc(orgId).get(), publicSiteDoc(orgId).get()]);
  const site = pub.data();
  if (!site) return false;
  const org = snap.data();
  if (!org) {
    await removePublished(orgId);
    return false;
  }
  const parts = await salonParts(orgId, org);
  await storePublished(
    orgId,
    { ...parts, search_terms: searchTerms(site.name, parts.city) },
    { merge: true },
  );
  return true;
}

// ---- finding a site for a visitor ------------------------------------------

/** The published site at a salon address (subdomain), in one read. */
export async function siteBySlug(slug: string): Promise<PublicSite | null> {
  if (!/^[a-z0-9-]{1,63}$/.test(slug)) return null;
  const found = await publicSitesCollection().where('slug', '==', slug).limit(1).get();
  countReads(1);
  return visible(readableRecords(found.docs)[0]);
}

/** The published site a verified custom domain serves, in one read. */
export async function siteByHost(host: string): Promise<PublicSite | null> {
  if (!/^[a-z0-9.-]{1,253}$/.test(host)) return null;
  const found = await publicSitesCollection().where('hosts', 'array-contains', host).limit(1).get();
  countReads(1);
  return visible(readableRecords(found.docs)[0]);
}

/** A site by salon id or address: the public-salon-data call. */
export async function siteByIdentifier(identifier: string): Promise<PublicSite | null> {
  if (!isDocId(identifier)) return null;
  const byId = visible((await publicSiteDoc(identifier).get()).data());
  countReads(1);
  if (byId) return byId;
  return siteBySlug(identifier.toLowerCase());
}

/** Sections of the first page, for code that lists what a site shows. */
export const firstPageSections = (site: PublicSite): StoredSection[] =>
  site.site_config.pages[0]?.components ?? [];

/** The answer of the resolve calls: the site, or the spec's message (sent with a 404). */
export const resolution = (site: PublicSite | null): SiteResolution =>
  site
    ? { resolved: true, message: 'ok', salon_id: site.salon_id, salon_data: site }
    : { resolved: false, message: SITE_ERRORS.notResolved };

// ---- the find-a-salon directory and the maps key ----------------------------

/** Published salons that chose to be listed, searched by word starts of name or city. */
export async function searchDirectory(q: string, limit: number): Promise<DirectorySalon[]> {
  const term = q
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .find((w) => w.length >= 2);
  let query = publicSitesCollection().where('listed', '==', true);
  query = term
    ? query.where('search_terms', 'array-contains', term.slice(0, 20))
    : query.orderBy('name');
  const snap = await query.limit(limit).get();
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length >= 2);
  return readableRecords(snap.docs)
    .filter((s) => words.every((w) => s.search_terms.includes(w.slice(0, 20))))
    .map((s) => ({
      salon_id: s.salon_id,
      name: s.name,
      slug: s.slug,
      description: s.description,
      city: s.city,
      address: s.contact.address,
      services: s.services.length,
      site_url: siteOrigin(s.slug),
      booking_url: `${appOriginForSites()}${s.booking_path}`,
    }));
}

/** The maps key for a salon's map: its own (integrations or site_settings) or the platform's. */
export async function mapsKeyFor(orgId: string | null): Promise<string | null> {
  const org = orgId ? (await orgDoc(orgId).get()).data() : undefined;
  return (
    org?.integrations.googleMapsApiKey ??
    org?.site_settings.googleMapsApiKey ??
    process.env['GOOGLE_MAPS_API_KEY'] ??
    null
  );
}
