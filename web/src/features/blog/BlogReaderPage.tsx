// The public blog inside the app: the same pages the server renders, fetched
// from GET /api/blog/page when a reader moves around in the app (or the blog
// is empty, when the server hands the page to the app for the seed tool).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import '@chairside/site/blog.css';
import { BLOG_TEXTS, type BlogPage } from '@chairside/core/blog-view';
import { BlogErrorView, BlogPageView, type BlogContext } from '@chairside/site/blog/BlogPages';
import { fetchBlogPage } from '../../lib/data/blog';
import { sanitize } from '../../site/sanitize';
import { useDocumentTitle } from '../../ui/use-document-title';
import { SeedTool } from './SeedTool';

type Load =
  | { state: 'loading'; key: string }
  | { state: 'ready'; key: string; page: BlogPage }
  | { state: 'failed'; key: string };

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
  const key = `${location.pathname}${location.search}`;
  const [load, setLoad] = useState<Load>({ state: 'loading', key });
  const [seeding, setSeeding] = useState(false);
  const [reload, setReload] = useState(0);
  const current: Load = load.key === key ? load : { state: 'loading', key };
  useDocumentTitle(titleOf(current.state === 'ready' ? current.page : null));

  useEffect(() => {
    const abort = new AbortController();
    fetchBlogPage(location.pathname, location.search, abort.signal).then(
      (answer) => {
        if ('redirect' in answer) {
          navigate(answer.redirect, { replace: true });
          return;
        }
        setLoad({ state: 'ready', key, page: answer.page });
        window.scrollTo(0, 0);
      },
      () => {
        if (!abort.signal.aborted) setLoad({ state: 'failed', key });
      },
    );
    return () => abort.abort();
  }, [key, location.pathname, location.search, navigate, reload]);

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
      setReload((n) => n + 1);
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
