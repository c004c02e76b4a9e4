import type { GalleryImage } from '@chairside/core/site';
import { type Props, str, list, SectionTitle } from './parts';

export function Gallery({ props, id }: Props<'GalleryComponent'>) {
  const images = list<GalleryImage>(props.images).filter((i) => str(i.url));
  if (images.length === 0) return null;
  const columns = Math.min(images.length, 4);
  return (
    <section className="cs-section" aria-labelledby={`${id}-title`}>
      <div className="cs-container">
        <SectionTitle id={id}>{str(props.title, 'Gallery')}</SectionTitle>
        <ul className={`cs-gallery cs-gallery-${columns}`} role="list">
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <figure className="cs-figure">
                <img
                  src={image.url}
                  alt={str(image.alt_text)}
                  loading="lazy"
                  width={600}
                  height={600}
                />
                {str(image.caption) && <figcaption>{image.caption}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
