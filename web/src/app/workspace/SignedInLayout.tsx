import { Outlet } from 'react-router-dom';
import { useAuthState } from '../../lib/auth/use-auth-state';
import { DataProviders } from '../../lib/data/DataProviders';
import { DataErrorsProvider } from '../../lib/data/data-errors';
import { OrgBar } from './OrgBar';
import { WorkspaceProvider } from './WorkspaceProvider';

/** Every signed-in page: live data, the person's salons and the salon bar. */
export function Component() {
  const auth = useAuthState();
  if (auth.status !== 'signed-in') return null; // RequireSignIn redirects first
  return (
    <DataProviders>
      <DataErrorsProvider>
        <WorkspaceProvider user={auth.user}>
          <OrgBar />
          <Outlet />
        </WorkspaceProvider>
      </DataErrorsProvider>
    </DataProviders>
  );
}
