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
import { queryClient, useApi } from '../api/query';

const refresh = (orgId: string) =>
  queryClient.invalidateQueries({ queryKey: ['gift-cards', orgId] });

export const useGiftCards = (orgId: string) =>
  useApi(['gift-cards', orgId, 'cards'], (signal) =>
    call(c.cards, { query: { orgId }, secure: true, signal }),
  );

export const useGiftCardProducts = (orgId: string) =>
  useApi(['gift-cards', orgId, 'products'], (signal) =>
    call(c.products, { query: { orgId }, secure: true, signal }),
  );

export const useGiftCardLiability = (orgId: string, enabled: boolean) =>
  useApi(
    ['gift-cards', orgId, 'liability'],
    (signal) => call(c.liability, { query: { orgId }, secure: true, signal }),
    { enabled },
  );

export const useGiftCardSettings = (orgId: string) =>
  useApi(['gift-cards', orgId, 'settings'], (signal) =>
    call(c.settings, { query: { orgId }, secure: true, signal }),
  );

export const useGiftCardDetails = (orgId: string, cardId: string | null) =>
  useApi(
    ['gift-cards', orgId, 'details', cardId ?? ''],
    (signal) =>
      call(c.details, {
        params: { giftCardId: cardId! },
        query: { orgId },
        secure: true,
        signal,
      }),
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
  await refresh(orgId);
  return answer;
}

export async function saveGiftCardSettings(orgId: string, settings: GiftCardSettings) {
  const answer = await call(c.saveSettings, { body: { orgId, ...settings }, secure: true });
  await refresh(orgId);
  return answer;
}

export async function giveGiftCard(input: z.input<typeof ZGiveGiftCard>) {
  const answer = await call(c.give, { body: input, secure: true });
  await refresh(input.orgId);
  return answer;
}

export const lookupGiftCard = (orgId: string, code: string) =>
  call(c.lookup, { body: { orgId, code }, secure: true });

export async function debitGiftCard(cardId: string, input: DebitGiftCard) {
  const answer = await call(c.debit, { params: { giftCardId: cardId }, body: input, secure: true });
  await refresh(input.orgId);
  return answer;
}

export async function cancelGiftCard(orgId: string, cardId: string, reason: string) {
  const answer = await call(c.cancel, {
    params: { giftCardId: cardId },
    body: { orgId, reason },
    secure: true,
  });
  await refresh(orgId);
  return answer;
}

// Public: the buy page and the printable card.
export const useGiftCardOffer = (orgId: string) =>
  useApi(['gift-card-offer', orgId], (signal) => call(c.offer, { query: { orgId }, signal }));

export const buyGiftCard = (input: BuyGiftCard) => call(c.createPaymentIntent, { body: input });

export const issueGiftCard = (orgId: string, paymentId: string) =>
  call(c.issue, { body: { orgId, paymentId } });

export const checkGiftCardBalance = (orgId: string, code: string) =>
  call(c.checkBalance, { body: { orgId, code } });
