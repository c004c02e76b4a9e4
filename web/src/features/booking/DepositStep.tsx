// Booking online with a deposit (or, with fees but no deposit, a card to
// save): the time is held while the visitor pays on the salon's own Stripe
// account; the card is saved for the salon's fees.
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import RedeemIcon from '@mui/icons-material/Redeem';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  bookingContracts,
  type BookingConfirmation,
  type DepositGiftCardAnswer,
} from '@chairside/core/contracts/booking';
import { ZGiftCode } from '@chairside/core/gift-cards';
import type { CardSetup, CardSetupStatus, PaymentStatusView } from '@chairside/core/contracts/card';
import { describeCharge, type PaymentPolicy } from '@chairside/core/payment-policy';
import type { SalonMenu } from './booking-frame';
import { money, timeLabel, whenLabel } from './booking-format';
import { useContractMutation } from '../../lib/api/write';

const StripePaymentForm = lazy(() => import('../payments/StripePaymentForm'));
const StripeCardSetupForm = lazy(() =>
  import('../payments/StripePaymentForm').then((m) => ({ default: m.StripeCardSetupForm })),
);

/** The held appointment, what it asks of the client, and Stripe's form to do it. */
function HeldTime(props: {
  salon: SalonMenu['salon'];
  booking: BookingConfirmation['booking'];
  title: string;
  /** What is asked now and what is left for the salon. */
  terms: string;
  fees: 'deposit' | 'card';
  children: ReactNode;
}) {
  const { salon, booking } = props;
  return (
    <Card variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h4" component="h1">
        {props.title}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {booking.services.map((s) => s.name).join(' + ')} with {booking.staffName},{' '}
        {whenLabel(booking.start, salon.timeZone)}.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {props.terms}
        {booking.holdUntil
          ? ` We hold this time for you until ${timeLabel(booking.holdUntil, salon.timeZone)}.`
          : ''}
      </Typography>
      {salon.money && <FeeNote policy={salon.money} currency={salon.currency} with={props.fees} />}
      <Suspense fallback={<CircularProgress aria-label="Loading Stripe’s form" />}>
        {props.children}
      </Suspense>
    </Card>
  );
}

/** What a gift card paid toward the deposit, as the screens say it. */
export interface GiftPart {
  amount: number;
  last4: string;
}

export function DepositStep({
  salon,
  confirmation,
  giftPart,
  onPaid,
  onGiftCard,
}: {
  salon: SalonMenu['salon'];
  confirmation: BookingConfirmation & { deposit: NonNullable<BookingConfirmation['deposit']> };
  giftPart: GiftPart | null;
  onPaid: (status: PaymentStatusView) => void;
  onGiftCard: (answer: DepositGiftCardAnswer) => void;
}) {
  const { booking, deposit } = confirmation;
  const rest = money(booking.price - booking.deposit, booking.currency);
  return (
    <HeldTime
      salon={salon}
      booking={booking}
      title="Pay the deposit to keep your time"
      terms={
        giftPart
          ? `Deposit ${money(booking.deposit, booking.currency)}: ${money(giftPart.amount, booking.currency)} paid with your gift card ending ${giftPart.last4}, ${money(deposit.amount, deposit.currency)} left to pay now. The rest (${rest}) at the salon.`
          : `Deposit ${money(deposit.amount, deposit.currency)} now, the rest (${rest}) at the salon.`
      }
      fees="deposit"
    >
      {!giftPart && (
        <GiftCardForDeposit orgId={salon.id} bookingId={booking.id} onPaid={onGiftCard} />
      )}
      <StripePaymentForm
        orgId={salon.id}
        intent={deposit}
        returnPath={`/payment?org=${encodeURIComponent(salon.id)}&payment=${deposit.paymentId}`}
        onPaid={onPaid}
      />
    </HeldTime>
  );
}

/** "Pay with a gift card": the code, checked and spent by the server (rate limited). */
function GiftCardForDeposit(props: {
  orgId: string;
  bookingId: string;
  onPaid: (answer: DepositGiftCardAnswer) => void;
}) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const pay = useContractMutation(bookingContracts.depositGiftCard, { onSuccess: props.onPaid });
  const busy = pay.isPending;
  const error = invalid ?? pay.error?.message ?? null;
  if (!open) {
    return (
      <Button startIcon={<RedeemIcon />} onClick={() => setOpen(true)} sx={{ mb: 2 }}>
        Pay with a gift card
      </Button>
    );
  }
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZGiftCode.safeParse(code);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Enter the gift card code');
      return;
    }
    setInvalid(null);
    pay.mutate({ body: { orgId: props.orgId, bookingId: props.bookingId, code: parsed.data } });
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={apply}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 3, alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label="Gift card code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="off"
        autoFocus
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
        error={error !== null}
        helperText={error ?? 'The 16 letters and digits on the card, like ABCD-EFGH-JKMN-PQRS'}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" disabled={busy} sx={{ height: 56 }}>
        {busy ? 'Applying…' : 'Apply'}
      </Button>
    </Stack>
  );
}

/**
 * Booking online without a deposit at a salon that charges fees: the card is
 * saved (a SetupIntent; nothing charged) to keep the time.
 */
export function CardStep({
  salon,
  confirmation,
  onSaved,
}: {
  salon: SalonMenu['salon'];
  confirmation: BookingConfirmation & { cardSetup: CardSetup };
  onSaved: (status: CardSetupStatus) => void;
}) {
  const { booking, cardSetup } = confirmation;
  return (
    <HeldTime
      salon={salon}
      booking={booking}
      title="Add a card to keep your time"
      terms={`${salon.name} keeps a card on file for bookings. Nothing is charged now; you pay ${money(
        booking.price - booking.deposit,
        booking.currency,
      )} at the salon.`}
      fees="card"
    >
      <StripeCardSetupForm
        orgId={salon.id}
        setup={cardSetup}
        returnPath={`/payment?org=${encodeURIComponent(salon.id)}&booking=${cardSetup.bookingId}`}
        onSaved={onSaved}
      />
    </HeldTime>
  );
}

/** What missing the appointment costs, said before the client pays or books. */
export function FeeNote({
  policy,
  currency,
  with: source,
}: {
  policy: PaymentPolicy;
  currency: string;
  with: 'deposit' | 'card';
}) {
  const fmt = (n: number) => money(n, currency);
  const fees = [
    policy.noShowFee.kind !== 'none' && `${describeCharge(policy.noShowFee, fmt)} for a no-show`,
    policy.lateCancelFee.kind !== 'none' &&
      `${describeCharge(policy.lateCancelFee, fmt)} for a late cancellation`,
  ].filter(Boolean);
  if (!fees.length) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      The salon charges {fees.join(' and ')} to the card{' '}
      {source === 'deposit'
        ? 'you pay the deposit with (less the deposit it keeps).'
        : 'you save now; it is not charged otherwise.'}
    </Alert>
  );
}
