import { serve, type PageRegistration } from '../../app/routes/page';

export const legalPages: PageRegistration[] = [
  ...serve(() => import('./TermsPage'), ['terms-of-service'], { public: true, exact: true }),
  ...serve(() => import('./PrivacyPage'), ['privacy-policy'], { public: true, exact: true }),
  // How to get one's data and delete it, and (signed in) the buttons that do it.
  ...serve(() => import('./DataDeletionPage'), ['data-deletion-instructions-page'], {
    public: true,
  }),
];
