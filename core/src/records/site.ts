// A salon's website as stored: the editor's draft (orgs/{orgId}/site/draft),
// the published read model (publicSites/{orgId}) and custom domains
// (domains/{host}).
import { z } from 'zod';
import { DOMAIN_STATUSES, ZSiteDraft, type PublicProduct, type PublicSite } from '../site';
import { storedIdList, storedString, ZStoredDate, ZStoredOptionalDate } from './stored';

/**
 * orgs/{orgId}/site/draft: what the editor saved. A draft that no longer fits
 * the editor's schema reads as null: the editor then starts from the salon.
 */
export const ZSiteDraftRecord = z.object({
  id: z.string(),
  draft: ZSiteDraft.nullable().catch(null).default(null),
  updatedAt: ZStoredOptionalDate.default(null),
  updatedBy: z.string().optional(),
  publishedAt: ZStoredOptionalDate.default(null),
});
export type SiteDraftRecord = z.output<typeof ZSiteDraftRecord>;

const isObject = (v: unknown) => typeof v === 'object' && v !== null;

/**
 * publicSites/{orgId}: everything a visitor's page needs, in one document.
 * Only the functions write it, from typed values; reading checks the fields
 * the resolvers and the directory depend on and keeps the rest as written.
 */
export const ZPublicSiteRecord = z
  .object({
    id: z.string(),
    salon_id: z.string(),
    slug: z.string(),
    name: z.string(),
    hosts: storedIdList(),
    listed: z.boolean().catch(true).default(true),
    search_terms: storedIdList(),
    booking_path: z.string(),
    site_config: z.custom<PublicSite['site_config']>(
      (v) => isObject(v) && Array.isArray((v as { pages?: unknown }).pages),
    ),
    contact: z.custom<PublicSite['contact']>(isObject),
    services: z.array(z.custom<PublicSite['services'][number]>(isObject)),
  })
  .loose()
  .transform((site) => site as unknown as PublicSite & { id: string });
export type PublicSiteRecord = z.output<typeof ZPublicSiteRecord>;

/** What a DNS lookup for a custom domain found. */
export const ZDnsCheck = z.object({
  txtFound: z.boolean(),
  /** Where the host's CNAME points, when it has one. */
  cname: z.string().nullable(),
  /** A records, for apex domains that cannot have a CNAME. */
  addresses: z.array(z.string()),
  pointsToPlatform: z.boolean(),
  errors: z.array(z.string()),
});
export type DnsCheck = z.output<typeof ZDnsCheck>;

/** Another salon's claim on a domain not verified yet. */
export const ZDomainChallenge = z.object({
  token: z.string(),
  createdAt: ZStoredDate,
  expiresAt: ZStoredDate,
  lastCheck: ZDnsCheck.optional().catch(undefined),
  lastCheckedAt: ZStoredOptionalDate.optional(),
});
export type DomainChallenge = z.output<typeof ZDomainChallenge>;

/** domains/{host}: a custom domain claimed by one salon (the id is the host). */
export const ZDomainRecord = z.object({
  id: z.string(),
  orgId: z.string(),
  status: z.enum(DOMAIN_STATUSES).catch('pending'),
  token: storedString(),
  /** Until when a claim not verified yet holds the domain. */
  expiresAt: ZStoredOptionalDate.default(null),
  challengers: z.record(z.string(), ZDomainChallenge).catch({}).default({}),
  challengerIds: storedIdList(),
  lastCheck: ZDnsCheck.nullable().catch(null).default(null),
  lastCheckedAt: ZStoredOptionalDate.default(null),
  verifiedAt: ZStoredOptionalDate.default(null),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type DomainRecord = z.output<typeof ZDomainRecord>;

/**
 * publicSites/{orgId}/products/{id}: one product of the shop, whole, for its
 * page (/shop/{id}); the site document holds its card.
 */
export const ZPublicProductRecord = z
  .object({ id: z.string(), name: z.string(), description: z.string() })
  .loose()
  .transform((p) => p as unknown as PublicProduct);
