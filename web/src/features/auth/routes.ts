import { serve, type PageRegistration } from '../../app/routes/page';

const logout = () => import('./LogoutPage');

export const authPages: PageRegistration[] = [
  // A document of its own (web/src/auth); here only the links our e-mails carry.
  ...serve(() => import('./SignInDocument'), ['login', 'signup'], { public: true }),
  ...serve(logout, ['logout'], { bare: true }),
  ...serve(logout, ['sign-out'], { bare: true, exact: true }),
  // The demo sign-ins, on the emulators only (elsewhere the not-found page).
  ...serve(() => import('./TestAccountsPage'), ['test-accounts'], { public: true }),
];
