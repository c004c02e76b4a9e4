// Keeps published sites in step with the salon: a changed service, address or
// opening hours, or a product in the shop shows on the site without the owner
// publishing again.
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { ZOrgRecord, type OrgRecord } from '@chairside/core/records/org';
import { recordFrom } from '../records/repository';
import { ZProductRecord } from '@chairside/core/records/retail';
import { publicProduct, refreshPublished } from './site.service';

const SITE_FIELDS: (keyof OrgRecord)[] = [
  'name',
  'address',
  'phone',
  'email',
  'businessHours',
  'currency',
  'timeZone',
  'slug',
  'publicProfile',
  'ecommerceSettings',
];

export const siteOnServiceWrite = onDocumentWritten(
  { document: 'orgs/{orgId}/services/{serviceId}', region: 'us-central1' },
  async (event) => {
    await refreshPublished(event.params.orgId);
  },
);

/**
 * A product's change reaches the shop only when what visitors see changes
 * (a sale that leaves stock above the reservable ten changes nothing).
 */
export const siteOnProductWrite = onDocumentWritten(
  { document: 'orgs/{orgId}/products/{productId}', region: 'us-central1' },
  async (event) => {
    const view = (snap: Parameters<typeof recordFrom>[1]) => {
      const p = recordFrom(ZProductRecord, snap);
      return p && p.onlineSellable && !p.archived ? JSON.stringify(publicProduct(p)) : null;
    };
    if (view(event.data?.before) !== view(event.data?.after)) {
      await refreshPublished(event.params.orgId);
    }
  },
);

export const siteOnSalonUpdate = onDocumentUpdated(
  { document: 'orgs/{orgId}', region: 'us-central1' },
  async (event) => {
    const before = recordFrom(ZOrgRecord, event.data?.before);
    const after = recordFrom(ZOrgRecord, event.data?.after);
    const changed = SITE_FIELDS.some(
      (f) => JSON.stringify(before?.[f]) !== JSON.stringify(after?.[f]),
    );
    if (changed) await refreshPublished(event.params.orgId);
  },
);
