import { serve, type PageRegistration } from '../../app/routes/page';

/** Memberships: the salon's plans and members, and a client's own membership (public, signs in itself). */
export const membershipPages: PageRegistration[] = [
  ...serve(
    () => import('./MembershipsPage'),
    ['memberships-page', 'admin-membership-management-page'],
  ),
  ...serve(() => import('./SalonMembershipViewPage'), ['salon-membership-view-page'], {
    public: true,
  }),
];
