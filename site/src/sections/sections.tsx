// The ten section types of a salon site (spec, first document, section 2).
import { useEffect, type ReactNode } from 'react';
import {
  SECTION_DEFAULT_TITLES,
  SITE_ERRORS,
  SITE_TEXTS,
  hoursInWeekOrder,
  type PublicSite,
  type SectionType,
} from '@chairside/core/site-view';
import type { CtaButton, GalleryImage, SectionProps } from '@chairside/core/site';
import { Icon, type IconName } from '../icons';
import { money, resolveHref, useSite } from '../context';
import { ContactForm } from './ContactForm';

type Props<T extends SectionType> = {
  site: PublicSite;
  /** Stored props may be partial (older data, imports): every field has a fallback. */
  props: Partial<SectionProps<T>>;
  id: string;
};

const str = (v: unknown, fallback = '') => (typeof v === 'string' && v.trim() ? v : fallback);
const list = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const durationText = (m: number) =>
  m < 60 ? `${m} min` : m % 60 ? `${Math.floor(m / 60)} hr ${m % 60} min` : `${m / 60} hr`;

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 className="cs-section-title" id={`${id}-title`}>
      {children}
    </h2>
  );
}

// ---- Hero -------------------------------------------------------------------

function CtaLink({ button }: { button: CtaButton }) {
  const { appOrigin } = useSite();
  const external = button.href.startsWith('http');
  const variant = button.variant ?? 'primary';
  return (
    <a
      className={`cs-button cs-button-${variant}`}
      href={resolveHref(button.href, appOrigin)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {button.text}
      {external && <span className="cs-visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}

/** Unsplash asks that a used photo's download be counted (spec, section 7). */
function useStockPhotoTracking(photoId: string) {
  const { apiBase, preview } = useSite();
  useEffect(() => {
    if (!photoId || preview) return;
    fetch(`${apiBase}/stock-photos/track-download`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ photo_id: photoId }),
    })
      .then(async (answer) => {
        if (!answer.ok) {
          const text = await answer.text().catch(() => '');
          console.warn(SITE_ERRORS.trackingFailed(text || String(answer.status)));
        }
      })
      .catch(() => console.warn(SITE_ERRORS.trackingNetwork));
  }, [photoId, apiBase, preview]);
}

export function Hero({ site, props, id }: Props<'HeroComponent'>) {
  const { onRegenerateHero } = useSite();
  const image = str(props.backgroundImageUrl);
  useStockPhotoTracking(str(props.unsplash_photo_id));
  const colors = props.colors ?? site.theme.colors;
  const fonts = props.fonts;
  const style = {
    '--cs-hero-text': image ? '#ffffff' : colors.text_primary,
    '--cs-hero-text2': image ? 'rgba(255,255,255,.88)' : colors.text_secondary,
    ...(props.colors
      ? {
          '--cs-primary': colors.primary,
          '--cs-accent': colors.accent,
        }
      : {}),
    ...(fonts
      ? { '--cs-heading-font': `var(--cs-font-${fonts.heading_font.replace(/\s/g, '-')})` }
      : {}),
  } as React.CSSProperties;
  return (
    <section
      className={`cs-hero${image ? ' cs-hero-image' : ''}`}
      aria-labelledby={`${id}-title`}
      style={style}
    >
      {image && (
        <img
          className="cs-hero-bg"
          src={image}
          alt={str(props.alt_description)}
          fetchPriority="high"
          decoding="async"
        />
      )}
      <div className="cs-hero-inner">
        <h1 className="cs-hero-headline" id={`${id}-title`}>
          {str(props.headline, site.name)}
        </h1>
        {str(props.tagline) && <p className="cs-hero-tagline">{props.tagline}</p>}
        {list<CtaButton>(props.ctaButtons).length > 0 && (
          <div className="cs-hero-actions">
            {list<CtaButton>(props.ctaButtons).map((b, i) => (
              <CtaLink key={`${b.href}-${i}`} button={b} />
            ))}
          </div>
        )}
        {onRegenerateHero && (
          <button type="button" className="cs-button cs-button-outline" onClick={onRegenerateHero}>
            Regenerate
          </button>
        )}
      </div>
      {image && str(props.photographer_name) && (
        <p className="cs-hero-credit">
          Photo by{' '}
          <a
            href={str(props.photographer_profile_url, 'https://unsplash.com')}
            target="_blank"
            rel="noopener noreferrer"
          >
            {props.photographer_name}
          </a>{' '}
          on{' '}
          <a href="https://unsplash.com" target="_blank" rel="noopener noreferrer">
            Unsplash
          </a>
        </p>
      )}
    </section>
  );
}

// ---- About --------------------------------------------------------------------

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

// ---- Cards: services, products and membership tiers ------------------------------

function CardImage({ src }: { src: string }) {
  if (!src) return null;
  return <img className="cs-card-image" src={src} alt="" loading="lazy" width={400} height={250} />;
}

/** A titled section of cards, or its empty-state sentence when there are none. */
function CardSection<T extends { id: string }>({
  id,
  tinted = false,
  title,
  intro,
  empty,
  items,
  cardClass,
  children,
}: {
  id: string;
  tinted?: boolean;
  title: string;
  intro: string;
  empty: string;
  items: T[];
  cardClass?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <section
      className={`cs-section${tinted ? ' cs-section-tinted' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="cs-container">
        <SectionTitle id={id}>{title}</SectionTitle>
        {intro && <p className="cs-intro">{intro}</p>}
        {items.length === 0 ? (
          <p className="cs-empty">{empty}</p>
        ) : (
          <ul className="cs-cards" role="list">
            {items.map((item) => (
              <li key={item.id} className={cardClass ? `cs-card ${cardClass}` : 'cs-card'}>
                {children(item)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

// ---- Services -------------------------------------------------------------------

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

// ---- Gallery ------------------------------------------------------------------------

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

// ---- Map ------------------------------------------------------------------------------

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
          <div className="cs-map">
            <iframe
              title={`Map of ${address}`}
              src={src}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              allowFullScreen
            />
          </div>
        ) : (
          <p className="cs-empty">{SITE_TEXTS.mapMissing}</p>
        )}
      </div>
    </section>
  );
}

// ---- Contact details ------------------------------------------------------------------

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

// ---- Placeholder ------------------------------------------------------------------------

export function Placeholder({ props }: Props<'PlaceholderComponent'>) {
  const icon =
    (['sparkle', 'scissors', 'calendar', 'heart', 'star'] as const).find((i) => i === props.icon) ??
    'sparkle';
  return (
    <section className="cs-section">
      <div className="cs-container cs-placeholder">
        <Icon name={icon} size={40} />
        <p>{str(props.message, SECTION_DEFAULT_TITLES.placeholder)}</p>
      </div>
    </section>
  );
}

// ---- Shop -----------------------------------------------------------------------------------

const dollars = (n: number) => `$${(n / 100).toFixed(2)}`;

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
            {p.purchase_url ? (
              <a
                className="cs-button cs-button-primary"
                href={p.purchase_url}
                target="_blank"
                rel="noopener noreferrer"
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

// ---- Memberships --------------------------------------------------------------------------

export function Memberships({ site, props, id }: Props<'MembershipsSectionComponent'>) {
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
          <button type="button" className="cs-button cs-button-primary">
            {SITE_TEXTS.choosePlan}
          </button>
        </div>
      )}
    </CardSection>
  );
}

// ---- Contact form ---------------------------------------------------------------------------

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
