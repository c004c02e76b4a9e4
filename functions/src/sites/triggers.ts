// Keeps published sites in step with the salon: a changed service, address or
// opening hours shows on the site without the owner publishing again (the
// retail services refresh the shop's products themselves: retail/shop-site.ts).
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { ZOrgRecord, type OrgRecord } from '@chairside/core/records/org';
import { recordFrom } from '../records/repository';
import { refreshPublished } from './site.service';

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
