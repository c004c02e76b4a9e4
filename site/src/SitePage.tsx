import { onColor } from '@chairside/core/contrast';
import type { CSSProperties, ReactNode } from 'react';
import { PRODUCT_NAME } from '@chairside/core/product';
import {
  FONT_STACKS,
  SITE_ERRORS,
  SITE_TEXTS,
  pagePath,
  type PublicSite,
} from '@chairside/core/site-view';
import type { StoredSection } from '@chairside/core/site';
import { SiteCtx, bookingUrl, useSite, type SiteContext } from './context';
import { usePageView } from './analytics';
import {
  About,
  ContactDetails,
  ContactFormSection,
  Gallery,
  Hero,
  MapEmbed,
  Memberships,
  Placeholder,
  Services,
  Shop,
} from './sections';
import { ProductPage } from './sections/ProductPage';
import { Reviews } from './sections/Reviews';
import { Work } from './sections/Work';

const RENDERERS = {
  HeroComponent: Hero,
  AboutUsComponent: About,
  ServicesComponent: Services,
  GalleryComponent: Gallery,
  ContactFormComponent: ContactFormSection,
  MapEmbedComponent: MapEmbed,
  ContactDetailsComponent: ContactDetails,
  PlaceholderComponent: Placeholder,
  ShopPageComponent: Shop,
  MembershipsSectionComponent: Memberships,
} as Record<string, (p: { site: PublicSite; props: never; id: string }) => ReactNode>;

export function SectionView({ site, section }: { site: PublicSite; section: StoredSection }) {
  const Render = RENDERERS[section.component_type];
  if (!Render) {
    return (
      <div className="cs-container">
        <p className="cs-alert" role="alert">
          {SITE_ERRORS.unsupported(section.component_type)}
        </p>
      </div>
    );
  }
  const id = `s-${section.component_instance_id}`.replace(/[^\w-]/g, '');
  return <Render site={site} props={(section.props ?? {}) as never} id={id} />;
}

/** The site's colours and fonts as CSS variables on its root. */
export function themeStyle(site: Pick<PublicSite, 'theme'>): CSSProperties {
  const { colors, fonts } = site.theme;
  return {
    '--cs-text': colors.text_primary,
    '--cs-text2': colors.text_secondary,
    '--cs-neutral': colors.neutral,
    '--cs-bg': colors.background,
    '--cs-primary': colors.primary,
    '--cs-accent': colors.accent,
    // Button text that reads on the button's colour (white or near-black).
    '--cs-on-primary': onColor(colors.primary),
    '--cs-on-accent': onColor(colors.accent),
    '--cs-heading-font': FONT_STACKS[fonts.heading_font] ?? FONT_STACKS['Modern Sans'],
    '--cs-body-font': FONT_STACKS[fonts.body_font] ?? FONT_STACKS['Modern Sans'],
  } as CSSProperties;
}

export function Header({ site, current }: { site: PublicSite; current: number }) {
  const ctx = useSite();
  const pages = site.site_config?.pages ?? [];
  // The home page and every page listed, when there is more than the home page.
  const listed = pages
    .map((page, index) => ({ page, index }))
    .filter(({ page, index }) => index === 0 || page.nav !== false);
  const href = (index: number) => {
    const path = pagePath(pages, index);
    return ctx.pageHref ? ctx.pageHref(path) : path;
  };
  return (
    <header className="cs-header">
      <div className="cs-container cs-header-inner">
        <div>
          <p className="cs-brand">
            {current === 0 ? site.name : <a href={href(0)}>{site.name}</a>}
          </p>
          {site.description && <p className="cs-header-description">{site.description}</p>}
        </div>
        <a className="cs-button cs-button-primary" href={bookingUrl(site, ctx)}>
          {SITE_TEXTS.bookAppointment}
        </a>
      </div>
      {listed.length > 1 && (
        <nav className="cs-container cs-nav" aria-label="Pages">
          <ul>
            {listed.map(({ page, index }) => (
              <li key={page.id}>
                <a href={href(index)} aria-current={index === current ? 'page' : undefined}>
                  {page.title || (index === 0 ? 'Home' : page.id)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

export function Footer({ site }: { site: PublicSite }) {
  const { appOrigin, year } = useSite();
  return (
    <footer className="cs-footer">
      <div className="cs-container">
        <p>
          © {year} {site.name}. All rights reserved.
        </p>
        <p>
          {SITE_TEXTS.poweredBy}{' '}
          <a href={`${appOrigin}/`} rel="noopener">
            {PRODUCT_NAME}
          </a>
        </p>
      </div>
    </footer>
  );
}

/**
 * The body of a salon's site: header (with the site's pages, when it has
 * more than one), the page's sections (the home page's, or the page the
 * context names, or `main`, such as booking), footer.
 */
export function SiteBody({ site, main }: { site: PublicSite; main?: ReactNode }) {
  const { sanitize, product, pageId, apiBase, preview } = useSite();
  // The booking page counts its own view (with its step).
  usePageView(site.salon_id, product ? 'product' : undefined, !main);
  const pages = site.site_config?.pages ?? [];
  // Another page when one is named (and exists), else the home page.
  const current = pageId
    ? Math.max(
        0,
        pages.findIndex((p, i) => i > 0 && p.id === pageId),
      )
    : 0;
  const sections = pages[current]?.components ?? [];
  const home = current === 0 && !main && !product;
  let content: ReactNode;
  if (main) {
    content = main;
  } else if (product) {
    content = <ProductPage site={site} product={product} />;
  } else if (sections.length > 0) {
    content = (
      <>
        {sections.map((section) => (
          <SectionView key={section.component_instance_id} site={site} section={section} />
        ))}
        {home && site.work && site.work.length > 0 && <Work work={site.work} />}
        {home && site.reviews && <Reviews reviews={site.reviews} salon={site.name} />}
      </>
    );
  } else if (site.website_content?.trim()) {
    content = (
      <div className="cs-section">
        <div
          className="cs-container cs-prose"
          dangerouslySetInnerHTML={{ __html: sanitize(site.website_content) }}
        />
      </div>
    );
  } else {
    content = (
      <div className="cs-section">
        <div className="cs-container cs-placeholder">
          <h1>{SITE_TEXTS.makeover}</h1>
          <p>Please check back soon, or book an appointment online.</p>
        </div>
      </div>
    );
  }
  return (
    <>
      <a className="cs-skip" href="#cs-main">
        Skip to content
      </a>
      <Header site={site} current={main || product ? -1 : current} />
      <main id="cs-main">{content}</main>
      <Footer site={site} />
      {!preview && (
        // Pages seen without JavaScript (mostly bots) are counted apart through this pixel.
        <noscript>
          <img
            className="cs-pixel"
            src={`${apiBase}/site-analytics/pixel.gif?o=${encodeURIComponent(site.salon_id)}`}
            alt=""
            width={1}
            height={1}
          />
        </noscript>
      )}
    </>
  );
}

export function SitePage({
  site,
  context,
  main,
}: {
  site: PublicSite;
  context: SiteContext;
  main?: ReactNode;
}) {
  return (
    <SiteCtx.Provider value={context}>
      <div className="cs-site" style={themeStyle(site)}>
        <SiteBody site={site} main={main} />
      </div>
    </SiteCtx.Provider>
  );
}

export function SiteLoading() {
  return (
    <div className="cs-site cs-state" role="status" aria-live="polite">
      <span className="cs-spinner" aria-hidden="true" />
      <p>{SITE_TEXTS.loading}</p>
    </div>
  );
}

export function SiteError({ message, homeUrl }: { message: string; homeUrl: string }) {
  return (
    <div className="cs-site cs-state">
      <div className="cs-error-card" role="alert">
        <h1>{SITE_TEXTS.errorTitle}</h1>
        <p>{message}</p>
        <a className="cs-button cs-button-primary" href={homeUrl}>
          Go to {PRODUCT_NAME} home
        </a>
      </div>
    </div>
  );
}
