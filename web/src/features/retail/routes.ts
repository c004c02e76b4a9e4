import { serve, type PageRegistration } from '../../app/routes/page';

export const retailPages: PageRegistration[] = [
  ...serve(() => import('./RetailManagementPage'), ['retail-management', 'mobile-inventory']),
  ...serve(() => import('./AdjustStockPage'), ['adjust-stock-page']),
  ...serve(() => import('./PointOfSalePage'), ['point-of-sale-page', 'pos-page']),
  ...serve(() => import('./ScanProductPage'), ['scan-product-page']),
  ...serve(() => import('./RetailReportsPage'), ['retail-reports-page'], { apiOnly: true }),
  ...serve(() => import('./ShopPage'), ['shop-page']),
  ...serve(() => import('./ProductRecommendationsPage'), ['product-recommendations-page']),
  ...serve(() => import('./EcommerceSettingsPage'), ['ecommerce-settings'], { apiOnly: true }),
];
