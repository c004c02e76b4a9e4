// Every write to a sale or a payment moves the financial dashboard's rollups
// by what it changed (finance/rollup.ts), once per event.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { LedgerKind } from './rollup';

const onLedgerWrite = (kind: LedgerKind, collection: 'sales' | 'payments') =>
  onDocumentWritten(
    { document: `orgs/{orgId}/${collection}/{id}`, region: 'us-central1', retry: true },
    async (event) => {
      const { applyLedgerWrite } = await import('./rollup');
      await applyLedgerWrite(
        event.params.orgId,
        event.id,
        kind,
        event.params.id,
        event.data?.before.data(),
        event.data?.after.data(),
      );
    },
  );

export const financeOnSaleWritten = onLedgerWrite('sale', 'sales');
export const financeOnPaymentWritten = onLedgerWrite('payment', 'payments');
