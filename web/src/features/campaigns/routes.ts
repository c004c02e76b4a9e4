import { serve, type PageRegistration } from '../../app/routes/page';

export const campaignPages: PageRegistration[] = [
  // The unsubscribe link every marketing message carries: no sign-in.
  ...serve(() => import('./UnsubscribePage'), ['unsubscribe'], {
    public: true,
    exact: true,
    apiOnly: true,
  }),
];
