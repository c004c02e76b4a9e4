// Online booking, step 4: a signed-in client's loyalty points, redeemed off
// the appointment in the salon's steps. The server checks the balance and
// the price again and takes the points in the booking's own write.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import type { ClientLoyalty } from '@chairside/core/contracts/loyalty';
import { mostRedeemable, rewardValue } from '@chairside/core/loyalty';
import { money } from './booking-format';

/** The points a client may redeem against `due` (0 when the salon runs no programme). */
export const redeemableOn = (loyalty: ClientLoyalty | null, due: number) =>
  loyalty ? mostRedeemable(loyalty.settings, loyalty.balance, due) : 0;

export function RedeemPoints({
  loyalty,
  due,
  value,
  onChange,
}: {
  loyalty: ClientLoyalty;
  /** The appointment's price before points (minor units). */
  due: number;
  value: number;
  onChange: (points: number) => void;
}) {
  const { settings, balance, currency } = loyalty;
  const most = redeemableOn(loyalty, due);
  const choices = Array.from(
    { length: Math.floor(most / settings.redeemStep) + 1 },
    (_, i) => i * settings.redeemStep,
  );
  const worth = (n: number) => money(Math.min(rewardValue(settings, n), due), currency);
  return (
    <Box
      component="section"
      aria-labelledby="points-heading"
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Typography
        id="points-heading"
        variant="subtitle1"
        component="h3"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <LoyaltyIcon color="primary" fontSize="small" aria-hidden />
        Your points: {balance.toLocaleString('en-US')}
      </Typography>
      {most === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {settings.redeemStep.toLocaleString('en-US')} points take{' '}
          {money(settings.redeemValue, currency)} off. You can redeem once you have{' '}
          {Math.max(settings.redeemStep - balance, 0).toLocaleString('en-US')} more.
        </Typography>
      ) : (
        <TextField
          select
          label="Redeem points"
          value={Math.min(value, most)}
          onChange={(e) => onChange(Number(e.target.value))}
          sx={{ mt: 1.5, minWidth: 260 }}
          helperText={`${settings.redeemStep.toLocaleString('en-US')} points take ${money(settings.redeemValue, currency)} off. Cancel in time and they come back.`}
        >
          {choices.map((n) => (
            <MenuItem key={n} value={n}>
              {n === 0 ? 'Keep my points' : `${n.toLocaleString('en-US')} points: ${worth(n)} off`}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
