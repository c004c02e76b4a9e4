import { useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useAuthState } from '../../lib/auth/use-auth-state';
import { ThemeModeMenu } from '../../ui/theme/ThemeModeMenu';
import { isRegisteredPath } from '../routes/route-table';
import { useUnreadCount, useUnreadListener } from '../../lib/unread/use-unread';
import { BrandLink } from './BrandLink';
import { useSalonNavShown, useSalonPaths } from '../nav/nav-state';
import { SIGNED_IN_LINKS, SIGNED_OUT_LINKS, headerLinkFor, type HeaderLink } from './header-rules';

/** A link's words, with the red unread count on Messages (read out as "Messages, 2 unread"). */
function LinkLabel({ link, unread }: { link: HeaderLink; unread: number }) {
  if (link.badge !== 'unread' || unread === 0) return <>{link.label}</>;
  return (
    <Badge
      badgeContent={unread}
      color="error"
      max={99}
      slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'unread-badge' } as object }}
      sx={{ '& .MuiBadge-badge': { right: -10 } }}
    >
      <span>
        {link.label}
        <Box component="span" sx={visuallyHidden}>
          , {unread} unread
        </Box>
      </span>
    </Badge>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Whether the signed-in person writes the blog (a platform administrator or a blog editor). */
function useBlogWriter(user: { getIdTokenResult(): Promise<{ claims: object }> } | null) {
  const [writes, setWrites] = useState<{ user: object; writes: boolean } | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    void user.getIdTokenResult().then(({ claims }) => {
      const c = claims as { superAdmin?: unknown; blogEditor?: unknown };
      if (live) setWrites({ user, writes: c.superAdmin === true || c.blogEditor === true });
    });
    return () => {
      live = false;
    };
  }, [user]);
  return writes !== null && writes.user === user && writes.writes;
}

export function AppHeader() {
  const auth = useAuthState();
  const { status } = auth;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const signedIn = status === 'signed-in';
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  useUnreadListener(uid);
  const unread = useUnreadCount();
  const salonMenu = useSalonNavShown();
  const salonPaths = useSalonPaths();
  const writesBlog = useBlogWriter(auth.status === 'signed-in' ? auth.user : null);
  // A link appears once the page it leads to has landed, and only to someone who may use it.
  const links =
    status === 'loading'
      ? []
      : signedIn
        ? SIGNED_IN_LINKS.filter(
            (l) => isRegisteredPath(l.to) && headerLinkFor(l, salonPaths, writesBlog),
          )
        : SIGNED_OUT_LINKS.filter((l) => isRegisteredPath(l.to));

  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ gap: 1, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <BrandLink />
        <Box
          component="nav"
          aria-label="Main"
          sx={{
            flex: 1,
            display: { xs: 'none', md: 'flex' },
            justifyContent: 'flex-end',
            gap: 0.5,
          }}
        >
          {links.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              color="inherit"
              sx={{ '&.active': { color: 'primary.main', fontWeight: 700 } }}
            >
              <LinkLabel link={link} unread={unread} />
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: { xs: 1, md: 'none' } }} />
        <ThemeModeMenu />
        {links.length > 0 && !salonMenu && (
          <IconButton
            aria-label={unread ? `Open navigation, ${unread} unread messages` : 'Open navigation'}
            onClick={() => setDrawerOpen(true)}
            color="inherit"
            sx={{ display: { md: 'none' } }}
          >
            <Badge badgeContent={unread} color="error" max={99}>
              <MenuIcon />
            </Badge>
          </IconButton>
        )}
      </Toolbar>
      <Drawer anchor="right" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <List component="nav" aria-label="Main" sx={{ width: 260 }}>
          {links.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              onClick={() => setDrawerOpen(false)}
            >
              <ListItemText primary={<LinkLabel link={link} unread={unread} />} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </AppBar>
  );
}
