// A support session in this browser: a platform administrator signed in as
// the person they help, with a custom token whose claims say who opened it,
// until when and whether it may change anything (the API and the rules hold
// it to that). Read from the ID token, which costs no request.
import { useEffect, useState } from 'react';
import type { User } from 'firebase/auth';
import type { ImpersonationClaims } from '@chairside/core/admin';
import { useAuthState } from '../../lib/auth/use-auth-state';

export interface SupportSession {
  id: string;
  by: string;
  reason: string;
  write: boolean;
  expiresAt: number;
  personName: string;
}

function sessionOf(user: User, token: object): SupportSession | null {
  const claims = token as Partial<ImpersonationClaims>;
  if (typeof claims.impersonatedBy !== 'string') return null;
  return {
    id: String(claims.impersonationId ?? ''),
    by: claims.impersonatedBy,
    reason: String(claims.impersonationReason ?? ''),
    write: claims.impersonationWrite === true,
    expiresAt: Number(claims.impersonationExpires ?? 0),
    personName: user.displayName || user.email || 'this person',
  };
}

/** The support session the signed-in user is in, or null (their own session). */
export function useSupportSession(): SupportSession | null {
  const auth = useAuthState();
  const user = auth.status === 'signed-in' ? auth.user : null;
  const [session, setSession] = useState<{ uid: string; value: SupportSession | null } | null>(
    null,
  );
  useEffect(() => {
    if (!user) return;
    let live = true;
    void user.getIdTokenResult().then((r) => {
      if (live) setSession({ uid: user.uid, value: sessionOf(user, r.claims) });
    });
    return () => {
      live = false;
    };
  }, [user]);
  return user && session?.uid === user.uid ? session.value : null;
}
