// The site generator (POST /api/generate-salon-website): a whole draft site
// from the salon's facts and a few choices (style, what to put first, tone),
// every section of the spec filled from what the salon holds: the hero with
// a headline and photo, about, the real menu, a gallery, the shop and the
// memberships when the salon sells them, contact details, map and the form.
// The texts come from the same writer (or the model's answers, passed in);
// nothing here is published until the owner publishes it.
import { SALON_IMAGES, salonImagesOf } from '../salon-images';
import {
  bookingPath,
  newSection,
  THEME_PRESETS,
  ZSiteDraft,
  type GalleryImage,
  type Section,
  type SectionProps,
  type SectionType,
  type SiteDraft,
  type SiteTheme,
} from '../site';
import { escapeHtml } from '../site-view';
import type { ContentOutput, Tone } from './content';
import type { Emphasis, SiteGenerateRequest } from './requests';

export {
  EMPHASES,
  EMPHASIS_LABELS,
  SITE_STYLES,
  ZSiteGenerateRequest,
  type Emphasis,
  type SiteGenerateRequest,
} from './requests';
import type { SalonFacts } from './facts';
import { seeded, shuffled, writeContent } from './writer';

/** What else the salon holds that the site can show. */
export interface SiteExtras {
  slug: string;
  /** Photos of work the team chose to show (with consent). */
  work: { url: string; caption: string; alt: string }[];
  hasProducts: boolean;
  hasMemberships: boolean;
  /** The theme the site has now (kept when no style is chosen). */
  theme: SiteTheme | null;
}

/** The texts the draft takes: the writer's, or the model's answers. */
export interface SiteTexts {
  hero: ContentOutput<'hero'>;
  about: ContentOutput<'about-us'>;
  seo: ContentOutput<'seo'>;
}

export function builtInSiteTexts(facts: SalonFacts, tone: Tone, seed: number): SiteTexts {
  const base = { facts, tone, seed };
  return {
    hero: writeContent({ ...base, kind: 'hero', length: 'medium' }),
    about: writeContent({ ...base, kind: 'about-us', length: 'long' }),
    seo: writeContent({ ...base, kind: 'seo', length: 'short' }),
  };
}

/** The ids the starter site uses too (the hero's "Contact Us" goes to #contact). */
const IDS: Record<SectionType, string> = {
  HeroComponent: 'hero',
  AboutUsComponent: 'about',
  ServicesComponent: 'services',
  GalleryComponent: 'gallery',
  ContactFormComponent: 'contact',
  MapEmbedComponent: 'map',
  ContactDetailsComponent: 'details',
  PlaceholderComponent: 'placeholder',
  ShopPageComponent: 'shop',
  MembershipsSectionComponent: 'memberships',
};

function section<T extends SectionType>(type: T, props: Partial<SectionProps<T>> = {}): Section {
  const s = newSection(type, IDS[type]);
  return { ...s, props: { ...s.props, ...props } } as Section;
}

function gallery(extras: SiteExtras, rng: () => number): GalleryImage[] {
  if (extras.work.length > 0)
    return extras.work.slice(0, 8).map((w) => ({
      url: w.url,
      alt_text: w.alt.slice(0, 200),
      caption: w.caption.slice(0, 200),
    }));
  const scenes = shuffled(rng, salonImagesOf('scene')).slice(0, 4);
  return scenes.map((s) => ({ url: s.url, alt_text: s.alt, caption: '' }));
}

/** The draft site: valid for the editor and the renderer, every text from the facts. */
export function generateSiteDraft(
  facts: SalonFacts,
  extras: SiteExtras,
  choices: Pick<SiteGenerateRequest, 'style' | 'emphasis' | 'seed'>,
  texts: SiteTexts,
): SiteDraft {
  const rng = seeded(`site|${choices.seed}|${choices.style}|${choices.emphasis}`);
  const preset = THEME_PRESETS.find((p) => p.name === choices.style);
  const scenes = salonImagesOf('scene');
  const photo = scenes[Math.floor(rng() * scenes.length)] ?? SALON_IMAGES[0]!;
  const hero = section('HeroComponent', {
    headline: texts.hero.headline,
    tagline: texts.hero.tagline,
    ctaButtons: [
      { text: texts.hero.ctaText, href: bookingPath(extras.slug), variant: 'primary' },
      { text: 'Contact Us', href: '#contact', variant: 'outline' },
    ],
    backgroundImageUrl: photo.url,
    alt_description: photo.alt,
  });
  const about = section('AboutUsComponent', {
    title: texts.about.title,
    content: texts.about.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  });
  const services = section('ServicesComponent', {
    title: 'Our Services',
    intro:
      'Every service, its length and its price, straight from our menu. Book any of them online.',
  });
  const work = section('GalleryComponent', {
    title: extras.work.length > 0 ? 'Our work' : 'Gallery',
    images: gallery(extras, rng),
  });
  const shop = extras.hasProducts ? [section('ShopPageComponent')] : [];
  const memberships = extras.hasMemberships ? [section('MembershipsSectionComponent')] : [];
  const order: Record<Emphasis, Section[]> = {
    services: [services, about, work, ...shop],
    story: [about, services, work, ...shop],
    work: [work, services, about, ...shop],
    shop: [...shop, services, about, work],
  };
  const components = [
    hero,
    ...order[choices.emphasis],
    ...memberships,
    section('ContactDetailsComponent'),
    section('MapEmbedComponent'),
    section('ContactFormComponent'),
  ];
  return ZSiteDraft.parse({
    name: facts.salonName.length >= 2 ? facts.salonName : `${facts.salonName} salon`,
    // The header's line under the name: the tagline's first sentence.
    description: (texts.hero.tagline.split(/(?<=[.!?])\s+/u)[0] ?? '').slice(0, 300),
    website_content: '',
    site_config: { pages: [{ id: 'home', title: 'Home', components }] },
    theme: preset?.theme ?? extras.theme ?? THEME_PRESETS[0]!.theme,
    seo: texts.seo,
    favicon_url: '',
  });
}

/** The texts of a draft a person reads (what the fact check walks). */
export function draftTexts(draft: SiteDraft): string[] {
  const out = [draft.description, draft.seo.title, draft.seo.description];
  for (const s of draft.site_config.pages.flatMap((p) => p.components)) {
    const p = s.props as Record<string, unknown>;
    for (const key of ['headline', 'tagline', 'title', 'intro'])
      if (typeof p[key] === 'string') out.push(p[key]);
    if (typeof p['content'] === 'string')
      out.push(
        p['content']
          .replace(/<\/p>/g, '\n\n')
          .replace(/<[^>]*>/g, '')
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'"),
      );
  }
  return out.filter(Boolean);
}
