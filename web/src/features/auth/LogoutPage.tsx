import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeNext } from '@chairside/core/auth-config';
import { signOutEverywhere } from '../../lib/auth/auth-actions';

/** /logout and /sign-out: sign out, then show the sign-in screen. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  useEffect(() => {
    // `next` lets "switch account" come back to where it started (same-site paths only).
    const login = next ? `/login?next=${encodeURIComponent(safeNext(next))}` : '/login';
    void signOutEverywhere().then(() => navigate(login, { replace: true }));
  }, [navigate, next]);
  return null;
}
