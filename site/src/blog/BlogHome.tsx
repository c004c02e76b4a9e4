// The blog's home page, and what it shows before there are any posts.
import { type ReactNode } from 'react';
import { BLOG_LIMITS, BLOG_TEXTS, blogPaths, type BlogIndex } from '@chairside/core/blog-view';
import { A, MediaLink, useBlog } from './blog-context';
import { Cover, Chips, Byline, Grid, PickCard, Sidebar } from './parts';
import { SubscribeBox } from './Subscribe';

export function BlogHome({ index }: { index: BlogIndex }) {
  const hero = index.posts.find((p) => p.is_featured);
  const rest = index.posts.filter((p) => p !== hero);
  const { identity } = useBlog();
  return (
    <>
      <header className="cb-intro">
        <h1>{identity?.title ?? BLOG_TEXTS.title}</h1>
        <p>{identity?.subtitle ?? BLOG_TEXTS.subtitle}</p>
      </header>
      <nav className="cb-chiprow" aria-label="Categories">
        <ul>
          <li>
            <A to={blogPaths.home} className="cb-chip cb-chip-active">
              {BLOG_TEXTS.all}
            </A>
          </li>
          {index.categories.slice(0, BLOG_LIMITS.categoryChips).map((c) => (
            <li key={c.id}>
              <A to={blogPaths.category(c.slug)} className="cb-chip">
                {c.name}
              </A>
            </li>
          ))}
        </ul>
      </nav>
      {hero && (
        <article className="cb-hero">
          <MediaLink to={blogPaths.post(hero.slug)} className="cb-hero-media">
            <Cover post={hero} eager />
          </MediaLink>
          <div className="cb-hero-body">
            <span className="cb-badge">{BLOG_TEXTS.featured}</span>
            <Chips
              slugs={hero.categories}
              categories={index.categories}
              max={BLOG_LIMITS.heroCategories}
            />
            <h2 className="cb-hero-title">
              <A to={blogPaths.post(hero.slug)}>{hero.title}</A>
            </h2>
            <p className="cb-excerpt">{hero.excerpt}</p>
            <Byline post={hero} />
            <A to={blogPaths.post(hero.slug)} className="cb-button">
              {BLOG_TEXTS.readMore}
              <span className="cb-sr"> : {hero.title}</span>
            </A>
          </div>
        </article>
      )}
      <div className="cb-columns">
        <section aria-labelledby="cb-latest">
          {/* The cards' titles are h3: this keeps the heading order whole for screen readers. */}
          <h2 id="cb-latest" className="cb-sr">
            Latest articles
          </h2>
          <Grid posts={rest} categories={index.categories} />
        </section>
        <div>
          {identity && <SubscribeBox id="cb-subscribe-home" />}
          <Sidebar index={index} />
        </div>
      </div>
      {!!index.picks?.length && (
        <section className="cb-picks" aria-labelledby="cb-picks">
          <h2 id="cb-picks">{BLOG_TEXTS.fromSalons}</h2>
          <p className="cb-excerpt">{BLOG_TEXTS.fromSalonsIntro}</p>
          <div className="cb-grid">
            {index.picks.map((p) => (
              <PickCard key={`${p.org_id}/${p.post_id}`} pick={p} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}

export function BlogEmpty({ sampleAction }: { sampleAction: ReactNode }) {
  const { identity } = useBlog();
  // Served to readers (a salon's blog before its first post): no editors' tools.
  if (!sampleAction)
    return (
      <section className="cb-empty">
        <h1>{identity?.title ?? BLOG_TEXTS.title}</h1>
        <p>{BLOG_TEXTS.noPostsYet}</p>
      </section>
    );
  return (
    <section className="cb-empty">
      <h1>{BLOG_TEXTS.emptyTitle}</h1>
      <p>{BLOG_TEXTS.emptyBody}</p>
      <div className="cb-actions">
        {sampleAction}
        <A to={blogPaths.admin} className="cb-button cb-button-outline">
          {BLOG_TEXTS.goAdmin}
        </A>
        <A to={blogPaths.newPost} className="cb-button cb-button-outline">
          {BLOG_TEXTS.createPost}
        </A>
      </div>
    </section>
  );
}
