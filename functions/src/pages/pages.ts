// The `pages` function: every page request that is not a static asset comes
// here through the Hosting rewrite. On the product's hosts it answers the app;
// on a salon's subdomain or verified custom domain it answers that salon's site,
// rendered to HTML with its head filled in, in one Firestore read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Request, type Response } from 'express';
import { classifyHost, normaliseHost } from '@chairside/core/hosts';
import { blogRoute, salonBlogIdentity } from '@chairside/core/blog-view';
import {
  SITE_ERRORS,
  clipText,
  pageIndexAt,
  type PublicSite,
  type SiteHydration,
} from '@chairside/core/site';
import { renderBlog } from '@chairside/site/blog/render';
import { renderSalonBlog } from '@chairside/site/blog/site-render';
import { renderBooking, renderSite, renderSiteError } from '@chairside/site/render';
import { renderAuth } from '@chairside/site/auth/render';
import { PRODUCT_NAME } from '@chairside/core/product';
import { appOriginForSites, hostConfig, isEmulator, productDomain } from '../config';
import { readCounter } from '../http/read-count';
import { appCheckEnforced } from '../http/app-check';
import {
  followShortLink,
  publishedProduct,
  sendToOwnHostBooking,
  siteByHost,
  siteBySlug,
} from '../sites';
import { blogPageFor, type BlogAnswer } from '../blog';
import { readIndex } from '../blog';
import { sanitizeHtmlFor } from '../platform/sanitize';
import { blogHead, blogPageLanguage, blogRss, blogSitemap } from './blog-head';
import { sendGo } from './go';
import {
  errorHead,
  escapeHtml,
  pageDescription,
  scriptJson,
  siteDescription,
  siteHead,
  sitemap,
} from './head';
import { trustedProxies } from '../http/client-ip';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  setCommonHeaders,
  type PageKind,
} from '../http/security-headers';
import { logger } from 'firebase-functions';

type TemplateName = PageKind;
const templates = new Map<TemplateName, { html: string; hashes: string[] }>();
function loadTemplate(name: TemplateName) {
  let loaded = templates.get(name);
  if (loaded === undefined) {
    const html = readFileSync(join(__dirname, 'templates', `${name}.html`), 'utf8');
    loaded = { html, hashes: inlineScriptHashes(html) };
    templates.set(name, loaded);
  }
  return loaded;
}
const template = (name: TemplateName) => loadTemplate(name).html;

/**
 * The page's policy: the app and the blog may be framed only by the app
 * itself (its developer tools); a salon's site also by the app's origin,
 * for previews of the site inside the product.
 */
function setPolicy(res: Response, kind: PageKind) {
  const frameAncestors = kind === 'site' ? [appOriginForSites()] : [];
  res.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      kind,
      scriptHashes: loadTemplate(kind).hashes,
      frameAncestors,
      emulator: isEmulator(),
    }),
  );
}

/** The host the visitor typed: Hosting forwards it; the emulator passes Host. */
function visitorHost(req: Request): string {
  return normaliseHost(req.get('x-forwarded-host')?.split(',')[0] ?? req.get('host') ?? '');
}

function originOf(req: Request, host: string): string {
  const port = (req.get('x-forwarded-host') ?? req.get('host') ?? '').match(/:(\d+)$/)?.[1];
  const local = host === 'localhost' || host.endsWith('.localhost');
  return local ? `http://${host}${port ? `:${port}` : ''}` : `https://${host}`;
}

function fill(html: string, parts: { head: string; body: string; data: string }): string {
  return html
    .replace('<!--site-head-->', parts.head)
    .replace('<!--site-body-->', parts.body)
    .replace('<!--site-data-->', parts.data);
}

/**
 * The app's HTML: the same for every visitor (its scripts are allowed by
 * hash, not by a per-request nonce), so the CDN keeps it for five minutes and
 * /book-now at a rush runs no function; Hosting clears the CDN on each
 * deploy, and the browser asks again on every visit (max-age=0).
 */
function sendApp(res: Response) {
  setPolicy(res, 'app');
  res.set('Cache-Control', 'public, max-age=0, s-maxage=300');
  res.type('html').send(template('app'));
}

/** The sign-in pages of the product's host; the links our e-mails carry (an oobCode) are the app's. */
const AUTH_PATH = /^\/(login|signup)\/?$/i;
const isAuthPage = (req: Request) => AUTH_PATH.test(req.path) && req.query['oobCode'] === undefined;

/** The app's booking page as a public link gives it: a salon and nothing else (no manage token, no rebook). */
const BOOK_NOW_PATH = /^\/(book-?now|salon-?booking-?page|public-?salon-?booking)\/?$/i;
const isPublicBookingLink = (req: Request) =>
  BOOK_NOW_PATH.test(req.path) &&
  Object.keys(req.query).length === 1 &&
  typeof req.query['salon'] === 'string';

/**
 * /login and /signup, rendered here: the page paints from its HTML and loads
 * only React and Firebase Auth to sign in (no app shell). The same for every
 * visitor but for `next`, so the CDN keeps each for five minutes.
 */
function sendAuth(req: Request, res: Response, host: string) {
  const kind = req.path.toLowerCase().startsWith('/signup') ? 'signup' : 'login';
  const rawNext = req.query['next'];
  const next = typeof rawNext === 'string' ? rawNext.slice(0, 2000) : null;
  const props = { kind, next, emulator: isEmulator() } as const;
  const title = kind === 'login' ? 'Sign in' : 'Create your account';
  const description =
    kind === 'login'
      ? `Sign in to ${PRODUCT_NAME}: your salon's book, clients, team and website.`
      : `Create your ${PRODUCT_NAME} account: run your salon, or join your team.`;
  const head = [
    `<title>${escapeHtml(`${title} · ${PRODUCT_NAME}`)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(`${originOf(req, host)}/${kind}`)}">`,
  ].join('');
  const html = template('auth')
    .replace('<!--auth-head-->', head)
    .replace('<!--auth-body-->', renderAuth(props))
    .replace(
      '<!--auth-data-->',
      `<script id="auth-data" type="application/json">${scriptJson(props)}</script>`,
    );
  setPolicy(res, 'auth');
  res.set('Cache-Control', 'public, max-age=0, s-maxage=300');
  res.type('html').send(html);
}

/** The data a salon page embeds for the browser to hydrate. */
const hydration = (data: SiteHydration) =>
  `<script id="site-data" type="application/json">${scriptJson(data)}</script>`;

async function sendSite(req: Request, res: Response, site: PublicSite, host: string) {
  const origin = originOf(req, host);
  const appOrigin = appOriginForSites();
  if (await sendSalonBlog(req, res, site, origin)) return;
  // A blog article's conversion block: on to what it offers (go.ts).
  const goContext = {
    appOrigin,
    ownBooking: !appCheckEnforced(),
    productShown: async (id: string) => Boolean(await publishedProduct(site, id)),
  };
  if (await sendGo(req.path, res, site, goContext)) return;
  if (req.path === '/sitemap.xml') {
    res.set('Cache-Control', 'public, max-age=300, s-maxage=300');
    res.type('application/xml').send(sitemap(origin, site));
    return;
  }
  // A product's page in the shop: /shop/{id} of a product the site shows.
  const productId = req.path.match(/^\/shop\/([A-Za-z0-9_-]{1,128})\/?$/)?.[1];
  const product = productId ? await publishedProduct(site, productId) : undefined;
  // Booking stays on the salon's host, except where App Check guards the booking API
  // (the app's own booking page carries its token).
  const ownBooking = !appCheckEnforced();
  const booking = ownBooking && (req.path === '/book' || req.path === '/book/');
  // A page of the site: / the home page, /{id} another (a spotlight, say).
  const pages = site.site_config.pages;
  const pageIndex = product || booking ? -1 : pageIndexAt(pages, req.path);
  const page = pageIndex > 0 ? pages[pageIndex] : undefined;
  const context = {
    appOrigin,
    mapsKey: process.env['GOOGLE_MAPS_API_KEY'] ?? null,
    year: new Date().getUTCFullYear(),
    ownBooking,
    ...(booking ? { page: 'book' as const } : {}),
    ...(product ? { product } : {}),
    ...(page ? { pageId: page.id } : {}),
  };
  const sanitize = (html: string) => sanitizeHtmlFor('site', html);
  const body = booking
    ? renderBooking(site, { ...context, apiBase: '/api', sanitize })
    : renderSite(site, { ...context, apiBase: '/api', sanitize });
  const data = hydration({ site, context });
  const head = booking
    ? siteHead(
        {
          ...site,
          seo: {
            title: `Book an appointment · ${site.name}`,
            description: `Choose a service, a stylist and a time at ${site.name}, and book online.`,
          },
        },
        origin,
        appOrigin,
        '/book',
      )
    : product
      ? siteHead(
          {
            ...site,
            seo: {
              title: `${product.name} · ${site.name}`,
              description: clipText(product.description, 160) || site.seo.description,
            },
          },
          origin,
          appOrigin,
          `/shop/${product.id}`,
        )
      : page
        ? siteHead(
            {
              ...site,
              seo: {
                title: `${page.title} · ${site.name}`.slice(0, 70),
                description: pageDescription(page) || siteDescription(site),
              },
            },
            origin,
            appOrigin,
            `/${page.id}`,
            pageIndex,
          )
        : siteHead(site, origin, appOrigin);
  const html = fill(template('site'), { head, body, data });
  setPolicy(res, 'site');
  // Short shared caching: a published change shows within a minute.
  res.set('Cache-Control', 'public, max-age=60, s-maxage=60');
  res
    .status(pageIndex >= 0 || product || booking ? 200 : 404)
    .type('html')
    .send(html);
}

/**
 * A public blog page on the product's host, rendered with its head. An empty
 * blog gets the app instead: its empty state offers the editors' seed tool.
 * Answers false when the path is not a blog page.
 */
async function sendBlog(req: Request, res: Response, host: string): Promise<boolean> {
  const search = req.originalUrl.includes('?')
    ? req.originalUrl.slice(req.originalUrl.indexOf('?'))
    : '';
  const route = blogRoute(req.path, search);
  if (!route) return false;
  const origin = originOf(req, host);
  if (route.kind === 'feed') {
    const index = await readIndex(null);
    res.set('Cache-Control', 'public, max-age=300, s-maxage=300');
    if (route.format === 'sitemap') res.type('application/xml').send(blogSitemap(index, origin));
    else res.type('application/rss+xml').send(blogRss(index, origin));
    return true;
  }
  const page = await blogPageFor(null, req.path, search);
  if (!page) return false;
  if (page.kind === 'redirect') {
    res.redirect(301, page.to);
    return true;
  }
  if (page.kind === 'home' && page.index.posts.length === 0) {
    sendApp(res);
    return true;
  }
  const body = renderBlog(
    page,
    { origin, sanitize: (html: string) => sanitizeHtmlFor('blog', html) },
    new Date().getUTCFullYear(),
  );
  sendBlogPage(res, 'blog', page, blogHead(page, origin), body);
  return true;
}

/** A rendered blog page (the platform's or a salon's) in its template, with its policy and caching. */
function sendBlogPage(
  res: Response,
  kind: 'blog' | 'site-blog',
  page: Exclude<BlogAnswer, { kind: 'redirect' }>,
  head: string,
  body: string,
) {
  const lang = blogPageLanguage(page);
  const html = template(kind)
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace('<!--blog-head-->', head)
    .replace('<!--blog-body-->', body);
  setPolicy(res, kind);
  res.set('Cache-Control', page.kind === 'error' ? 'no-cache' : 'public, max-age=60, s-maxage=60');
  res
    .status(page.kind === 'error' ? page.status : 200)
    .type('html')
    .send(html);
}

const SITE_MEMORY_MS = 60_000;
const recentSites = new Map<string, { site: PublicSite | null; at: number }>();

/** The published site of a host, as read in the last minute by this instance. */
async function recentSite(host: string, find: () => Promise<PublicSite | null>) {
  const now = Date.now();
  const kept = recentSites.get(host);
  if (kept && kept.site && now - kept.at < SITE_MEMORY_MS) return kept.site;
  const site = await find();
  if (recentSites.size > 500) recentSites.clear();
  recentSites.set(host, { site, at: now });
  return site;
}

const searchOf = (req: Request) =>
  req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';

/**
 * A salon's blog on its own host (/blog, its articles, categories, tags,
 * authors and feeds), in its site's header, footer and theme: one read per
 * page, as on the platform blog. Answers false when the path is not a blog page.
 */
async function sendSalonBlog(
  req: Request,
  res: Response,
  site: PublicSite,
  origin: string,
): Promise<boolean> {
  // Only the blog's own paths: the platform's old aliases are not a salon's.
  if (!/^\/blog(\/|$)/.test(req.path)) return false;
  const search = searchOf(req);
  const route = blogRoute(req.path, search);
  if (!route) return false;
  const blog = site.salon_id;
  const who = salonBlogIdentity(site.name);
  if (route.kind === 'feed') {
    const index = await readIndex(blog);
    res.set('Cache-Control', 'public, max-age=300, s-maxage=300');
    if (route.format === 'sitemap') res.type('application/xml').send(blogSitemap(index, origin));
    else res.type('application/rss+xml').send(blogRss(index, origin, who));
    return true;
  }
  const page = await blogPageFor(blog, req.path, search);
  if (!page) return false;
  if (page.kind === 'redirect') {
    res.redirect(301, page.to);
    return true;
  }
  const sanitize = (html: string) => sanitizeHtmlFor('blog', html);
  const body = renderSalonBlog(
    site,
    page,
    {
      appOrigin: appOriginForSites(),
      apiBase: '/api',
      sanitize: (html: string) => sanitizeHtmlFor('site', html),
      year: new Date().getUTCFullYear(),
      ownBooking: !appCheckEnforced(),
    },
    { origin, sanitize, identity: who },
  );
  sendBlogPage(res, 'site-blog', page, blogHead(page, origin, who), body);
  return true;
}

function sendMissing(res: Response) {
  const home = isEmulator() ? 'http://localhost:5000/' : `https://${productDomain()}/`;
  const html = fill(template('site'), {
    head: errorHead(),
    body: renderSiteError(SITE_ERRORS.notResolved, home),
    data: hydration({ error: SITE_ERRORS.notResolved, home }),
  });
  setPolicy(res, 'site');
  res.set('Cache-Control', 'no-cache');
  res.status(404).type('html').send(html);
}

export function createPages() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustedProxies());
  app.use(readCounter);
  app.use((_req, res, next) => {
    setCommonHeaders(res);
    next();
  });
  // A sign-in form pressed before its script ran posts here (nothing is read):
  // the page again, with nothing typed in a URL.
  app.post(AUTH_PATH, (req, res) => {
    if (classifyHost(visitorHost(req), hostConfig()).mode !== 'app') return res.sendStatus(404);
    res.redirect(303, req.originalUrl);
  });
  app.get('/{*path}', async (req, res, next) => {
    try {
      const host = visitorHost(req);
      const mode = classifyHost(host, hostConfig());
      if (mode.mode === 'app') {
        if (req.path === '/s' || req.path === '/s/') {
          if (!(await followShortLink(req.query['salon'], res))) sendMissing(res);
          return;
        }
        if (isAuthPage(req)) return sendAuth(req, res, host);
        if (isPublicBookingLink(req) && (await sendToOwnHostBooking(req.query['salon'], res)))
          return;
        if (await sendBlog(req, res, host)) return;
        return sendApp(res);
      }
      const find = () =>
        mode.kind === 'subdomain' ? siteBySlug(mode.slug) : siteByHost(mode.host);
      // A blog page reads its own document; the site around it is kept for a
      // minute (as long as the page's shared cache), so a view is one read.
      const site = /^\/blog(\/|$)/.test(req.path) ? await recentSite(host, find) : await find();
      if (!site) return sendMissing(res);
      await sendSite(req, res, site, host);
    } catch (err) {
      next(err);
    }
  });
  // A page that failed answers a plain page: never express's stack trace.
  app.use((err: unknown, _req: Request, res: Response, next: (err?: unknown) => void) => {
    if (res.headersSent) return next(err);
    logger.error('Page failed', err);
    res.set('Cache-Control', 'no-store');
    res.set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    );
    res.status(500).type('html').send(SERVER_ERROR_PAGE);
  });
  return app;
}

const SERVER_ERROR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Something went wrong</h1><p>This page could not be shown just now. Please try again in a moment.</p></body></html>`;
