import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useAuthState } from '../../lib/auth/use-auth-state';
import { DataErrorsProvider } from '../../lib/data/data-errors';
import { needsWidth, railSx, setSalonNavShown, useNavCollapsed } from '../nav/nav-state';
import { OrgBar } from './OrgBar';
import { WorkspaceProvider } from './WorkspaceProvider';
import { useWorkspace } from './workspace-context';

// The menu loads just after the page: no page's first load grows by it.
const SalonNav = lazy(() => import('../nav/SalonNav').then((m) => ({ default: m.SalonNav })));
// Whether a platform administrator is in this session (and its banner) loads after the page.
const SupportBannerSlot = lazy(() =>
  import('../support/SupportBannerSlot').then((m) => ({ default: m.SupportBannerSlot })),
);
// The search loads the first time it is opened.
const SearchDialog = lazy(() =>
  import('../nav/SearchDialog').then((m) => ({ default: m.SearchDialog })),
);

/** Ctrl-K (Cmd-K on a Mac) opens the salon search from any signed-in page. */
function useSearchShortcut(enabled: boolean, open: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, open]);
}

/** Keeps the rail's width while the menu loads, so the page does not move. */
function RailSpace() {
  const { pathname } = useLocation();
  const [collapsed] = useNavCollapsed(needsWidth(pathname));
  return <Box aria-hidden sx={railSx(collapsed)} />;
}

function Frame() {
  const { active } = useWorkspace();
  const [navOpen, setNavOpen] = useState(false);
  const [search, setSearch] = useState<'never' | 'open' | 'closed'>('never');
  const role = active?.role ?? null;
  const openSearch = useCallback(() => setSearch('open'), []);
  useSearchShortcut(role !== null, openSearch);
  useEffect(() => {
    setSalonNavShown(role !== null);
    return () => setSalonNavShown(false);
  }, [role]);
  return (
    <>
      <Suspense fallback={null}>
        <SupportBannerSlot />
      </Suspense>
      <OrgBar
        onOpenNav={role ? () => setNavOpen(true) : undefined}
        onOpenSearch={role ? openSearch : undefined}
      />
      {active && role && search !== 'never' && (
        <Suspense fallback={null}>
          <SearchDialog
            orgId={active.orgId}
            role={role}
            open={search === 'open'}
            onClose={() => setSearch('closed')}
          />
        </Suspense>
      )}
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
