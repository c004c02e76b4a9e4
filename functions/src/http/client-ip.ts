// Who is calling, for rate limits: the address that the last proxy we trust
// saw, never one the caller wrote into X-Forwarded-For.
//
// The hops in front of our functions, right to left in X-Forwarded-For:
// - Cloud Functions (2nd gen) run on Cloud Run behind Google's front end,
//   which appends the address that connected to it. The function's own socket
//   peer is an internal (link-local or private) address.
// - Through Hosting (every /api and page request), that connecting address is
//   Firebase Hosting's CDN edge, which appended the visitor's address first.
// Express walks the list from the right, skipping the proxies trusted here,
// and takes the first address it does not trust: everything to the left of it
// is the caller's own writing and is ignored. A direct call to the function's
// URL ends at the caller's real address in the same way.
// In the emulators, the Hosting emulator passes the caller's header through
// untouched and the worker listens on a local socket, so nothing is trusted
// and every caller counts as one local visitor.
import ipaddr from 'ipaddr.js';
import type { Request } from 'express';

/**
 * Firebase Hosting's CDN edge (Fastly's published list, api.fastly.com/public-ip-list).
 * Set TRUSTED_PROXIES (comma-separated CIDRs) when it changes or another CDN fronts the app.
 */
export const HOSTING_EDGE_RANGES = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
];

/** Google's front-end proxies (load balancers and health checks). */
export const GOOGLE_FRONT_END_RANGES = ['35.191.0.0/16', '130.211.0.0/22'];

/** What express's `trust proxy` gets: internal hops plus the configured proxy ranges. */
export function trustedProxies(env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = env['TRUSTED_PROXIES']
    ?.split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  return [
    'loopback',
    'linklocal',
    'uniquelocal',
    ...(configured ?? [...HOSTING_EDGE_RANGES, ...GOOGLE_FRONT_END_RANGES]),
  ];
}

/**
 * The key a rate limit counts by. One IPv6 subscriber holds a whole /64 (and
 * picks addresses in it freely), so IPv6 counts by its /64; an IPv4 address
 * mapped into IPv6 counts as the IPv4 address.
 */
export function addressKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return 'local';
  const parsed = ipaddr.process(address);
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  const parts = parsed.parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/** The caller's address as the proxies we trust report it (see above). */
export const clientIp = (req: Request): string => addressKey(req.ip);
