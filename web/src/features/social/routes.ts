import { serve, type PageRegistration } from '../../app/routes/page';

/** Social: the portfolio and posting, the callback, and the composer to try offline. */
export const socialPages: PageRegistration[] = [
  ...serve(() => import('./SocialPortfolioPage'), ['social-portfolio'], { apiOnly: true }),
  ...serve(() => import('./SocialCallbackPage'), ['social-callback'], {
    apiOnly: true,
    exact: true,
  }),
  // Works with nothing connected and nothing sent: no sign-in needed.
  ...serve(() => import('./SocialDemoPage'), ['social-demo-page'], {
    public: true,
    apiOnly: true,
  }),
];
