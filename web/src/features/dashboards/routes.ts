import { serve, type PageRegistration } from '../../app/routes/page';

export const dashboardPages: PageRegistration[] = [
  // The dashboards' data comes from the API: the first visit does not load Firestore.
  ...serve(() => import('./DashboardRedirect'), ['dashboard'], { apiOnly: true }),
  ...serve(() => import('./OwnerDashboardPage'), ['owner-dashboard'], { apiOnly: true }),
  ...serve(() => import('./StaffDashboardPage'), ['staff-dashboard'], { apiOnly: true }),
  ...serve(() => import('./BoothRenterDashboardPage'), ['booth-renter-dashboard'], {
    apiOnly: true,
  }),
  ...serve(() => import('./SuperAdminDashboardPage'), ['super-admin-dashboard'], {
    apiOnly: true,
  }),
  // The week's occupancy per team member and hour, and the day's list.
  ...serve(() => import('./ScheduleDashboardPage'), ['schedule-dashboard'], { apiOnly: true }),
  // Every report the salon has, by role.
  ...serve(() => import('./ReportsPage'), ['reports'], { apiOnly: true, exact: true }),
  // A client's salons, live.
  ...serve(() => import('./ClientDashboardPage'), ['client-dashboard']),
];
