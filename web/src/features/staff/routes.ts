import { serve, type PageRegistration } from '../../app/routes/page';

export const teamPages: PageRegistration[] = [
  ...serve(() => import('./TeamPage'), ['staff-management']),
  ...serve(() => import('./AcceptInvitePage'), ['staff-invite']),
];
