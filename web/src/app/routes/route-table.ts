import { PRODUCT_SLUG } from '@chairside/core/product';
import { FEATURE_PAGES } from './features';
import type { PageRegistration } from './page';
import { isRegisteredPath, registerPaths } from './registered';

/**
 * The page route table of the spec (second document, section 2.5), once. Each
 * page's hyphenated path and its joined form (`/roi-calculator-page` and
 * `/roicalculatorpage`) are generated from its words. Features register the
 * pages they serve (their routes.ts, listed in ./features); a page of the table
 * no feature registered falls through to the not-found page.
 */
export type Area =
  | 'ai'
  | 'admin'
  | 'scheduling'
  | 'blog'
  | 'booking'
  | 'imports'
  | 'dashboards'
  | 'clients'
  | 'sites'
  | 'money'
  | 'mobile'
  | 'staff'
  | 'info';

export interface PageEntry {
  /** Hyphenated words of the path; '' is the home page. */
  words: string;
  area: Area;
  /** Public pages are shown without the sign-in wrapper. */
  public?: boolean;
  /** Guarded, but needs no salon data (sign-out). */
  bare?: boolean;
  /** Only the hyphenated path (pages outside the spec's table). */
  exact?: boolean;
  /** Signed in, with data from the API alone (no Firestore). */
  apiOnly?: boolean;
  load?: PageRegistration['load'];
}

/** The spec's table of pages by area: every page once, whether it has landed or not. */
const SPEC_TABLE: Record<Area, string[]> = {
  ai: ['ai-site-generator-po-c-page', 'ai-suggestion-tester-page', 'ai-onboarding-page'],
  admin: ['adjust-stock-page', 'admin-membership-management-page'],
  scheduling: [
    'appointments',
    'automated-journeys',
    'schedule-dashboard',
    'smart-scheduling-page',
    'calendar-sync',
    'google-calendar-callback',
    'outlook-calendar-callback',
  ],
  blog: [
    'blog',
    'blog-post',
    'resources-blog-redirect',
    'blog-author-page',
    'blog-category-page',
    'blog-tag-page',
    'tag-page',
    'category-page',
    'blog-management',
    'new-blog-post',
    'edit-blog-post',
    'blog-empire-control',
    'content-scheduler',
  ],
  booking: [
    'book-now',
    'salon-booking-page',
    'public-salon-booking',
    'salon-membership-view-page',
    'booking-page-appearance-page',
    'salon-public-page',
    'salon-website',
    'find-a-salon-page',
  ],
  imports: ['booky-import', 'platform-migration', 'storage-migration'],
  dashboards: [
    'booth-renter-dashboard',
    'client-dashboard',
    'dashboard',
    'owner-dashboard',
    'staff-dashboard',
    'super-admin-dashboard',
    'financial-dashboard',
  ],
  clients: [
    'client-hub',
    'client-review',
    'campaign-builder',
    'journey-builder',
    'marketing-hub',
    'messages',
    'notifications',
    'site-inbox',
    'review-management',
    'social-portfolio',
    'social-demo-page',
  ],
  sites: [
    'cname-generator',
    'editor-page',
    'site-viewer',
    'user-site-page',
    'theme-settings-page',
    'owner-public-profile-settings',
    'generated-spotlight-page',
  ],
  money: [
    'cash-payment',
    'payment',
    'ecommerce-settings',
    'financial-hub',
    'point-of-sale-page',
    'pos-page',
    'retail-management',
    'retail-reports-page',
    'scan-product-page',
    'shop-page',
    'product-recommendations-page',
    'stripe-connect',
    'stripe-connect-complete',
    'stripe-connect-refresh',
    'stripe-dashboard',
    'stripe-settings',
    'memberships-page',
  ],
  mobile: [
    'mobile-appointments',
    'mobile-client',
    'mobile-client-profile',
    'mobile-clients',
    'mobile-dashboard',
    'mobile-inventory',
    'mobile-notifications',
    'mobile-payments',
  ],
  staff: ['staff-invite', 'staff-management', 'staff-performance'],
  info: [
    '',
    'features-hub',
    'solutions-hub',
    'resources-hub',
    'roi-calculator-page',
    `why-${PRODUCT_SLUG}-page`,
    'login',
    'signup',
    's',
    'settings-hub',
    'data-deletion-instructions-page',
    'services',
    'website-analytics',
    'voice-assistant-page',
    'style-recommendation-page',
    'style-visualizer-page',
    'test-accounts',
    'logout',
  ],
};

/** Pages of the spec's table that features registered, by their words. */
const forSpecPages = new Map(FEATURE_PAGES.filter((p) => !p.exact).map((p) => [p.words, p]));

export const ROUTE_TABLE: readonly PageEntry[] = (Object.keys(SPEC_TABLE) as Area[]).flatMap(
  (area) => SPEC_TABLE[area].map((words) => ({ ...forSpecPages.get(words), words, area })),
);

/** Pages the product needs that the spec's table does not list (one path each). */
export const EXTRA_PAGES: readonly PageEntry[] = FEATURE_PAGES.filter((p) => p.exact).map((p) => ({
  ...p,
  area: 'info' as const,
}));

/** Registrations naming a page the spec's table does not have (a typo, or a missing `exact`). */
export const UNKNOWN_REGISTRATIONS = FEATURE_PAGES.filter(
  (p) => !p.exact && !ROUTE_TABLE.some((e) => e.words === p.words),
).map((p) => p.words);

/** `/words` and, where it differs, `/joinedwords`. */
export function pathsOf(words: string): string[] {
  const hyphenated = `/${words}`;
  const joined = `/${words.replace(/-/g, '')}`;
  return hyphenated === joined ? [hyphenated] : [hyphenated, joined];
}

/** The paths a page answers on. */
export function pagePaths(entry: PageEntry): string[] {
  return entry.exact ? [`/${entry.words}`] : pathsOf(entry.words);
}

export const REGISTERED_PAGES = [...ROUTE_TABLE, ...EXTRA_PAGES].filter(
  (entry): entry is PageEntry & Required<Pick<PageEntry, 'load'>> => entry.load !== undefined,
);

registerPaths(REGISTERED_PAGES.flatMap(pagePaths));
export { isRegisteredPath };
