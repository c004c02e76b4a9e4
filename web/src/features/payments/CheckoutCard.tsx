import { lazy, Suspense, useState } from 'react';
import { cardContracts, type CardIntent } from '@chairside/core/contracts/card';
import { stripeContracts } from '@chairside/core/contracts/stripe';
import { call } from '../../lib/api/api';
import { startCardCheckout } from '../../lib/data/card';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatMinorUnits, minorToInput, parseMoneyInput } from '@chairside/core/money';
import { balanceDue, changeDue, tipSuggestions } from '@chairside/core/payments';
import type { Org } from '../../lib/data/converters';
import type { BookingRecord } from '../../lib/data/converters';
import { ApiRequestError } from '../../lib/api/api-client';
import { checkOutInCash } from '../../lib/data/payments';
import { timeLabel } from '../booking/booking-format';
import { AmountList } from './AmountList';
import { ScanToPay } from './ScanToPay';
import { useContract } from '../../lib/api/contract-query';

const CHECKOUT_FROM = ['booked', 'confirmed', 'checked_in', 'completed'];

/** Whether an appointment can be checked out now: not cancelled, something still owed. */
export const canCheckOut = (b: BookingRecord) =>
  CHECKOUT_FROM.includes(b.status) && balanceDue(b.price, b.paid) > 0;

type Tip = 'none' | '15' | '18' | '20' | 'custom';

const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

/** Whether the salon can take cards now, and why not (the salon's Stripe account). */
const useCardsReady = (orgId: string, enabled: boolean) =>
  useContract(stripeContracts.stripeConfig, { query: { orgId } }, { enabled });

function newKey() {
  return `cash-${crypto.randomUUID()}`;
}

/**
 * Checking an appointment out in cash: the balance (the server works it out
 * again and refuses a different one), a tip, the cash handed over and the
 * change to give back. A retry after a network failure reuses the same
 * idempotency key, so the cash is never recorded twice.
 */
export function CheckoutCard({
  org,
  due,
  selectedId,
  onSelect,
  onPaid,
}: {
  org: Org;
  /** Appointments that can be checked out, the selected one included. */
  due: BookingRecord[];
  selectedId: string;
  onSelect: (bookingId: string) => void;
  /** Told what to say once the cash is recorded (the page shows it). */
  onPaid: (message: string) => void;
}) {
  const booking = due.find((b) => b.id === selectedId) ?? null;
  const currency = booking?.currency ?? org.currency;
  const money = (n: number) => formatMinorUnits(n, currency);
  const [tip, setTip] = useState<Tip>('none');
  const [customTip, setCustomTip] = useState('');
  const [given, setGiven] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [givenError, setGivenError] = useState<string | null>(null);
  const [key, setKey] = useState(newKey);
  const [method, setMethod] = useState<'cash' | 'card' | 'qr' | 'cashapp'>('cash');
  const [cardIntent, setCardIntent] = useState<CardIntent | null>(null);
  const cards = useCardsReady(org.id, method !== 'cash');

  const amount = booking ? balanceDue(booking.price, booking.paid) : 0;
  const suggestions = tipSuggestions(amount);
  const tipAmount =
    tip === 'none'
      ? 0
      : tip === 'custom'
        ? (parseMoneyInput(customTip, currency) ?? Number.NaN)
        : (suggestions.find((s) => String(s.percent) === tip)?.amount ?? 0);
  const total = amount + (Number.isNaN(tipAmount) ? 0 : tipAmount);
  const tendered = given.trim() === '' ? null : parseMoneyInput(given, currency);
  const change = tendered === null ? null : changeDue(tendered, amount, tipAmount || 0);

  const reset = (bookingId: string) => {
    onSelect(bookingId);
    setTip('none');
    setCustomTip('');
    setGiven('');
    setError(null);
    setGivenError(null);
    setKey(newKey());
    setCardIntent(null);
  };

  /** Card: the server opens a payment for the balance and tip; Stripe's form takes the card. */
  const startCard = async () => {
    if (!booking) return;
    setError(null);
    if (Number.isNaN(tipAmount)) return setError('Enter the tip as an amount, like 5 or 7.50.');
    setBusy(true);
    try {
      setCardIntent(
        await startCardCheckout({
          orgId: org.id,
          bookingId: booking.id,
          expectedAmount: amount,
          tip: tipAmount,
          idempotencyKey: `${key.replace(/^cash-/, 'card-')}-${tipAmount}`,
        }),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The card payment could not start. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!booking) return;
    setError(null);
    setGivenError(null);
    if (Number.isNaN(tipAmount)) return setError('Enter the tip as an amount, like 5 or 7.50.');
    if (tendered === null || Number.isNaN(tendered))
      return setGivenError('Enter the cash the client gave you.');
    if (tendered < total) return setGivenError(`That is less than the total of ${money(total)}.`);
    setBusy(true);
    try {
      const answer = await checkOutInCash({
        orgId: org.id,
        bookingId: booking.id,
        expectedAmount: amount,
        tip: tipAmount,
        tendered,
        idempotencyKey: key,
      });
      onPaid(
        `${money(answer.payment.amount + answer.payment.tip)} in cash from ${
          booking.clientName || 'the client'
        }. ${answer.change > 0 ? `Give ${money(answer.change)} change.` : 'No change to give.'}`,
      );
      reset('');
    } catch (e) {
      const details =
        e instanceof ApiRequestError
          ? (e.body as { error?: { details?: { path: string; message: string }[] } }).error?.details
          : undefined;
      const onGiven = details?.find((d) => d.path === 'tendered');
      if (onGiven) setGivenError(onGiven.message);
      else setError(e instanceof Error ? e.message : 'The payment was not recorded. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="checkout-title">
      <CardContent>
        <Typography id="checkout-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Check out
        </Typography>
        {due.length === 0 ? (
          <Typography color="text.secondary">
            Nothing is waiting to be paid today. Appointments show here until they are paid in full.
          </Typography>
        ) : (
          <Stack spacing={2.5}>
            {!booking ? (
              <>
                <Typography color="text.secondary" id="due-label">
                  Waiting to pay today: choose one to check out.
                </Typography>
                <List aria-labelledby="due-label" disablePadding>
                  {due.map((b) => (
                    <ListItemButton
                      key={b.id}
                      onClick={() => reset(b.id)}
                      divider
                      sx={{ borderRadius: 1 }}
                    >
                      <ListItemText
                        primary={`${b.clientName || 'No client'} · ${formatMinorUnits(
                          balanceDue(b.price, b.paid),
                          b.currency,
                        )} due`}
                        secondary={`${timeLabel(b.startTime, org.timeZone)} · ${
                          b.services.map((x) => x.name).join(' + ') || 'Appointment'
                        } with ${b.staffName}`}
                      />
                    </ListItemButton>
                  ))}
                </List>
              </>
            ) : (
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {booking.clientName || 'No client'}
                  </Typography>
                  <Typography color="text.secondary">
                    {timeLabel(booking.startTime, org.timeZone)} ·{' '}
                    {booking.services.map((x) => x.name).join(' + ') || 'Appointment'} with{' '}
                    {booking.staffName}
                  </Typography>
                </Box>
                <Button onClick={() => reset('')}>Change</Button>
              </Stack>
            )}

            {booking && (
              <>
                <AmountList
                  rows={[
                    { label: 'Price', value: money(booking.price) },
                    booking.paid > 0 && { label: 'Paid already', value: `−${money(booking.paid)}` },
                    { label: 'Due', value: money(amount), strong: true },
                  ]}
                />

                <Box>
                  <Typography id="tip-label" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                    Tip
                  </Typography>
                  <ToggleButtonGroup
                    exclusive
                    value={tip}
                    onChange={(_, value: Tip | null) => {
                      if (!value) return;
                      setTip(value);
                      // A new tip is a new amount: the card payment starts again.
                      setCardIntent(null);
                    }}
                    aria-labelledby="tip-label"
                    size="small"
                    sx={{ flexWrap: 'wrap' }}
                  >
                    <ToggleButton value="none">No tip</ToggleButton>
                    {suggestions.map((s) => (
                      <ToggleButton key={s.percent} value={String(s.percent)}>
                        {s.percent}% · {money(s.amount)}
                      </ToggleButton>
                    ))}
                    <ToggleButton value="custom">Other</ToggleButton>
                  </ToggleButtonGroup>
                  {tip === 'custom' && (
                    <TextField
                      label="Tip amount"
                      value={customTip}
                      onChange={(e) => {
                        setCustomTip(e.target.value);
                        setCardIntent(null);
                      }}
                      inputMode="decimal"
                      error={Number.isNaN(tipAmount)}
                      helperText={Number.isNaN(tipAmount) ? 'Enter an amount, like 5 or 7.50' : ' '}
                      sx={{ mt: 1.5, maxWidth: 200 }}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    />
                  )}
                </Box>

                <Box>
                  <Typography id="method-label" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                    Paid by
                  </Typography>
                  <ToggleButtonGroup
                    exclusive
                    value={method}
                    onChange={(_, value: typeof method | null) => {
                      if (!value) return;
                      setMethod(value);
                      setCardIntent(null);
                      setError(null);
                    }}
                    aria-labelledby="method-label"
                    size="small"
                    disabled={cardIntent !== null}
                  >
                    <ToggleButton value="cash">Cash</ToggleButton>
                    <ToggleButton value="card">Card</ToggleButton>
                    <ToggleButton value="qr">QR code</ToggleButton>
                    {currency === 'USD' && (
                      <ToggleButton value="cashapp">Cash App Pay</ToggleButton>
                    )}
                  </ToggleButtonGroup>
                </Box>

                {(method === 'qr' || method === 'cashapp') && cards.data?.problem ? (
                  <Alert severity="info">{cards.data.problem} Cash works without it.</Alert>
                ) : method === 'qr' || method === 'cashapp' ? (
                  <ScanToPay
                    key={`${method}-${key}-${tipAmount}`}
                    kind={method}
                    orgId={org.id}
                    start={() =>
                      call(
                        method === 'qr'
                          ? cardContracts.generateQr
                          : cardContracts.generateCashAppQr,
                        {
                          body: {
                            orgId: org.id,
                            bookingId: booking.id,
                            expectedAmount: amount,
                            tip: Number.isNaN(tipAmount) ? 0 : tipAmount,
                            // A new tip is a new payment (a new code), the same tip the same one.
                            idempotencyKey: `${key.replace(/^cash-/, `${method}-`)}-${Number.isNaN(tipAmount) ? 0 : tipAmount}`,
                          },
                          secure: true,
                        },
                      )
                    }
                    onPaid={() => {
                      onPaid(`${money(total)} paid by ${booking.clientName || 'the client'}.`);
                      reset('');
                    }}
                  />
                ) : method === 'card' ? (
                  <CardCheckout
                    ready={cards.data ? cards.data.problem === null : null}
                    problem={cards.data?.problem ?? null}
                    intent={cardIntent}
                    orgId={org.id}
                    bookingId={booking.id}
                    busy={busy}
                    error={error}
                    total={money(total)}
                    onStart={() => void startCard()}
                    onPaid={() => {
                      onPaid(
                        `${money(total)} paid by card by ${booking.clientName || 'the client'}.`,
                      );
                      reset('');
                    }}
                  />
                ) : (
                  <>
                    <Stack
                      direction={{ xs: 'column', sm: 'row' }}
                      sx={{ gap: 2, alignItems: 'start' }}
                    >
                      <TextField
                        label="Cash given"
                        value={given}
                        onChange={(e) => setGiven(e.target.value)}
                        error={givenError !== null}
                        helperText={givenError ?? `Total ${money(total)}`}
                        slotProps={{
                          htmlInput: { inputMode: 'decimal' },
                          input: {
                            startAdornment: (
                              <InputAdornment position="start">{currency}</InputAdornment>
                            ),
                          },
                        }}
                        sx={{ flex: 1 }}
                      />
                      <Button
                        variant="outlined"
                        onClick={() => setGiven(minorToInput(total, currency))}
                        sx={{ mt: { sm: 1 } }}
                      >
                        Exact amount
                      </Button>
                    </Stack>

                    <Box
                      role="status"
                      aria-live="polite"
                      sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', textAlign: 'center' }}
                    >
                      <Typography color="text.secondary">Change to give</Typography>
                      <Typography
                        variant="h4"
                        component="p"
                        sx={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {change === null || Number.isNaN(change) || change < 0
                          ? '—'
                          : money(change)}
                      </Typography>
                    </Box>

                    {error && <Alert severity="error">{error}</Alert>}
                    <Button
                      variant="contained"
                      size="large"
                      disabled={busy}
                      onClick={() => void submit()}
                    >
                      Record {money(total)} cash payment
                    </Button>
                  </>
                )}
              </>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** The card side of checking out: Stripe's form once the server has opened the payment. */
function CardCheckout(props: {
  ready: boolean | null;
  problem: string | null;
  intent: CardIntent | null;
  orgId: string;
  bookingId: string;
  busy: boolean;
  error: string | null;
  total: string;
  onStart: () => void;
  onPaid: () => void;
}) {
  if (props.ready === false) {
    return (
      <Alert severity="info">
        {props.problem} Cash works without it. The owner connects the salon’s own Stripe account in{' '}
        <a href="/stripe-settings">Stripe settings</a>.
      </Alert>
    );
  }
  if (!props.intent) {
    return (
      <>
        {props.error && <Alert severity="error">{props.error}</Alert>}
        <Button
          variant="contained"
          size="large"
          disabled={props.busy || props.ready === null}
          onClick={props.onStart}
        >
          {props.busy ? 'Starting…' : `Take ${props.total} by card`}
        </Button>
      </>
    );
  }
  return (
    <Suspense fallback={<Typography role="status">Loading Stripe’s secure form…</Typography>}>
      <StripePaymentForm
        orgId={props.orgId}
        intent={props.intent}
        returnPath={`/payment?org=${encodeURIComponent(props.orgId)}&payment=${props.intent.paymentId}`}
        onPaid={props.onPaid}
      />
    </Suspense>
  );
}
