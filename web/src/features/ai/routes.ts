import { serve, type PageRegistration } from '../../app/routes/page';

export const aiPages: PageRegistration[] = [
  ...serve(() => import('./SiteGeneratorPage'), ['ai-site-generator-po-c-page']),
  ...serve(() => import('./OnboardingPage'), ['ai-onboarding-page']),
  ...serve(() => import('./SuggestionTesterPage'), ['ai-suggestion-tester-page']),
  ...serve(() => import('./SpotlightPage'), ['generated-spotlight-page']),
];
