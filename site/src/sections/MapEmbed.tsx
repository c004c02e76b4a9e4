import { SITE_TEXTS } from '@chairside/core/site-view';
import { useSite } from '../context';
import { type Props, str, SectionTitle } from './parts';

export function MapEmbed({ site, props, id }: Props<'MapEmbedComponent'>) {
  const { mapsKey } = useSite();
  const address = str(props.address, site.contact.address);
  const q = encodeURIComponent(address);
  const src = mapsKey
    ? `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(mapsKey)}&q=${q}`
    : `https://maps.google.com/maps?q=${q}&output=embed`;
  return (
    <section className="cs-section" aria-labelledby={`${id}-title`}>
      <div className="cs-container">
        <SectionTitle id={id}>{str(props.title, 'Find Us')}</SectionTitle>
        {address ? (
          <>
            <div className="cs-map">
              <iframe
                title={`Map of ${address}`}
                src={src}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                allowFullScreen
              />
            </div>
            {/* The address stays readable, and opens a maps app, where the map cannot load. */}
            <p className="cs-map-address">
              <span>{address}</span>
              <a
                className="cs-button cs-button-outline"
                href={`https://www.google.com/maps/search/?api=1&query=${q}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {SITE_TEXTS.openInMaps}
              </a>
            </p>
          </>
        ) : (
          <p className="cs-empty">{SITE_TEXTS.mapMissing}</p>
        )}
      </div>
    </section>
  );
}
