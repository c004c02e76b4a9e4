import { PRODUCT_NAME, PRODUCT_SLUG } from '@chairside/core/product';

export const MARKETING_LINKS = [
  { label: 'Features', to: '/features-hub' },
  { label: 'Solutions', to: '/solutions-hub' },
  { label: `Why ${PRODUCT_NAME}`, to: `/why-${PRODUCT_SLUG}-page` },
  { label: 'ROI calculator', to: '/roi-calculator-page' },
  { label: 'Resources', to: '/resources-hub' },
];
