import { serve, type PageRegistration } from '../../app/routes/page';

export const dashboardPages: PageRegistration[] = [
  ...serve(() => import('./DashboardRedirect'), ['dashboard']),
  ...serve(() => import('./OwnerDashboardPage'), ['owner-dashboard']),
  ...serve(() => import('./StaffDashboardPage'), ['staff-dashboard']),
  ...serve(() => import('./BoothRenterDashboardPage'), ['booth-renter-dashboard']),
  ...serve(() => import('./ClientDashboardPage'), ['client-dashboard']),
  ...serve(() => import('./SuperAdminDashboardPage'), ['super-admin-dashboard']),
];
