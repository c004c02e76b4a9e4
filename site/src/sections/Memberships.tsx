import { SECTION_DEFAULT_TITLES, SITE_TEXTS } from '@chairside/core/site-view';
import { resolveHref, useSite } from '../context';
import { Icon } from '../icons';
import { type Props, str, CardSection, dollars } from './parts';

export function Memberships({ site, props, id }: Props<'MembershipsSectionComponent'>) {
  const { appOrigin } = useSite();
  return (
    <CardSection
      id={id}
      tinted
      title={str(props.title, SECTION_DEFAULT_TITLES.memberships)}
      intro={str(props.intro)}
      empty={SITE_TEXTS.membershipsEmpty}
      items={site.memberships}
      cardClass="cs-tier"
    >
      {(tier) => (
        <div className="cs-card-body">
          <h3 className="cs-card-title">{tier.name}</h3>
          <p className="cs-price">
            {dollars(tier.price)}
            <span className="cs-interval"> / {tier.billing_interval}</span>
          </p>
          {tier.description && <p className="cs-card-text">{tier.description}</p>}
          <ul className="cs-benefits">
            {tier.benefits.map((b) => (
              <li key={b}>
                <Icon name="check" size={18} /> {b}
              </li>
            ))}
          </ul>
          {tier.join_path ? (
            <a
              className="cs-button cs-button-primary"
              href={resolveHref(tier.join_path, appOrigin)}
              aria-label={`${SITE_TEXTS.choosePlan}: ${tier.name}`}
            >
              {SITE_TEXTS.choosePlan}
            </a>
          ) : (
            <button type="button" className="cs-button cs-button-primary" disabled>
              {SITE_TEXTS.choosePlan}
            </button>
          )}
        </div>
      )}
    </CardSection>
  );
}
