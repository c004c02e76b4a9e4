import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginRedirect } from '@chairside/core/auth-config';
import { useAuthState } from './use-auth-state';

/**
 * Guarded screens (spec, first document, section 2): nothing while the sign-in
 * state loads; visitors go to /login?next=<where they were going>, except
 * from /logout and /sign-out, which get no next.
 */
export function RequireSignIn() {
  const auth = useAuthState();
  const { pathname, search, hash } = useLocation();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signed-out')
    return <Navigate to={loginRedirect(pathname, search, hash)} replace />;
  return <Outlet />;
}
