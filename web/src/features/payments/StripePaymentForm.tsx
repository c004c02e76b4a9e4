// Stripe's Payment Element on the salon's own account: the card details go
// from the browser straight to Stripe, never through our servers. After
// Stripe.js confirms, the server is asked where the payment stands (it asks
// Stripe); what the browser says is never taken as paid.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { CardIntent, PaymentStatusView } from '@chairside/core/contracts/card';
import { formatMinorUnits } from '@chairside/core/money';
import { verifyPayment } from '../../lib/data/card';

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js for a salon's account, loaded once per page (from js.stripe.com, as Stripe requires). */
function stripeFor(publishableKey: string, accountId: string) {
  const key = `${publishableKey}:${accountId}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(publishableKey, { stripeAccount: accountId }).catch(() => {
      loaded.delete(key);
      return null;
    });
    loaded.set(key, promise);
  }
  return promise;
}

export interface StripePaymentFormProps {
  orgId: string;
  intent: Pick<
    CardIntent,
    'paymentId' | 'clientSecret' | 'publishableKey' | 'accountId' | 'amount' | 'tip' | 'currency'
  >;
  /** Where Stripe sends the browser back after a bank's own page (3-D Secure redirects). */
  returnPath: string;
  onPaid: (status: PaymentStatusView) => void;
}

export default function StripePaymentForm(props: StripePaymentFormProps) {
  const { intent } = props;
  const theme = useTheme();
  const stripe = useMemo(
    () => stripeFor(intent.publishableKey, intent.accountId),
    [intent.publishableKey, intent.accountId],
  );
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((s) => live && setUnavailable(s === null));
    return () => {
      live = false;
    };
  }, [stripe]);
  if (unavailable) {
    return (
      <Alert severity="error">
        Stripe’s secure payment form could not load. Check the internet connection and reload the
        page; nothing has been charged.
      </Alert>
    );
  }
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret: intent.clientSecret,
        appearance: {
          theme: theme.palette.mode === 'dark' ? 'night' : 'stripe',
          variables: {
            colorPrimary: theme.palette.primary.main,
            fontFamily: theme.typography.fontFamily ?? undefined,
            borderRadius: `${theme.shape.borderRadius}px`,
          },
        },
      }}
    >
      <PayForm {...props} />
    </Elements>
  );
}

function PayForm({ orgId, intent, returnPath, onPaid }: StripePaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const total = formatMinorUnits(intent.amount + intent.tip, intent.currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      });
      if (result.error) {
        // Card declined, authentication failed, a field left empty: Stripe's words.
        setError(result.error.message ?? 'The payment did not go through. Try again.');
        return;
      }
      const status = await verifyPayment(orgId, intent.paymentId);
      if (status.status === 'succeeded') onPaid(status);
      else if (status.status === 'pending')
        setError('The bank is still processing this payment. We will update it when it clears.');
      else setError(status.failure ?? 'The payment did not go through. Try another card.');
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Card payment">
      <PaymentElement onReady={() => setReady(true)} />
      {!ready && (
        <Typography color="text.secondary" role="status">
          Loading Stripe’s secure form…
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={!stripe || !ready || busy}>
        {busy ? 'Paying…' : `Pay ${total}`}
      </Button>
      <Typography variant="caption" color="text.secondary">
        Card details go straight to Stripe, the salon’s payment processor; this site never sees
        them.
      </Typography>
    </Stack>
  );
}
