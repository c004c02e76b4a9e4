import { SECTION_DEFAULT_TITLES } from '@chairside/core/site-view';
import { useSite } from '../context';
import { type Props, str, SectionTitle } from './parts';

export function About({ props, id }: Props<'AboutUsComponent'>) {
  const { sanitize } = useSite();
  const image = str(props.image_url);
  return (
    <section className="cs-section" aria-labelledby={`${id}-title`}>
      <div className={`cs-container${image ? ' cs-about-split' : ''}`}>
        <div>
          <SectionTitle id={id}>{str(props.title, SECTION_DEFAULT_TITLES.about)}</SectionTitle>
          <div
            className="cs-prose"
            dangerouslySetInnerHTML={{ __html: sanitize(str(props.content)) }}
          />
        </div>
        {image && (
          <img
            className="cs-about-image"
            src={image}
            alt={str(props.image_alt)}
            loading="lazy"
            width={560}
            height={420}
          />
        )}
      </div>
    </section>
  );
}
