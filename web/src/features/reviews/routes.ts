import { serve, type PageRegistration } from '../../app/routes/page';

export const reviewPages: PageRegistration[] = [
  // The page a review request links to: no sign-in (the signed link names the visit).
  ...serve(() => import('./ClientReviewPage'), ['client-review'], { public: true, apiOnly: true }),
  // The salon's inbox of reviews, from the API alone.
  ...serve(() => import('./ReviewManagementPage'), ['review-management'], { apiOnly: true }),
  // Where Google sends the owner back after connecting the Business Profile.
  ...serve(() => import('./GoogleReviewsCallbackPage'), ['google-reviews-callback'], {
    apiOnly: true,
    exact: true,
  }),
];
