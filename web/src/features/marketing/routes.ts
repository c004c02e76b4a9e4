import { PRODUCT_SLUG } from '@chairside/core/product';
import { serve, type PageRegistration } from '../../app/routes/page';

export const marketingPages: PageRegistration[] = [
  ...serve(() => import('./LandingPage'), [''], { public: true }),
  ...serve(() => import('./FeaturesHubPage'), ['features-hub'], { public: true }),
  ...serve(() => import('./SolutionsHubPage'), ['solutions-hub'], { public: true }),
  ...serve(() => import('./ResourcesHubPage'), ['resources-hub'], { public: true }),
  ...serve(() => import('./RoiCalculatorPage'), ['roi-calculator-page'], { public: true }),
  ...serve(() => import('./WhyChairsidePage'), [`why-${PRODUCT_SLUG}-page`], { public: true }),
];
