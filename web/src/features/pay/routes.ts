import { serve, type PageRegistration } from '../../app/routes/page';

export const payPages: PageRegistration[] = [
  // Pay runs, plans and settings: figures from the API alone (no Firestore).
  ...serve(() => import('./PayPage'), ['pay-runs'], { exact: true, apiOnly: true }),
  ...serve(() => import('./StaffPerformancePage'), ['staff-performance'], { apiOnly: true }),
];
