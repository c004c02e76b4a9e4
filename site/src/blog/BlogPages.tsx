// The public blog (spec, second document, section 2.1) as plain React: the
// `pages` function renders it to HTML for readers and search engines, and
// the app renders the same components when a reader moves around inside it.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import {
  BLOG_LIMITS,
  BLOG_TEXTS,
  blogDate,
  blogPaths,
  type BlogAuthor,
  type BlogCategory,
  type BlogIndex,
  type BlogPage,
  type BlogTag,
  type PostSummary,
  type PublicPost,
} from '@chairside/core/blog-view';
import { enhanceLikes } from './like';

export interface BlogContext {
  /** The product's origin, for share links and canonical addresses. */
  origin: string;
  /** Article HTML is sanitised again on display. */
  sanitize: (html: string) => string;
  /** In the app, links go through its router; on the server they are plain links. */
  Link?: (props: { to: string; className?: string; children: ReactNode }) => ReactNode;
}

const Ctx = createContext<BlogContext>({ origin: '', sanitize: (h) => h });
const useBlog = () => useContext(Ctx);

function A({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { Link } = useBlog();
  if (Link)
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

/** The picture of a card links where its title does; keyboards and screen readers skip it. */
function MediaLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={to} className={className} tabIndex={-1} aria-hidden="true">
      {children}
    </a>
  );
}

// ---- small parts ---------------------------------------------------------------

function Cover({ post, eager = false }: { post: PostSummary; eager?: boolean }) {
  if (!post.featured_image)
    return (
      <div className="cb-cover cb-cover-empty" role="img" aria-label={BLOG_TEXTS.noImage}>
        <span>{BLOG_TEXTS.noImage}</span>
      </div>
    );
  return (
    <img
      className="cb-cover"
      src={post.featured_image}
      alt=""
      width={1200}
      height={630}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

function Chips({
  slugs,
  categories,
  max,
}: {
  slugs: string[];
  categories: BlogCategory[];
  max: number;
}) {
  const shown = slugs
    .map((s) => categories.find((c) => c.slug === s))
    .filter((c): c is BlogCategory => !!c)
    .slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul className="cb-chips" aria-label="Categories">
      {shown.map((c) => (
        <li key={c.id}>
          <A to={blogPaths.category(c.slug)} className="cb-chip">
            {c.name}
          </A>
        </li>
      ))}
    </ul>
  );
}

function TagLinks({ tags, label }: { tags: BlogTag[]; label?: string }) {
  return (
    <ul className="cb-tags" aria-label={label}>
      {tags.map((t) => (
        <li key={t.id}>
          <A to={blogPaths.tag(t.slug)} className="cb-tag">
            #{t.name}
          </A>
        </li>
      ))}
    </ul>
  );
}

function Byline({ post }: { post: PostSummary }) {
  return (
    <p className="cb-byline">
      {post.author_name && (
        <>
          <A to={blogPaths.author(post.author_id)}>{post.author_name}</A>
          <span aria-hidden="true"> · </span>
        </>
      )}
      <time dateTime={post.published_at}>{blogDate(post.published_at)}</time>
    </p>
  );
}

function Avatar({ author, size = 48 }: { author: BlogAuthor; size?: number }) {
  if (author.image_url)
    return (
      <img
        className="cb-avatar"
        src={author.image_url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
      />
    );
  const initials = author.name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      className="cb-avatar cb-avatar-initials"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}

function PostCard({ post, categories }: { post: PostSummary; categories: BlogCategory[] }) {
  return (
    <article className="cb-card">
      <MediaLink to={blogPaths.post(post.slug)} className="cb-card-media">
        <Cover post={post} />
      </MediaLink>
      <div className="cb-card-body">
        <Chips slugs={post.categories} categories={categories} max={BLOG_LIMITS.cardCategories} />
        <h3 className="cb-card-title">
          <A to={blogPaths.post(post.slug)}>{post.title}</A>
        </h3>
        <p className="cb-excerpt">{post.excerpt}</p>
        <Byline post={post} />
        <A to={blogPaths.post(post.slug)} className="cb-more">
          {BLOG_TEXTS.readArticle}
          <span className="cb-sr"> : {post.title}</span>
        </A>
      </div>
    </article>
  );
}

function Grid({ posts, categories }: { posts: PostSummary[]; categories: BlogCategory[] }) {
  return (
    <div className="cb-grid">
      {posts.map((p) => (
        <PostCard key={p.id} post={p} categories={categories} />
      ))}
    </div>
  );
}

function Sidebar({ index }: { index: BlogIndex }) {
  return (
    <aside className="cb-sidebar" aria-label="Browse the blog">
      {index.categories.length > 0 && (
        <section className="cb-box">
          <h2>{BLOG_TEXTS.categories}</h2>
          <ul className="cb-list">
            {index.categories.map((c) => (
              <li key={c.id}>
                <A to={blogPaths.category(c.slug)}>{c.name}</A>
                <span className="cb-count" aria-label={`${c.post_count} posts`}>
                  {c.post_count}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {index.tags.length > 0 && (
        <section className="cb-box">
          <h2>{BLOG_TEXTS.tags}</h2>
          <TagLinks tags={index.tags} />
        </section>
      )}
      {index.authors.length > 0 && (
        <section className="cb-box">
          <h2>{BLOG_TEXTS.authors}</h2>
          <ul className="cb-authors">
            {index.authors.slice(0, BLOG_LIMITS.sidebarAuthors).map((a) => (
              <li key={a.id}>
                <Avatar author={a} size={40} />
                <div>
                  <A to={blogPaths.author(a.id)} className="cb-author-name">
                    {a.name}
                  </A>
                  {a.bio && <p>{a.bio}</p>}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}

function Back({ label }: { label: string }) {
  return (
    <A to={blogPaths.home} className="cb-back">
      <span aria-hidden="true">←</span> {label}
    </A>
  );
}

// ---- pages ------------------------------------------------------------------------

export function BlogHome({ index }: { index: BlogIndex }) {
  const hero = index.posts.find((p) => p.is_featured);
  const rest = index.posts.filter((p) => p !== hero);
  return (
    <>
      <header className="cb-intro">
        <h1>{BLOG_TEXTS.title}</h1>
        <p>{BLOG_TEXTS.subtitle}</p>
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
        <section aria-label="Latest articles">
          <Grid posts={rest} categories={index.categories} />
        </section>
        <Sidebar index={index} />
      </div>
    </>
  );
}

export function BlogEmpty({ sampleAction }: { sampleAction: ReactNode }) {
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

function ListEntry({ post, index }: { post: PostSummary; index: BlogIndex }) {
  const tags = post.tags
    .map((s) => index.tags.find((t) => t.slug === s))
    .filter((t): t is BlogTag => !!t);
  return (
    <article className="cb-entry">
      {tags.length > 0 && <TagLinks tags={tags} label="Tags" />}
      <h2 className="cb-entry-title">
        <A to={blogPaths.post(post.slug)}>{post.title}</A>
      </h2>
      <p className="cb-byline">
        {post.author_name && `By ${post.author_name} · `}
        <time dateTime={post.published_at}>{blogDate(post.published_at)}</time>
      </p>
      <p className="cb-excerpt">{post.excerpt}</p>
      <A to={blogPaths.post(post.slug)} className="cb-more">
        {BLOG_TEXTS.readMoreLower}
        <span className="cb-sr"> : {post.title}</span>
      </A>
    </article>
  );
}

export function CategoryView({ index, category }: { index: BlogIndex; category: BlogCategory }) {
  const posts = index.posts.filter((p) => p.categories.includes(category.slug));
  return (
    <>
      <Back label={BLOG_TEXTS.backToAll} />
      <header className="cb-intro">
        <h1>{category.name}</h1>
        {category.description && <p>{category.description}</p>}
      </header>
      <div className="cb-columns">
        <section aria-label={`Articles in ${category.name}`}>
          {posts.length === 0 ? (
            <div className="cb-notice">
              <h2>{BLOG_TEXTS.categoryEmpty}</h2>
              <p>{BLOG_TEXTS.categoryEmptyHint}</p>
            </div>
          ) : (
            posts.map((p) => <ListEntry key={p.id} post={p} index={index} />)
          )}
        </section>
        <Sidebar index={index} />
      </div>
    </>
  );
}

export function TagView({ index, tag }: { index: BlogIndex; tag: BlogTag }) {
  const posts = index.posts.filter((p) => p.tags.includes(tag.slug));
  return (
    <>
      <Back label={BLOG_TEXTS.backToBlog} />
      <header className="cb-intro">
        <h1>{BLOG_TEXTS.tagHeading(tag.name)}</h1>
        {tag.description && <p>{tag.description}</p>}
      </header>
      {posts.length === 0 ? (
        <div className="cb-notice">
          <h2>{BLOG_TEXTS.tagEmpty}</h2>
          <p>{BLOG_TEXTS.tagEmptyHint}</p>
        </div>
      ) : (
        <Grid posts={posts} categories={index.categories} />
      )}
    </>
  );
}

export function AuthorView({ index, author }: { index: BlogIndex; author: BlogAuthor }) {
  const posts = index.posts.filter((p) => p.author_id === author.id);
  return (
    <>
      <Back label={BLOG_TEXTS.backToBlog} />
      <header className="cb-author-head">
        <Avatar author={author} size={96} />
        <div>
          <h1>{BLOG_TEXTS.authorHeading(author.name)}</h1>
          {author.bio && <p>{author.bio}</p>}
        </div>
      </header>
      {posts.length === 0 ? (
        <div className="cb-notice">
          <p>{BLOG_TEXTS.authorEmpty}</p>
        </div>
      ) : (
        <Grid posts={posts} categories={index.categories} />
      )}
    </>
  );
}

function ShareLinks({ post }: { post: PublicPost }) {
  const { origin } = useBlog();
  const url = `${origin}${blogPaths.post(post.slug)}`;
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(post.title);
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      name: 'Email',
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`${post.title}\n\n${url}`)}`,
    },
  ];
  return (
    <div className="cb-share">
      <span className="cb-share-label">{BLOG_TEXTS.share}</span>
      <ul>
        {links.map((l) => (
          <li key={l.name}>
            <a
              className="cb-share-link"
              href={l.href}
              {...(l.name === 'Email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {l.name}
              {l.name !== 'Email' && <span className="cb-sr"> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PostView({ post }: { post: PublicPost }) {
  const { sanitize } = useBlog();
  useEffect(() => enhanceLikes(document), [post.slug]);
  return (
    <article className="cb-article">
      <Back label={BLOG_TEXTS.backToBlog} />
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
          <time dateTime={post.published_at}>{blogDate(post.published_at)}</time>
          <span aria-hidden="true"> · </span>
          <span>{BLOG_TEXTS.readTime}</span>
        </p>
      </header>
      {post.featured_image && <Cover post={post} eager />}
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

export function BlogErrorView({
  view,
  message,
}: {
  view: 'blog' | 'category' | 'tag' | 'post' | 'author';
  message: string;
}) {
  const title =
    view === 'post'
      ? BLOG_TEXTS.postNotFoundTitle
      : view === 'tag'
        ? BLOG_TEXTS.tagNotFound
        : view === 'blog'
          ? BLOG_TEXTS.blogErrorTitle
          : message;
  const body =
    view === 'post'
      ? BLOG_TEXTS.postNotFoundBody
      : view === 'blog'
        ? BLOG_TEXTS.blogErrorBody
        : view === 'tag'
          ? message
          : '';
  return (
    <section className="cb-error" role="alert">
      <h1>{title}</h1>
      {body && <p>{body}</p>}
      {view === 'post' && message !== BLOG_TEXTS.postNotFoundBody && (
        <p className="cb-error-detail">{message}</p>
      )}
      <A to={blogPaths.home} className="cb-button">
        {view === 'tag' ? BLOG_TEXTS.backToBlog : BLOG_TEXTS.returnToBlog}
      </A>
    </section>
  );
}

/** One blog page, whatever it is. */
export function BlogPageView({
  page,
  context,
  emptyAction,
}: {
  page: BlogPage;
  context: BlogContext;
  /** The app's seed tool button; the server never renders an empty blog. */
  emptyAction?: ReactNode;
}) {
  let body: ReactNode;
  switch (page.kind) {
    case 'home':
      body =
        page.index.posts.length === 0 ? (
          <BlogEmpty sampleAction={emptyAction} />
        ) : (
          <BlogHome index={page.index} />
        );
      break;
    case 'category':
      body = <CategoryView index={page.index} category={page.category} />;
      break;
    case 'tag':
      body = <TagView index={page.index} tag={page.tag} />;
      break;
    case 'author':
      body = <AuthorView index={page.index} author={page.author} />;
      break;
    case 'post':
      body = <PostView post={page.post} />;
      break;
    case 'error':
      body = <BlogErrorView view={page.view} message={page.message} />;
      break;
  }
  return (
    <Ctx.Provider value={context}>
      <div className="cb-blog">
        <main className="cb-main" id="main">
          {body}
        </main>
      </div>
    </Ctx.Provider>
  );
}
