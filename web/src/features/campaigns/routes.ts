import { serve, type PageRegistration } from '../../app/routes/page';

export const campaignPages: PageRegistration[] = [
  // The unsubscribe link every marketing message carries: no sign-in.
  ...serve(() => import('./UnsubscribePage'), ['unsubscribe'], {
    public: true,
    exact: true,
    apiOnly: true,
  }),
  // The header's Marketing link and the spec's hub: the overview, from the API alone.
  ...serve(() => import('./MarketingPage'), ['marketing'], { exact: true, apiOnly: true }),
  ...serve(() => import('./MarketingPage'), ['marketing-hub'], { apiOnly: true }),
  ...serve(() => import('./JourneysPage'), ['automated-journeys'], { apiOnly: true }),
  // The builders pick services, products and team members from the salon's live lists.
  ...serve(() => import('./CampaignBuilderPage'), ['campaign-builder']),
  ...serve(() => import('./JourneyBuilderPage'), ['journey-builder']),
];
