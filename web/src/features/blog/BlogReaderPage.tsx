// The public blog inside the app: the same pages the server renders, fetched
// from GET /api/blog/page when a reader moves around in the app (or the blog
// is empty, when the server hands the page to the app for the seed tool).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import '@chairside/site/blog.css';
import { BLOG_TEXTS, type BlogPage } from '@chairside/core/blog-view';
import { BlogErrorView, BlogPageView, type BlogContext } from '@chairside/site/blog/BlogPages';

import { fetchBlogPage, refreshBlog, useBlogPage } from '../../lib/data/blog';
import { sanitizeBlogHtml as sanitize } from '../../lib/sanitize/blog';
import { useDocumentTitle } from '../../ui/use-document-title';
import { SeedTool } from './SeedTool';

type Load = { state: 'loading' } | { state: 'ready'; page: BlogPage } | { state: 'failed' };

function RouterA({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RouterLink to={to} className={className}>
      {children}
    </RouterLink>
  );
}

const titleOf = (page: BlogPage | null) => {
  if (!page) return 'Blog';
  switch (page.kind) {
    case 'home':
      return BLOG_TEXTS.title;
    case 'category':
      return page.category.name;
    case 'tag':
      return BLOG_TEXTS.tagHeading(page.tag.name);
    case 'author':
      return page.author.name;
    case 'post':
      return page.post.title;
    case 'error':
      return page.view === 'post' ? BLOG_TEXTS.postNotFoundTitle : page.message;
  }
};

export default function BlogReaderPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search } = location;
  const [seeding, setSeeding] = useState(false);
  // Editors change the blog from this app: a page is asked for again each visit.
  const answer = useBlogPage(pathname, search);
  const redirect = answer.data && 'redirect' in answer.data ? answer.data.redirect : null;
  const current: Load = answer.isError
    ? { state: 'failed' }
    : answer.data && 'page' in answer.data
      ? { state: 'ready', page: answer.data.page }
      : { state: 'loading' };
  useDocumentTitle(titleOf(current.state === 'ready' ? current.page : null));
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  const shown = current.state === 'ready' ? current.page : null;
  useEffect(() => {
    if (shown) window.scrollTo(0, 0);
  }, [shown]);

  const context: BlogContext = { origin: window.location.origin, sanitize, Link: RouterA };
  // The public pages follow a moment after the posts are written (a trigger
  // rebuilds them): wait for the first articles, then show the filled blog.
  const seeded = useCallback(() => {
    void (async () => {
      for (let attempt = 0; attempt < 30; attempt++) {
        const answer = await fetchBlogPage('/blog', '').catch(() => null);
        if (
          answer &&
          'page' in answer &&
          answer.page.kind === 'home' &&
          answer.page.index.posts.length
        )
          break;
        await new Promise((r) => setTimeout(r, 700));
      }
      await refreshBlog();
    })();
  }, []);

  if (current.state === 'loading') {
    const redirecting =
      location.pathname.startsWith('/resources') ||
      location.pathname.replace(/-/g, '') === '/authorpage';
    return (
      <div className="cb-blog">
        <main className="cb-main" id="main">
          <p role="status" className="cb-loading">
            {redirecting ? BLOG_TEXTS.redirecting : BLOG_TEXTS.loading}
          </p>
        </main>
      </div>
    );
  }
  if (current.state === 'failed') {
    return (
      <div className="cb-blog">
        <main className="cb-main" id="main">
          <BlogErrorView view="blog" message={BLOG_TEXTS.blogErrorBody} />
        </main>
      </div>
    );
  }
  return (
    <>
      {seeding && (
        // The tool stays after seeding, so its outcome can be read above the filled blog.
        <div className="cb-blog" style={{ minHeight: 0 }}>
          <div className="cb-main" style={{ paddingBottom: 0, maxWidth: 720 }}>
            <SeedTool onDone={seeded} onCancel={() => setSeeding(false)} />
          </div>
        </div>
      )}
      <BlogPageView
        page={current.page}
        context={context}
        emptyAction={
          <button type="button" className="cb-button" onClick={() => setSeeding(true)}>
            {BLOG_TEXTS.addSample}
          </button>
        }
      />
    </>
  );
}
