// Who a sale is for at the point of sale: the client (chosen, or the first
// appointment's), what their membership gives (the server applies the same
// benefits and refuses a sale whose total differs), and their points, which
// the desk can redeem in the salon's steps.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import type { ClientLoyalty } from '@chairside/core/contracts/loyalty';
import type { MembershipView } from '@chairside/core/contracts/memberships';
import { rewardValue } from '@chairside/core/loyalty';
import type { MemberCartBenefits } from '@chairside/core/memberships';
import type { ClientRecord } from '../../lib/data/converters';
import { ClientPicker } from '../clients/ClientPicker';

/** A membership's benefits as the cart applies them: only while it is active (a payment due pauses them). */
export function benefitsOf(m: MembershipView | null): MemberCartBenefits | null {
  if (!m || m.status !== 'active') return null;
  return {
    planName: m.planName,
    includedServices: m.included.map((i) => ({ serviceId: i.serviceId, count: i.count })),
    serviceDiscountPercent: m.serviceDiscountPercent,
    productDiscountPercent: m.productDiscountPercent,
    usage: {
      periodStart: m.currentPeriodStart ?? '',
      services: Object.fromEntries(m.included.map((i) => [i.serviceId, i.used])),
    },
  };
}

/** A line's membership benefit, under its name. */
export function BenefitNote({ label }: { label: string }) {
  if (!label) return null;
  return (
    <Typography variant="body2" color="success.main" sx={{ fontWeight: 500 }}>
      {label}
    </Typography>
  );
}

export function SaleClientPanel(props: {
  orgId: string;
  chosen: ClientRecord | null;
  onChoose: (client: ClientRecord | null) => void;
  /** The first appointment's client name, when nobody is chosen here. */
  fromAppointment: string | null;
  member: MembershipView | null;
  loyalty: ClientLoyalty | null;
  maxRedeem: number;
  redeem: number;
  onRedeem: (points: number) => void;
  money: (minor: number) => string;
}) {
  const { member, loyalty, money } = props;
  const step = loyalty?.settings.redeemStep ?? 1;
  const choices = loyalty
    ? Array.from({ length: Math.floor(props.maxRedeem / step) + 1 }, (_, i) => i * step)
    : [];
  return (
    <Box component="section" aria-label="Client" sx={{ display: 'grid', gap: 1 }}>
      <ClientPicker
        orgId={props.orgId}
        value={props.chosen}
        onChange={props.onChoose}
        size="small"
        label="Client (membership and points)"
        helperText={
          props.chosen
            ? undefined
            : props.fromAppointment
              ? `For ${props.fromAppointment}, from the appointment. Choose someone else here.`
              : 'Optional: choose the client to apply their membership and points.'
        }
      />
      {(member || loyalty) && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {member && (
            <Chip
              icon={<CardMembershipIcon />}
              color={member.status === 'active' ? 'success' : 'warning'}
              variant="outlined"
              label={
                member.status === 'active'
                  ? `${member.planName} member`
                  : `${member.planName}: payment due, benefits paused`
              }
            />
          )}
          {member?.status === 'active' &&
            member.included.map((i) => (
              <Typography key={i.serviceId} variant="body2" color="text.secondary">
                {i.name}: {i.left} of {i.count} left
              </Typography>
            ))}
          {loyalty && loyalty.settings.enabled && (
            <Chip
              icon={<LoyaltyIcon />}
              variant="outlined"
              label={`${loyalty.balance.toLocaleString('en-US')} points (${money(
                rewardValue(loyalty.settings, loyalty.balance),
              )})`}
            />
          )}
        </Stack>
      )}
      {loyalty && loyalty.settings.enabled && choices.length > 1 && (
        <TextField
          select
          size="small"
          label="Redeem points"
          value={props.redeem}
          onChange={(e) => props.onRedeem(Number(e.target.value))}
          sx={{ maxWidth: 260 }}
          helperText={`${step.toLocaleString('en-US')} points take ${money(loyalty.settings.redeemValue)} off`}
        >
          {choices.map((n) => (
            <MenuItem key={n} value={n}>
              {n === 0
                ? 'None'
                : `${n.toLocaleString('en-US')} points: ${money(rewardValue(loyalty.settings, n))} off`}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
