import { SECTION_DEFAULT_TITLES } from '@chairside/core/site-view';
import { money } from '../context';
import { type Props, str, list, durationText, CardImage, CardSection } from './parts';

export function Services({ site, props, id }: Props<'ServicesComponent'>) {
  const chosen = list<string>(props.service_ids);
  const services = chosen.length
    ? chosen.map((sid) => site.services.find((s) => s.id === sid)).filter((s) => s !== undefined)
    : site.services;
  return (
    <CardSection
      id={id}
      tinted
      title={str(props.title, SECTION_DEFAULT_TITLES.services)}
      intro={str(props.intro)}
      empty="Our service menu is being updated. Please call us to book."
      items={services}
    >
      {(s) => (
        <>
          <CardImage src={s.image_url} />
          <div className="cs-card-body">
            <div className="cs-card-head">
              <h3 className="cs-card-title">{s.name}</h3>
              <span className="cs-badge">{durationText(s.duration)}</span>
            </div>
            {s.description && <p className="cs-card-text">{s.description}</p>}
            <p className="cs-price">
              {s.priceFrom ? 'From ' : ''}
              {money(s.price, site.currency)}
            </p>
          </div>
        </>
      )}
    </CardSection>
  );
}
