// The register's state: the cart, who it is for, how it is paid, and the
// totals the server will compute again (it never trusts these). Pure
// arithmetic lives in ../pos-cart.ts; this hook holds what the cashier chose.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CardIntent } from '@chairside/core/contracts/card';
import type { GiftCardView } from '@chairside/core/contracts/gift-cards';
import type { ReservationView } from '@chairside/core/contracts/retail';
import { stripeContracts } from '@chairside/core/contracts/stripe';
import { mostRedeemable, rewardValue } from '@chairside/core/loyalty';
import { formatMinorUnits, parseMoneyInput } from '@chairside/core/money';
import { DEFAULT_RETAIL_SETTINGS, type Discount, type Tender } from '@chairside/core/retail';
import { isoDateIn } from '@chairside/core/staff-profile';
import { LocalDay, addDays } from '@chairside/core/zoned-time';
import type { ActiveSalon } from '../../../app/workspace/SalonGate';
import { useContract } from '../../../lib/api/contract-query';
import { useBookings } from '../../../lib/data/bookings';
import type { ClientRecord } from '../../../lib/data/converters';
import { useClientLoyalty } from '../../../lib/data/loyalty';
import { useClientMembership } from '../../../lib/data/memberships';
import { useProducts, useRetailSettings } from '../../../lib/data/retail';
import { useStaff } from '../../../lib/data/staff';
import { benefitsOf } from '../SaleClientPanel';
import {
  EMPTY_CART,
  addProduct,
  addReservation,
  cartTotals,
  memberBenefits,
  serverOrder,
  type Cart,
} from '../pos-cart';

export type PayBy = 'cash' | 'card' | 'qr' | 'split';
export type DiscountKind = 'none' | Discount['kind'];
const newKey = () => `sale-${crypto.randomUUID()}`;

/** How the sale is being paid: the method, the split, the cash given and the card's progress. */
function usePayment() {
  const [payBy, setPayBy] = useState<PayBy>('cash');
  /** What pays the part that is not cash in a split: a card, or a QR code the client scans. */
  const [splitBy, setSplitBy] = useState<'card' | 'qr'>('card');
  const [given, setGiven] = useState('');
  const [cardPart, setCardPart] = useState('');
  const [intent, setIntent] = useState<CardIntent | null>(null);
  const [showQr, setShowQr] = useState(false);
  const [cardPaid, setCardPaid] = useState<string | null>(null);
  const [giftCard, setGiftCard] = useState<GiftCardView | null>(null);
  return {
    payBy,
    setPayBy,
    splitBy,
    setSplitBy,
    given,
    setGiven,
    cardPart,
    setCardPart,
    intent,
    setIntent,
    showQr,
    setShowQr,
    cardPaid,
    setCardPaid,
    giftCard,
    setGiftCard,
  };
}

export function useRegister({ orgId, org }: ActiveSalon) {
  const money = (n: number) => formatMinorUnits(n, org.currency);
  const products = useProducts(orgId);
  const staff = useStaff(orgId);
  const settings = useRetailSettings(orgId).data ?? DEFAULT_RETAIL_SETTINGS;
  const today = isoDateIn(new Date(), org.timeZone);
  const todays = useBookings(
    orgId,
    new Date(new LocalDay(today, org.timeZone).lenient(0)),
    new Date(new LocalDay(addDays(today, 1), org.timeZone).lenient(0)),
    null,
  );

  const [cart, setCart] = useState<Cart>(EMPTY_CART);
  const [discountKind, setDiscountKind] = useState<DiscountKind>('none');
  const [discountValue, setDiscountValue] = useState('');
  const [receiptEmail, setReceiptEmail] = useState('');
  const [saleKey, setSaleKey] = useState(newKey);
  const [chosenClient, setChosenClient] = useState<ClientRecord | null>(null);
  const [redeem, setRedeem] = useState(0);
  const pay = usePayment();
  const sellsGiftCard = cart.items.some((i) => i.kind === 'gift_card');

  // A product sent from the scanner page joins the cart once the catalogue is here.
  const [pending, setPending] = useState(
    useLocation().state as { add?: string; reservation?: ReservationView } | null,
  );
  if (pending && products.status === 'success') {
    setPending(null);
    const sent = products.items.find((p) => p.id === pending.add);
    if (sent) setCart(addProduct(cart, sent));
    const held = pending.reservation;
    if (held) {
      const taxRate = products.items.find((p) => p.id === held.productId)?.taxRate ?? 0;
      setCart(addReservation(cart, held, taxRate));
      if (!receiptEmail) setReceiptEmail(held.email);
    }
  }
  const cards = useContract(
    stripeContracts.stripeConfig,
    { query: { orgId } },
    { enabled: pay.payBy !== 'cash' },
  );

  // Who the sale is for: chosen here, or the first appointment's client.
  const firstAppointment = cart.items.find((i) => i.kind === 'appointment');
  const saleClientId =
    chosenClient?.id ??
    (firstAppointment?.kind === 'appointment' ? firstAppointment.booking.clientId : null);
  const clientPoints = useClientLoyalty(orgId, saleClientId);
  const clientMembership = useClientMembership(orgId, saleClientId);
  const membership = clientMembership.data?.membership ?? null;
  const member = benefitsOf(membership);
  const loyalty = clientPoints.data ?? null;

  const discount: Discount | null =
    discountKind === 'none' || discountValue.trim() === ''
      ? null
      : discountKind === 'percent'
        ? { kind: 'percent', value: Number(discountValue) }
        : { kind: 'amount', value: parseMoneyInput(discountValue, org.currency) ?? 0 };
  const priced = { ...cart, discount };
  const beforePoints = cartTotals(priced, settings, { clientId: saleClientId, member, rewards: 0 });
  const maxRedeem = loyalty
    ? mostRedeemable(
        loyalty.settings,
        loyalty.balance,
        beforePoints.subtotal - beforePoints.discount,
      )
    : 0;
  const redeemPoints = Math.min(redeem, maxRedeem);
  const saleClient = {
    clientId: saleClientId,
    member,
    rewards: loyalty ? rewardValue(loyalty.settings, redeemPoints) : 0,
  };
  const totals = cartTotals(priced, settings, saleClient);
  const benefitLabels = memberBenefits(priced, saleClient).labels;
  const labelOf = (item: Cart['items'][number]) =>
    benefitLabels[serverOrder(priced).items.indexOf(item)] ?? '';

  const { payBy, splitBy, giftCard } = pay;
  const other: 'card' | 'qr' = payBy === 'qr' ? 'qr' : payBy === 'split' ? splitBy : 'card';
  // A gift card pays what it can; cash, card or a QR code pay the rest.
  const giftAmount = giftCard && !sellsGiftCard ? Math.min(giftCard.balance, totals.total) : 0;
  const rest = totals.total - giftAmount;
  const cardAmount =
    payBy === 'card' || payBy === 'qr'
      ? rest
      : payBy === 'split'
        ? (parseMoneyInput(pay.cardPart, org.currency) ?? 0)
        : 0;
  const cashAmount = rest - cardAmount;
  const tendered =
    pay.given.trim() === '' ? cashAmount : (parseMoneyInput(pay.given, org.currency) ?? Number.NaN);

  const tenders = (cardPaymentId: string | null): Tender[] => [
    ...(giftCard && giftAmount > 0
      ? [{ method: 'gift_card' as const, amount: giftAmount, giftCardId: giftCard.id }]
      : []),
    ...(cardAmount > 0 && cardPaymentId
      ? [{ method: other, amount: cardAmount, paymentId: cardPaymentId }]
      : []),
    ...(cashAmount > 0 ? [{ method: 'cash' as const, amount: cashAmount, tendered }] : []),
  ];

  /** After a sale: an empty register with a new idempotency key. */
  const clear = () => {
    setChosenClient(null);
    setRedeem(0);
    setCart(EMPTY_CART);
    pay.setGiven('');
    pay.setCardPart('');
    setDiscountKind('none');
    setDiscountValue('');
    setReceiptEmail('');
    pay.setIntent(null);
    pay.setCardPaid(null);
    pay.setGiftCard(null);
    setSaleKey(newKey());
  };

  return {
    money,
    products,
    staff,
    todays,
    cart,
    setCart,
    discountKind,
    setDiscountKind,
    discountValue,
    setDiscountValue,
    receiptEmail,
    setReceiptEmail,
    saleKey,
    chosenClient,
    setChosenClient,
    setRedeem,
    ...pay,
    cards,
    sellsGiftCard,
    firstAppointment,
    saleClientId,
    membership,
    loyalty,
    priced,
    maxRedeem,
    redeemPoints,
    totals,
    labelOf,
    other,
    giftAmount,
    cardAmount,
    cashAmount,
    tendered,
    tenders,
    clear,
  };
}

export type RegisterState = ReturnType<typeof useRegister>;
