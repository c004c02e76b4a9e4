// The website calls: the editor's draft and publishing, salon addresses and
// custom domains, the public profile and theme, and what a visitor's page
// loads. Requests name the salon `orgId` (calls first published with
// `salon_id` still take it: see orgIdFrom in functions); the spec's payloads
// (`salon_id`, `salon_data` of the site data and the resolvers) and the
// answers already published keep its names.
import { z } from 'zod';
import { zDocId } from '../ids';
import { ZSlug } from '../org';
import type { DnsCheck } from '../records/site';
import {
  ZDomain,
  ZPublicProfile,
  ZSiteDraft,
  ZTheme,
  type DomainStatus,
  type PublicContact,
  type PublicProfile,
  type PublicSite,
  type SiteDraft,
  type SiteTheme,
} from '../site';
import { endpoint } from './endpoint';

/** `?salon=` of the short link: a salon address (slug). */
export const ZShortLinkQuery = z.object({
  salon: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,63}$/, 'That salon address is not valid'),
});

const ZSalonId = zDocId('Say which salon');

/** The editor's draft with what the editor shows around it. */
export interface DraftView {
  draft: SiteDraft;
  saved: boolean;
  updatedAt: string | null;
  publishedAt: string | null;
  slug: string;
}

/** A site found for a host or address, or why not (404). */
export type SiteResolution =
  | { resolved: true; message: 'ok'; salon_id: string; salon_data: PublicSite }
  | { resolved: false; message: string };

export const sitesContracts = {
  /** The site a host serves: a salon subdomain or a verified custom domain. */
  resolve: endpoint<SiteResolution>()(
    'POST',
    'sites',
    '/resolve',
    z.object({ host: z.string().trim().min(1).max(260) }),
  ),
  /** The saved draft, or a starter site made from the salon's own details. */
  draft: endpoint<DraftView>()('GET', 'sites', '/:orgId/draft'),
  saveDraft: endpoint<DraftView>()(
    'PUT',
    'sites',
    '/:orgId/draft',
    z.object({ draft: ZSiteDraft }),
  ),
  publish: endpoint<{ published: true; publishedAt: string; slug: string }>()(
    'POST',
    'sites',
    '/:orgId/publish',
  ),
  unpublish: endpoint<{ published: false }>()('DELETE', 'sites', '/:orgId/publish'),
} as const;

export interface BookingInfo {
  salon_id: string;
  name: string;
  slug: string;
  timeZone: string;
  currency: string;
  booking_url: string;
  site_url: string;
  services: { id: string; name: string; duration: number; price: number }[];
  contact: PublicContact;
}

export interface DirectorySalon {
  salon_id: string;
  name: string;
  slug: string;
  description: string;
  city: string;
  address: string;
  /** How many services the salon lists. */
  services: number;
  site_url: string;
  booking_url: string;
}

export const ZDirectoryQuery = z.object({
  q: z.string().trim().max(60).default(''),
  limit: z.coerce.number().int().min(1).max(48).default(24),
});

/** Calls mounted at the API root (the spec's paths). */
export const publicSiteContracts = {
  salonData: endpoint<{ resolved: true; salon_id: string; salon_data: PublicSite }>()(
    'GET',
    '',
    '/public-salon-data/:salonIdentifier',
  ),
  /** The owner's preview: the saved draft as visitors would see it, not published. */
  preview: endpoint<{ resolved: true; salon_id: string; salon_data: PublicSite; preview: true }>()(
    'GET',
    '',
    '/temp_public_site/:salonIdentifier',
  ),
  bookingInfo: endpoint<BookingInfo>()('GET', '', '/v1/public/booking-info/:salonSlug'),
  /** The salon's short link (/s?salon=…) as a QR code, PNG (public; cached a day). */
  shortLinkQr: endpoint<string>()('GET', '', '/s/qr.png', undefined, ZShortLinkQuery),
  /** Published salons that chose to be listed, searched by name or city. */
  directory: endpoint<{ salons: DirectorySalon[]; count: number }>()(
    'GET',
    '',
    '/v1/public/directory/salons',
    undefined,
    ZDirectoryQuery,
  ),
  /** The maps key for a salon's map: its own or the platform's. */
  mapsKey: endpoint<{ key: string | null; configured: boolean }>()(
    'GET',
    '',
    '/api-key',
    undefined,
    z.object({ orgId: ZSalonId.optional() }),
  ),
  /** Counts an Unsplash download, as Unsplash asks apps to. */
  trackDownload: endpoint<{ tracked: true }>()(
    'POST',
    '',
    '/stock-photos/track-download',
    z.object({ photo_id: z.string().regex(/^[\w-]{1,64}$/, 'That is not a photo id') }),
  ),
} as const;

export const ZSubdomainQuery = z.object({ subdomain: z.string().trim().toLowerCase().max(63) });

export const subdomainContracts = {
  check: endpoint<{
    subdomain: string;
    available: boolean;
    reason: 'reserved' | 'invalid' | 'taken' | null;
    message: string;
    suggestion: string | null;
  }>()('POST', 'subdomain', '/check-availability', ZSubdomainQuery),
  /** Moves a salon to a new address. */
  register: endpoint<{ subdomain: string; previous: string; url: string }>()(
    'POST',
    'subdomain',
    '/register',
    z.object({ orgId: zDocId(), subdomain: z.string().trim().toLowerCase().pipe(ZSlug) }),
  ),
  list: endpoint<{
    subdomains: {
      salon_id: string;
      name: string;
      subdomain: string;
      url: string;
      published: boolean;
    }[];
  }>()('GET', 'subdomain', '/list/:ownerId'),
  resolve: endpoint<SiteResolution>()('POST', 'subdomain', '/resolve', ZSubdomainQuery),
} as const;

/** A custom domain as one salon sees it: its own claim, or its challenge to another salon's. */
export interface DomainView {
  id: string;
  domain: string;
  salon_id: string;
  status: DomainStatus;
  createdAt: string | null;
  /** Until when a claim not verified yet holds the domain. */
  expiresAt: string | null;
  verifiedAt: string | null;
  lastCheckedAt: string | null;
  lastCheck: DnsCheck | null;
  /** Another salon holds an unverified claim; whichever verifies first connects it. */
  heldByAnotherSalon: boolean;
}

export interface DnsInstructions {
  domain: string;
  records: { type: string; name: string; value: string; purpose: string }[];
  note: string;
}

/** The optional `?orgId=` naming which of the caller's salons a call is about. */
const ZSalonQuery = z.object({ orgId: ZSalonId.optional() });

export const domainContracts = {
  add: endpoint<{ domain: DomainView; instructions: DnsInstructions; note?: string }>()(
    'POST',
    'domains',
    '/add',
    z.object({ orgId: ZSalonId, domain: ZDomain }),
  ),
  list: endpoint<{ domains: DomainView[] }>()('GET', 'domains', '/list/:salonId'),
  instructions: endpoint<DnsInstructions>()(
    'GET',
    'domains',
    '/instructions/:domainId',
    undefined,
    ZSalonQuery,
  ),
  status: endpoint<{ domain: DomainView }>()(
    'GET',
    'domains',
    '/check-status/:domainId',
    undefined,
    ZSalonQuery,
  ),
  /** Looks the records up in DNS now; a verified domain starts serving the site. */
  verify: endpoint<{ verified: boolean; domain: DomainView; problems: string[] }>()(
    'POST',
    'domains',
    '/verify',
    z.object({ domain_id: ZDomain, orgId: ZSalonId.optional() }),
  ),
  remove: endpoint<{ deleted: true; domain: string }>()(
    'DELETE',
    'domains',
    '/:domainId',
    undefined,
    ZSalonQuery,
  ),
  resolve: endpoint<SiteResolution>()('POST', 'domains', '/resolve', z.object({ host: ZDomain })),
} as const;

const ZSalonOnly = z.object({ orgId: ZSalonId });

export const profileContracts = {
  get: endpoint<{ profile: PublicProfile; slug: string }>()(
    'GET',
    'organisation',
    '/public-profile',
    undefined,
    ZSalonOnly,
  ),
  save: endpoint<{ profile: PublicProfile }>()(
    'PUT',
    'organisation',
    '/public-profile',
    z.object({ orgId: ZSalonId, profile: ZPublicProfile }),
  ),
} as const;

export const themeContracts = {
  suggest: endpoint<{ themes: { name: string; theme: SiteTheme }[] }>()(
    'GET',
    'website-themes',
    '/users/:userId/suggest-themes',
  ),
  get: endpoint<{ theme: SiteTheme; publishedAt: string | null }>()(
    'GET',
    'website-themes',
    '/theme',
    undefined,
    ZSalonOnly,
  ),
  /** Saves the theme into the draft; publishing shows it to visitors. */
  save: endpoint<{ theme: SiteTheme; updatedAt: string | null }>()(
    'PUT',
    'website-themes',
    '/theme',
    z.object({ orgId: ZSalonId, theme: ZTheme }),
  ),
} as const;
