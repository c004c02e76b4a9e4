import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const adminAreas: readonly ApiArea[] = [
  { mount: '/admin-dashboard', load: () => import('./admin-dashboard.router') },
  // Emulators only: the demo sign-ins and "Reset demo data" (404 on a real project).
  { mount: '/test-accounts', load: () => import('./test-accounts.router') },
];
