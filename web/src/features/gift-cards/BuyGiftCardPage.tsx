import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { CardIntent } from '@chairside/core/contracts/card';
import type {
  GiftCardIssueAnswer,
  GiftCardOffer,
  GiftCardProductView,
} from '@chairside/core/contracts/gift-cards';
import { ZBuyGiftCard, amountProblem } from '@chairside/core/gift-cards';
import { formatMinorUnits, parseMoneyInput } from '@chairside/core/money';
import { isoDateIn } from '@chairside/core/staff-profile';
import { ApiRequestError, fieldErrorsOf } from '../../lib/api/api-client';
import { buyGiftCard, issueGiftCard, useGiftCardOffer } from '../../lib/data/gift-cards';
import { useDocumentTitle } from '../../ui/use-document-title';
import { BookingFrame } from '../booking/booking-frame';
import { GiftCardVisual } from './GiftCardVisual';
import { useWrite } from '../../lib/api/write';

const StripePaymentForm = lazy(() => import('../payments/StripePaymentForm'));

/** /gift-cards?salon=<address or id>: a visitor buys a salon's gift card, for themselves or someone. */
export default function BuyGiftCardPage() {
  const [params] = useSearchParams();
  const salon = params.get('salon');
  const paid = params.get('paid');
  useDocumentTitle('Gift cards');
  if (!salon) {
    return (
      <BookingFrame>
        <Alert severity="info">
          Open this page from a salon’s website to buy one of its gift cards.
        </Alert>
      </BookingFrame>
    );
  }
  return (
    <BookingFrame>
      <Offer salon={salon} paid={paid} />
    </BookingFrame>
  );
}

function Offer({ salon, paid }: { salon: string; paid: string | null }) {
  const offer = useGiftCardOffer(salon);
  if (offer.isPending) return <Skeleton variant="rounded" height={320} />;
  if (offer.error) return <Alert severity="error">{offer.error.message}</Alert>;
  const data = offer.data;
  // The link may name the salon by its web address: what follows uses its id.
  const orgId = data.orgId;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          Gift cards for {data.salonName}
        </Typography>
        <Typography color="text.secondary">
          Spend it on any service or product at the salon.
        </Typography>
      </Box>
      {paid ? (
        <Issued orgId={orgId} paymentId={paid} offer={data} />
      ) : !data.products.length ? (
        <Alert severity="info">{data.salonName} does not sell gift cards online yet.</Alert>
      ) : !data.cardsReady ? (
        <Alert severity="info">{data.reason}</Alert>
      ) : (
        <BuyForm orgId={orgId} offer={data} />
      )}
    </Stack>
  );
}

function BuyForm({ orgId, offer }: { orgId: string; offer: GiftCardOffer }) {
  const money = (n: number) => formatMinorUnits(n, offer.currency);
  const [product, setProduct] = useState<GiftCardProductView>(offer.products[0]!);
  const [choice, setChoice] = useState<string>(String(product.amounts[0] ?? 'custom'));
  const [custom, setCustom] = useState('');
  const [buyer, setBuyer] = useState({ name: '', email: '' });
  const [forSomeone, setForSomeone] = useState(true);
  const [recipient, setRecipient] = useState({ name: '', email: '' });
  const [message, setMessage] = useState('');
  const [deliverOn, setDeliverOn] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [key] = useState(() => `gift-${crypto.randomUUID()}`);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [intent, setIntent] = useState<CardIntent | null>(null);
  const buy = useWrite(buyGiftCard, {
    onSuccess: setIntent,
    onError: (err) =>
      setErrors(Object.fromEntries(fieldErrorsOf(err).map((d) => [d.path, d.message]))),
  });
  const busy = buy.isPending;
  const error = buy.error
    ? buy.error instanceof ApiRequestError
      ? buy.error.message
      : 'Something went wrong. Try again.'
    : null;
  const [issued, setIssued] = useState(false);
  const today = isoDateIn(new Date(), offer.timeZone);

  const amount =
    choice === 'custom' ? (parseMoneyInput(custom, offer.currency) ?? Number.NaN) : Number(choice);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    buy.reset();
    const found: Record<string, string> = {};
    const problem = Number.isFinite(amount)
      ? amountProblem(product, amount, money)
      : 'Enter an amount';
    if (problem) found['amount'] = problem;
    const parsed = ZBuyGiftCard.safeParse({
      orgId,
      giftCardProductId: product.id,
      amount: Number.isFinite(amount) ? amount : 0,
      buyer,
      recipient: forSomeone ? recipient : { name: '', email: '' },
      message,
      deliverOn: forSomeone ? deliverOn : '',
      honeypot,
      idempotencyKey: key,
    });
    if (!parsed.success) {
      for (const i of parsed.error.issues) found[i.path.join('.')] ??= i.message;
    }
    if (forSomeone && !recipient.email) found['recipient.email'] = 'Enter their e-mail address';
    setErrors(found);
    if (Object.keys(found).length || !parsed.success) return;
    buy.mutate(parsed.data);
  };

  if (issued && intent) return <Issued orgId={orgId} paymentId={intent.paymentId} offer={offer} />;

  const preview =
    Number.isFinite(amount) && amount > 0
      ? money(amount)
      : money(product.amounts[0] ?? product.customMin);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box>
        <GiftCardVisual design={product.design} salonName={offer.salonName} amount={preview} />
        {product.description && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {product.description}
          </Typography>
        )}
      </Box>
      <Card variant="outlined">
        <CardContent>
          {intent ? (
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                Pay {money(intent.amount)}
              </Typography>
              <Suspense fallback={<Skeleton variant="rounded" height={180} />}>
                <StripePaymentForm
                  orgId={orgId}
                  intent={intent}
                  returnPath={`/gift-cards?salon=${encodeURIComponent(orgId)}&paid=${intent.paymentId}`}
                  onPaid={() => setIssued(true)}
                />
              </Suspense>
              <Button onClick={() => setIntent(null)}>Change the details</Button>
            </Stack>
          ) : (
            <Stack
              component="form"
              noValidate
              spacing={2}
              onSubmit={submit}
              aria-label="Buy a gift card"
            >
              {error && <Alert severity="error">{error}</Alert>}
              {offer.products.length > 1 && (
                <ToggleButtonGroup
                  exclusive
                  value={product.id}
                  onChange={(_, id: string | null) => {
                    const next = offer.products.find((p) => p.id === id);
                    if (next) {
                      setProduct(next);
                      setChoice(String(next.amounts[0] ?? 'custom'));
                    }
                  }}
                  aria-label="Gift card"
                  size="small"
                >
                  {offer.products.map((p) => (
                    <ToggleButton key={p.id} value={p.id}>
                      {p.name}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              )}
              <Box>
                <Typography variant="subtitle2" component="p" sx={{ mb: 1 }} id="amount-label">
                  Amount
                </Typography>
                <ToggleButtonGroup
                  exclusive
                  value={choice}
                  onChange={(_, v: string | null) => v && setChoice(v)}
                  aria-labelledby="amount-label"
                  sx={{ flexWrap: 'wrap' }}
                >
                  {product.amounts.map((a) => (
                    <ToggleButton key={a} value={String(a)}>
                      {money(a)}
                    </ToggleButton>
                  ))}
                  {product.allowCustom && <ToggleButton value="custom">Other</ToggleButton>}
                </ToggleButtonGroup>
                {choice === 'custom' && (
                  <TextField
                    label={`Amount (${money(product.customMin)} to ${money(product.customMax)})`}
                    value={custom}
                    onChange={(e) => setCustom(e.target.value)}
                    fullWidth
                    sx={{ mt: 1.5 }}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                )}
                {errors['amount'] && (
                  <Typography color="error" variant="body2" sx={{ mt: 1 }} role="alert">
                    {errors['amount']}
                  </Typography>
                )}
              </Box>
              <TextField
                label="Your name"
                value={buyer.name}
                onChange={(e) => setBuyer({ ...buyer, name: e.target.value })}
                error={!!errors['buyer.name']}
                helperText={errors['buyer.name']}
                autoComplete="name"
              />
              <TextField
                label="Your e-mail"
                type="email"
                value={buyer.email}
                onChange={(e) => setBuyer({ ...buyer, email: e.target.value })}
                error={!!errors['buyer.email']}
                helperText={errors['buyer.email'] ?? 'For your receipt'}
                autoComplete="email"
              />
              <FormControlLabel
                control={
                  <Switch checked={forSomeone} onChange={(e) => setForSomeone(e.target.checked)} />
                }
                label="It’s a gift for someone else"
              />
              {forSomeone && (
                <>
                  <TextField
                    label="Their name"
                    value={recipient.name}
                    onChange={(e) => setRecipient({ ...recipient, name: e.target.value })}
                    error={!!errors['recipient.name']}
                    helperText={errors['recipient.name']}
                  />
                  <TextField
                    label="Their e-mail"
                    type="email"
                    value={recipient.email}
                    onChange={(e) => setRecipient({ ...recipient, email: e.target.value })}
                    error={!!errors['recipient.email']}
                    helperText={errors['recipient.email'] ?? 'We e-mail the card to them'}
                  />
                  <TextField
                    label="Send it on"
                    type="date"
                    value={deliverOn}
                    onChange={(e) => setDeliverOn(e.target.value)}
                    helperText={errors['deliverOn'] ?? 'Leave empty to send it now'}
                    error={!!errors['deliverOn']}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
                  />
                </>
              )}
              <TextField
                label="Message"
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                multiline
                minRows={2}
                error={!!errors['message']}
                helperText={errors['message'] ?? 'Printed with the card'}
              />
              <Box sx={{ position: 'absolute', left: -10_000 }} aria-hidden>
                <label>
                  Leave this empty
                  <input
                    tabIndex={-1}
                    autoComplete="off"
                    value={honeypot}
                    onChange={(e) => setHoneypot(e.target.value)}
                  />
                </label>
              </Box>
              <Button type="submit" variant="contained" size="large" disabled={busy}>
                Continue to payment
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

/** After paying: the server is asked to issue the card (it asks Stripe first). */
function Issued({
  orgId,
  paymentId,
  offer,
}: {
  orgId: string;
  paymentId: string;
  offer: GiftCardOffer;
}) {
  const [answer, setAnswer] = useState<GiftCardIssueAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    issueGiftCard(orgId, paymentId).then(
      (a) => live && setAnswer(a),
      (err: unknown) => live && setError(err instanceof Error ? err.message : 'Try again.'),
    );
    return () => {
      live = false;
    };
  }, [orgId, paymentId]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!answer) return <Skeleton variant="rounded" height={160} />;
  if (!answer.card) return <Alert severity="warning">{answer.message}</Alert>;
  const money = formatMinorUnits(answer.card.amount, answer.card.currency);
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Alert severity="success" role="status">
        {answer.message}
      </Alert>
      <GiftCardVisual design={answer.card.design} salonName={offer.salonName} amount={money} />
      <Typography color="text.secondary">
        Card ending {answer.card.last4}. Its code is in the e-mail to {answer.card.deliveredTo}.
      </Typography>
    </Stack>
  );
}
