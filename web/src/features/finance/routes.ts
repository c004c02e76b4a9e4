import { serve, type PageRegistration } from '../../app/routes/page';

export const financePages: PageRegistration[] = [
  // The salon's money over a period: figures from the API alone (no Firestore).
  ...serve(() => import('./FinancialDashboardPage'), ['financial-dashboard'], { apiOnly: true }),
];
