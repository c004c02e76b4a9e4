// Booking online with a deposit (or, with fees but no deposit, a card to
// save): the time is held while the visitor pays on the salon's own Stripe
// account; the card is saved for the salon's fees.
import { lazy, Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { BookingConfirmation } from '@chairside/core/contracts/booking';
import type { CardSetup, CardSetupStatus, PaymentStatusView } from '@chairside/core/contracts/card';
import { describeCharge, type PaymentPolicy } from '@chairside/core/payment-policy';
import type { SalonMenu } from './BookNowPage';
import { money, timeLabel, whenLabel } from './booking-format';

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

export function DepositStep({
  salon,
  confirmation,
  onPaid,
}: {
  salon: SalonMenu['salon'];
  confirmation: BookingConfirmation & { deposit: NonNullable<BookingConfirmation['deposit']> };
  onPaid: (status: PaymentStatusView) => void;
}) {
  const { booking, deposit } = confirmation;
  return (
    <HeldTime
      salon={salon}
      booking={booking}
      title="Pay the deposit to keep your time"
      terms={`Deposit ${money(deposit.amount, deposit.currency)} now, the rest (${money(
        booking.price - deposit.amount,
        booking.currency,
      )}) at the salon.`}
      fees="deposit"
    >
      <StripePaymentForm
        orgId={salon.id}
        intent={deposit}
        returnPath={`/payment?org=${encodeURIComponent(salon.id)}&payment=${deposit.paymentId}`}
        onPaid={onPaid}
      />
    </HeldTime>
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
        booking.price,
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
