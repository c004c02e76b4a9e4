import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import StorefrontIcon from '@mui/icons-material/Storefront';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { dashboardForRole } from '@chairside/core/dashboard';
import { ROLE_INFO } from '@chairside/core/roles';
import { BrandLink } from '../shell/BrandLink';
import { isHeaderHidden } from '../shell/header-rules';
import { hostMode } from '../shell/host-mode';
import { ThemeModeMenu } from '../../ui/theme/ThemeModeMenu';
import { useWorkspace } from './workspace-context';
import { Tag } from '../../ui/Tag';

/**
 * The salon bar on signed-in pages: which salon, switching, and (on a phone)
 * the button that opens the salon's menu.
 */
export function OrgBar({ onOpenNav }: { onOpenNav?: (() => void) | undefined }) {
  const workspace = useWorkspace();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const standalone = isHeaderHidden(pathname, hostMode);
  const { active, memberships } = workspace;

  return (
    <Box
      component="nav"
      aria-label="Salon"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Stack
        direction="row"
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 1.5, sm: 3 },
          py: 1,
          gap: 1,
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        {onOpenNav && (
          <IconButton
            onClick={onOpenNav}
            aria-label="Open the salon menu"
            edge="start"
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        {standalone && <BrandLink />}
        <Button
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          startIcon={<StorefrontIcon />}
          endIcon={<UnfoldMoreIcon />}
          aria-haspopup="menu"
          aria-label={active ? `Salon: ${active.org?.name ?? ''}. Switch salon` : 'Your salons'}
          sx={{ fontWeight: 700, textTransform: 'none', maxWidth: { xs: 220, sm: 360 } }}
        >
          <Box
            component="span"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {active ? (active.org?.name ?? '…') : 'No salon yet'}
          </Box>
        </Button>
        {active && <Tag label={ROLE_INFO[active.role].label} />}
        {workspace.superAdmin && <Tag color="secondary" label="Super-admin" />}
        <Box sx={{ flex: 1 }} />
        {standalone && <ThemeModeMenu />}
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {memberships.map((m) => (
            <MenuItem
              key={m.orgId}
              selected={m.orgId === active?.orgId}
              onClick={async () => {
                setAnchor(null);
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
          <MenuItem component={RouterLink} to="/onboarding" onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <AddIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Create a salon</ListItemText>
          </MenuItem>
          <MenuItem component={RouterLink} to="/logout" onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Sign out" secondary={workspace.user.email} />
          </MenuItem>
        </Menu>
      </Stack>
      <VerifyEmailBanner />
    </Box>
  );
}

function VerifyEmailBanner() {
  const { user } = useWorkspace();
  const [state, setState] = useState<'idle' | 'sent' | 'failed'>('idle');
  const usesPassword = user.providerData.some((p) => p.providerId === 'password');
  if (user.emailVerified || !user.email || !usesPassword) return null;
  return (
    <Alert
      severity={state === 'failed' ? 'warning' : 'info'}
      sx={{ borderRadius: 0 }}
      action={
        state === 'idle' && (
          <Button
            color="inherit"
            size="small"
            onClick={() =>
              // The sign-in actions (and their request schemas) load on this click, not with every page.
              import('../../lib/auth/auth-actions')
                .then(({ resendVerification }) => resendVerification())
                .then(
                  () => setState('sent'),
                  () => setState('failed'),
                )
            }
          >
            Send link
          </Button>
        )
      }
    >
      {state === 'sent'
        ? `We sent a confirmation link to ${user.email}.`
        : state === 'failed'
          ? 'We could not send the confirmation e-mail just now. Try again later.'
          : `Please confirm your e-mail address (${user.email}) so your salon can reach you.`}
    </Alert>
  );
}
