import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { PublicService, SlotAnswer } from '@chairside/core/booking';
import type { MembershipView } from '@chairside/core/contracts/memberships';
import { depositFor, describeCharge, takesFees } from '@chairside/core/payment-policy';
import type { SalonMenu } from './booking-frame';
import { minutes, money, whenLabel } from './booking-format';

/** The most a deposit can be for this choice (a returning client may be asked for none). */
function depositNote(salon: SalonMenu['salon'], total: number, serviceIds: string[]) {
  if (!salon.money) return null;
  const most = depositFor(
    salon.money,
    { price: total, serviceIds },
    { hasVisited: false, hasNoShow: false, highRisk: true },
  );
  if (!most) {
    return takesFees(salon.money)
      ? 'The salon asks for a card to hold your booking; nothing is charged now.'
      : null;
  }
  const amount = money(most, salon.currency);
  switch (salon.money.depositAudience) {
    case 'everyone':
      return `A deposit of ${amount} is taken when you book; the rest is paid at the salon.`;
    case 'new_or_no_show':
      return `New clients (and clients who missed an appointment) pay a deposit of ${amount} when booking.`;
    case 'high_risk':
      return `Some bookings (for example after a missed appointment) pay a deposit of ${amount}; you will see it before you pay anything.`;
  }
}

/** The appointment as chosen so far: services, length, price, member price, points, deposit. */
export function AppointmentSummary({
  salon,
  services,
  length,
  total,
  due,
  member,
  points,
  stylistName,
  slot,
}: {
  salon: SalonMenu['salon'];
  services: PublicService[];
  length: number;
  total: number;
  /** What a member pays (the total for others). */
  due: number;
  member: MembershipView | null;
  points: { redeemed: number; off: number };
  /** Shown from the time step on: the stylist chosen, or null for anyone available. */
  stylistName: string | null | undefined;
  slot: SlotAnswer | null;
}) {
  const note = depositNote(
    salon,
    total,
    services.map((s) => s.id),
  );
  const fee =
    salon.money && salon.money.noShowFee.kind !== 'none'
      ? ` No-shows: ${describeCharge(salon.money.noShowFee, (n) => money(n, salon.currency))}.`
      : '';
  return (
    <Card variant="outlined" sx={{ mt: 3, p: 2, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" component="h3">
        Your appointment
      </Typography>
      <Typography variant="body2">
        {services.map((s) => s.name).join(' + ')} · {minutes(length)} ·{' '}
        {money(total, salon.currency)}
      </Typography>
      {member && due < total && (
        <Typography variant="body2" color="success.main">
          Your {member.planName} member price: {money(due, salon.currency)}
        </Typography>
      )}
      {points.off > 0 && (
        <Typography variant="body2" color="success.main">
          {points.redeemed.toLocaleString('en-US')} points: {money(points.off, salon.currency)} off
          · {money(due - points.off, salon.currency)} to pay
        </Typography>
      )}
      {stylistName !== undefined && (
        <Typography variant="body2">
          With {stylistName ?? 'anyone available'}
          {slot ? `, ${whenLabel(slot.start, salon.timeZone)}` : ''}
        </Typography>
      )}
      {note && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {note}
          {fee}
        </Typography>
      )}
    </Card>
  );
}
