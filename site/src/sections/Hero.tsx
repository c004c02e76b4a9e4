import { onColor } from '@chairside/core/contrast';
import type { CtaButton } from '@chairside/core/site';
import { useSite } from '../context';
import { type Props, str, list, CtaLink, useStockPhotoTracking } from './parts';

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
          '--cs-on-primary': onColor(colors.primary),
          '--cs-on-accent': onColor(colors.accent),
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
