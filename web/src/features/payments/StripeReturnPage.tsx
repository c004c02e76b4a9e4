import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { SalonGate } from '../../app/workspace/SalonGate';
import { startStripeOnboarding, useStripeStatus } from '../../lib/data/stripe';
import { PageFrame } from '../../ui/PageFrame';

/**
 * /stripe-connect-complete (Stripe sends the owner back here) and
 * /stripe-connect-refresh (an expired onboarding link: a fresh one is made).
 */
export default function StripeReturnPage() {
  return (
    <SalonGate
      roles={['owner', 'manager']}
      title="Stripe"
      denied="Only owners and managers see this."
    >
      {(salon) => <Return orgId={salon.orgId} owner={salon.role === 'owner'} />}
    </SalonGate>
  );
}

function Return({ orgId, owner }: { orgId: string; owner: boolean }) {
  const refresh = useLocation().pathname.includes('refresh');
  return refresh ? <Refresh orgId={orgId} owner={owner} /> : <Complete orgId={orgId} />;
}

function Complete({ orgId }: { orgId: string }) {
  const status = useStripeStatus(orgId);
  const account = status.data;
  return (
    <PageFrame title="Back from Stripe" maxWidth={720}>
      {status.isError ? (
        <Alert severity="error">{status.error.message}</Alert>
      ) : !account ? (
        <LinearProgress aria-label="Asking Stripe" />
      ) : account.chargesEnabled ? (
        <Alert severity="success">
          Your Stripe account is connected and can take card payments.
        </Alert>
      ) : (
        <Alert severity="warning">
          Stripe has your account but cannot take card payments for it yet
          {account.requirementsDue.length ? ': it still needs some details.' : '.'}
        </Alert>
      )}
      <Button component={RouterLink} to="/stripe-settings" variant="contained" sx={{ mt: 2 }}>
        Stripe settings
      </Button>
    </PageFrame>
  );
}

function Refresh({ orgId, owner }: { orgId: string; owner: boolean }) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (owner) startStripeOnboarding(orgId).catch((e: Error) => setError(e.message));
  }, [orgId, owner]);
  return (
    <PageFrame title="Back to Stripe" maxWidth={720}>
      {!owner ? (
        <Alert severity="info">The salon’s owner finishes connecting Stripe.</Alert>
      ) : error ? (
        <Alert severity="error">{error}</Alert>
      ) : (
        <LinearProgress aria-label="Making a fresh link to Stripe" />
      )}
    </PageFrame>
  );
}
