import type { ComponentType } from 'react';
import { PRODUCT_SLUG } from '@chairside/core/product';

/**
 * The page route table of the spec (second document, section 2.5), once. Each
 * page's hyphenated path and its joined form (`/roi-calculator-page` and
 * `/roicalculatorpage`) are generated from its words. A page is registered only
 * when its area has landed and gives it a `load`; until then its paths fall
 * through to the not-found page.
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

type PageModule = { default: ComponentType };

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
  load?: () => Promise<PageModule>;
}

const marketing = {
  landing: () => import('../../features/marketing/LandingPage'),
  features: () => import('../../features/marketing/FeaturesHubPage'),
  solutions: () => import('../../features/marketing/SolutionsHubPage'),
  why: () => import('../../features/marketing/WhyChairsidePage'),
  roi: () => import('../../features/marketing/RoiCalculatorPage'),
};

const auth = {
  login: () => import('../../features/auth/LoginPage'),
  signup: () => import('../../features/auth/SignupPage'),
  logout: () => import('../../features/auth/LogoutPage'),
};

const dashboards = {
  redirect: () => import('../../features/dashboards/DashboardRedirect'),
  owner: () => import('../../features/dashboards/OwnerDashboardPage'),
  staff: () => import('../../features/dashboards/StaffDashboardPage'),
  boothRenter: () => import('../../features/dashboards/BoothRenterDashboardPage'),
  client: () => import('../../features/dashboards/ClientDashboardPage'),
  superAdmin: () => import('../../features/dashboards/SuperAdminDashboardPage'),
};

const booking = () => import('../../features/booking/BookNowPage');
const sites = {
  editor: () => import('../../features/site/EditorPage'),
  settings: () => import('../../features/site/WebsiteSettingsPage'),
  viewer: () => import('../../features/site/SiteViewerPage'),
  inbox: () => import('../../features/site/SiteInboxPage'),
  theme: () => import('../../features/site/ThemeSettingsPage'),
  directory: () => import('../../features/site/FindASalonPage'),
};
const blog = {
  reader: () => import('../../features/blog/BlogReaderPage'),
  admin: () => import('../../features/blog/BlogAdminPage'),
  editor: () => import('../../features/blog/PostEditorPage'),
};
const appointmentBook = () => import('../../features/appointments/AppointmentBookPage');

const LOADERS: Record<string, PageEntry['load']> = {
  appointments: appointmentBook,
  'schedule-dashboard': appointmentBook,
  dashboard: dashboards.redirect,
  'owner-dashboard': dashboards.owner,
  'staff-dashboard': dashboards.staff,
  'booth-renter-dashboard': dashboards.boothRenter,
  'client-dashboard': dashboards.client,
  'super-admin-dashboard': dashboards.superAdmin,
  'staff-management': () => import('../../features/team/TeamPage'),
  'staff-invite': () => import('../../features/team/AcceptInvitePage'),
  'settings-hub': () => import('../../features/orgs/SalonSettingsPage'),
  services: () => import('../../features/services/ServicesPage'),
  'client-hub': () => import('../../features/clients/ClientsPage'),
  'editor-page': sites.editor,
  'cname-generator': sites.settings,
  'owner-public-profile-settings': sites.settings,
  'site-viewer': sites.viewer,
  'user-site-page': sites.viewer,
  'site-inbox': sites.inbox,
  'theme-settings-page': sites.theme,
};

const entries = (area: Area, words: string[]): PageEntry[] =>
  words.map((w) => {
    const load = LOADERS[w];
    return load ? { words: w, area, load } : { words: w, area };
  });

export const ROUTE_TABLE: readonly PageEntry[] = [
  ...entries('ai', [
    'ai-site-generator-po-c-page',
    'ai-suggestion-tester-page',
    'ai-onboarding-page',
  ]),
  ...entries('admin', ['adjust-stock-page', 'admin-membership-management-page']),
  { words: '', area: 'info', public: true, load: marketing.landing },
  ...entries('scheduling', [
    'appointments',
    'automated-journeys',
    'schedule-dashboard',
    'smart-scheduling-page',
    'calendar-sync',
    'google-calendar-callback',
    'outlook-calendar-callback',
  ]),
  // The public blog: readers' pages need no sign-in (the server renders them).
  { words: 'blog', area: 'blog', public: true, load: blog.reader },
  { words: 'blog-post', area: 'blog', public: true, load: blog.reader },
  { words: 'resources-blog-redirect', area: 'blog', public: true, load: blog.reader },
  ...['blog-author-page', 'blog-category-page', 'blog-tag-page', 'tag-page', 'category-page'].map(
    (words) => ({ words, area: 'blog' as const, public: true, load: blog.reader }),
  ),
  // Writing the blog: signed in, no salon needed (super-admins and blog editors).
  { words: 'blog-management', area: 'blog', bare: true, load: blog.admin },
  { words: 'new-blog-post', area: 'blog', bare: true, load: blog.editor },
  { words: 'edit-blog-post', area: 'blog', bare: true, load: blog.editor },
  ...entries('blog', ['blog-empire-control', 'content-scheduler']),
  // Online booking: public, one page for the three names the table gives it.
  { words: 'book-now', area: 'booking', public: true, load: booking },
  { words: 'salon-booking-page', area: 'booking', public: true, load: booking },
  { words: 'public-salon-booking', area: 'booking', public: true, load: booking },
  { words: 'salon-membership-view-page', area: 'booking', public: true },
  ...entries('booking', ['booking-page-appearance-page']),
  // A salon's published site on the product host, and the directory: public.
  { words: 'salon-public-page', area: 'booking', public: true, load: sites.viewer },
  { words: 'salon-website', area: 'booking', public: true, load: sites.viewer },
  { words: 'find-a-salon-page', area: 'booking', public: true, load: sites.directory },
  ...entries('imports', ['booky-import', 'platform-migration', 'storage-migration']),
  ...entries('dashboards', [
    'booth-renter-dashboard',
    'client-dashboard',
    'dashboard',
    'owner-dashboard',
    'staff-dashboard',
    'super-admin-dashboard',
    'financial-dashboard',
  ]),
  ...entries('clients', [
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
  ]),
  ...entries('sites', [
    'cname-generator',
    'editor-page',
    'site-viewer',
    'user-site-page',
    'theme-settings-page',
    'owner-public-profile-settings',
    'generated-spotlight-page',
  ]),
  ...entries('money', [
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
  ]),
  ...entries('mobile', [
    'mobile-appointments',
    'mobile-client',
    'mobile-client-profile',
    'mobile-clients',
    'mobile-dashboard',
    'mobile-inventory',
    'mobile-notifications',
    'mobile-payments',
  ]),
  ...entries('staff', ['staff-invite', 'staff-management', 'staff-performance']),
  { words: 'features-hub', area: 'info', public: true, load: marketing.features },
  { words: 'solutions-hub', area: 'info', public: true, load: marketing.solutions },
  { words: 'resources-hub', area: 'info', public: true },
  { words: 'roi-calculator-page', area: 'info', public: true, load: marketing.roi },
  { words: `why-${PRODUCT_SLUG}-page`, area: 'info', public: true, load: marketing.why },
  { words: 'login', area: 'info', public: true, load: auth.login },
  { words: 'signup', area: 'info', public: true, load: auth.signup },
  { words: 's', area: 'info', public: true },
  ...entries('info', [
    'settings-hub',
    'data-deletion-instructions-page',
    'services',
    'website-analytics',
    'voice-assistant-page',
    'style-recommendation-page',
    'style-visualizer-page',
    'test-accounts',
  ]),
  { words: 'logout', area: 'info', bare: true, load: auth.logout },
];

/** Pages the product needs that the spec's table does not list (one path each). */
export const EXTRA_PAGES: readonly PageEntry[] = [
  {
    words: 'terms-of-service',
    area: 'info',
    public: true,
    exact: true,
    load: () => import('../../features/legal/TermsPage'),
  },
  {
    words: 'privacy-policy',
    area: 'info',
    public: true,
    exact: true,
    load: () => import('../../features/legal/PrivacyPage'),
  },
  { words: 'sign-out', area: 'info', bare: true, exact: true, load: auth.logout },
  // The header's Clients link (second document, 2.4): the client hub.
  {
    words: 'clients',
    area: 'clients',
    exact: true,
    load: () => import('../../features/clients/ClientsPage'),
  },
  // The blog's own paths (second document, 2.1 to 2.3).
  ...[
    'blog/category/:slug',
    'blog/tag/:slug',
    'blog/author/:id',
    'blog/:slug',
    'author-page',
    'resources/blog/*',
  ].map((words) => ({
    words,
    area: 'blog' as const,
    public: true,
    exact: true,
    load: blog.reader,
  })),
  { words: 'blog-admin', area: 'blog', bare: true, exact: true, load: blog.admin },
  { words: 'blog-admin/posts/new', area: 'blog', bare: true, exact: true, load: blog.editor },
  {
    words: 'blog-admin/posts/edit/:postId',
    area: 'blog',
    bare: true,
    exact: true,
    load: blog.editor,
  },
  { words: 'edit-blog-post/:postId', area: 'blog', bare: true, exact: true, load: blog.editor },
  // The header's Website and Website Settings links (second document, 2.4).
  { words: 'editor', area: 'sites', exact: true, load: sites.editor },
  { words: 'website-settings', area: 'sites', exact: true, load: sites.settings },
  {
    words: 'onboarding',
    area: 'dashboards',
    exact: true,
    load: () => import('../../features/orgs/CreateSalonPage'),
  },
];

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

const registeredPaths = new Set(REGISTERED_PAGES.flatMap(pagePaths));

/** Whether a link target leads to a page that exists (query and hash ignored). */
export function isRegisteredPath(target: string): boolean {
  const pathname = target.split(/[?#]/, 1)[0] ?? '';
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return registeredPaths.has(trimmed.toLowerCase());
}
