// Every write to a sale or a payment moves the financial dashboard's rollups
// by what it changed (finance/rollup.ts), once per event.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

export const financeOnSaleWritten = onDocumentWritten(
  { document: 'orgs/{orgId}/sales/{id}', region: 'us-central1', retry: true },
  async (event) => {
    const { applyLedgerWrite } = await import('./rollup');
    await applyLedgerWrite(
      event.params.orgId,
      event.id,
      'sale',
      event.params.id,
      event.data?.before.data(),
      event.data?.after.data(),
    );
  },
);

export const financeOnPaymentWritten = onDocumentWritten(
  { document: 'orgs/{orgId}/payments/{id}', region: 'us-central1', retry: true },
  async (event) => {
    const { applyLedgerWrite } = await import('./rollup');
    await applyLedgerWrite(
      event.params.orgId,
      event.id,
      'payment',
      event.params.id,
      event.data?.before.data(),
      event.data?.after.data(),
    );
  },
);
