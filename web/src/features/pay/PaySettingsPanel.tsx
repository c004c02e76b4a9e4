// Pay settings: how often the team is paid (and from which day), who keeps a
// no-show fee, and the card fee a plan may take off before commission.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CommissionSettings } from '@chairside/core/contracts/pay';
import { minorToInput, parseMoneyInput } from '@chairside/core/money';
import { ROLE_INFO, type Role } from '@chairside/core/roles';
import {
  PAY_FREQUENCIES,
  PAY_FREQUENCY_LABELS,
  TIP_MODES,
  TIP_MODE_LABELS,
  type TipMode,
  ZPaySettings,
  periodContaining,
  type PayFrequency,
} from '@chairside/core/pay-runs';
import { savePaySettings, useCommissionSettings } from '../../lib/data/pay';
import { useWrite } from '../../lib/api/write';
import { dayWords, periodWords } from './PayRunPanel';

/** The roles paid through runs, who can share a tip pool. */
const SHARED_ROLES: readonly Role[] = ['staff', 'front_desk', 'manager', 'owner'];

export default function PaySettingsPanel(props: { orgId: string; currency: string }) {
  const settings = useCommissionSettings(props.orgId);
  if (settings.error) return <Alert severity="error">{settings.error.message}</Alert>;
  if (!settings.data) return <Skeleton variant="rounded" height={320} />;
  return <Form {...props} settings={settings.data} />;
}

function Form({
  orgId,
  currency,
  settings,
}: {
  orgId: string;
  currency: string;
  settings: CommissionSettings;
}) {
  const s = settings.settings;
  const [frequency, setFrequency] = useState<PayFrequency>(s.frequency);
  const [anchor, setAnchor] = useState(s.anchor);
  const [noShowFees, setNoShowFees] = useState(s.noShowFees);
  const [rate, setRate] = useState(String(s.cardFee.rate));
  const [fixed, setFixed] = useState(minorToInput(s.cardFee.fixed, currency));
  const [recognition, setRecognition] = useState(s.recognition);
  const [tipMode, setTipMode] = useState<TipMode>(s.tips.mode);
  const [shares, setShares] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      SHARED_ROLES.map((r) => [r, String(s.tips.roleShares[r] ?? (r === 'staff' ? 100 : 0))]),
    ),
  );
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const parsed = ZPaySettings.safeParse({
    frequency,
    anchor,
    noShowFees,
    recognition,
    tips: {
      mode: tipMode,
      roleShares:
        tipMode === 'pooled_roles'
          ? Object.fromEntries(
              Object.entries(shares)
                .map(([r, v]) => [r, Number(v)] as const)
                .filter(([, v]) => v !== 0),
            )
          : {},
    },
    cardFee: { rate: Number(rate), fixed: parseMoneyInput(fixed, currency) ?? Number.NaN },
  });
  const errorAt = (path: string) =>
    parsed.success
      ? undefined
      : parsed.error.issues.find((i) => i.path.join('.') === path)?.message;
  const saving = useWrite(savePaySettings.bind(null, orgId), {
    onMutate: () => setNotice(null),
    onSuccess: () => setNotice({ ok: true, text: 'Saved. Pay runs follow these settings.' }),
    onError: (e) => setNotice({ ok: false, text: e.message }),
  });
  const example = parsed.success
    ? periodContaining(new Date().toISOString().slice(0, 10), parsed.data)
    : null;
  const weekly = frequency === 'weekly' || frequency === 'biweekly';
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <TextField
        select
        label="The team is paid"
        value={frequency}
        onChange={(e) => setFrequency(e.target.value as PayFrequency)}
      >
        {PAY_FREQUENCIES.map((f) => (
          <MenuItem key={f} value={f}>
            {PAY_FREQUENCY_LABELS[f]}
          </MenuItem>
        ))}
      </TextField>
      {weekly && (
        <TextField
          type="date"
          label="A first day of a pay period"
          value={anchor}
          onChange={(e) => setAnchor(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={!!errorAt('anchor')}
          helperText={
            errorAt('anchor') ??
            (example ? `This period: ${periodWords(example.from, example.to)}` : undefined)
          }
        />
      )}
      <FormControl>
        <FormLabel id="no-show-fees">A no-show or late-cancellation fee</FormLabel>
        <RadioGroup
          aria-labelledby="no-show-fees"
          value={noShowFees}
          onChange={(e) => setNoShowFees(e.target.value as 'salon' | 'stylist')}
        >
          <FormControlLabel value="salon" control={<Radio />} label="The salon keeps it" />
          <FormControlLabel
            value="stylist"
            control={<Radio />}
            label="It earns the stylist commission, like a service"
          />
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="recognition">Commission is earned</FormLabel>
        <RadioGroup
          aria-labelledby="recognition"
          value={recognition}
          onChange={(e) => setRecognition(e.target.value as 'payment' | 'appointment')}
        >
          <FormControlLabel
            value="payment"
            control={<Radio />}
            label="On the day the money comes in"
          />
          <FormControlLabel
            value="appointment"
            control={<Radio />}
            label="On the appointment’s day (a deposit paid ahead earns in that period)"
          />
        </RadioGroup>
      </FormControl>
      <TextField
        select
        label="Tips"
        value={tipMode}
        onChange={(e) => setTipMode(e.target.value as TipMode)}
        helperText="Cash tips the team declares count with the tips taken at the till."
      >
        {TIP_MODES.map((m) => (
          <MenuItem key={m} value={m}>
            {TIP_MODE_LABELS[m]}
          </MenuItem>
        ))}
      </TextField>
      {tipMode === 'pooled_roles' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          {SHARED_ROLES.map((r) => (
            <TextField
              key={r}
              label={`${ROLE_INFO[r].label}s (%)`}
              value={shares[r] ?? ''}
              onChange={(e) => setShares((x) => ({ ...x, [r]: e.target.value }))}
              inputProps={{ inputMode: 'decimal' }}
              error={!!errorAt('tips.roleShares')}
              helperText={r === SHARED_ROLES[0] ? (errorAt('tips.roleShares') ?? ' ') : ' '}
            />
          ))}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          label="Card fee (%)"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          inputProps={{ inputMode: 'decimal' }}
          error={!!errorAt('cardFee.rate')}
          helperText={errorAt('cardFee.rate') ?? 'Stripe’s standard rate is 2.9%'}
        />
        <TextField
          label={`Plus per payment (${currency})`}
          value={fixed}
          onChange={(e) => setFixed(e.target.value)}
          inputProps={{ inputMode: 'decimal' }}
          error={!!errorAt('cardFee.fixed')}
          helperText={errorAt('cardFee.fixed') ?? 'Taken off only by plans that deduct card fees'}
        />
      </Stack>
      {settings.closedThrough && (
        <Alert severity="info">
          Pay up to {dayWords(settings.closedThrough)} is closed: new settings must go on from the
          next day.
        </Alert>
      )}
      {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
      <div>
        <Button
          variant="contained"
          disabled={!parsed.success || saving.isPending}
          onClick={() => parsed.success && saving.mutate(parsed.data)}
        >
          Save pay settings
        </Button>
      </div>
    </Stack>
  );
}
