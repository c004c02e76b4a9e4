// One article, with its author, tags, share links and related posts.
import { useEffect } from 'react';
import {
  BLOG_TEXTS,
  blogDate,
  blogPaths,
  postLanguage,
  postVersions,
  textDirection,
  type PublicPost,
} from '@chairside/core/blog-view';
import { enhanceLikes } from './like';
import { enhanceListen } from './listen';
import { enhanceLanguages } from './languages';
import { useBlog, A } from './blog-context';
import { Cover, Chips, TagLinks, Avatar, PostCard, Back, ShareLinks } from './parts';
import { SubscribeBox } from './Subscribe';

export function PostView({ post }: { post: PublicPost }) {
  const { sanitize, identity } = useBlog();
  useEffect(() => enhanceLikes(document), [post.slug]);
  useEffect(() => enhanceListen(document), [post.slug]);
  useEffect(() => enhanceLanguages(document), [post.slug, post.shown_language]);
  const lang = post.shown_language ?? postLanguage(post);
  return (
    <article className="cb-article" lang={lang} dir={textDirection(lang)}>
      <Back label={BLOG_TEXTS.backToBlog} />
      <LanguageSwitcher post={post} shown={lang} />
      <header className="cb-article-head">
        <Chips
          slugs={post.categories}
          categories={post.category_list}
          max={post.category_list.length}
        />
        <h1>{post.title}</h1>
        <p className="cb-byline">
          {post.author && (
            <>
              <A to={blogPaths.author(post.author.id)}>{post.author.name}</A>
              <span aria-hidden="true"> · </span>
            </>
          )}
          <time dateTime={post.published_at}>
            {blogDate(post.published_at, post.shown_language)}
          </time>
          <span aria-hidden="true"> · </span>
          <span>{BLOG_TEXTS.readTime}</span>
        </p>
      </header>
      {post.featured_image && <Cover post={post} eager />}
      {/* Shown by its script where the browser can speak. */}
      <button type="button" className="cb-listen" data-listen aria-pressed="false" hidden>
        <span aria-hidden="true">▶</span>{' '}
        <span className="cb-listen-label">Listen to this post</span>
      </button>
      <div className="cb-prose" dangerouslySetInnerHTML={{ __html: sanitize(post.html_content) }} />
      {post.tag_list.length > 0 && (
        <section className="cb-post-tags" aria-label={BLOG_TEXTS.tags}>
          <h2 className="cb-sr">{BLOG_TEXTS.tags}</h2>
          <TagLinks tags={post.tag_list} />
        </section>
      )}
      <div className="cb-actions-row">
        <button type="button" className="cb-like" data-like-slug={post.slug} aria-pressed="false">
          <span aria-hidden="true">♥</span> {BLOG_TEXTS.like}{' '}
          <span className="cb-like-count" aria-label={`${post.likes} likes`}>
            {post.likes}
          </span>
        </button>
        <ShareLinks post={post} />
      </div>
      {post.author && (
        <section className="cb-about">
          <Avatar author={post.author} size={64} />
          <div>
            <h2>{BLOG_TEXTS.about(post.author.name)}</h2>
            {post.author.bio && <p>{post.author.bio}</p>}
            <A to={blogPaths.author(post.author.id)} className="cb-more">
              {BLOG_TEXTS.viewAllBy(post.author.name)}
            </A>
          </div>
        </section>
      )}
      {identity && <SubscribeBox id="cb-subscribe-post" />}
      {post.related.length > 0 && (
        <section className="cb-related" aria-labelledby="cb-related-title">
          <h2 id="cb-related-title">{BLOG_TEXTS.related}</h2>
          <div className="cb-grid">
            {post.related.map((r) => (
              <PostCard key={r.id} post={r} categories={post.category_list} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}

/** The article's languages, each a link to its own address (with hreflang), the shown one marked. */
function LanguageSwitcher({ post, shown }: { post: PublicPost; shown: string }) {
  const versions = postVersions(post);
  if (versions.length < 2) return null;
  return (
    <nav className="cb-languages" aria-label={BLOG_TEXTS.languages} data-languages={shown}>
      <p className="cb-language-hint" data-language-hint hidden>
        {BLOG_TEXTS.alsoIn} <a href="#">…</a>
      </p>
      <span className="cb-languages-label">{BLOG_TEXTS.languages}:</span>
      <ul>
        {versions.map((v) => (
          <li key={v.language}>
            <a
              href={v.path}
              hrefLang={v.language}
              lang={v.language}
              aria-current={v.current ? 'page' : undefined}
              className={v.current ? 'cb-chip cb-chip-active' : 'cb-chip'}
            >
              {v.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
