import { useWorkspace } from '../../app/workspace/workspace-context';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StripeAccountView } from '@chairside/core/contracts/stripe';
import { PaymentPolicyCard } from './PaymentPolicyCard';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { startStripeOnboarding, useStripeStatus } from '../../lib/data/stripe';
import { PageFrame } from '../../ui/PageFrame';
import { useWrite } from '../../lib/api/write';

/** `business_profile.url` → "Business profile url". */
export function requirementLabel(field: string): string {
  const words = field.replace(/[._]/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** /stripe-settings and /stripe-connect: the salon's own Stripe account. */
export default function StripeSettingsPage() {
  return (
    <SalonGate
      roles={['owner', 'manager']}
      title="Stripe"
      denied="Only the salon’s owners and managers see its Stripe settings."
    >
      {(salon) => <StripeSettings salon={salon} />}
    </SalonGate>
  );
}

function StripeSettings({ salon }: { salon: ActiveSalon }) {
  const status = useStripeStatus(salon.orgId);
  return (
    <PageFrame
      title="Card payments"
      subtitle={`${salon.org.name} · cards, QR and Cash App Pay go into the salon’s own Stripe account`}
      maxWidth={900}
    >
      {status.isError ? (
        <Alert severity="error">{status.error.message}</Alert>
      ) : !status.data ? (
        <Skeleton height={240} />
      ) : (
        <Account salon={salon} account={status.data} />
      )}
      <PaymentPolicyCard orgId={salon.orgId} editable={salon.role === 'owner'} />
    </PageFrame>
  );
}

/**
 * Card payments this Chairside has not been set up for: a salon reads what
 * it can do meanwhile; a platform administrator also reads what to set.
 */
function NotAvailable({ setup }: { setup: string | null }) {
  const { superAdmin } = useWorkspace();
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        <AlertTitle>Card payments are not available on this Chairside yet</AlertTitle>
        Until they are, cash works fully:{' '}
        <Link component={RouterLink} to="/cash-payment">
          take cash and count the drawer
        </Link>
        .
      </Alert>
      {superAdmin && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              What to set (shown to platform administrators)
            </Typography>
            <Typography sx={{ mb: 1 }}>{setup}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 3, '& code': { fontFamily: 'monospace' } }}>
              <li>
                <code>STRIPE_SECRET_KEY</code> and <code>STRIPE_PUBLISHABLE_KEY</code>: the
                platform’s keys from the Stripe dashboard (Developers → API keys).
              </li>
              <li>
                <code>STRIPE_WEBHOOK_SECRET</code>: the signing secret of a Connect webhook endpoint
                pointing at <code>/api/payments/webhook</code>.
              </li>
              <li>
                <code>PLATFORM_FEE_BPS</code> (optional): a platform fee in basis points, 0 by
                default.
              </li>
            </Box>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

function Account({ salon, account }: { salon: ActiveSalon; account: StripeAccountView }) {
  const owner = salon.role === 'owner';
  // On success the browser is already on its way to Stripe: the button stays busy.
  const connecting = useWrite(startStripeOnboarding);
  const busy = connecting.isPending || connecting.isSuccess;
  const error = connecting.error
    ? connecting.error.message || 'Stripe could not be reached. Try again.'
    : null;
  const connect = () => connecting.mutate(salon.orgId);

  if (!account.configured) return <NotAvailable setup={account.setup} />;

  if (!account.connected) {
    return (
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            Take cards into your own Stripe account
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Your salon is the merchant: payments and payouts go to your Stripe account, and you keep
            your Stripe dashboard, your rates and your clients’ saved cards. Connecting takes a few
            minutes with Stripe.
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {owner ? (
            <Button variant="contained" disabled={busy} onClick={connect}>
              Connect Stripe
            </Button>
          ) : (
            <Alert severity="info">The salon’s owner connects its Stripe account.</Alert>
          )}
        </CardContent>
      </Card>
    );
  }

  const rows: [string, boolean][] = [
    ['Card payments', account.chargesEnabled],
    ['Payouts to your bank', account.payoutsEnabled],
    ['Details sent to Stripe', account.detailsSubmitted],
  ];
  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            Your Stripe account
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {account.accountId}
            {account.defaultCurrency ? ` · ${account.defaultCurrency}` : ''}
            {account.statementDescriptor ? ` · on statements: ${account.statementDescriptor}` : ''}
          </Typography>
          <Stack spacing={1}>
            {rows.map(([label, ok]) => (
              <Stack key={label} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Typography sx={{ flex: 1 }}>{label}</Typography>
                <Chip
                  size="small"
                  label={ok ? 'Ready' : 'Not yet'}
                  color={ok ? 'success' : 'default'}
                />
              </Stack>
            ))}
          </Stack>
          {account.platformFeeBps > 0 && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              Platform fee: {(account.platformFeeBps / 100).toFixed(2)}% of each card payment.
            </Typography>
          )}
        </CardContent>
      </Card>
      {account.requirementsDue.length > 0 && (
        <Alert
          severity="warning"
          action={
            owner && (
              <Button color="inherit" size="small" disabled={busy} onClick={connect}>
                Continue with Stripe
              </Button>
            )
          }
        >
          <AlertTitle>Stripe still needs</AlertTitle>
          {account.requirementsDue.map(requirementLabel).join(', ')}.
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/stripe-dashboard" variant="outlined">
          Stripe dashboard
        </Button>
        <Button component={RouterLink} to="/financial-hub">
          Payments
        </Button>
      </Stack>
    </Stack>
  );
}
