import { Suspense, lazy } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dashboardForRole } from '@chairside/core/dashboard';
import { ROLE_INFO, canManageTeam } from '@chairside/core/roles';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { DashboardFrame, firstName } from './DashboardFrame';
import { SalonCard } from './SalonCard';
import { TeamCard } from './TeamCard';

// The figures (the salon's for managers and the desk, a stylist's own) load after the frame.
const SalonFigures = lazy(() =>
  import('./figures/SalonFigures').then((m) => ({ default: m.SalonFigures })),
);
// A renter's rent, from the API, after the frame.
const RenterRentCard = lazy(() =>
  import('../pay/RenterRentCard').then((m) => ({ default: m.RenterRentCard })),
);

/** /staff-dashboard and /booth-renter-dashboard: the day's figures, the salon, your role, your team. */
export function MemberDashboard({
  path,
}: {
  path: '/staff-dashboard' | '/booth-renter-dashboard';
}) {
  const { active, user } = useWorkspace();
  if (!active) return <Navigate to="/dashboard" replace />;
  const mine = dashboardForRole(active.role);
  if (mine !== path) return <Navigate to={mine} replace />;
  if (!active.org) return null;
  const role = ROLE_INFO[active.role];
  const renter = active.role === 'booth_renter';
  return (
    <DashboardFrame
      title={`Hi, ${firstName(user.displayName)}`}
      subtitle={
        renter ? `Your chair at ${active.org.name}.` : `You’re on the team at ${active.org.name}.`
      }
    >
      {renter && (
        <Suspense fallback={null}>
          <RenterRentCard orgId={active.orgId} currency={active.org.currency} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <SalonFigures orgId={active.orgId} timeZone={active.org.timeZone} />
      </Suspense>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        <Card variant="outlined">
          <CardContent>
            <Typography variant="overline" color="text.secondary">
              Your role
            </Typography>
            <Typography variant="h5" component="h2">
              {role.label}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {role.description}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button component={RouterLink} to="/staff-management" size="small" variant="outlined">
                {canManageTeam(active.role) ? 'Manage the team' : 'See the team'}
              </Button>
              {canManageTeam(active.role) && (
                <Button component={RouterLink} to="/settings-hub" size="small">
                  Salon settings
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
        <SalonCard org={active.org} title={renter ? 'Where you rent' : 'Your salon'} />
        <TeamCard orgId={active.orgId} me={user.uid} />
      </Box>
    </DashboardFrame>
  );
}
