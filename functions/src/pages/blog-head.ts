// What each blog page says in its <head> (title, description, canonical URL,
// Open Graph, Twitter card, schema.org JSON-LD), and the blog's sitemap and
// RSS feed, all in the first response.
import {
  BLOG_TEXTS,
  DEFAULT_BLOG_LANGUAGE,
  blogPaths,
  platformBlogIdentity,
  postLanguage,
  postVersions,
  type BlogIdentity,
  type BlogIndex,
  type BlogPage,
  type PublicPost,
} from '@chairside/core/blog-view';
import { PRODUCT_NAME } from '@chairside/core/product';
import { escapeHtml, scriptJson } from './head';

const absolute = (url: string, origin: string) => (url.startsWith('/') ? `${origin}${url}` : url);
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

interface HeadParts {
  title: string;
  description: string;
  path: string;
  image: string;
  type: 'website' | 'article';
  jsonLd: object | null;
  noindex?: boolean;
  extra?: string[];
}

/** The platform blog's identity, unless a salon's blog gives its own. */
export const PLATFORM_BLOG = platformBlogIdentity(PRODUCT_NAME);

const publisher = (origin: string, who: BlogIdentity) => ({
  '@type': 'Organization',
  name: who.publisher,
  url: `${origin}/`,
  logo: { '@type': 'ImageObject', url: absolute(who.logo, origin) },
});

/** An article's own address: its plain one, or its translation's. */
const articlePath = (post: PublicPost) =>
  post.shown_language
    ? blogPaths.postIn(post.slug, post.shown_language)
    : blogPaths.post(post.slug);

/**
 * Each language an article is in, linked from every one of them (hreflang,
 * with the post's own language as x-default), so search engines show readers
 * their own; nothing when it has no translation.
 */
function languageLinks(post: PublicPost, origin: string): string[] {
  const versions = postVersions(post);
  if (versions.length < 2) return [];
  const link = (lang: string, path: string) =>
    `<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(origin + path)}" />`;
  return [
    ...versions.map((v) => link(v.language, v.path)),
    link('x-default', blogPaths.post(post.slug)),
  ];
}

function article(post: PublicPost, origin: string, who: BlogIdentity) {
  const url = `${origin}${articlePath(post)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    inLanguage: post.shown_language ?? postLanguage(post),
    headline: clip(post.title, 110),
    description: post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.published_at,
    dateModified: post.updated_at || post.published_at,
    ...(post.featured_image ? { image: [absolute(post.featured_image, origin)] } : {}),
    ...(post.author
      ? {
          author: {
            '@type': 'Person',
            name: post.author.name,
            url: `${origin}${blogPaths.author(post.author.id)}`,
          },
        }
      : {}),
    publisher: publisher(origin, who),
    ...(post.category_list[0] ? { articleSection: post.category_list[0].name } : {}),
    ...(post.tag_list.length ? { keywords: post.tag_list.map((t) => t.name).join(', ') } : {}),
  };
}

function collection(
  name: string,
  description: string,
  url: string,
  index: BlogIndex,
  origin: string,
  who: BlogIdentity,
  posts = index.posts,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name,
    description,
    url,
    publisher: publisher(origin, who),
    blogPost: posts.slice(0, 20).map((p) => ({
      '@type': 'BlogPosting',
      headline: clip(p.title, 110),
      url: `${origin}${blogPaths.post(p.slug)}`,
      datePublished: p.published_at,
      ...(p.author_name ? { author: { '@type': 'Person', name: p.author_name } } : {}),
    })),
  };
}

function partsOf(page: BlogPage, origin: string, who: BlogIdentity): HeadParts {
  const blogName = who.name;
  switch (page.kind) {
    case 'home':
      return {
        title: who === PLATFORM_BLOG ? `${who.title} · ${blogName}` : who.title,
        description: who.subtitle,
        path: blogPaths.home,
        image:
          page.index.posts.find((p) => p.is_featured)?.featured_image ??
          page.index.posts[0]?.featured_image ??
          '',
        type: 'website',
        jsonLd: collection(
          blogName,
          who.subtitle,
          `${origin}${blogPaths.home}`,
          page.index,
          origin,
          who,
        ),
      };
    case 'category': {
      const posts = page.index.posts.filter((p) => p.categories.includes(page.category.slug));
      const description =
        page.category.description || `Articles about ${page.category.name} from the ${blogName}.`;
      return {
        title: `${page.category.name} · ${blogName}`,
        description,
        path: blogPaths.category(page.category.slug),
        image: posts[0]?.featured_image ?? '',
        type: 'website',
        jsonLd: collection(
          page.category.name,
          description,
          `${origin}${blogPaths.category(page.category.slug)}`,
          page.index,
          origin,
          who,
          posts,
        ),
      };
    }
    case 'tag': {
      const posts = page.index.posts.filter((p) => p.tags.includes(page.tag.slug));
      const description =
        page.tag.description || `Articles tagged ${page.tag.name} on the ${blogName}.`;
      return {
        title: `${BLOG_TEXTS.tagHeading(page.tag.name)} · ${blogName}`,
        description,
        path: blogPaths.tag(page.tag.slug),
        image: posts[0]?.featured_image ?? '',
        type: 'website',
        jsonLd: collection(
          page.tag.name,
          description,
          `${origin}${blogPaths.tag(page.tag.slug)}`,
          page.index,
          origin,
          who,
          posts,
        ),
      };
    }
    case 'author':
      return {
        title: `${page.author.name} · ${blogName}`,
        description: page.author.bio || `Articles by ${page.author.name} on the ${blogName}.`,
        path: blogPaths.author(page.author.id),
        image: page.author.image_url,
        type: 'website',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          mainEntity: { '@type': 'Person', name: page.author.name, description: page.author.bio },
        },
      };
    case 'post':
      return {
        title: `${page.post.title} · ${blogName}`,
        description: page.post.excerpt,
        path: articlePath(page.post),
        image: page.post.featured_image,
        type: 'article',
        jsonLd: article(page.post, origin, who),
        extra: [
          ...languageLinks(page.post, origin),
          `<meta property="article:published_time" content="${escapeHtml(page.post.published_at)}" />`,
          ...(page.post.author
            ? [`<meta property="article:author" content="${escapeHtml(page.post.author.name)}" />`]
            : []),
          ...page.post.tag_list.map(
            (t) => `<meta property="article:tag" content="${escapeHtml(t.name)}" />`,
          ),
        ],
      };
    case 'error':
      return {
        title: `${page.view === 'post' ? BLOG_TEXTS.postNotFoundTitle : page.message} · ${blogName}`,
        description: page.message,
        path: blogPaths.home,
        image: '',
        type: 'website',
        jsonLd: null,
        noindex: true,
      };
  }
}

export function blogHead(page: BlogPage, origin: string, who = PLATFORM_BLOG): string {
  const p = partsOf(page, origin, who);
  const title = escapeHtml(clip(p.title, 90));
  const description = escapeHtml(clip(p.description, 170));
  const url = escapeHtml(`${origin}${p.path}`);
  const image = p.image ? escapeHtml(absolute(p.image, origin)) : '';
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    p.noindex
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${url}" />`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(who.name)}" href="${escapeHtml(origin)}${blogPaths.rss}" />`,
    `<meta property="og:type" content="${p.type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(who.publisher)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    ...(image
      ? [
          `<meta property="og:image" content="${image}" />`,
          '<meta property="og:image:width" content="1200" />',
          '<meta property="og:image:height" content="630" />',
        ]
      : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(image ? [`<meta name="twitter:image" content="${image}" />`] : []),
    ...(p.extra ?? []),
    ...(p.jsonLd ? [`<script type="application/ld+json">${scriptJson(p.jsonLd)}</script>`] : []),
  ].join('\n    ');
}

/** The language a blog page is in (its `<html lang>`): a translation's, else the post's own. */
export function blogPageLanguage(page: BlogPage): string {
  return page.kind === 'post'
    ? (page.post.shown_language ?? postLanguage(page.post))
    : DEFAULT_BLOG_LANGUAGE;
}

export function blogSitemap(index: BlogIndex, origin: string): string {
  const url = (path: string, lastmod?: string, alternates = '') =>
    `  <url><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod.slice(0, 10))}</lastmod>` : ''}${alternates}</url>`;
  const newest = index.posts[0]?.published_at;
  // A translated post: each language its own <url>, each listing all of them
  // and x-default (Google's sitemap form of hreflang).
  const article = (p: BlogIndex['posts'][number]) => {
    const [own, ...others] = p.languages ?? [];
    if (!own) return [url(blogPaths.post(p.slug), p.published_at)];
    const versions = [
      { lang: own, path: blogPaths.post(p.slug) },
      ...others.map((lang) => ({ lang, path: blogPaths.postIn(p.slug, lang) })),
    ];
    const alternates = [...versions, { lang: 'x-default', path: blogPaths.post(p.slug) }]
      .map(
        (v) =>
          `<xhtml:link rel="alternate" hreflang="${escapeHtml(v.lang)}" href="${escapeHtml(origin + v.path)}"/>`,
      )
      .join('');
    return versions.map((v) => url(v.path, p.published_at, alternates));
  };
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${[
  url(blogPaths.home, newest),
  ...index.posts.flatMap(article),
  ...index.categories.filter((c) => c.post_count > 0).map((c) => url(blogPaths.category(c.slug))),
  ...index.tags
    .filter((t) => index.posts.some((p) => p.tags.includes(t.slug)))
    .map((t) => url(blogPaths.tag(t.slug))),
  ...index.authors
    .filter((a) => index.posts.some((p) => p.author_id === a.id))
    .map((a) => url(blogPaths.author(a.id))),
].join('\n')}
</urlset>
`;
}

export function blogRss(index: BlogIndex, origin: string, who = PLATFORM_BLOG): string {
  const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
  const items = index.posts.slice(0, 50).map((p) => {
    const link = escapeHtml(origin + blogPaths.post(p.slug));
    const categories = p.categories
      .map((slug) => index.categories.find((c) => c.slug === slug)?.name)
      .filter(Boolean)
      .map((name) => `      <category>${escapeHtml(name!)}</category>`);
    return [
      '    <item>',
      `      <title>${escapeHtml(p.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(p.published_at).toUTCString()}</pubDate>`,
      ...(p.author_name ? [`      <dc:creator>${cdata(p.author_name)}</dc:creator>`] : []),
      `      <description>${cdata(p.excerpt)}</description>`,
      ...categories,
      ...(p.featured_image
        ? [
            `      <enclosure url="${escapeHtml(absolute(p.featured_image, origin))}" type="image/jpeg" length="0" />`,
          ]
        : []),
      '    </item>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeHtml(who === PLATFORM_BLOG ? `${who.name}: ${who.title}` : who.name)}</title>
    <link>${escapeHtml(origin + blogPaths.home)}</link>
    <description>${escapeHtml(who.subtitle)}</description>
    <language>en-us</language>
    <atom:link href="${escapeHtml(origin + blogPaths.rss)}" rel="self" type="application/rss+xml" />
${index.posts[0] ? `    <lastBuildDate>${new Date(index.posts[0].published_at).toUTCString()}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}
