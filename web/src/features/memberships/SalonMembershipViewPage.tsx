import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type {
  MembershipJoin,
  PublicMembershipPlan,
  PublicMemberships,
} from '@chairside/core/contracts/memberships';
import { formatMinorUnits } from '@chairside/core/money';
import { ApiRequestError } from '../../lib/api/api-client';
import { useAuthState } from '../../lib/auth/use-auth-state';
import { joinMembership, useMyMembership, usePublicPlans } from '../../lib/data/memberships';
import { useDocumentTitle } from '../../ui/use-document-title';
import { BookingFrame } from '../booking/booking-frame';
import { MembershipCard } from './MembershipCard';
import { useWrite } from '../../lib/api/write';

const StripeMembershipForm = lazy(() =>
  import('../payments/StripePaymentForm').then((m) => ({ default: m.StripeMembershipForm })),
);

/**
 * /salon-membership-view-page?salon=<id>[&plan=<id>]: a salon's plans, joining
 * one (signed in, paid through Stripe on the salon's account), and for a
 * member their own membership: benefits used and left, the next charge, cancel.
 */
export default function SalonMembershipViewPage() {
  const [params] = useSearchParams();
  const salon = params.get('salon');
  useDocumentTitle('Membership');
  return (
    <BookingFrame>
      {salon ? (
        <Memberships salon={salon} chosen={params.get('plan')} />
      ) : (
        <Alert severity="info">
          Open this page from a salon’s website (its Memberships section) to see its plans and your
          membership.
        </Alert>
      )}
    </BookingFrame>
  );
}

function Memberships({ salon, chosen }: { salon: string; chosen: string | null }) {
  const offer = usePublicPlans(salon);
  if (offer.isPending) return <Skeleton variant="rounded" height={320} />;
  if (offer.error) return <Alert severity="error">{offer.error.message}</Alert>;
  // The link may name the salon by its web address: what follows uses its id.
  return <SalonMemberships orgId={offer.data.orgId} data={offer.data} chosen={chosen} />;
}

function SalonMemberships({
  orgId,
  data,
  chosen,
}: {
  orgId: string;
  data: PublicMemberships;
  chosen: string | null;
}) {
  const auth = useAuthState();
  const signedIn = auth.status === 'signed-in';
  const mine = useMyMembership(orgId, signedIn);
  if (auth.status === 'loading' || (signedIn && mine.isPending)) {
    return <Skeleton variant="rounded" height={320} />;
  }
  const membership = mine.data?.membership ?? null;
  const holding = membership && membership.status !== 'cancelled';
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {holding ? `Your ${data.salonName} membership` : `Memberships at ${data.salonName}`}
        </Typography>
        {!holding && (
          <Typography color="text.secondary">
            One price each period, with services included and members’ prices on everything else.
          </Typography>
        )}
      </Box>
      {mine.error && <Alert severity="error">{mine.error.message}</Alert>}
      {holding ? (
        <MembershipCard orgId={orgId} membership={membership} />
      ) : (
        <>
          {membership?.status === 'cancelled' && (
            <Alert severity="info">
              Your {membership.planName} membership has ended. You are welcome to join again.
            </Alert>
          )}
          <Plans orgId={orgId} offer={data} chosen={chosen} signedIn={signedIn} />
        </>
      )}
    </Stack>
  );
}

function Plans(props: {
  orgId: string;
  offer: PublicMemberships;
  chosen: string | null;
  signedIn: boolean;
}) {
  const { orgId, offer, chosen, signedIn } = props;
  const location = useLocation();
  const [picked, setPicked] = useState<string | null>(chosen);
  const [join, setJoin] = useState<MembershipJoin | null>(null);
  const [key] = useState(() => `join-${crypto.randomUUID()}`);
  const joining = useWrite(
    (p: PublicMembershipPlan) => joinMembership({ orgId, definitionId: p.id, idempotencyKey: key }),
    { onMutate: (p) => setPicked(p.id), onSuccess: setJoin },
  );
  const busy = joining.isPending;
  const error = joining.error
    ? joining.error instanceof ApiRequestError
      ? joining.error.message
      : 'Something went wrong. Try again.'
    : null;
  const money = (n: number) => formatMinorUnits(n, offer.currency);
  if (!offer.plans.length) {
    return <Alert severity="info">{offer.salonName} has no memberships on offer right now.</Alert>;
  }
  const plan = offer.plans.find((p) => p.id === picked) ?? null;
  const next = `${location.pathname}?salon=${encodeURIComponent(orgId)}${plan ? `&plan=${plan.id}` : ''}`;

  const start = (p: PublicMembershipPlan) => joining.mutate(p);

  if (join?.clientSecret && plan) {
    return (
      <Card variant="outlined" sx={{ maxWidth: 560 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              Join {plan.name}: {money(plan.price)} a {plan.billing_interval}
            </Typography>
            <Suspense fallback={<Skeleton variant="rounded" height={180} />}>
              <StripeMembershipForm
                orgId={orgId}
                join={{ ...join, clientSecret: join.clientSecret }}
                returnPath={next}
                onActive={() => setJoin(null)}
              />
            </Suspense>
          </Stack>
        </CardContent>
      </Card>
    );
  }

  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      {!offer.signupReady && <Alert severity="info">{offer.reason}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(260px, 1fr))' },
        }}
      >
        {offer.plans.map((p) => (
          <Card
            key={p.id}
            variant="outlined"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              borderColor: p.id === picked ? 'primary.main' : undefined,
              borderWidth: p.id === picked ? 2 : 1,
            }}
          >
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="h6" component="h2">
                {p.name}
              </Typography>
              <Typography variant="h5" component="p" sx={{ my: 1 }}>
                {money(p.price)}
                <Typography component="span" color="text.secondary">
                  {' '}
                  / {p.billing_interval}
                </Typography>
              </Typography>
              {p.description && <Typography color="text.secondary">{p.description}</Typography>}
              <Box component="ul" sx={{ pl: 0, listStyle: 'none', mt: 2, mb: 0 }}>
                {p.benefits.map((b) => (
                  <Box component="li" key={b} sx={{ display: 'flex', gap: 1, py: 0.5 }}>
                    <CheckIcon fontSize="small" color="success" aria-hidden />
                    <span>{b}</span>
                  </Box>
                ))}
              </Box>
            </CardContent>
            <CardActions sx={{ p: 2, pt: 0 }}>
              {!offer.signupReady || !p.onlineSignup ? (
                <Typography variant="body2" color="text.secondary">
                  Join at the front desk.
                </Typography>
              ) : signedIn ? (
                <Button
                  variant="contained"
                  fullWidth
                  disabled={busy}
                  onClick={() => start(p)}
                  aria-label={`Join ${p.name}`}
                >
                  {busy && p.id === picked ? 'Starting…' : 'Join'}
                </Button>
              ) : (
                <Button
                  variant="contained"
                  fullWidth
                  component={RouterLink}
                  to={`/login?next=${encodeURIComponent(`${location.pathname}?salon=${encodeURIComponent(orgId)}&plan=${p.id}`)}`}
                >
                  Sign in to join
                </Button>
              )}
            </CardActions>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
