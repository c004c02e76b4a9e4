// Stripe's Payment Element on the salon's own account: the card details go
// from the browser straight to Stripe, never through our servers. After
// Stripe.js confirms, the server is asked where the payment (or the saved
// card) stands (it asks Stripe); what the browser says is never taken as done.
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { loadStripe, type Stripe, type StripeElements as Elements_ } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type {
  CardIntent,
  CardSetup,
  CardSetupStatus,
  PaymentStatusView,
} from '@chairside/core/contracts/card';
import { formatMinorUnits } from '@chairside/core/money';
import type { MembershipJoin, MembershipView } from '@chairside/core/contracts/memberships';
import { verifyCardSetup, verifyPayment } from '../../lib/data/card';
import { confirmMembership } from '../../lib/data/memberships';

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

/** Stripe.js and Elements for one client secret, themed like the app. */
function StripeElements(props: {
  publishableKey: string;
  accountId: string;
  clientSecret: string;
  children: ReactNode;
}) {
  const theme = useTheme();
  const stripe = useMemo(
    () => stripeFor(props.publishableKey, props.accountId),
    [props.publishableKey, props.accountId],
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
        clientSecret: props.clientSecret,
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
      {props.children}
    </Elements>
  );
}

/**
 * The Payment Element and its button: Stripe.js confirms (`confirm`), then
 * the server is asked (`verify`), which answers null when done or what to say.
 */
function ConfirmForm(props: {
  label: string;
  submitLabel: string;
  busyLabel: string;
  note: string;
  confirm: (stripe: Stripe, elements: Elements_) => Promise<{ error?: { message?: string } }>;
  verify: () => Promise<string | null>;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    try {
      const result = await props.confirm(stripe, elements);
      // Card declined, authentication failed, a field left empty: Stripe's words.
      if (result.error) setError(result.error.message ?? 'That did not go through. Try again.');
      else setError(await props.verify());
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label={props.label}>
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
        {busy ? props.busyLabel : props.submitLabel}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {props.note}
      </Typography>
    </Stack>
  );
}

/** Stripe.js confirms a payment, coming back to `returnPath` after a bank's own page if one is needed. */
const confirmPaymentThen = (returnPath: string) => (stripe: Stripe, elements: Elements_) =>
  stripe.confirmPayment({
    elements,
    redirect: 'if_required',
    confirmParams: { return_url: `${window.location.origin}${returnPath}` },
  });

const STRAIGHT_TO_STRIPE =
  'Card details go straight to Stripe, the salon’s payment processor; this site never sees them.';

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

/** Pays a PaymentIntent (a deposit, a balance, a fee through its pay link). */
export default function StripePaymentForm({
  orgId,
  intent,
  returnPath,
  onPaid,
}: StripePaymentFormProps) {
  const total = formatMinorUnits(intent.amount + intent.tip, intent.currency);
  return (
    <StripeElements {...intent}>
      <ConfirmForm
        label="Card payment"
        submitLabel={`Pay ${total}`}
        busyLabel="Paying…"
        note={STRAIGHT_TO_STRIPE}
        confirm={confirmPaymentThen(returnPath)}
        verify={async () => {
          const status = await verifyPayment(orgId, intent.paymentId);
          if (status.status === 'succeeded') {
            onPaid(status);
            return null;
          }
          return status.status === 'pending'
            ? 'The bank is still processing this payment. We will update it when it clears.'
            : (status.failure ?? 'The payment did not go through. Try another card.');
        }}
      />
    </StripeElements>
  );
}

/** Saves a card with a SetupIntent: nothing is charged now. */
export function StripeCardSetupForm(props: {
  orgId: string;
  setup: CardSetup;
  returnPath: string;
  onSaved: (status: CardSetupStatus) => void;
}) {
  const { orgId, setup, returnPath, onSaved } = props;
  return (
    <StripeElements {...setup}>
      <ConfirmForm
        label="Save a card"
        submitLabel="Save card and book"
        busyLabel="Saving…"
        note={`Nothing is charged now. ${STRAIGHT_TO_STRIPE}`}
        confirm={(stripe, elements) =>
          stripe.confirmSetup({
            elements,
            redirect: 'if_required',
            confirmParams: { return_url: `${window.location.origin}${returnPath}` },
          })
        }
        verify={async () => {
          const status = await verifyCardSetup(orgId, setup.bookingId);
          if (status.status === 'succeeded') {
            onSaved(status);
            return null;
          }
          return status.status === 'pending'
            ? 'Your bank is still checking the card. Try again in a moment.'
            : (status.failure ?? 'The card could not be saved. Try another card.');
        }}
      />
    </StripeElements>
  );
}

/** Saves a card for later charges (a renter's rent): `verify` asks the server whether it was saved. */
export function StripeSaveCardForm(props: {
  setup: { clientSecret: string; publishableKey: string; accountId: string };
  returnPath: string;
  submitLabel: string;
  note: string;
  /** Null once saved, else why not (shown under the form). */
  verify: () => Promise<string | null>;
}) {
  const { setup, returnPath } = props;
  return (
    <StripeElements {...setup}>
      <ConfirmForm
        label="Save a card"
        submitLabel={props.submitLabel}
        busyLabel="Saving…"
        note={`${props.note} ${STRAIGHT_TO_STRIPE}`}
        confirm={(stripe, elements) =>
          stripe.confirmSetup({
            elements,
            redirect: 'if_required',
            confirmParams: { return_url: `${window.location.origin}${returnPath}` },
          })
        }
        verify={props.verify}
      />
    </StripeElements>
  );
}

/** Pays a membership's first invoice; the server then asks Stripe whether it is active. */
export function StripeMembershipForm(props: {
  orgId: string;
  join: MembershipJoin & { clientSecret: string };
  returnPath: string;
  onActive: (membership: MembershipView) => void;
}) {
  const { orgId, join, returnPath, onActive } = props;
  const price = formatMinorUnits(join.amount, join.currency);
  return (
    <StripeElements
      publishableKey={join.publishableKey}
      accountId={join.accountId}
      clientSecret={join.clientSecret}
    >
      <ConfirmForm
        label="Membership payment"
        submitLabel={`Pay ${price} and join`}
        busyLabel="Joining…"
        note={`Renews automatically each ${join.membership.interval} until you cancel. ${STRAIGHT_TO_STRIPE}`}
        confirm={confirmPaymentThen(returnPath)}
        verify={async () => {
          const membership = await confirmMembership(orgId, join.membership.id);
          if (membership.status === 'active') {
            onActive(membership);
            return null;
          }
          return membership.status === 'incomplete'
            ? 'Stripe is still processing the payment. This page updates when it clears.'
            : 'The payment did not go through. Try another card.';
        }}
      />
    </StripeElements>
  );
}
