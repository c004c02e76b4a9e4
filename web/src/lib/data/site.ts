import { contactContracts } from '@chairside/core/contracts/contact';
import { assetContracts } from '@chairside/core/contracts/assets';
import {
  domainContracts,
  profileContracts,
  publicSiteContracts,
  sitesContracts,
  subdomainContracts,
  themeContracts,
} from '@chairside/core/contracts/sites';
import type { ContactMessageRecord } from '@chairside/core/records/contact';
import type { PublicProfile, SiteDraft, SiteTheme } from '@chairside/core/site';
import { call, upload } from '../api/api';
import { invalidateContracts, useContract } from '../api/contract-query';
import { useLiveQuery } from './live';

export type {
  DirectorySalon,
  DnsInstructions,
  DomainView,
  DraftView,
} from '@chairside/core/contracts/sites';

/** The editor's draft, always asked afresh (another tab may have saved since). */
export const useDraft = (orgId: string) =>
  useContract(
    sitesContracts.draft,
    { params: { orgId }, secure: true },
    { staleTime: 0, gcTime: 0, refetchOnReconnect: false },
  );

export const saveDraft = (orgId: string, draft: SiteDraft) =>
  call(sitesContracts.saveDraft, { params: { orgId }, body: { draft }, secure: true });

export const publishSite = (orgId: string) =>
  call(sitesContracts.publish, { params: { orgId }, secure: true });

export const unpublishSite = (orgId: string) =>
  call(sitesContracts.unpublish, { params: { orgId }, secure: true });

/** The draft as visitors would see it (services, contact details filled in). */
export const useSitePreview = (orgId: string) =>
  useContract(
    publicSiteContracts.preview,
    { params: { salonIdentifier: orgId }, secure: true },
    { staleTime: 0, gcTime: 0, refetchOnReconnect: false },
  );

/**
 * Uploads an image as form data (ARCHITECTURE.md: uploads go through `api`).
 * Answers the address to use in the site.
 */
export async function uploadSiteImage(
  orgId: string,
  file: File,
  kind: 'site-image' | 'favicon' = 'site-image',
): Promise<string> {
  const contract = kind === 'favicon' ? assetContracts.favicon : assetContracts.siteImage;
  const answer = await upload(contract, { orgId }, file);
  return answer.url;
}

// ---- the site inbox ----------------------------------------------------------

export type SiteMessage = ContactMessageRecord;

/** The inbox or the archive, newest first, live. */
export function useSiteMessages(orgId: string, archived: boolean) {
  return useLiveQuery(
    'messages',
    `orgs/${orgId}/contactMessages?archived=${archived}`,
    (f) =>
      f.query(
        f.collection(f.db, 'orgs', orgId, 'contactMessages'),
        f.where('archived', '==', archived),
        f.orderBy('createdAt', 'desc'),
        f.limit(200),
      ),
    (r) => r.ZContactMessageRecord,
  );
}

export const patchMessage = (
  orgId: string,
  id: string,
  patch: { read?: boolean; archived?: boolean },
) =>
  call(contactContracts.patch, {
    params: { messageId: id },
    body: { orgId, ...patch },
    secure: true,
  }).then(async (answer) => {
    // The salon menu's badge counts unread messages.
    await invalidateContracts(contactContracts.unread);
    return answer;
  });

export const replyToMessage = (orgId: string, id: string, body: string) =>
  call(contactContracts.reply, {
    body: { orgId, message_id: id, body },
    secure: true,
  });

// ---- addresses, domains, profile, theme --------------------------------------

export const checkSubdomain = (subdomain: string) =>
  call(subdomainContracts.check, { body: { subdomain }, secure: true });

export const registerSubdomain = (orgId: string, subdomain: string) =>
  call(subdomainContracts.register, { body: { orgId, subdomain }, secure: true });

export const useDomains = (orgId: string) =>
  useContract(domainContracts.list, { params: { salonId: orgId }, secure: true });

/** After a domain is added, verified or removed: the list is asked again. */
export const refreshDomains = () => invalidateContracts(domainContracts.list);

export const addDomain = (orgId: string, domain: string) =>
  call(domainContracts.add, { body: { orgId, domain }, secure: true });

export const domainInstructions = (domain: string, orgId: string) =>
  call(domainContracts.instructions, {
    params: { domainId: domain },
    query: { orgId },
    secure: true,
  });

export const verifyDomain = (domain: string, orgId: string) =>
  call(domainContracts.verify, { body: { domain_id: domain, orgId }, secure: true });

export const deleteDomain = (domain: string, orgId: string) =>
  call(domainContracts.remove, {
    params: { domainId: domain },
    query: { orgId },
    secure: true,
  });

export const usePublicProfile = (orgId: string) =>
  useContract(profileContracts.get, { query: { orgId }, secure: true });

/** Saves the public profile; the next read of it is fresh. */
export async function savePublicProfile(orgId: string, profile: PublicProfile) {
  const answer = await call(profileContracts.save, { body: { orgId, profile }, secure: true });
  await invalidateContracts(profileContracts.get);
  return answer;
}

export const suggestThemes = (uid: string) =>
  call(themeContracts.suggest, { params: { userId: uid }, secure: true });

export const useTheme = (orgId: string) =>
  useContract(themeContracts.get, { query: { orgId }, secure: true });

/** Saves the theme; the theme and the site's previews are asked again. */
export async function saveTheme(orgId: string, theme: SiteTheme) {
  const answer = await call(themeContracts.save, { body: { orgId, theme }, secure: true });
  await invalidateContracts(themeContracts.get, publicSiteContracts.preview, sitesContracts.draft);
  return answer;
}

export const useDirectory = (q: string) =>
  useContract(publicSiteContracts.directory, { query: { q } }, { staleTime: 60_000 });

/** A salon's site address: https://slug.product-domain, or slug.localhost locally. */
export function siteUrl(slug: string): string {
  const { hostname, port, protocol } = window.location;
  if (hostname === 'localhost' || hostname === '127.0.0.1') {
    return `${protocol}//${slug}.localhost${port ? `:${port}` : ''}/`;
  }
  return `https://${slug}.${hostname.replace(/^(www|app)\./, '')}/`;
}
