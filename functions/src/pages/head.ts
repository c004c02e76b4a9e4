// What a salon page says in its <head>: title, description, canonical URL, Open
// Graph and Twitter tags, and schema.org LocalBusiness JSON-LD, so search
// engines and link previews see it in the first HTML response.
import { reviewsJsonLd } from '@chairside/core/reviews';
import { PRODUCT_NAME } from '@chairside/core/product';
import { pagePath, type PublicSite, type SitePageView } from '@chairside/core/site';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside <script>: nothing in it can close the tag or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const absolute = (url: string, origin: string) => (url.startsWith('/') ? `${origin}${url}` : url);

function heroImage(site: PublicSite, pageIndex = 0): string {
  for (const c of site.site_config.pages[pageIndex]?.components ?? []) {
    const url = c.component_type === 'HeroComponent' ? c.props?.['backgroundImageUrl'] : null;
    if (typeof url === 'string' && url) return url;
  }
  return '';
}

export function siteTitle(site: PublicSite): string {
  return (
    site.seo.title ||
    (site.description ? `${site.name} · ${site.description}` : site.name).slice(0, 70)
  );
}

export function siteDescription(site: PublicSite): string {
  return (
    site.seo.description ||
    site.description ||
    `${site.name}: services, prices, opening hours and online booking.`
  ).slice(0, 170);
}

export function localBusiness(site: PublicSite, origin: string, appOrigin: string) {
  const image = heroImage(site);
  return {
    '@context': 'https://schema.org',
    '@type': 'HairSalon',
    name: site.name,
    description: siteDescription(site),
    url: `${origin}/`,
    ...(image ? { image: absolute(image, origin) } : {}),
    ...(site.contact.phone ? { telephone: site.contact.phone } : {}),
    ...(site.contact.email ? { email: site.contact.email } : {}),
    ...(site.contact.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: site.contact.address,
            ...(site.city ? { addressLocality: site.city } : {}),
          },
        }
      : {}),
    openingHoursSpecification: site.opening_hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${h.day}`,
      opens: h.opens,
      closes: h.closes,
    })),
    ...(site.services.length
      ? {
          makesOffer: site.services.slice(0, 30).map((s) => ({
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', name: s.name },
            price: (s.price / 100).toFixed(2),
            priceCurrency: site.currency,
          })),
        }
      : {}),
    potentialAction: {
      '@type': 'ReserveAction',
      target: `${appOrigin}${site.booking_path}`,
    },
    ...(site.social.length ? { sameAs: site.social } : {}),
    ...reviewsJsonLd(site.reviews),
  };
}

export function siteHead(
  site: PublicSite,
  origin: string,
  appOrigin: string,
  path = '/',
  pageIndex = 0,
): string {
  const title = escapeHtml(siteTitle(site));
  const description = escapeHtml(siteDescription(site));
  const image = heroImage(site, pageIndex) || heroImage(site);
  const themeColor = site.theme.colors.primary;
  const favicon = site.favicon_url || '/favicon.svg';
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(origin)}${escapeHtml(path)}" />`,
    `<meta name="theme-color" content="${escapeHtml(themeColor)}" />`,
    `<link rel="icon" href="${escapeHtml(favicon)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(origin)}${escapeHtml(path)}" />`,
    ...(image
      ? [`<meta property="og:image" content="${escapeHtml(absolute(image, origin))}" />`]
      : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(image
      ? [`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`]
      : []),
    `<script type="application/ld+json">${scriptJson(localBusiness(site, origin, appOrigin))}</script>`,
  ].join('\n    ');
}

export function errorHead(): string {
  return [
    `<title>Website not found · ${PRODUCT_NAME}</title>`,
    '<meta name="robots" content="noindex" />',
  ].join('\n    ');
}

/** A page's description: its hero's tagline, else the start of its first text. */
export function pageDescription(page: SitePageView): string {
  for (const c of page.components) {
    const props = c.props ?? {};
    const text =
      c.component_type === 'HeroComponent'
        ? props['tagline']
        : c.component_type === 'AboutUsComponent'
          ? String(props['content'] ?? '')
              .replace(/<[^>]*>/g, ' ')
              .replace(/&[a-z#0-9]+;/gi, ' ')
          : '';
    const clean = typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
    if (clean) return clean.slice(0, 160);
  }
  return '';
}

export function sitemap(origin: string, site: PublicSite): string {
  const lastmod = escapeHtml(site.publishedAt.slice(0, 10));
  const pages = site.site_config.pages;
  const urls = pages.map(
    (_page, i) =>
      `  <url><loc>${escapeHtml(origin)}${escapeHtml(pagePath(pages, i))}</loc><lastmod>${lastmod}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}
