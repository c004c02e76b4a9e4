// The calls around the product itself: liveness, who is signed in, creating a
// salon and the platform overview. Image uploads are in assets.ts: the site
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
  /** Platform totals and the newest salons (super-admins only). */
  adminDashboard: endpoint<{
    totals: { salons: number; people: number; memberships: number };
    salons: {
      id: string;
      name: string;
      slug: string;
      timeZone: string;
      ownerId: string;
      createdAt: string;
    }[];
  }>()('GET', 'admin-dashboard', '/data'),
} as const;
