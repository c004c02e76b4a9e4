// The calls around the product itself: liveness, who is signed in, creating a
// salon (the platform overview is in admin.ts). Image uploads are in assets.ts: the site
// editor loads those, and must not load the new-salon form's country list.
import { ZCreateOrg } from '../salon-details';
import { endpoint } from './endpoint';

export const platformContracts = {
  /** A cheap liveness answer (no database read). */
  health: endpoint<{ status: 'ok'; service: string; time: string }>()('GET', 'health', '/'),
  /** Who the bearer token says the caller is. */
  session: endpoint<{
    uid: string;
    email: string | null;
    emailVerified: boolean;
    superAdmin: boolean;
  }>()('GET', 'session', '/'),
  /** Create a salon; the caller becomes its owner (201). */
  createOrg: endpoint<{ orgId: string; slug: string }>()('POST', 'orgs', '/', ZCreateOrg),
} as const;
