import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { SalonGate } from '../../app/workspace/SalonGate';
import { useStripeStatus } from '../../lib/data/stripe';
import { PageFrame } from '../../ui/PageFrame';

/** /stripe-dashboard: the salon's account is its own, so its dashboard is Stripe's. */
export default function StripeDashboardPage() {
  return (
    <SalonGate
      roles={['owner', 'manager']}
      title="Stripe dashboard"
      denied="Only owners and managers see this."
    >
      {(salon) => <Dashboard orgId={salon.orgId} />}
    </SalonGate>
  );
}

function Dashboard({ orgId }: { orgId: string }) {
  const account = useStripeStatus(orgId).data;
  return (
    <PageFrame title="Stripe dashboard" maxWidth={720}>
      {account && !account.connected ? (
        <Alert severity="info">Connect Stripe first, from Stripe settings.</Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>
            Your payouts, disputes, balances and reports live in your own Stripe dashboard. Sign in
            there with your Stripe login.
          </Typography>
          <Button
            variant="contained"
            endIcon={<OpenInNewIcon />}
            href="https://dashboard.stripe.com/"
            target="_blank"
            rel="noopener noreferrer"
          >
            Open the Stripe dashboard
          </Button>
        </>
      )}
    </PageFrame>
  );
}
