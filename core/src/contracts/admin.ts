// The platform administrator's calls: the overview, support sessions
// (impersonation) and the audit trail a salon's owner reads.
import {
  ZAdminDashboardQuery,
  ZAuditQuery,
  ZImpersonate,
  type AdminDashboardData,
  type AuditEntryView,
  type ImpersonationStarted,
  type TestAccount,
  ZTestSignIn,
} from '../admin';
import { endpoint } from './endpoint';

export const adminContracts = {
  /** GET /api/admin-dashboard/data: the platform at a glance (super-admins only). */
  adminDashboard: endpoint<AdminDashboardData>()(
    'GET',
    'admin-dashboard',
    '/data',
    undefined,
    ZAdminDashboardQuery,
  ),
  /** Opens a support session as a salon member: a custom token, 30 minutes, read-only by default. */
  impersonate: endpoint<ImpersonationStarted>()(
    'POST',
    'admin-dashboard',
    '/impersonate',
    ZImpersonate,
  ),
  /** Ends the caller's support session (called from inside it). */
  endImpersonation: endpoint<{ ended: true }>()('POST', 'admin-dashboard', '/impersonate/end'),
  /** GET /api/admin-dashboard/audit?orgId: the salon's audit trail (its owner only). */
  auditLog: endpoint<{ entries: AuditEntryView[] }>()(
    'GET',
    'admin-dashboard',
    '/audit',
    undefined,
    ZAuditQuery,
  ),
  /** GET /api/test-accounts: the demo sign-ins (emulators only; 404 on a real project). */
  testAccounts: endpoint<{
    accounts: TestAccount[];
    /** The last "Reset demo data" to finish: the page waits for one after it asked. */
    lastReset: { finishedAt: string; accounts: number; error: string } | null;
  }>()('GET', 'test-accounts', '/'),
  /** POST /api/test-accounts/sign-in: a custom token for one demo account (emulators only). */
  testSignIn: endpoint<{ token: string }>()('POST', 'test-accounts', '/sign-in', ZTestSignIn),
  /** POST /api/test-accounts/reset: starts putting back the demo data `npm start` first loads (202). */
  testReset: endpoint<{ startedAt: string }>()('POST', 'test-accounts', '/reset'),
} as const;
