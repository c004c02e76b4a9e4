// The booking confirmed: when, where, the .ics and the link to manage it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventIcon from '@mui/icons-material/Event';
import { type BookingConfirmation } from '@chairside/core/contracts/booking';
import type { SavedCardView } from '@chairside/core/records/payment';
import type { SalonMenu } from './booking-frame';
import { money, whenLabel } from './booking-format';
import type { GiftPart } from './DepositStep';

export function Confirmed({
  salon,
  confirmation,
  savedCard = null,
  giftPart = null,
}: {
  salon: SalonMenu['salon'];
  confirmation: BookingConfirmation;
  /** The card just saved for the salon's fees (no deposit), if any. */
  savedCard?: SavedCardView | null;
  /** What a gift card paid of the deposit, if any. */
  giftPart?: GiftPart | null;
}) {
  const { booking, manageToken } = confirmation;
  const icsUrl = manageToken ? `/api/booking/manage/${encodeURIComponent(manageToken)}/ics` : null;
  return (
    <Card variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        You’re booked!
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {booking.services.map((s) => s.name).join(' + ')} with {booking.staffName} at {salon.name}
      </Typography>
      <Typography sx={{ fontWeight: 700, mt: 0.5 }}>
        {whenLabel(booking.start, salon.timeZone)}
      </Typography>
      <Typography color="text.secondary">
        {booking.deposit > 0
          ? `Deposit of ${money(booking.deposit, booking.currency)} paid${giftPart ? ` (${money(giftPart.amount, booking.currency)} with your gift card ending ${giftPart.last4})` : ''} · ${money(
              booking.price - booking.deposit,
              booking.currency,
            )} to pay at the salon`
          : booking.price === 0
            ? 'Nothing to pay'
            : `${money(booking.price, booking.currency)} · pay at the salon`}
      </Typography>
      {booking.member && (
        <Typography color="success.main" sx={{ fontWeight: 600 }}>
          {booking.member.included.length
            ? `Included in your ${booking.member.planName} membership`
            : `Your ${booking.member.planName} member price`}
          {` (${money(booking.member.discount, booking.currency)} off)`}
        </Typography>
      )}
      {booking.pointsRedeemed && (
        <Typography color="success.main" sx={{ fontWeight: 600 }}>
          {booking.pointsRedeemed.points.toLocaleString('en-US')} points redeemed (
          {money(booking.pointsRedeemed.value, booking.currency)} off)
        </Typography>
      )}
      {salon.address && <Typography color="text.secondary">{salon.address}</Typography>}
      {savedCard && (
        <Typography color="text.secondary">
          Card kept on file: {savedCard.brand.toUpperCase()} ···· {savedCard.last4}. Nothing was
          charged.
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        A confirmation is on its way by email.{' '}
        {changesOnline(booking.start, salon.policy.cancellationHours, salon.phone)}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'center', mt: 3 }}
      >
        {icsUrl && (
          <Button
            variant="contained"
            startIcon={<EventIcon />}
            href={icsUrl}
            download="appointment.ics"
          >
            Add to calendar
          </Button>
        )}
        {manageToken && (
          <Button variant="outlined" href={`/book-now?manage=${encodeURIComponent(manageToken)}`}>
            Manage booking
          </Button>
        )}
        <Button href={`/book-now?salon=${encodeURIComponent(salon.slug || salon.id)}`}>
          Book another
        </Button>
      </Stack>
      {!manageToken && (
        <Alert severity="info" sx={{ mt: 3, textAlign: 'left' }}>
          Online changes are not set up for this salon yet. To cancel or move, please call the salon
          {salon.phone ? ` on ${salon.phone}` : ''}.
        </Alert>
      )}
    </Card>
  );
}

/**
 * What the client can still change online: the salon's window, or, for an
 * appointment already inside it, that changes go through the salon.
 */
function changesOnline(start: string, hours: number, phone: string): string {
  const closesAt = Date.parse(start) - hours * 3_600_000;
  if (Date.now() >= closesAt)
    return `It is less than ${hours} hours away, so it can no longer be changed online: ${
      phone ? `call the salon on ${phone}` : 'contact the salon'
    } if you need to.`;
  return hours > 0
    ? `You can cancel or move it online up to ${hours} hours before.`
    : 'You can cancel or move it online until it starts.';
}
