// The aggregator: each recorded rollup change is applied once (records/rollups.ts).
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

export const rollupsOnChange = onDocumentCreated(
  { document: 'orgs/{orgId}/rollupChanges/{id}', region: 'us-central1', retry: true },
  async (event) => {
    const { applyRollupChange } = await import('./records/rollups');
    await applyRollupChange(event.params.orgId, event.params.id);
  },
);
