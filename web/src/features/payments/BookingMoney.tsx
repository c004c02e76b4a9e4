// The money side of one appointment in the appointment book: a deposit the
// client is still to pay, the card saved for fees (and whether it expires
// before the visit), and charging a no-show or late-cancellation fee to it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FeeAnswer } from '@chairside/core/contracts/card';
import { cardExpiresBefore, chargeFor } from '@chairside/core/payment-policy';
import { PAYMENT_PURPOSE_LABELS, type FeePurpose } from '@chairside/core/payments';
import { chargeFee, usePaymentPolicy } from '../../lib/data/card';
import type { BookingRecord } from '../../lib/data/converters';
import { money, timeLabel } from '../booking/booking-format';
import { useWrite } from '../../lib/api/write';

export function BookingMoney({
  orgId,
  timeZone,
  booking,
  takesPayments,
}: {
  orgId: string;
  timeZone: string;
  booking: BookingRecord;
  takesPayments: boolean;
}) {
  const { card } = booking;
  const purpose: FeePurpose | null =
    booking.status === 'no_show'
      ? 'no_show_fee'
      : booking.status === 'cancelled'
        ? 'late_cancel_fee'
        : null;
  return (
    <Stack spacing={1} sx={{ mt: 1.5 }}>
      {booking.awaiting === 'deposit' && (
        <Alert severity="warning">
          Booked online, waiting for the {money(booking.deposit, booking.currency)} deposit
          {booking.holdUntil ? ` until ${timeLabel(booking.holdUntil, timeZone)}` : ''}. The time is
          released if it is not paid.
        </Alert>
      )}
      {booking.awaiting === 'card' && (
        <Alert severity="warning">
          Booked online, waiting for the client to save a card
          {booking.holdUntil ? ` until ${timeLabel(booking.holdUntil, timeZone)}` : ''}. The time is
          released if they do not.
        </Alert>
      )}
      {card && (
        <Typography variant="body2" color="text.secondary">
          Card on file: {card.brand.toUpperCase()} ···· {card.last4}, expires{' '}
          {String(card.expMonth).padStart(2, '0')}/{card.expYear}
        </Typography>
      )}
      {card && cardExpiresBefore(card, booking.localDate) && (
        <Alert severity="warning">
          The saved card expires before this appointment, so a no-show or late-cancellation fee
          could not be charged to it. Ask the client for a new card when you confirm.
        </Alert>
      )}
      {purpose && takesPayments && card && (
        <FeeAction orgId={orgId} booking={booking} purpose={purpose} />
      )}
    </Stack>
  );
}

function FeeAction({
  orgId,
  booking,
  purpose,
}: {
  orgId: string;
  booking: BookingRecord;
  purpose: FeePurpose;
}) {
  const policy = usePaymentPolicy(orgId);
  const charging = useWrite(chargeFee);
  const answer: FeeAnswer | null = charging.data ?? null;
  const error = charging.error?.message ?? null;
  const busy = charging.isPending;
  const label = PAYMENT_PURPOSE_LABELS[purpose];
  const charged = booking.feePayments[purpose];
  if (charged && !answer) {
    return (
      <Typography variant="body2">
        {label} charged: see the payment in the ledger (Payments).
      </Typography>
    );
  }
  if (!policy.data) return null;
  const rule =
    purpose === 'no_show_fee' ? policy.data.policy.noShowFee : policy.data.policy.lateCancelFee;
  const owed = Math.max(0, chargeFor(rule, booking.price) - booking.paid);
  if (rule.kind === 'none' || owed === 0) return null;
  return (
    <Stack spacing={1}>
      {answer && (
        <Alert severity={answer.outcome === 'succeeded' ? 'success' : 'warning'}>
          {answer.message}
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {!answer && (
        <Button
          variant="outlined"
          color="warning"
          disabled={busy}
          onClick={() =>
            charging.mutate({ orgId, bookingId: booking.id, purpose, expectedAmount: owed })
          }
        >
          {busy ? 'Charging…' : `Charge ${label.toLowerCase()} of ${money(owed, booking.currency)}`}
        </Button>
      )}
    </Stack>
  );
}
