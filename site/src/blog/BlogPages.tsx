// The public blog (spec, second document, section 2.1) as plain React: the
// `pages` function renders it to HTML for readers and search engines, and
// the app renders the same components when a reader moves around inside it.
import { type ReactNode } from 'react';
import { type BlogPage } from '@chairside/core/blog-view';
import { type BlogContext, Ctx } from './blog-context';
import { BlogHome, BlogEmpty } from './BlogHome';
import { CategoryView, TagView, AuthorView } from './ListPages';
import { PostView } from './PostView';
import { BlogErrorView } from './BlogErrorView';

export { BlogErrorView } from './BlogErrorView';
export type { BlogContext } from './blog-context';

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
