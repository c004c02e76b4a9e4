import { lazy, Suspense, useState } from 'react';
import { cardContracts, type CardIntent } from '@chairside/core/contracts/card';
import { stripeContracts } from '@chairside/core/contracts/stripe';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatMinorUnits } from '@chairside/core/money';
import { balanceDue } from '@chairside/core/payments';
import { call } from '../../lib/api/api';
import { useContract } from '../../lib/api/contract-query';
import { useWrite } from '../../lib/api/write';
import { startCardCheckout } from '../../lib/data/card';
import type { BookingRecord, Org } from '../../lib/data/converters';
import { timeLabel } from '../booking/booking-format';
import { AmountList } from './AmountList';
import { CashTender } from './CashTender';
import { ScanToPay } from './ScanToPay';
import { TipPicker, tipAmountOf, type Tip } from './TipPicker';

const CHECKOUT_FROM = ['booked', 'confirmed', 'checked_in', 'completed'];

/** Whether an appointment can be checked out now: not cancelled, something still owed. */
export const canCheckOut = (b: BookingRecord) =>
  CHECKOUT_FROM.includes(b.status) && balanceDue(b.price, b.paid) > 0;

const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

/** Whether the salon can take cards now, and why not (the salon's Stripe account). */
const useCardsReady = (orgId: string, enabled: boolean) =>
  useContract(stripeContracts.stripeConfig, { query: { orgId } }, { enabled });

const newKey = () => `cash-${crypto.randomUUID()}`;
type Method = 'cash' | 'card' | 'qr' | 'cashapp';
const services = (b: BookingRecord) => b.services.map((x) => x.name).join(' + ') || 'Appointment';

/** The appointments waiting to be paid today: choose one to check out. */
function DueList({
  due,
  timeZone,
  onSelect,
}: {
  due: BookingRecord[];
  timeZone: string;
  onSelect: (bookingId: string) => void;
}) {
  return (
    <>
      <Typography color="text.secondary" id="due-label">
        Waiting to pay today: choose one to check out.
      </Typography>
      <List aria-labelledby="due-label" disablePadding>
        {due.map((b) => (
          <ListItemButton
            key={b.id}
            onClick={() => onSelect(b.id)}
            divider
            sx={{ borderRadius: 1 }}
          >
            <ListItemText
              primary={`${b.clientName || 'No client'} · ${formatMinorUnits(
                balanceDue(b.price, b.paid),
                b.currency,
              )} due`}
              secondary={`${timeLabel(b.startTime, timeZone)} · ${services(b)} with ${b.staffName}`}
            />
          </ListItemButton>
        ))}
      </List>
    </>
  );
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
  const [key, setKey] = useState(newKey);
  const [method, setMethod] = useState<Method>('cash');
  const [cardIntent, setCardIntent] = useState<CardIntent | null>(null);
  const cards = useCardsReady(org.id, method !== 'cash');

  const amount = booking ? balanceDue(booking.price, booking.paid) : 0;
  const tipAmount = tipAmountOf(tip, customTip, amount, currency);
  const tipOrZero = Number.isNaN(tipAmount) ? 0 : tipAmount;
  const total = amount + tipOrZero;

  const reset = (bookingId: string) => {
    onSelect(bookingId);
    setTip('none');
    setCustomTip('');
    setKey(newKey());
    setCardIntent(null);
  };
  const paid = (message: string) => {
    onPaid(message);
    reset('');
  };
  const by = booking?.clientName || 'the client';

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
        ) : !booking ? (
          <Stack spacing={2.5}>
            <DueList due={due} timeZone={org.timeZone} onSelect={reset} />
          </Stack>
        ) : (
          <Stack spacing={2.5}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {booking.clientName || 'No client'}
                </Typography>
                <Typography color="text.secondary">
                  {timeLabel(booking.startTime, org.timeZone)} · {services(booking)} with{' '}
                  {booking.staffName}
                </Typography>
              </Box>
              <Button onClick={() => reset('')}>Change</Button>
            </Stack>
            <AmountList
              rows={[
                { label: 'Price', value: money(booking.price) },
                booking.paid > 0 && { label: 'Paid already', value: `−${money(booking.paid)}` },
                { label: 'Due', value: money(amount), strong: true },
              ]}
            />
            <TipPicker
              amount={amount}
              tip={tip}
              custom={customTip}
              money={money}
              invalid={Number.isNaN(tipAmount)}
              // A new tip is a new amount: the card payment starts again.
              onTip={(value) => {
                setTip(value);
                setCardIntent(null);
              }}
              onCustom={(typed) => {
                setCustomTip(typed);
                setCardIntent(null);
              }}
            />
            <Box>
              <Typography id="method-label" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                Paid by
              </Typography>
              <ToggleButtonGroup
                exclusive
                value={method}
                onChange={(_, value: Method | null) => {
                  if (!value) return;
                  setMethod(value);
                  setCardIntent(null);
                }}
                aria-labelledby="method-label"
                size="small"
                disabled={cardIntent !== null}
              >
                <ToggleButton value="cash">Cash</ToggleButton>
                <ToggleButton value="card">Card</ToggleButton>
                <ToggleButton value="qr">QR code</ToggleButton>
                {currency === 'USD' && <ToggleButton value="cashapp">Cash App Pay</ToggleButton>}
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
                    method === 'qr' ? cardContracts.generateQr : cardContracts.generateCashAppQr,
                    {
                      body: {
                        orgId: org.id,
                        bookingId: booking.id,
                        expectedAmount: amount,
                        tip: tipOrZero,
                        // A new tip is a new payment (a new code), the same tip the same one.
                        idempotencyKey: `${key.replace(/^cash-/, `${method}-`)}-${tipOrZero}`,
                      },
                      secure: true,
                    },
                  )
                }
                onPaid={() => paid(`${money(total)} paid by ${by}.`)}
              />
            ) : method === 'card' ? (
              <CardCheckout
                ready={cards.data ? cards.data.problem === null : null}
                problem={cards.data?.problem ?? null}
                intent={cardIntent}
                orgId={org.id}
                total={money(total)}
                start={() => {
                  if (Number.isNaN(tipAmount)) {
                    throw new Error('Enter the tip as an amount, like 5 or 7.50.');
                  }
                  return startCardCheckout({
                    orgId: org.id,
                    bookingId: booking.id,
                    expectedAmount: amount,
                    tip: tipAmount,
                    idempotencyKey: `${key.replace(/^cash-/, 'card-')}-${tipAmount}`,
                  });
                }}
                onIntent={setCardIntent}
                onPaid={() => paid(`${money(total)} paid by card by ${by}.`)}
              />
            ) : (
              <CashTender
                key={key}
                orgId={org.id}
                booking={booking}
                amount={amount}
                tip={tipAmount}
                currency={currency}
                money={money}
                idempotencyKey={key}
                onPaid={(answer) =>
                  paid(
                    `${money(answer.payment.amount + answer.payment.tip)} in cash from ${by}. ${
                      answer.change > 0
                        ? `Give ${money(answer.change)} change.`
                        : 'No change to give.'
                    }`,
                  )
                }
              />
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
  total: string;
  /** The server opens a payment for the balance and tip. */
  start: () => Promise<CardIntent>;
  onIntent: (intent: CardIntent) => void;
  onPaid: () => void;
}) {
  const start = useWrite(props.start, { onSuccess: props.onIntent });
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
        {start.error && <Alert severity="error">{start.error.message}</Alert>}
        <Button
          variant="contained"
          size="large"
          disabled={start.isPending || props.ready === null}
          onClick={() => start.mutate()}
        >
          {start.isPending ? 'Starting…' : `Take ${props.total} by card`}
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
