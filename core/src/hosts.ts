/**
 * Which experience a browser host gets: the product app, or one salon's hosted
 * site (by subdomain of the product domain or of localhost, or by custom domain).
 * The product domain and the website-builder platform host are configuration.
 */
export interface HostConfig {
  /** The product's own domain, for example `chairside.app`. */
  productDomain: string;
  /** The website-builder platform host, for example `chairside.web.app`. */
  platformHost: string;
}

export type HostMode =
  | { mode: 'app' }
  | { mode: 'site'; kind: 'subdomain'; slug: string }
  | { mode: 'site'; kind: 'custom-domain'; host: string };

const APP_SUBHOSTS = new Set(['www', 'app']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Lower-cases a host, removes its port and any trailing dot. */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end === -1 ? h : h.slice(0, end + 1);
  }
  const colon = h.lastIndexOf(':');
  if (colon !== -1 && h.indexOf(':') === colon) h = h.slice(0, colon);
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

/**
 * Product hosts never resolve a custom domain: the product domain (with its
 * www and app hosts), localhost, and the website-builder platform host.
 */
export function isProductHost(host: string, config: HostConfig): boolean {
  const h = normaliseHost(host);
  const domain = normaliseHost(config.productDomain);
  if (h === domain || h === normaliseHost(config.platformHost) || LOOPBACK_HOSTS.has(h)) {
    return true;
  }
  return APP_SUBHOSTS.has(subLabel(h, domain) ?? '');
}

/** The single label in front of `parent`, or null (`a.b.parent` is not one label). */
function subLabel(host: string, parent: string): string | null {
  if (!host.endsWith(`.${parent}`)) return null;
  const label = host.slice(0, -(parent.length + 1));
  return label && !label.includes('.') ? label : null;
}

export function classifyHost(host: string, config: HostConfig): HostMode {
  const h = normaliseHost(host);
  if (!h || isProductHost(h, config)) return { mode: 'app' };
  const slug = subLabel(h, normaliseHost(config.productDomain)) ?? subLabel(h, 'localhost');
  if (slug) return { mode: 'site', kind: 'subdomain', slug };
  return { mode: 'site', kind: 'custom-domain', host: h };
}
