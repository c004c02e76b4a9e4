import { collection, orderBy, query, where, limit } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import type { PublicProfile, PublicSite, SiteDraft, SiteTheme } from '@chairside/core/site';
import { auth } from '../../firebase';
import { api } from '../api/api';
import { ApiRequestError } from '../api/api-client';
import { ZDate } from './converters';
import { useLiveQuery } from './live';

export interface DraftView {
  draft: SiteDraft;
  saved: boolean;
  updatedAt: string | null;
  publishedAt: string | null;
  slug: string;
}

export const fetchDraft = (orgId: string) =>
  api<DraftView>(`sites/${orgId}/draft`, { secure: true });

export const saveDraft = (orgId: string, draft: SiteDraft) =>
  api<DraftView>(`sites/${orgId}/draft`, { method: 'PUT', body: { draft }, secure: true });

export const publishSite = (orgId: string) =>
  api<{ published: true; publishedAt: string; slug: string }>(`sites/${orgId}/publish`, {
    method: 'POST',
    secure: true,
  });

export const unpublishSite = (orgId: string) =>
  api<{ published: false }>(`sites/${orgId}/publish`, { method: 'DELETE', secure: true });

/** The draft as visitors would see it (services, contact details filled in). */
export const fetchPreview = (orgId: string) =>
  api<{ salon_data: PublicSite }>(`temp_public_site/${orgId}`, { secure: true });

/**
 * Uploads an image as form data (ARCHITECTURE.md: uploads go through `api`).
 * Answers the address to use in the site.
 */
export async function uploadSiteImage(
  orgId: string,
  file: File,
  kind: 'site-image' | 'favicon' = 'site-image',
): Promise<string> {
  const token = await auth.currentUser?.getIdToken();
  const form = new FormData();
  form.set('salon_id', orgId);
  form.set('file', file);
  const answer = await fetch(`/api/site-assets/upload-${kind}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const body = (await answer.json().catch(() => null)) as {
    url?: string;
    error?: { message: string; code: string };
  } | null;
  if (!answer.ok || !body?.url) {
    const message = body?.error?.message ?? 'The upload failed. Please try again.';
    throw new ApiRequestError(answer.status, body, message, body?.error?.code ?? 'internal');
  }
  return body.url;
}

// ---- the site inbox ----------------------------------------------------------

export const ZSiteMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().default(''),
  message: z.string(),
  read: z.boolean().default(false),
  archived: z.boolean().default(false),
  createdAt: ZDate,
  replies: z
    .array(z.object({ body: z.string(), sentAt: ZDate, sentBy: z.string(), emailed: z.boolean() }))
    .default([]),
});
export type SiteMessage = z.infer<typeof ZSiteMessage>;

/** The inbox or the archive, newest first, live. */
export function useSiteMessages(orgId: string, archived: boolean) {
  const ref = query(
    collection(useFirestore(), 'orgs', orgId, 'contactMessages'),
    where('archived', '==', archived),
    orderBy('createdAt', 'desc'),
    limit(200),
  );
  return useLiveQuery(
    'messages',
    `orgs/${orgId}/contactMessages?archived=${archived}`,
    ref,
    ZSiteMessage,
  );
}

export const patchMessage = (
  orgId: string,
  id: string,
  patch: { read?: boolean; archived?: boolean },
) =>
  api(`contact/message/${id}`, {
    method: 'PATCH',
    body: { salon_id: orgId, ...patch },
    secure: true,
  });

export const replyToMessage = (orgId: string, id: string, body: string) =>
  api<{ success: true }>('contact/reply', {
    method: 'POST',
    body: { salon_id: orgId, message_id: id, body },
    secure: true,
  });

// ---- addresses, domains, profile, theme --------------------------------------

export interface DomainView {
  id: string;
  domain: string;
  status: 'pending' | 'verified' | 'failed';
  createdAt: string | null;
  verifiedAt: string | null;
  lastCheckedAt: string | null;
  /** Until when a claim not verified yet holds the domain. */
  expiresAt: string | null;
  /** Another salon holds an unverified claim; whichever verifies first connects it. */
  heldByAnotherSalon: boolean;
}

export interface DnsInstructions {
  domain: string;
  records: { type: string; name: string; value: string; purpose: string }[];
  note: string;
}

export const checkSubdomain = (subdomain: string) =>
  api<{ available: boolean; message: string; reason: string | null; suggestion: string | null }>(
    'subdomain/check-availability',
    { method: 'POST', body: { subdomain }, secure: true },
  );

export const registerSubdomain = (orgId: string, subdomain: string) =>
  api<{ subdomain: string; url: string }>('subdomain/register', {
    method: 'POST',
    body: { salon_id: orgId, subdomain },
    secure: true,
  });

export const listDomains = (orgId: string) =>
  api<{ domains: DomainView[] }>(`domains/list/${orgId}`, { secure: true });

export const addDomain = (orgId: string, domain: string) =>
  api<{ domain: DomainView; instructions: DnsInstructions }>('domains/add', {
    method: 'POST',
    body: { salon_id: orgId, domain },
    secure: true,
  });

export const domainInstructions = (domain: string, orgId: string) =>
  api<DnsInstructions>(`domains/instructions/${domain}`, {
    query: { salon_id: orgId },
    secure: true,
  });

export const verifyDomain = (domain: string, orgId: string) =>
  api<{ verified: boolean; domain: DomainView; problems: string[] }>('domains/verify', {
    method: 'POST',
    body: { domain_id: domain, salon_id: orgId },
    secure: true,
  });

export const deleteDomain = (domain: string, orgId: string) =>
  api<{ deleted: true }>(`domains/${domain}`, {
    method: 'DELETE',
    query: { salon_id: orgId },
    secure: true,
  });

export const fetchPublicProfile = (orgId: string) =>
  api<{ profile: PublicProfile; slug: string }>('organisation/public-profile', {
    query: { salon_id: orgId },
    secure: true,
  });

export const savePublicProfile = (orgId: string, profile: PublicProfile) =>
  api<{ profile: PublicProfile }>('organisation/public-profile', {
    method: 'PUT',
    body: { salon_id: orgId, profile },
    secure: true,
  });

export const suggestThemes = (uid: string) =>
  api<{ themes: { name: string; theme: SiteTheme }[] }>(
    `website-themes/users/${uid}/suggest-themes`,
    {
      secure: true,
    },
  );

export const fetchTheme = (orgId: string) =>
  api<{ theme: SiteTheme; publishedAt: string | null }>('website-themes/theme', {
    query: { salon_id: orgId },
    secure: true,
  });

export const saveTheme = (orgId: string, theme: SiteTheme) =>
  api<{ theme: SiteTheme }>('website-themes/theme', {
    method: 'PUT',
    body: { salon_id: orgId, theme },
    secure: true,
  });

export interface DirectorySalon {
  salon_id: string;
  name: string;
  slug: string;
  description: string;
  city: string;
  address: string;
  services: number;
  site_url: string;
  booking_url: string;
}

export const searchDirectory = (q: string) =>
  api<{ salons: DirectorySalon[]; count: number }>('v1/public/directory/salons', { query: { q } });

/** A salon's site address: https://slug.product-domain, or slug.localhost locally. */
export function siteUrl(slug: string): string {
  const { hostname, port, protocol } = window.location;
  if (hostname === 'localhost' || hostname === '127.0.0.1') {
    return `${protocol}//${slug}.localhost${port ? `:${port}` : ''}/`;
  }
  return `https://${slug}.${hostname.replace(/^(www|app)\./, '')}/`;
}
