// Gift cards in the browser: everything through the API (cards hold their
// codes, so Firestore never serves them to a browser).
import { giftCardContracts as c } from '@chairside/core/contracts/gift-cards';
import type {
  BuyGiftCard,
  DebitGiftCard,
  GiftCardProductInput,
  GiftCardSettings,
  ZGiveGiftCard,
} from '@chairside/core/gift-cards';
import type { z } from 'zod';
import { call } from '../api/api';
import { invalidateArea, useContract } from '../api/contract-query';

/** After a change: every gift card answer is asked again. */
const refresh = () => invalidateArea(c.cards.area);

export const useGiftCards = (orgId: string) =>
  useContract(c.cards, { query: { orgId }, secure: true });

export const useGiftCardProducts = (orgId: string) =>
  useContract(c.products, { query: { orgId }, secure: true });

export const useGiftCardLiability = (orgId: string, enabled: boolean) =>
  useContract(c.liability, { query: { orgId }, secure: true }, { enabled });

export const useGiftCardSettings = (orgId: string) =>
  useContract(c.settings, { query: { orgId }, secure: true });

export const useGiftCardDetails = (orgId: string, cardId: string | null) =>
  useContract(
    c.details,
    { params: { giftCardId: cardId ?? '' }, query: { orgId }, secure: true },
    { enabled: cardId !== null, staleTime: 0 },
  );

export async function saveGiftCardProduct(
  orgId: string,
  id: string | null,
  product: GiftCardProductInput,
) {
  const answer = id
    ? await call(c.updateProduct, {
        params: { giftCardProductId: id },
        body: { orgId, product },
        secure: true,
      })
    : await call(c.createProduct, { body: { orgId, product }, secure: true });
  await refresh();
  return answer;
}

export async function saveGiftCardSettings(orgId: string, settings: GiftCardSettings) {
  const answer = await call(c.saveSettings, { body: { orgId, ...settings }, secure: true });
  await refresh();
  return answer;
}

export async function giveGiftCard(input: z.input<typeof ZGiveGiftCard>) {
  const answer = await call(c.give, { body: input, secure: true });
  await refresh();
  return answer;
}

export const lookupGiftCard = (orgId: string, code: string) =>
  call(c.lookup, { body: { orgId, code }, secure: true });

export async function debitGiftCard(cardId: string, input: DebitGiftCard) {
  const answer = await call(c.debit, { params: { giftCardId: cardId }, body: input, secure: true });
  await refresh();
  return answer;
}

export async function cancelGiftCard(orgId: string, cardId: string, reason: string) {
  const answer = await call(c.cancel, {
    params: { giftCardId: cardId },
    body: { orgId, reason },
    secure: true,
  });
  await refresh();
  return answer;
}

// Public: the buy page and the printable card.
export const useGiftCardOffer = (orgId: string) => useContract(c.offer, { query: { orgId } });

export const buyGiftCard = (input: BuyGiftCard) => call(c.createPaymentIntent, { body: input });

export const issueGiftCard = (orgId: string, paymentId: string) =>
  call(c.issue, { body: { orgId, paymentId } });

export const checkGiftCardBalance = (orgId: string, code: string) =>
  call(c.checkBalance, { body: { orgId, code } });
