import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { AppHeader } from './AppHeader';
import { isHeaderHidden } from './header-rules';
import { hostMode } from './host-mode';
import { useParentFrameMessages } from './use-parent-frame-messages';

export function AppLayout() {
  const { pathname } = useLocation();
  useParentFrameMessages();

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
