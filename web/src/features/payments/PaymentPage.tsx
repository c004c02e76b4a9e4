// /payment: where a client pays a fee from the link in their e-mail (when the
// bank asked them to confirm, or the saved card was declined), and where
// Stripe brings the browser back after a bank's own confirmation page.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { CardSetupStatus, PaymentStatusView } from '@chairside/core/contracts/card';
import { formatMinorUnits } from '@chairside/core/money';
import { PAYMENT_PURPOSE_LABELS, PAYMENT_STATUS_LABELS } from '@chairside/core/payments';
import { usePayLink, verifyCardSetup, verifyPayment } from '../../lib/data/card';
import { AmountList } from './AmountList';

const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

export default function PaymentPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const paymentId = params.get('payment');
  const orgId = params.get('org');
  const bookingId = params.get('booking');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      {token && paymentId ? (
        <PayLink token={token} paymentId={paymentId} />
      ) : orgId && paymentId ? (
        <Returned orgId={orgId} paymentId={paymentId} />
      ) : orgId && bookingId ? (
        <CardReturned orgId={orgId} bookingId={bookingId} />
      ) : (
        <Card variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Payment
          </Typography>
          <Typography color="text.secondary">
            This page opens from a payment link a salon sends by e-mail. Your appointments, and what
            is due on them, are on your dashboard.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2 }}>
            <Button component={RouterLink} to="/client-dashboard" variant="contained">
              My appointments
            </Button>
            <Button component={RouterLink} to="/cash-payment">
              I work at a salon: checkout
            </Button>
          </Stack>
        </Card>
      )}
    </Container>
  );
}

function Paid({ status, salonName }: { status: PaymentStatusView; salonName?: string }) {
  return (
    <Card variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        Paid, thank you
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {formatMinorUnits(status.amount + status.tip, status.currency)}{' '}
        {PAYMENT_PURPOSE_LABELS[status.purpose].toLowerCase()}
        {salonName ? ` to ${salonName}` : ''}. Stripe e-mails the receipt.
      </Typography>
    </Card>
  );
}

function PayLink({ token, paymentId }: { token: string; paymentId: string }) {
  const link = usePayLink(token, paymentId);
  const [paid, setPaid] = useState<PaymentStatusView | null>(null);
  if (link.isPending) return <CircularProgress aria-label="Loading the payment" />;
  if (link.error) return <Alert severity="error">{link.error.message}</Alert>;
  const view = link.data;
  if (paid || view.status === 'succeeded')
    return <Paid status={paid ?? view} salonName={view.salonName} />;
  const money = (n: number) => formatMinorUnits(n, view.currency);
  return (
    <Card variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="overline" color="text.secondary">
        {view.salonName}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAYMENT_PURPOSE_LABELS[view.purpose]}
      </Typography>
      <AmountList rows={[{ label: 'To pay', value: money(view.amount), strong: true }]} />
      {view.failure && (
        <Alert severity="info" sx={{ my: 2 }}>
          Your bank said: {view.failure}
        </Alert>
      )}
      <Stack sx={{ mt: 2 }}>
        {view.clientSecret && view.publishableKey && view.accountId ? (
          <Suspense fallback={<CircularProgress aria-label="Loading Stripe’s form" />}>
            <StripePaymentForm
              orgId={view.orgId}
              intent={{
                paymentId: view.id,
                clientSecret: view.clientSecret,
                publishableKey: view.publishableKey,
                accountId: view.accountId,
                amount: view.amount,
                tip: view.tip,
                currency: view.currency,
              }}
              returnPath={`/payment?token=${encodeURIComponent(token)}&payment=${view.id}`}
              onPaid={setPaid}
            />
          </Suspense>
        ) : (
          <Alert severity="warning">
            This payment is {PAYMENT_STATUS_LABELS[view.status].toLowerCase()} and cannot be paid
            online right now. Please contact {view.salonName}.
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** Back from a bank's confirmation page: ask the server where the payment stands. */
function Returned({ orgId, paymentId }: { orgId: string; paymentId: string }) {
  const [status, setStatus] = useState<PaymentStatusView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    verifyPayment(orgId, paymentId).then(setStatus, (e: Error) => setError(e.message));
  }, [orgId, paymentId]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!status) return <CircularProgress aria-label="Checking the payment" />;
  if (status.status === 'succeeded') return <Paid status={status} />;
  return (
    <Alert severity={status.status === 'pending' ? 'info' : 'error'}>
      The payment is {PAYMENT_STATUS_LABELS[status.status].toLowerCase()}.{' '}
      {status.failure ?? 'Try again, or pay another way.'}
    </Alert>
  );
}

/** Back from a bank's check of a card saved when booking: ask the server whether it was saved. */
function CardReturned({ orgId, bookingId }: { orgId: string; bookingId: string }) {
  const [status, setStatus] = useState<CardSetupStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    verifyCardSetup(orgId, bookingId).then(setStatus, (e: Error) => setError(e.message));
  }, [orgId, bookingId]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!status) return <CircularProgress aria-label="Checking the card" />;
  if (status.status === 'succeeded') {
    return (
      <Card variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
          You’re booked!
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Your card is saved with the salon and nothing was charged. A confirmation is on its way by
          email.
        </Typography>
      </Card>
    );
  }
  return (
    <Alert severity={status.status === 'pending' ? 'info' : 'error'}>
      {status.status === 'pending'
        ? 'Your bank is still checking the card. We will e-mail you once the booking is confirmed.'
        : (status.failure ?? 'The card could not be saved. Please book again.')}
    </Alert>
  );
}
