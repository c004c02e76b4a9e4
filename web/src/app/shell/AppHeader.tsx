import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
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
import { BrandLink } from './BrandLink';
import { SIGNED_IN_LINKS, SIGNED_OUT_LINKS } from './header-rules';

export function AppHeader() {
  const { status } = useAuthState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const signedIn = status === 'signed-in';
  // A link appears once the page it leads to has landed: no dead ends.
  const links =
    status === 'loading'
      ? []
      : (signedIn ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS).filter((l) => isRegisteredPath(l.to));

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
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: { xs: 1, md: 'none' } }} />
        <ThemeModeMenu />
        {links.length > 0 && (
          <IconButton
            aria-label="Open navigation"
            onClick={() => setDrawerOpen(true)}
            color="inherit"
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
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
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </AppBar>
  );
}
