// Booth rent (Team pay → Booth rent): each renter's terms, their newest
// periods with what is owed and late, and rent taken in cash at the desk.
// Owners and managers set terms; the front desk records payments.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ZSaveBoothRent,
  type BoothRentTerms,
  type RentFrequency,
  type RentStatement,
} from '@chairside/core/booth-rent';
import type { BoothRenterView } from '@chairside/core/contracts/pay';
import { minorToInput, parseMoneyInput } from '@chairside/core/money';
import { chargeRent, recordRent, saveBoothRent, useBoothRent } from '../../lib/data/pay';
import { useWrite } from '../../lib/api/write';
import { dayWords, periodWords } from './PayRunPanel';
import { RentStatements } from './RentStatements';

type Money = (minor: number) => string;

export default function BoothRentPanel({
  orgId,
  currency,
  money,
}: {
  orgId: string;
  currency: string;
  money: Money;
}) {
  const rent = useBoothRent(orgId);
  const [editing, setEditing] = useState<BoothRenterView | null>(null);
  const [paying, setPaying] = useState<{
    renter: BoothRenterView;
    s: RentStatement;
    by: 'cash' | 'card';
  } | null>(null);
  if (rent.error) return <Alert severity="error">{rent.error.message}</Alert>;
  if (!rent.data) return <Skeleton variant="rounded" height={320} />;
  const { renters, canSetTerms, canRecord, today } = rent.data;
  if (!renters.length)
    return (
      <Alert severity="info">
        No booth renters yet. Add one on <RouterLink to="/staff-management">Team</RouterLink> with
        the Booth renter role, then set their rent here.
      </Alert>
    );
  return (
    <Stack spacing={2}>
      {renters.map((r) => {
        const current = r.history.at(-1);
        return (
          <Paper key={r.staffId} variant="outlined" sx={{ p: 2 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
            >
              <div>
                <Typography variant="h6" component="h2">
                  {r.name}
                </Typography>
                <Typography color="text.secondary">
                  {current
                    ? `${current.words} (from ${dayWords(current.effectiveFrom)})`
                    : 'No rent set yet.'}
                </Typography>
              </div>
              {canSetTerms && (
                <Button
                  variant="outlined"
                  onClick={() => setEditing(r)}
                  sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start' } }}
                >
                  {current ? 'Change rent' : 'Set rent'}
                </Button>
              )}
            </Stack>
            {r.late > 0 && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {money(r.late)} of rent is late.
              </Alert>
            )}
            {current && (
              <RentStatements
                name={r.name}
                statements={r.statements}
                money={money}
                {...(canRecord
                  ? {
                      action: (s: RentStatement) =>
                        s.status !== 'open' && s.balance > 0 ? (
                          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
                            <Button
                              size="small"
                              onClick={() => setPaying({ renter: r, s, by: 'cash' })}
                            >
                              Record cash
                            </Button>
                            {r.card && (
                              <Button
                                size="small"
                                onClick={() => setPaying({ renter: r, s, by: 'card' })}
                              >
                                Charge card
                              </Button>
                            )}
                          </Stack>
                        ) : null,
                    }
                  : {})}
              />
            )}
          </Paper>
        );
      })}
      <Alert severity="info">
        Rent taken in cash goes into the day’s cash drawer and the ledger; record a bank transfer
        the same way. A renter who saves a card on their dashboard can be charged here.
      </Alert>
      {editing && (
        <RentTermsDialog
          orgId={orgId}
          currency={currency}
          renter={editing}
          today={today}
          onClose={() => setEditing(null)}
        />
      )}
      {paying && (
        <RecordRentDialog
          orgId={orgId}
          currency={currency}
          money={money}
          {...paying}
          onClose={() => setPaying(null)}
        />
      )}
    </Stack>
  );
}

const firstOfNextMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

function RentTermsDialog({
  orgId,
  currency,
  renter,
  today,
  onClose,
}: {
  orgId: string;
  currency: string;
  renter: BoothRenterView;
  today: string;
  onClose: () => void;
}) {
  const was: BoothRentTerms | undefined = renter.history.at(-1)?.terms;
  const [frequency, setFrequency] = useState<RentFrequency>(was?.frequency ?? 'weekly');
  const [from, setFrom] = useState(today);
  const [fixed, setFixed] = useState(was ? minorToInput(was.fixed, currency) : '');
  const [takings, setTakings] = useState(String(was?.takingsPercent ?? 0));
  const [commission, setCommission] = useState(String(was?.productCommission ?? 0));
  const [grace, setGrace] = useState(String(was?.graceDays ?? 2));
  const [own, setOwn] = useState(was?.ownPayments ?? false);
  const effectiveFrom =
    frequency === 'monthly' && !from.endsWith('-01') ? firstOfNextMonth(from) : from;
  const input = {
    orgId,
    staffId: renter.staffId,
    effectiveFrom,
    terms: {
      frequency,
      fixed: fixed.trim() === '' ? 0 : (parseMoneyInput(fixed, currency) ?? Number.NaN),
      takingsPercent: Number(takings),
      productCommission: own ? 0 : Number(commission),
      graceDays: Number(grace),
      ownPayments: own,
    },
  };
  const parsed = ZSaveBoothRent.safeParse(input);
  const errorAt = (path: string) =>
    parsed.success
      ? undefined
      : parsed.error.issues.find((i) => i.path.join('.') === path)?.message;
  const saving = useWrite(saveBoothRent, { onSuccess: onClose });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Rent for {renter.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label="Rent is paid"
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as RentFrequency)}
          >
            <MenuItem value="weekly">Every week</MenuItem>
            <MenuItem value="monthly">Every month</MenuItem>
          </TextField>
          <TextField
            type="date"
            label="From"
            value={from}
            onChange={(e) => e.target.value && setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!errorAt('effectiveFrom')}
            helperText={
              errorAt('effectiveFrom') ??
              (frequency === 'monthly'
                ? `Monthly rent runs by the calendar month: from ${dayWords(effectiveFrom)}`
                : 'Weeks count from this day')
            }
          />
          <TextField
            label={`Fixed rent each ${frequency === 'weekly' ? 'week' : 'month'} (${currency})`}
            value={fixed}
            onChange={(e) => setFixed(e.target.value)}
            inputProps={{ inputMode: 'decimal' }}
            error={!!errorAt('terms.fixed')}
            helperText={errorAt('terms.fixed') ?? 'Leave empty for rent by takings only'}
          />
          <FormControlLabel
            control={<Switch checked={own} onChange={(e) => setOwn(e.target.checked)} />}
            label="Takes payments on their own Stripe account"
          />
          {!own && (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField
                label="Share of their takings (%)"
                value={takings}
                onChange={(e) => setTakings(e.target.value)}
                inputProps={{ inputMode: 'decimal' }}
                error={!!errorAt('terms.takingsPercent')}
                helperText={
                  errorAt('terms.takingsPercent') ?? 'Of what they take through the salon'
                }
              />
              <TextField
                label="Commission on retail (%)"
                value={commission}
                onChange={(e) => setCommission(e.target.value)}
                inputProps={{ inputMode: 'decimal' }}
                error={!!errorAt('terms.productCommission')}
                helperText={
                  errorAt('terms.productCommission') ?? 'Paid to them on salon products they sell'
                }
              />
            </Stack>
          )}
          {own && (
            <Alert severity="info">
              Their takings go to their own account, so rent is a fixed amount and the salon pays
              them no commission (no double pay).
            </Alert>
          )}
          <TextField
            label="Due days after each period"
            value={grace}
            onChange={(e) => setGrace(e.target.value)}
            inputProps={{ inputMode: 'numeric' }}
            error={!!errorAt('terms.graceDays')}
            helperText={errorAt('terms.graceDays') ?? 'Rent is late once these days pass unpaid'}
          />
          {saving.error && <Alert severity="error">{saving.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!parsed.success || saving.isPending}
          onClick={() => parsed.success && saving.mutate(input)}
        >
          Save rent
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RecordRentDialog({
  orgId,
  currency,
  money,
  renter,
  s,
  by,
  onClose,
}: {
  orgId: string;
  currency: string;
  money: Money;
  renter: BoothRenterView;
  s: RentStatement;
  by: 'cash' | 'card';
  onClose: () => void;
}) {
  const [amount, setAmount] = useState(minorToInput(s.balance, currency));
  const [key] = useState(() => `rent-${crypto.randomUUID()}`);
  const minor = parseMoneyInput(amount, currency);
  const problem =
    minor === null || minor <= 0
      ? 'Enter the amount taken'
      : minor > s.balance
        ? `At most ${money(s.balance)}`
        : '';
  const saving = useWrite(by === 'card' ? chargeRent : recordRent, { onSuccess: onClose });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Rent from {renter.name}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {periodWords(s.from, s.to)}: {money(s.balance)} owed.{' '}
          {by === 'card'
            ? `It is charged to ${renter.card ?? 'their saved card'} now.`
            : 'It goes into today’s cash drawer.'}
        </Typography>
        <TextField
          fullWidth
          label={by === 'card' ? `Amount to charge (${currency})` : `Cash taken (${currency})`}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputProps={{ inputMode: 'decimal' }}
          error={!!problem}
          helperText={problem || ' '}
        />
        {saving.error && <Alert severity="error">{saving.error.message}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!!problem || saving.isPending}
          onClick={() =>
            minor &&
            saving.mutate({
              orgId,
              staffId: renter.staffId,
              from: s.from,
              amount: minor,
              idempotencyKey: key,
            })
          }
        >
          {by === 'card'
            ? `Charge ${minor ? money(minor) : ''}`
            : `Record ${minor ? money(minor) : ''} in cash`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
