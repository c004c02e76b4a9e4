// The small parts the blog pages are made of: covers, chips, bylines, cards,
// the grid, the sidebar, share links.
import {
  BLOG_LIMITS,
  BLOG_TEXTS,
  blogDate,
  blogPaths,
  type BlogAuthor,
  type BlogCategory,
  type BlogIndex,
  type BlogTag,
  type PostSummary,
  type PublicPost,
} from '@chairside/core/blog-view';
import type { PickedPost } from '@chairside/core/blog-network';
import { useBlog, A, MediaLink } from './blog-context';

export function Cover({
  post,
  eager = false,
}: {
  post: Pick<PostSummary, 'featured_image'>;
  eager?: boolean;
}) {
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

export function Chips({
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

export function TagLinks({ tags, label }: { tags: BlogTag[]; label?: string }) {
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

export function Byline({ post }: { post: PostSummary }) {
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

export function Avatar({ author, size = 48 }: { author: BlogAuthor; size?: number }) {
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

export function PostCard({ post, categories }: { post: PostSummary; categories: BlogCategory[] }) {
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

/** A salon's post the platform picked: read on the salon's own site. */
export function PickCard({ pick }: { pick: PickedPost }) {
  return (
    <article className="cb-card">
      <a href={pick.url} className="cb-card-media" tabIndex={-1} aria-hidden="true">
        <Cover post={pick} />
      </a>
      <div className="cb-card-body">
        <p className="cb-pick-salon">{pick.salon_name}</p>
        <h3 className="cb-card-title">
          <a href={pick.url}>{pick.title}</a>
        </h3>
        <p className="cb-excerpt">{pick.excerpt}</p>
        <p className="cb-byline">{blogDate(pick.published_at)}</p>
        <a href={pick.url} className="cb-more">
          {BLOG_TEXTS.readOnSalonSite}
          <span className="cb-sr"> : {pick.title}</span>
        </a>
      </div>
    </article>
  );
}

export function Grid({ posts, categories }: { posts: PostSummary[]; categories: BlogCategory[] }) {
  return (
    <div className="cb-grid">
      {posts.map((p) => (
        <PostCard key={p.id} post={p} categories={categories} />
      ))}
    </div>
  );
}

export function Sidebar({ index }: { index: BlogIndex }) {
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

export function Back({ label }: { label: string }) {
  return (
    <A to={blogPaths.home} className="cb-back">
      <span aria-hidden="true">←</span> {label}
    </A>
  );
}

export function ListEntry({ post, index }: { post: PostSummary; index: BlogIndex }) {
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

export function ShareLinks({ post }: { post: PublicPost }) {
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
