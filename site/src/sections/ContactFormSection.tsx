import { ContactForm } from './ContactForm';
import { type Props, str, SectionTitle } from './parts';

export function ContactFormSection({ site, props, id }: Props<'ContactFormComponent'>) {
  return (
    <section className="cs-section" aria-labelledby={`${id}-title`} id="contact">
      <div className="cs-container cs-narrow">
        <SectionTitle id={id}>{str(props.title, 'Get in Touch')}</SectionTitle>
        {str(props.intro) && <p className="cs-intro">{props.intro}</p>}
        <ContactForm salonId={site.salon_id} />
      </div>
    </section>
  );
}
