// The list pages: a category's, a tag's and an author's posts.
import {
  BLOG_TEXTS,
  type BlogAuthor,
  type BlogCategory,
  type BlogIndex,
  type BlogTag,
} from '@chairside/core/blog-view';
import { Avatar, Grid, Sidebar, Back, ListEntry } from './parts';

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
