// Server side: a blog page as HTML, inside the product's simple header and footer.
import { renderToString } from 'react-dom/server';
import { PRODUCT_NAME } from '@chairside/core/product';
import { blogPaths, type BlogPage } from '@chairside/core/blog-view';
import { BlogPageView, type BlogContext } from './BlogPages';

function Chrome({ year, children }: { year: number; children: React.ReactNode }) {
  return (
    <>
      <a className="cb-sr" href="#main">
        Skip to content
      </a>
      <header className="cb-chrome">
        <div className="cb-chrome-inner">
          <a className="cb-brand" href="/">
            <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
              <rect width="32" height="32" rx="8" fill="#5b3cc4" />
              <path d="M10 22V14a6 6 0 0 1 12 0v8" stroke="#fff" strokeWidth="3" fill="none" />
              <rect x="8" y="22" width="16" height="3" rx="1.5" fill="#f5c26b" />
            </svg>
            {PRODUCT_NAME}
          </a>
          <nav className="cb-nav" aria-label="Site">
            <a href={blogPaths.home}>Blog</a>
            <a href="/features-hub">Features</a>
            <a href="/login">Login</a>
            <a href="/signup">Signup</a>
          </nav>
        </div>
      </header>
      {children}
      <footer className="cb-chrome cb-footer">
        <div className="cb-chrome-inner">
          <span>
            © {year} {PRODUCT_NAME}
          </span>
          <nav className="cb-nav" aria-label="Blog feeds">
            <a href={blogPaths.rss}>RSS</a>
            <a href={blogPaths.sitemap}>Sitemap</a>
            <a href="/privacy-policy">Privacy</a>
          </nav>
        </div>
      </footer>
    </>
  );
}

export function renderBlog(page: BlogPage, context: BlogContext, year: number): string {
  return renderToString(
    <Chrome year={year}>
      <BlogPageView page={page} context={context} />
    </Chrome>,
  );
}
