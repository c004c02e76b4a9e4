import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import StorefrontIcon from '@mui/icons-material/Storefront';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { ROLE_INFO } from '@chairside/core/roles';
import { BrandLink } from '../shell/BrandLink';
import { isHeaderHidden } from '../shell/header-rules';
import { hostMode } from '../shell/host-mode';
import { ThemeModeMenu } from '../../ui/theme/ThemeModeMenu';
import { useWorkspace } from './workspace-context';
import { Tag } from '../../ui/Tag';
import { useUnreadCount } from '../../lib/unread/use-unread';

// What opens on a click, or shows to few, loads when it is needed.
const SalonMenu = lazy(() => import('./SalonMenu').then((m) => ({ default: m.SalonMenu })));
const VerifyEmailBanner = lazy(() =>
  import('./VerifyEmailBanner').then((m) => ({ default: m.VerifyEmailBanner })),
);

/**
 * The salon bar on signed-in pages: which salon, switching, and (on a phone)
 * the button that opens the salon's menu.
 */
export function OrgBar({
  onOpenNav,
  onOpenSearch,
}: {
  onOpenNav?: (() => void) | undefined;
  onOpenSearch?: (() => void) | undefined;
}) {
  const workspace = useWorkspace();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const standalone = isHeaderHidden(pathname, hostMode);
  const { active, user } = workspace;
  // Someone who is a client somewhere (or runs the platform) is not "without a salon":
  // a client of one salon sees its name, of several "My salons".
  const clientSalons = workspace.clientSalons;
  const clientSomewhere =
    clientSalons.length > 0 || Object.keys(workspace.profile?.clientOf ?? {}).length > 0;
  const noSalonLabel =
    clientSalons.length === 1 && clientSalons[0]!.name
      ? clientSalons[0]!.name
      : clientSomewhere
        ? 'My salons'
        : workspace.superAdmin
          ? 'Platform'
          : 'No salon yet';
  const unread = useUnreadCount();
  // Only a password account with an unconfirmed address sees the banner (loaded for them alone).
  const needsConfirmation =
    !user.emailVerified &&
    !!user.email &&
    user.providerData.some((p) => p.providerId === 'password');

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
            aria-label={
              unread ? `Open the salon menu, ${unread} unread messages` : 'Open the salon menu'
            }
            edge="start"
            sx={{ display: { md: 'none' } }}
          >
            <Badge badgeContent={unread} color="error" max={99}>
              <MenuIcon />
            </Badge>
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
            {active ? (active.org?.name ?? '…') : noSalonLabel}
          </Box>
        </Button>
        {active && <Tag label={ROLE_INFO[active.role].label} />}
        {!active && clientSomewhere && <Tag label="Client" />}
        {workspace.superAdmin && <Tag color="secondary" label="Super-admin" />}
        <Box sx={{ flex: 1 }} />
        {onOpenSearch && (
          <Button
            color="inherit"
            onClick={onOpenSearch}
            startIcon={<SearchIcon />}
            aria-keyshortcuts="Control+K Meta+K"
            aria-label="Search the salon (Ctrl K)"
            sx={{ textTransform: 'none', color: 'text.secondary' }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Search
            </Box>
            <Box
              component="kbd"
              sx={{
                display: { xs: 'none', md: 'inline' },
                ml: 1,
                px: 0.75,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                fontSize: 12,
                fontFamily: 'inherit',
              }}
            >
              Ctrl K
            </Box>
          </Button>
        )}
        {standalone && <ThemeModeMenu />}
        {anchor && (
          <Suspense fallback={null}>
            <SalonMenu anchor={anchor} onClose={() => setAnchor(null)} />
          </Suspense>
        )}
      </Stack>
      {needsConfirmation && (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      )}
    </Box>
  );
}
