import { PRODUCT_NAME } from './product';

/**
 * The auth configuration object (spec, first document, section 3): which sign-in
 * options the login and signup screens offer, the site name, where a successful
 * sign-in goes, and the terms and privacy links.
 */
export interface AuthConfig {
  signInOptions: {
    google: boolean;
    github: boolean;
    facebook: boolean;
    twitter: boolean;
    emailAndPassword: boolean;
    magicLink: boolean;
  };
  siteName: string;
  signInSuccessUrl: string;
  tosUrl: string;
  privacyPolicyUrl: string;
}

export const AUTH_CONFIG: AuthConfig = {
  signInOptions: {
    google: true,
    github: false,
    facebook: false,
    twitter: false,
    emailAndPassword: true,
    magicLink: true,
  },
  siteName: PRODUCT_NAME,
  signInSuccessUrl: '/',
  tosUrl: '/terms-of-service',
  privacyPolicyUrl: '/privacy-policy',
};

/** Google sign-in asks for the profile scope (spec, section 9). */
export const GOOGLE_SCOPES = ['profile'];

export const MIN_PASSWORD_LENGTH = 8;

/**
 * Where to go after signing in: `next` when it is a path on this site, never
 * another origin (`//evil.test`, `/\evil.test`, `https://…`), else the default.
 */
export function safeNext(next: string | null | undefined, fallback = AUTH_CONFIG.signInSuccessUrl) {
  if (!next || next[0] !== '/') return fallback;
  // Browsers read '\\' as '/', and '//host' is another site; control characters
  // (which URL parsing drops) could hide either.
  const control = [...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (control || next.includes('\\') || next.startsWith('//')) return fallback;
  return next;
}

/** Paths that sign a person out: the guard sends visitors to /login without `next`. */
export const SIGN_OUT_PATHS = ['/logout', '/sign-out', '/signout'];

/** The login URL a guarded screen redirects an unauthenticated visitor to. */
export function loginRedirect(pathname: string, search = '', hash = ''): string {
  if (SIGN_OUT_PATHS.includes(pathname.toLowerCase().replace(/\/+$/, ''))) return '/login';
  return `/login?next=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
}
