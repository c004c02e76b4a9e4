import type { HostMode } from '@chairside/core/hosts';

import { pathsOf } from '../routes/route-table';

/** Pages with their own full-screen layout: no app header (second document, 2.4). */
const HEADERLESS_AREAS = [
  'login',
  'signup',
  'dashboard',
  'owner-dashboard',
  'staff-dashboard',
  'client-dashboard',
  'booth-renter-dashboard',
  'super-admin-dashboard',
  'schedule-dashboard',
  'financial-dashboard',
].flatMap(pathsOf);

export function isHeaderHidden(pathname: string, host: HostMode): boolean {
  if (host.mode === 'site') return true;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  if (path === '/' || path === '') return true;
  return HEADERLESS_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}

export interface HeaderLink {
  label: string;
  to: string;
  /** Messages carries the unread count once messaging lands. */
  badge?: 'unread';
}

export const SIGNED_IN_LINKS: readonly HeaderLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Messages', to: '/messages', badge: 'unread' },
  { label: 'Services', to: '/services' },
  { label: 'Clients', to: '/clients' },
  { label: 'Marketing', to: '/marketing' },
  { label: 'Website', to: '/editor' },
  { label: 'Website Settings', to: '/website-settings' },
  { label: 'Import Data', to: '/platform-migration' },
  { label: 'Blog', to: '/blog-admin' },
  { label: 'Logout', to: '/logout' },
];

/** Links everyone signed in may follow; the blog's desk is for its writers. */
const EVERYONE = new Set(['/dashboard', '/messages', '/logout']);

/**
 * Whether a header link leads somewhere this person may use: Dashboard,
 * Messages and Logout for everyone, the blog's desk for its writers, and a
 * salon area when the salon menu offers it to their role (`salonPaths`, set
 * by the salon menu once it has loaded; null until then or without a salon).
 */
export function headerLinkFor(
  link: HeaderLink,
  salonPaths: ReadonlySet<string> | null,
  writesBlog: boolean,
): boolean {
  if (EVERYONE.has(link.to)) return true;
  if (link.to === '/blog-admin') return writesBlog;
  return salonPaths?.has(link.to) ?? false;
}

export const SIGNED_OUT_LINKS: readonly HeaderLink[] = [
  { label: 'Login', to: '/login' },
  { label: 'Signup', to: '/signup' },
];
