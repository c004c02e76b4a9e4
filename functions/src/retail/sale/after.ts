// What follows a sale once it is recorded: the shop is refreshed if it shows
// a change, the gift cards it issued are answered for printing (each is
// e-mailed by its own due task, today's at once). The receipt was queued in
// the sale's own transaction (sale/record.ts); the outbox sends it.
import type { SaleAnswer } from '@chairside/core/contracts/retail';
import type { SaleRecord } from '@chairside/core/records/retail';
import { mailConfigured } from '../../mail/mailer';
import { giftCardDoc } from '../../records/gift-cards';
import { getAll } from '../../records/repository';

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
