// What follows a sale once it is recorded: the shop is refreshed if it shows
// a change, the gift cards it issued are answered for printing (each is
// e-mailed by its own due task, today's at once), and the receipt goes out
// once, from the sale's trigger (retail/triggers.ts), never inside the request.
import type { SaleAnswer } from '@chairside/core/contracts/retail';
import type { SaleRecord } from '@chairside/core/records/retail';
import { db } from '../../firebase';
import { mailConfigured, trySendMail } from '../../mail/mailer';
import { giftCardDoc } from '../../records/gift-cards';
import { orgDoc } from '../../records/orgs';
import { getAll } from '../../records/repository';
import { saleDoc } from '../../records/retail';
import { receiptMail } from '../receipt';

/** The gift cards a new sale issued, with their codes for the desk to print. */
export async function issuedGiftCards(
  orgId: string,
  giftIds: readonly string[],
): Promise<NonNullable<SaleAnswer['giftCards']>> {
  if (!giftIds.length) return [];
  const cards = await getAll(giftIds.map((id) => giftCardDoc(orgId, id)));
  return cards.flatMap((snap) => {
    const card = snap.data();
    return card
      ? [
          {
            id: card.id,
            code: card.code,
            amount: card.initialAmount,
            recipientEmail: card.recipient.email,
          },
        ]
      : [];
  });
}

/** Whether a new sale's receipt will be e-mailed (it has an address and e-mail is set up). */
export const receiptOnItsWay = (sale: SaleRecord) => Boolean(sale.receiptEmail) && mailConfigured();

/**
 * E-mails a sale's receipt once (when there is an address), from the sale's
 * trigger: claimed in a transaction so a retried trigger sends nothing twice;
 * a send that failed is given back and thrown, so the trigger tries again.
 */
export async function sendReceiptOnce(orgId: string, saleId: string): Promise<boolean> {
  const ref = saleDoc(orgId, saleId);
  const sale = await db().runTransaction(async (tx) => {
    const s = (await tx.get(ref)).data();
    if (!s?.receiptEmail || s.receiptSentAt) return null;
    tx.update(ref, { receiptSentAt: new Date() });
    return s;
  });
  if (!sale) return false;
  const salon = (await orgDoc(orgId).get()).data();
  const sent = !!salon && (await trySendMail(receiptMail(sale, salon, sale.receiptEmail)));
  if (sent) return true;
  await ref.update({ receiptSentAt: null });
  // Without e-mail set up there is nothing to retry; the desk can print it.
  if (mailConfigured() && salon) throw new Error('The receipt was not e-mailed; trying again.');
  return false;
}
