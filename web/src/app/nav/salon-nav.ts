// Where a signed-in team member can go, by role: every area that exists,
// grouped as a salon works (the day, clients, selling, the team, growing the
// business, settings), the appointment book first. An area the role may not
// use is not shown; an area whose page has not landed is not shown either.
import {
  CASHIER_ROLES,
  CONTACT_VISIBLE_ROLES,
  SETTINGS_ROLES,
  type Role,
} from '@chairside/core/roles';

export type NavIcon =
  | 'book'
  | 'dashboard'
  | 'schedule'
  | 'messages'
  | 'clients'
  | 'inbox'
  | 'sell'
  | 'products'
  | 'shop'
  | 'gift'
  | 'membership'
  | 'payments'
  | 'reports'
  | 'team'
  | 'pay'
  | 'performance'
  | 'calendar'
  | 'services'
  | 'website'
  | 'settings'
  | 'import'
  | 'notifications'
  | 'marketing'
  | 'reviews'
  | 'portfolio'
  | 'smart'
  | 'analytics'
  | 'blog';

export interface NavItem {
  label: string;
  to: string;
  icon: NavIcon;
  /** Who sees it (everyone on the team when absent). */
  roles?: readonly Role[];
  /** Messages carries the unread count; the site inbox its own. */
  badge?: 'unread' | 'siteInbox';
  /** Other paths that belong to this area (highlighted with it). */
  also?: readonly string[];
}

export interface NavSection {
  title: string;
  items: readonly NavItem[];
}

const OWNERS: readonly Role[] = ['owner'];
const SELLERS: readonly Role[] = [...CASHIER_ROLES, 'booth_renter'];

export const SALON_NAV: readonly NavSection[] = [
  {
    title: 'Today',
    items: [
      { label: 'Appointments', to: '/appointments', icon: 'book' },
      { label: 'Schedule', to: '/schedule-dashboard', icon: 'schedule' },
      {
        label: 'Smart scheduling',
        to: '/smart-scheduling-page',
        icon: 'smart',
        roles: ['owner', 'manager', 'front_desk'],
      },
      {
        label: 'Dashboard',
        to: '/dashboard',
        icon: 'dashboard',
        also: ['/owner-dashboard', '/staff-dashboard', '/booth-renter-dashboard'],
      },
      { label: 'Messages', to: '/messages', icon: 'messages', badge: 'unread' },
      { label: 'Notifications', to: '/notifications', icon: 'notifications', roles: CASHIER_ROLES },
    ],
  },
  {
    title: 'Clients',
    items: [
      { label: 'Clients', to: '/clients', icon: 'clients', also: ['/client-hub'] },
      {
        label: 'Site inbox',
        to: '/site-inbox',
        icon: 'inbox',
        roles: CONTACT_VISIBLE_ROLES,
        badge: 'siteInbox',
      },
      {
        label: 'Marketing',
        to: '/marketing',
        icon: 'marketing',
        roles: ['owner', 'manager', 'front_desk', 'staff'],
        also: ['/marketing-hub', '/campaign-builder', '/automated-journeys', '/journey-builder'],
      },
      {
        label: 'Reviews',
        to: '/review-management',
        icon: 'reviews',
        roles: ['owner', 'manager', 'front_desk', 'staff'],
        also: ['/google-reviews-callback'],
      },
      {
        label: 'Portfolio',
        to: '/social-portfolio',
        icon: 'portfolio',
        roles: ['owner', 'manager', 'front_desk', 'staff'],
        also: ['/social-demo-page', '/social-callback'],
      },
    ],
  },
  {
    title: 'Sell',
    items: [
      {
        label: 'Point of sale',
        to: '/point-of-sale-page',
        icon: 'sell',
        roles: SELLERS,
        also: ['/pos-page', '/cash-payment', '/scan-product-page'],
      },
      {
        label: 'Products',
        to: '/retail-management',
        icon: 'products',
        also: ['/adjust-stock-page', '/product-recommendations-page'],
      },
      {
        label: 'Online shop',
        to: '/shop-page',
        icon: 'shop',
        roles: CASHIER_ROLES,
        also: ['/ecommerce-settings'],
      },
      { label: 'Gift cards', to: '/gift-cards-page', icon: 'gift', roles: CASHIER_ROLES },
      { label: 'Memberships', to: '/memberships-page', icon: 'membership', roles: CASHIER_ROLES },
      { label: 'Payments', to: '/financial-hub', icon: 'payments', roles: CASHIER_ROLES },
      {
        label: 'Reports',
        to: '/reports',
        icon: 'reports',
        roles: CASHIER_ROLES,
        also: ['/retail-reports-page'],
      },
    ],
  },
  {
    title: 'Team',
    items: [
      { label: 'Team', to: '/staff-management', icon: 'team' },
      {
        label: 'Pay',
        to: '/pay-runs',
        icon: 'pay',
        roles: ['owner', 'manager', 'front_desk', 'staff'],
      },
      {
        label: 'Performance',
        to: '/staff-performance',
        icon: 'performance',
        roles: ['owner', 'manager', 'staff'],
      },
      { label: 'Calendars', to: '/calendar-sync', icon: 'calendar' },
    ],
  },
  {
    title: 'Salon',
    items: [
      { label: 'Services', to: '/services', icon: 'services' },
      {
        label: 'Website',
        to: '/editor',
        icon: 'website',
        roles: SETTINGS_ROLES,
        also: [
          '/editor-page',
          '/website-settings',
          '/theme-settings-page',
          '/ai-site-generator-po-c-page',
          '/generated-spotlight-page',
        ],
      },
      {
        label: 'Website analytics',
        to: '/website-analytics',
        icon: 'analytics',
        roles: ['owner', 'manager'],
      },
      {
        label: 'Blog',
        to: '/salon-blog',
        icon: 'blog',
        roles: ['owner', 'manager', 'staff'],
        also: ['/salon-blog/posts/new', '/salon-blog/posts/edit', '/content-scheduler'],
      },
      {
        label: 'Salon settings',
        to: '/settings-hub',
        icon: 'settings',
        roles: SETTINGS_ROLES,
        also: ['/stripe-settings', '/stripe-connect'],
      },
      {
        label: 'Import data',
        to: '/platform-migration',
        icon: 'import',
        roles: OWNERS,
        also: ['/booky-import', '/storage-migration'],
      },
    ],
  },
];

/** The sections a role sees, holding only pages that exist (`exists` says which). */
export function navFor(role: Role, exists: (path: string) => boolean): NavSection[] {
  return SALON_NAV.map((section) => ({
    ...section,
    items: section.items.filter(
      (item) => (!item.roles || item.roles.includes(role)) && exists(item.to),
    ),
  })).filter((section) => section.items.length > 0);
}

/** Whether `pathname` is within an item's area (its own path, or one it owns). */
export function isCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return [item.to, ...(item.also ?? [])].some((p) => path === p || path.startsWith(`${p}/`));
}
