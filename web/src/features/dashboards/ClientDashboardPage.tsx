import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOrg } from '../../lib/data/orgs';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { DashboardFrame, firstName } from './DashboardFrame';
import { SalonCard } from './SalonCard';

function ClientSalon({ orgId }: { orgId: string }) {
  const org = useOrg(orgId);
  return org.data ? <SalonCard org={org.data} title="Your salon" /> : null;
}

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
          {salons.map((orgId) => (
            <ClientSalon key={orgId} orgId={orgId} />
          ))}
        </Box>
      )}
    </DashboardFrame>
  );
}
