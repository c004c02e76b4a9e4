import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { adminContracts } from '@chairside/core/contracts/admin';
import type { AuditAction } from '@chairside/core/admin';
import { useContract } from '../../lib/api/contract-query';

const ACTION: Record<AuditAction, string> = {
  'impersonation.start': 'Opened a support session',
  'impersonation.write': 'Made a change',
  'impersonation.end': 'Ended the support session',
};

/** The salon's audit trail: every support session, and each change made in one (owners). */
export function AuditTrailCard({ orgId }: { orgId: string }) {
  const trail = useContract(adminContracts.auditLog, { query: { orgId }, secure: true });
  const entries = trail.data?.entries;
  return (
    <Card variant="outlined" sx={{ mt: 3 }} id="audit">
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h2">
          Audit trail
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          When Chairside support opens a session in your salon to help someone, it is written here
          and e-mailed to you. Nobody can change or remove these lines.
        </Typography>
        {trail.error && <Alert severity="error">{trail.error.message}</Alert>}
        {!entries && !trail.error && <Skeleton variant="rounded" height={80} />}
        {entries && entries.length === 0 && (
          <Typography>No support session has been opened in your salon.</Typography>
        )}
        {entries && entries.length > 0 && (
          <List dense disablePadding aria-label="Audit trail">
            {entries.map((e) => (
              <ListItem key={e.id} disableGutters divider sx={{ alignItems: 'flex-start' }}>
                <ListItemText
                  primary={`${ACTION[e.action]} · ${new Date(e.at).toLocaleString()}`}
                  secondary={
                    <>
                      {e.actorEmail} as {e.personName}
                      {e.reason && ` · “${e.reason}”`}
                      {e.detail && (
                        <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                          {e.detail}
                        </Box>
                      )}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
