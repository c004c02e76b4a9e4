import { SECTION_DEFAULT_TITLES, SITE_TEXTS } from '@chairside/core/site-view';
import { type Props, str, CardImage, CardSection, dollars } from './parts';
import { BundleSummary } from './Bundle';

export function Shop({ site, props, id }: Props<'ShopPageComponent'>) {
  return (
    <CardSection
      id={id}
      title={str(props.title, SECTION_DEFAULT_TITLES.shop)}
      intro={str(props.intro)}
      empty={SITE_TEXTS.shopEmpty}
      items={site.products}
    >
      {(p) => (
        <>
          <CardImage src={p.image_url} />
          <div className="cs-card-body">
            <h3 className="cs-card-title">{p.name}</h3>
            {p.category && <span className="cs-badge">{p.category}</span>}
            {p.description && <p className="cs-card-text">{p.description}</p>}
            <p className="cs-price">{dollars(p.selling_price)}</p>
            <BundleSummary product={p} />
            {p.available === 0 && <p className="cs-stock cs-stock-out">Out of stock</p>}
            {p.purchase_url ? (
              <a
                className="cs-button cs-button-primary"
                href={p.purchase_url}
                {...(p.purchase_url.startsWith('http')
                  ? { target: '_blank', rel: 'noopener noreferrer' }
                  : {})}
                aria-label={`${SITE_TEXTS.viewProduct}: ${p.name}`}
              >
                {SITE_TEXTS.viewProduct}
              </a>
            ) : (
              <button type="button" className="cs-button cs-button-outline" disabled>
                {SITE_TEXTS.detailsSoon}
              </button>
            )}
          </div>
        </>
      )}
    </CardSection>
  );
}
