import { lazyResolver } from '../../lib/forms/lazy-resolver';

export interface Login {
  email: string;
  password: string;
}
export interface Signup {
  name: string;
  email: string;
  password: string;
}

export const login = lazyResolver<Login>(() =>
  import('./auth-schemas').then((m) => m.loginResolver),
);
export const signup = lazyResolver<Signup>(() =>
  import('./auth-schemas').then((m) => m.signupResolver),
);
