import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ROLE_INFO } from '@chairside/core/roles';
import { useSalonOverview } from '../../lib/data/workspace';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** Who works at the salon, owners first (the salon's overview: one call shared with the checklist). */
export function TeamCard({ orgId, me }: { orgId: string; me: string }) {
  const team = useSalonOverview(orgId).data?.team;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          The team
        </Typography>
        {!team ? (
          <Skeleton height={120} />
        ) : (
          <List dense aria-label="Team members">
            {team.map((s) => (
              <ListItem key={s.id} disableGutters>
                <ListItemAvatar>
                  <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>
                    {initials(s.displayName)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={s.userId === me ? `${s.displayName} (you)` : s.displayName}
                  secondary={ROLE_INFO[s.role].label}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
