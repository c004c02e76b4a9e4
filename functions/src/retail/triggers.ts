// A recorded sale's receipt is e-mailed from here, once (sale/after.ts).
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

export const retailOnSaleCreated = onDocumentCreated(
  { document: 'orgs/{orgId}/sales/{saleId}', region: 'us-central1', retry: true },
  async (event) => {
    const { sendReceiptOnce } = await import('./sale/after');
    await sendReceiptOnce(event.params.orgId, event.params.saleId);
  },
);
