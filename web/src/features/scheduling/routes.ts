import { serve, type PageRegistration } from '../../app/routes/page';

export const schedulingPages: PageRegistration[] = [
  ...serve(() => import('./SmartSchedulingPage'), ['smart-scheduling-page']),
];
