import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { DashboardFrame, firstName } from './DashboardFrame';
import { FiguresLoading } from './FiguresLoading';

// A salon's visits, card and rewards load after the greeting has painted.
const ClientSalon = lazy(() => import('./ClientSalon').then((m) => ({ default: m.ClientSalon })));

/** /client-dashboard: the salons a client books with. */
export default function ClientDashboardPage() {
  const { profile, user } = useWorkspace();
  const salons = Object.keys(profile.clientOf);
  return (
    <DashboardFrame
      title={`Hi, ${firstName(user.displayName)}`}
      subtitle={salons.length ? 'Your salons, their hours and how to reach them.' : undefined}
    >
      {salons.length === 0 ? (
        <Typography color="text.secondary">
          Your account is not linked to a salon yet. When a salon adds you as a client with this
          e-mail address ({user.email}), it appears here.
        </Typography>
      ) : (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
        >
          <Suspense fallback={<FiguresLoading cards={2} height={200} />}>
            {salons.map((orgId) => (
              <ClientSalon key={orgId} orgId={orgId} />
            ))}
          </Suspense>
        </Box>
      )}
    </DashboardFrame>
  );
}
