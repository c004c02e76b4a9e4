import { type ReactNode } from 'react';
import { hoursInWeekOrder } from '@chairside/core/site-view';
import { Icon, type IconName } from '../icons';
import { type Props, str, SectionTitle } from './parts';

export function ContactDetails({ site, props, id }: Props<'ContactDetailsComponent'>) {
  const { address, phone, email, business_hours } = site.contact;
  const hours = hoursInWeekOrder(business_hours ?? {});
  if (!address && !phone && !email && hours.length === 0) return null;
  const row = (icon: IconName, label: string, content: ReactNode) => (
    <div className="cs-detail">
      <Icon name={icon} />
      <div>
        <h3 className="cs-detail-label">{label}</h3>
        {content}
      </div>
    </div>
  );
  return (
    <section className="cs-section cs-section-tinted" aria-labelledby={`${id}-title`}>
      <div className="cs-container">
        <SectionTitle id={id}>{str(props.title, 'Visit Us')}</SectionTitle>
        <div className="cs-details">
          <div className="cs-details-list">
            {address && row('pin', 'Address', <address>{address}</address>)}
            {phone &&
              row('phone', 'Phone', <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>)}
            {email && row('mail', 'Email', <a href={`mailto:${email}`}>{email}</a>)}
          </div>
          {hours.length > 0 && (
            <div className="cs-hours">
              {row(
                'clock',
                'Opening hours',
                <dl>
                  {hours.map(([day, time]) => (
                    <div key={day} className="cs-hours-row">
                      <dt>{day}</dt>
                      <dd>{time}</dd>
                    </div>
                  ))}
                </dl>,
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
