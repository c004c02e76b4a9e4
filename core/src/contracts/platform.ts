// The calls around the product itself: liveness, who is signed in, creating a
// salon, the platform overview and image uploads.
import { z } from 'zod';
import { zDocId } from '../ids';
import { ZCreateOrg } from '../org';
import { endpoint, upload } from './endpoint';

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

/** What an upload answers: where the stored image is served from. */
export interface UploadedImage {
  url: string;
  path: string;
  bytes: number;
  contentType: string;
}

/** An image's form fields: the salon (`orgId`, or the spec's `salon_id`). */
export const ZSiteImageFields = z.object({ orgId: zDocId('Say which salon the image is for') });

/** Multipart form data: the salon and the image in `file`. */
export const assetContracts = {
  siteImage: upload<UploadedImage>()('site-assets', '/upload-site-image', ZSiteImageFields),
  favicon: upload<UploadedImage>()('site-assets', '/upload-favicon', ZSiteImageFields),
} as const;
