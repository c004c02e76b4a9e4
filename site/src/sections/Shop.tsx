import {
  SECTION_DEFAULT_TITLES,
  SITE_TEXTS,
  type PublicGiftCards,
} from '@chairside/core/site-view';
import { resolveHref, useSite } from '../context';
import { type Props, str, CardImage, CardSection, dollars } from './parts';
import { BundleSummary } from './Bundle';
import { useSeenStep } from '../analytics';

export function Shop({ site, props, id }: Props<'ShopPageComponent'>) {
  // The shop's funnel starts when its products are on screen.
  const seen = useSeenStep(site.salon_id, 'shop');
  return (
    <div ref={seen}>
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
      {site.gift_cards && <GiftCardsBanner id={id} cards={site.gift_cards} />}
    </div>
  );
}

/** Below the shop: the salon's gift cards, bought on the app's secure page. */
function GiftCardsBanner({ id, cards }: { id: string; cards: PublicGiftCards }) {
  const { appOrigin } = useSite();
  return (
    <section className="cs-section cs-gift-banner" aria-labelledby={`${id}-gift-title`}>
      <div className="cs-container cs-gift-inner">
        <div>
          <h2 id={`${id}-gift-title`} className="cs-gift-title">
            Gift cards
          </h2>
          <p className="cs-intro">
            From {dollars(cards.from)}, for any service or product. E-mailed now or on the day you
            choose.
          </p>
        </div>
        <a className="cs-button cs-button-primary" href={resolveHref(cards.path, appOrigin)}>
          Buy a gift card
        </a>
      </div>
    </section>
  );
}
