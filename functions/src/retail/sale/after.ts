// What follows a sale once it is recorded: the shop is refreshed if it shows
// a change, gift cards for today are e-mailed (the due work sends those for a
// later day), and the receipt goes out once.
import type { SaleAnswer } from '@chairside/core/contracts/retail';
import type { SaleRecord } from '@chairside/core/records/retail';
import { trySendMail } from '../../mail/mailer';
import { giftCardDoc } from '../../records/gift-cards';
import { orgDoc } from '../../records/orgs';
import { getAll } from '../../records/repository';
import { saleDoc } from '../../records/retail';
import { deliverCard } from '../../gift-cards';
import { receiptMail } from '../receipt';

/** The gift cards a new sale issued, delivered now when they are for today. */
export async function deliverGiftCards(
  orgId: string,
  giftIds: readonly string[],
): Promise<NonNullable<SaleAnswer['giftCards']>> {
  if (!giftIds.length) return [];
  for (const id of giftIds) await deliverCard(orgId, id).catch(() => false);
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

/** E-mails the receipt once (when there is an address) and notes when it went. */
export async function sendReceiptOnce(orgId: string, sale: SaleRecord): Promise<SaleRecord> {
  if (!sale.receiptEmail) return sale;
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) return sale;
  const sent = await trySendMail(receiptMail(sale, salon, sale.receiptEmail));
  if (!sent) return sale;
  const receiptSentAt = new Date();
  await saleDoc(orgId, sale.id).update({ receiptSentAt });
  return { ...sale, receiptSentAt };
}
