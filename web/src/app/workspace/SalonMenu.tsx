import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import LogoutIcon from '@mui/icons-material/Logout';
import { dashboardForRole } from '@chairside/core/dashboard';
import { ROLE_INFO } from '@chairside/core/roles';
import { useWorkspace } from './workspace-context';

/** The salon bar's menu: switch salon, create one, sign out (loaded on its first click). */
export function SalonMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const { active, memberships } = workspace;
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {memberships.map((m) => (
        <MenuItem
          key={m.orgId}
          selected={m.orgId === active?.orgId}
          onClick={async () => {
            onClose();
            await workspace.switchOrg(m.orgId);
            navigate(dashboardForRole(m.role));
          }}
        >
          <ListItemIcon>
            {m.orgId === active?.orgId ? <CheckIcon fontSize="small" /> : null}
          </ListItemIcon>
          <ListItemText
            primary={m.name ?? 'A salon we cannot read just now'}
            secondary={ROLE_INFO[m.role].label}
          />
        </MenuItem>
      ))}
      {memberships.length > 0 && <Divider />}
      <MenuItem component={RouterLink} to="/onboarding" onClick={() => onClose()}>
        <ListItemIcon>
          <AddIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Create a salon</ListItemText>
      </MenuItem>
      <MenuItem component={RouterLink} to="/logout" onClick={() => onClose()}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="Sign out" secondary={workspace.user.email} />
      </MenuItem>
    </Menu>
  );
}
