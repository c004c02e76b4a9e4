import { lazyResolver } from '../../lib/forms/lazy-resolver';
import type { Login, Signup } from './auth-values';

export type { Login, Signup };

export const login = lazyResolver<Login>(() =>
  import('./auth-schemas').then((m) => m.loginResolver),
);
export const signup = lazyResolver<Signup>(() =>
  import('./auth-schemas').then((m) => m.signupResolver),
);
