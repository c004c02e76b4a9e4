import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { ROLE_INFO } from '@chairside/core/roles';
import type { StaffRecord } from '../../lib/data/converters';
import { StaffAvatar } from './StaffAvatar';

/** The team, one row each; choosing a row opens their details. */
export function StaffList({
  team,
  selectedId,
  onSelect,
}: {
  team: StaffRecord[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <Card variant="outlined">
      <List aria-label="Team members" disablePadding>
        {team.map((member) => (
          <ListItemButton
            key={member.id}
            selected={member.id === selectedId}
            aria-current={member.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(member.id)}
            divider
          >
            <ListItemAvatar>
              <StaffAvatar staff={member} />
            </ListItemAvatar>
            <ListItemText
              primary={member.displayName}
              secondary={member.title || (member.userId ? undefined : 'No account yet')}
            />
            <Chip size="small" label={ROLE_INFO[member.role].label} sx={{ ml: 1 }} />
          </ListItemButton>
        ))}
      </List>
    </Card>
  );
}
