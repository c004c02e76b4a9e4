import { Suspense, lazy, useState } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useAuthState } from '../../lib/auth/use-auth-state';
import { DataErrorsProvider } from '../../lib/data/data-errors';
import { NAV_WIDTH, useNavCollapsed } from '../nav/nav-state';
import { OrgBar } from './OrgBar';
import { WorkspaceProvider } from './WorkspaceProvider';
import { useWorkspace } from './workspace-context';

// The menu loads just after the page: no page's first load grows by it.
const SalonNav = lazy(() => import('../nav/SalonNav').then((m) => ({ default: m.SalonNav })));

/** Keeps the rail's width while the menu loads, so the page does not move. */
function RailSpace() {
  const [collapsed] = useNavCollapsed();
  return (
    <Box
      aria-hidden
      sx={{
        display: { xs: 'none', md: 'block' },
        displayPrint: 'none',
        width: NAV_WIDTH[collapsed ? 'narrow' : 'wide'],
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
      }}
    />
  );
}

function Frame() {
  const { active } = useWorkspace();
  const [navOpen, setNavOpen] = useState(false);
  const role = active?.role ?? null;
  return (
    <>
      <OrgBar onOpenNav={role ? () => setNavOpen(true) : undefined} />
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        {role && (
          <Suspense fallback={<RailSpace />}>
            <SalonNav role={role} open={navOpen} onClose={() => setNavOpen(false)} />
          </Suspense>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Outlet />
        </Box>
      </Box>
    </>
  );
}

/**
 * Every signed-in page: the person's salons (from the API), the salon bar and
 * the salon's navigation. Pages with live salon data sit inside
 * LiveDataLayout, which brings Firestore.
 */
export function Component() {
  const auth = useAuthState();
  if (auth.status !== 'signed-in') return null; // RequireSignIn redirects first
  return (
    <DataErrorsProvider>
      <WorkspaceProvider user={auth.user}>
        <Frame />
      </WorkspaceProvider>
    </DataErrorsProvider>
  );
}
