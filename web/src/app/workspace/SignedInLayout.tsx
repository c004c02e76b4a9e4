import { Outlet } from 'react-router-dom';
import { useAuthState } from '../../lib/auth/use-auth-state';
import { DataErrorsProvider } from '../../lib/data/data-errors';
import { OrgBar } from './OrgBar';
import { WorkspaceProvider } from './WorkspaceProvider';

/**
 * Every signed-in page: the person's salons (from the API) and the salon bar.
 * Pages with live salon data sit inside LiveDataLayout, which brings Firestore.
 */
export function Component() {
  const auth = useAuthState();
  if (auth.status !== 'signed-in') return null; // RequireSignIn redirects first
  return (
    <DataErrorsProvider>
      <WorkspaceProvider user={auth.user}>
        <OrgBar />
        <Outlet />
      </WorkspaceProvider>
    </DataErrorsProvider>
  );
}
