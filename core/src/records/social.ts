// The salon's social accounts and posts, all written by functions alone:
// - orgs/{orgId}/socialConnections/{network}: an account connected (who, which
//   Page, board or profile), its state in words. The team reads it through the API.
// - orgs/{orgId}/socialSecrets/{network}: its tokens, sealed. Server only.
// - orgs/{orgId}/socialPosts/{id}: a post to one or more networks, now or at a
//   time, with each network's outcome (its post's address, or the error in words).
// - orgs/{orgId}/portfolio/{id}: the salon's work: a photo from a visit, the
//   client's consent, tagged by stylist and service, shown where chosen.
import { z } from 'zod';
import { POST_STATUSES, SOCIAL_NETWORKS } from '../social';
import { storedNumber, storedString, ZStoredDate, ZStoredOptionalDate } from './stored';

export const ZSocialChoice = z.object({ id: z.string(), name: z.string() });
export type SocialChoice = z.output<typeof ZSocialChoice>;

export const ZSocialConnectionRecord = z.object({
  id: z.string(),
  network: z.enum(SOCIAL_NETWORKS),
  status: z.enum(['choose', 'connected', 'reconnect']).catch('reconnect'),
  /** The account as people recognise it (@handle, the Page's name). */
  account: storedString(),
  /** The Page (Facebook), Instagram account, board (Pinterest) or profile posted to. */
  target: ZSocialChoice.nullable().catch(null).default(null),
  /** What the owner may choose between (Pages, Instagram accounts, boards). */
  choices: z.array(ZSocialChoice).catch([]).default([]),
  message: storedString(),
  connectedBy: storedString(),
  updatedAt: ZStoredDate,
});
export type SocialConnectionRecord = z.output<typeof ZSocialConnectionRecord>;

export const ZNetworkResult = z.object({
  status: z.enum(['waiting', 'processing', 'posted', 'failed']),
  /** The network's id for the post (a container while Instagram processes it). */
  remoteId: storedString(),
  url: storedString(),
  error: storedString(),
  attempts: storedNumber(),
  /** When this network is tried (or checked) again, ms; 0 when nothing waits. */
  nextAt: storedNumber(),
});
export type NetworkResult = z.output<typeof ZNetworkResult>;

export const ZSocialPostRecord = z.object({
  id: z.string(),
  caption: z.string(),
  title: storedString(),
  link: storedString(),
  photoId: z.string(),
  photoUrl: z.string(),
  networks: z.array(z.enum(SOCIAL_NETWORKS)),
  results: z.record(z.string(), ZNetworkResult),
  status: z.enum(POST_STATUSES).catch('failed'),
  /** When it (or a network's next try) is due; null when nothing waits. */
  dueAt: ZStoredOptionalDate,
  /** A run holds the post until then, so two runs never post it twice. */
  leaseUntil: ZStoredOptionalDate,
  sendAt: ZStoredDate,
  createdBy: storedString(),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type SocialPostRecord = z.output<typeof ZSocialPostRecord>;

export const ZPortfolioRecord = z.object({
  id: z.string(),
  photoUrl: z.string(),
  path: storedString(),
  caption: storedString(),
  staffId: storedString(),
  staffName: storedString(),
  serviceIds: z.array(z.string()).catch([]).default([]),
  serviceNames: z.array(z.string()).catch([]).default([]),
  bookingId: storedString(),
  clientId: storedString(),
  /** The client's consent to show their photo, as recorded (never assumed). */
  consent: z.object({ given: z.boolean(), note: z.string(), by: z.string(), at: ZStoredDate }),
  /** Shown in the site's gallery and on the stylist's profile (the team's choice, with consent). */
  showOnSite: z.boolean().catch(false).default(false),
  createdBy: storedString(),
  createdAt: ZStoredDate,
});
export type PortfolioRecord = z.output<typeof ZPortfolioRecord>;
