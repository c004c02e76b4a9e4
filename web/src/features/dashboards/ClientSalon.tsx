import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { formatMinorUnits } from '@chairside/core/money';
import { useMyLoyalty } from '../../lib/data/loyalty';
import { useMyMembership } from '../../lib/data/memberships';
import { PointsHistory } from '../clients/ClientLoyalty';
import Typography from '@mui/material/Typography';
import { useOrg } from '../../lib/data/orgs';
import { SalonCard } from './SalonCard';
import { ClientVisits } from './ClientVisits';

/** What a client has at one salon: their visits, the salon, their rewards. */
export function ClientSalon({ orgId }: { orgId: string }) {
  const org = useOrg(orgId);
  return org.data ? (
    <>
      <ClientVisits orgId={orgId} />
      <SalonCard org={org.data} title="Your salon" />
      <ClientRewards orgId={orgId} />
    </>
  ) : null;
}

/** The client's membership and points at a salon, with every move of points. */
function ClientRewards({ orgId }: { orgId: string }) {
  const points = useMyLoyalty(orgId);
  const membership = useMyMembership(orgId, true);
  const loyalty = points.data?.loyalty;
  const m = membership.data?.membership;
  const live = m && m.status !== 'cancelled' && m.status !== 'incomplete';
  if (!live && !loyalty?.settings.enabled) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={`rewards-${orgId}`}>
      <CardContent>
        <Typography id={`rewards-${orgId}`} variant="h6" component="h2" gutterBottom>
          Your rewards
        </Typography>
        {live && (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Typography>
              <strong>{m.planName}</strong> member
              {m.included.length
                ? `: ${m.included.map((i) => `${i.left} of ${i.count} ${i.name}`).join(', ')} left this period`
                : ''}
            </Typography>
            <Button
              component={RouterLink}
              size="small"
              to={`/salon-membership-view-page?salon=${encodeURIComponent(orgId)}`}
            >
              Your membership
            </Button>
          </Stack>
        )}
        {loyalty && loyalty.settings.enabled && (
          <>
            <Typography variant="h4" component="p">
              {loyalty.balance.toLocaleString('en-US')}{' '}
              <Typography component="span" color="text.secondary">
                points · worth {formatMinorUnits(loyalty.value, loyalty.currency)} off
              </Typography>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {loyalty.rules.join(' · ')}
            </Typography>
            <PointsHistory entries={loyalty.entries.slice(0, 5)} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
