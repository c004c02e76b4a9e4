// Keeps published sites in step with the salon: a changed service, address or
// opening hours shows on the site without the owner publishing again.
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { refreshPublished } from './site.service';

const SITE_FIELDS = [
  'name',
  'address',
  'phone',
  'email',
  'businessHours',
  'currency',
  'timeZone',
  'slug',
  'publicProfile',
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
    const before = event.data?.before.data() ?? {};
    const after = event.data?.after.data() ?? {};
    const changed = SITE_FIELDS.some((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
    if (changed) await refreshPublished(event.params.orgId);
  },
);
