import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import LogoutIcon from '@mui/icons-material/Logout';
import StorefrontIcon from '@mui/icons-material/Storefront';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { dashboardForRole } from '@chairside/core/dashboard';
import { CASHIER_ROLES, ROLE_INFO, canManageTeam } from '@chairside/core/roles';
import { BrandLink } from '../shell/BrandLink';
import { isHeaderHidden } from '../shell/header-rules';
import { hostMode } from '../shell/host-mode';
import { ThemeModeMenu } from '../../ui/theme/ThemeModeMenu';
import { useWorkspace } from './workspace-context';
import { Tag } from '../../ui/Tag';

/** The salon bar on signed-in pages: which salon, switching, and where to go. */
export function OrgBar() {
  const workspace = useWorkspace();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const standalone = isHeaderHidden(pathname, hostMode);
  const { active, memberships } = workspace;

  const links = [
    { to: '/dashboard', label: 'Dashboard', show: standalone },
    { to: '/staff-management', label: 'Team', show: active !== null },
    { to: '/calendar-sync', label: 'Calendars', show: active !== null },
    {
      to: '/point-of-sale-page',
      label: 'Sell',
      show: active !== null && [...CASHIER_ROLES, 'booth_renter'].includes(active.role),
    },
    { to: '/retail-management', label: 'Products', show: active !== null },
    {
      to: '/gift-cards-page',
      label: 'Gift cards',
      show: active !== null && CASHIER_ROLES.includes(active.role),
    },
    {
      to: '/memberships-page',
      label: 'Memberships',
      show: active !== null && CASHIER_ROLES.includes(active.role),
    },
    {
      to: '/financial-hub',
      label: 'Payments',
      show: active !== null && CASHIER_ROLES.includes(active.role),
    },
    {
      to: '/settings-hub',
      label: 'Salon settings',
      show: active !== null && canManageTeam(active.role),
    },
  ].filter((l) => l.show);

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
        <Stack direction="row" sx={{ gap: 0.5, display: { xs: 'none', sm: 'flex' } }}>
          {links.map((l) => (
            <Button
              key={l.to}
              component={RouterLink}
              to={l.to}
              size="small"
              color={pathname === l.to ? 'primary' : 'inherit'}
            >
              {l.label}
            </Button>
          ))}
        </Stack>
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
          {links.map((l) => (
            <MenuItem
              key={l.to}
              component={RouterLink}
              to={l.to}
              onClick={() => setAnchor(null)}
              sx={{ display: { sm: 'none' } }}
            >
              <ListItemText inset>{l.label}</ListItemText>
            </MenuItem>
          ))}
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
