import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useAuthState } from '../../lib/auth/use-auth-state';
import { useUnreadPoll } from '../../lib/unread/use-unread';
import { AppHeader } from './AppHeader';
import { isHeaderHidden } from './header-rules';
import { hostMode } from './host-mode';
import { useParentFrameMessages } from './use-parent-frame-messages';

export function AppLayout() {
  const { pathname } = useLocation();
  useParentFrameMessages();
  const auth = useAuthState();
  // The unread count (badge and tab title) from sign-in on, on every page.
  useUnreadPoll(auth.status === 'signed-in' ? auth.user.uid : null);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      {!isHeaderHidden(pathname, hostMode) && <AppHeader />}
      <Box component="main" id="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      <ScrollRestoration />
    </Box>
  );
}
