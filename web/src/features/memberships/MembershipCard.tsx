import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MembershipView } from '@chairside/core/contracts/memberships';
import { MEMBERSHIP_STATUS_LABELS, type MembershipStatus } from '@chairside/core/memberships';
import { formatMinorUnits } from '@chairside/core/money';
import { ApiRequestError } from '../../lib/api/api-client';
import { cancelMember } from '../../lib/data/memberships';
import { useWrite } from '../../lib/api/write';

export const STATUS_COLOR: Record<MembershipStatus, 'success' | 'default' | 'warning' | 'error'> = {
  active: 'success',
  incomplete: 'default',
  past_due: 'warning',
  cancelled: 'error',
};

export const longDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString(undefined, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      })
    : '';

/** A member's own membership: benefits used and left this period, the next charge, cancel. */
export function MembershipCard({
  orgId,
  membership: m,
}: {
  orgId: string;
  membership: MembershipView;
}) {
  const [asking, setAsking] = useState(false);
  const cancelling = useWrite(() => cancelMember(m.id, { orgId, when: 'period_end' }), {
    onSuccess: () => setAsking(false),
  });
  const error = cancelling.error
    ? cancelling.error instanceof ApiRequestError
      ? cancelling.error.message
      : 'That did not work. Try again.'
    : null;
  const money = (n: number) => formatMinorUnits(n, m.currency);
  const renewal = m.cancelAtPeriodEnd
    ? `Ends on ${longDate(m.currentPeriodEnd)}; you will not be charged again.`
    : m.billing === 'stripe'
      ? `Next charge ${money(m.price)} on ${longDate(m.currentPeriodEnd)}.`
      : `Paid at the salon; next payment of ${money(m.price)} due ${longDate(m.currentPeriodEnd)}.`;
  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
              {m.planName}
            </Typography>
            <Chip label={MEMBERSHIP_STATUS_LABELS[m.status]} color={STATUS_COLOR[m.status]} />
          </Box>
          <Typography color="text.secondary">
            {money(m.price)} a {m.interval} · member since {longDate(m.createdAt)}
          </Typography>
          {m.status === 'past_due' && (
            <Alert severity="warning">
              {m.billing === 'stripe'
                ? 'Your last payment did not go through, so your benefits are paused. Stripe tries again; you can update your card with the salon.'
                : 'This period’s payment is due at the salon; benefits resume once it is paid.'}
            </Alert>
          )}
          {m.status === 'incomplete' && (
            <Alert severity="info">Your first payment has not gone through yet.</Alert>
          )}
          {m.included.length > 0 && (
            <Box>
              <Typography variant="subtitle1" component="h3" gutterBottom>
                Included this {m.interval}
              </Typography>
              <Stack spacing={1.5}>
                {m.included.map((s) => (
                  <Box key={s.serviceId}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                      <span>{s.name}</span>
                      <span>
                        {s.left} of {s.count} left
                      </span>
                    </Box>
                    <LinearProgress
                      variant="determinate"
                      value={(s.used / s.count) * 100}
                      aria-label={`${s.name}: ${s.used} of ${s.count} used`}
                    />
                  </Box>
                ))}
              </Stack>
            </Box>
          )}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {m.serviceDiscountPercent > 0 && <li>{m.serviceDiscountPercent}% off services</li>}
            {m.productDiscountPercent > 0 && <li>{m.productDiscountPercent}% off products</li>}
            {m.priorityBooking && <li>Priority booking</li>}
            {m.perks.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Box>
          <Typography>{renewal}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          {!m.cancelAtPeriodEnd && m.status !== 'cancelled' && (
            <Box>
              {asking ? (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
                  <Typography sx={{ flexGrow: 1 }}>
                    Cancel at the end of this {m.interval}? You keep your benefits until{' '}
                    {longDate(m.currentPeriodEnd)}.
                  </Typography>
                  <Button
                    color="error"
                    variant="contained"
                    disabled={cancelling.isPending}
                    onClick={() => cancelling.mutate()}
                  >
                    Yes, cancel
                  </Button>
                  <Button onClick={() => setAsking(false)}>Keep it</Button>
                </Stack>
              ) : (
                <Button color="error" onClick={() => setAsking(true)}>
                  Cancel membership
                </Button>
              )}
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
