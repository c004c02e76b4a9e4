// What the site's sections share: section titles, call-to-action links,
// cards (services, products, membership tiers) and Unsplash download tracking.
import { useEffect, type ReactNode } from 'react';
import { SITE_ERRORS, type PublicSite, type SectionType } from '@chairside/core/site-view';
import type { CtaButton, SectionProps } from '@chairside/core/site';
import { linkHref, useSite } from '../context';

export type Props<T extends SectionType> = {
  site: PublicSite;
  /** Stored props may be partial (older data, imports): every field has a fallback. */
  props: Partial<SectionProps<T>>;
  id: string;
};

export const str = (v: unknown, fallback = '') =>
  typeof v === 'string' && v.trim() ? v : fallback;

export const list = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export const durationText = (m: number) =>
  m < 60 ? `${m} min` : m % 60 ? `${Math.floor(m / 60)} hr ${m % 60} min` : `${m / 60} hr`;

export function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 className="cs-section-title" id={`${id}-title`}>
      {children}
    </h2>
  );
}

export function CtaLink({ button }: { button: CtaButton }) {
  const ctx = useSite();
  const external = button.href.startsWith('http');
  const variant = button.variant ?? 'primary';
  return (
    <a
      className={`cs-button cs-button-${variant}`}
      href={linkHref(button.href, ctx)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {button.text}
      {external && <span className="cs-visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}

/** Unsplash asks that a used photo's download be counted (spec, section 7). */
export function useStockPhotoTracking(photoId: string) {
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

export function CardImage({ src }: { src: string }) {
  if (!src) return null;
  return <img className="cs-card-image" src={src} alt="" loading="lazy" width={400} height={250} />;
}

/** A titled section of cards, or its empty-state sentence when there are none. */
export function CardSection<T extends { id: string }>({
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

export const dollars = (n: number) => `$${(n / 100).toFixed(2)}`;
