// The blog's not-found and error page, in the spec's words.
import { BLOG_TEXTS, blogPaths } from '@chairside/core/blog-view';
import { A } from './blog-context';

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
