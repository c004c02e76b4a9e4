// Server side: a salon's blog page as HTML, inside its site's header and
// footer and in its theme's colours and fonts (the same article, list and
// error views as the platform blog).
import { renderToString } from 'react-dom/server';
import type { BlogPage } from '@chairside/core/blog-view';
import type { PublicSite } from '@chairside/core/site-view';
import { Footer, Header, themeStyle } from '../SitePage';
import { SiteCtx, type SiteContext } from '../context';
import { BlogPageView, type BlogContext } from './BlogPages';

export function renderSalonBlog(
  site: PublicSite,
  page: BlogPage,
  context: SiteContext,
  blogContext: BlogContext,
): string {
  return renderToString(
    <SiteCtx.Provider value={context}>
      <div className="cs-site cs-site-blog" style={themeStyle(site)} data-org={site.salon_id}>
        <a className="cs-skip" href="#main">
          Skip to content
        </a>
        <Header site={site} current={-1} />
        <BlogPageView page={page} context={blogContext} />
        <Footer site={site} />
        <noscript>
          <img
            className="cs-pixel"
            src={`${context.apiBase}/site-analytics/pixel.gif?o=${encodeURIComponent(site.salon_id)}`}
            alt=""
            width={1}
            height={1}
          />
        </noscript>
      </div>
    </SiteCtx.Provider>,
  );
}
