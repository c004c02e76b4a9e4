import { serve, type PageRegistration } from '../../app/routes/page';

export const legalPages: PageRegistration[] = [
  ...serve(() => import('./TermsPage'), ['terms-of-service'], { public: true, exact: true }),
  ...serve(() => import('./PrivacyPage'), ['privacy-policy'], { public: true, exact: true }),
];
