// A spotlight page (POST /api/ai/spotlight, /generated-spotlight-page): a
// feature page of the salon's site for one team member or one service, made
// of the site's own sections: a hero with a booking button for them, their
// story, photos of their work from the portfolio, and the services they do
// with lengths and prices (the Services section shows the menu's own
// figures). The texts are the writer's or a model's; every figure on the
// page comes from the menu, never from a text.
import { z } from 'zod';
import { salonImagesOf } from '../salon-images';
import {
  bookingPath,
  newSection,
  pageIdFor,
  ZSitePage,
  type Section,
  type SectionProps,
  type SectionType,
  type SitePage,
} from '../site';
import { escapeHtml } from '../site-view';
import { CONTENT_LIMITS, type Tone } from './content';
import { durationText, priceText, type SalonFacts } from './facts';
import type { SpotlightKind } from './requests';
import { fit, listText, seeded, shuffled, writeContent } from './writer';

export { SPOTLIGHT_KINDS, ZSpotlightRequest, type SpotlightRequest } from './requests';

const line = (max: number) => z.string().trim().min(1).max(max);

/** The texts a spotlight takes (what a model must return, too). */
export const ZSpotlightTexts = z.object({
  headline: line(CONTENT_LIMITS.headline),
  tagline: line(CONTENT_LIMITS.tagline),
  story: z.array(line(1200)).min(1).max(4),
});
export type SpotlightTexts = z.output<typeof ZSpotlightTexts>;

/** Who or what the page features, as the facts name them. */
export interface SpotlightSubjectFacts {
  kind: SpotlightKind;
  id: string;
  name: string;
}

/** What the page shows besides its texts. */
export interface SpotlightExtras {
  slug: string;
  /** Photos of their work the salon shows on its site (the clients consented). */
  work: { url: string; caption: string; alt: string }[];
  /** The team member's own photo, when they have one. */
  photoUrl: string;
  /** The services the page lists: the team member's, or the one service. */
  serviceIds: string[];
  /** The page's address: kept when the page is made again, else a free one. */
  pageId: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const lower = (s: string) => s.toLocaleLowerCase();
const pick = <T>(rng: () => number, items: readonly T[]): T =>
  items[Math.floor(rng() * items.length)]!;

const INVITES: Record<Tone, readonly string[]> = {
  warm: ['We would love to see you in the chair.', 'Come and say hello.'],
  luxurious: ['An hour that is entirely yours.', 'Unhurried, considered, beautifully done.'],
  playful: ['Bring your wildest ideas.', 'Let us have some fun with it.'],
  professional: ['Precise work, clear advice.', 'Booked online in a minute.'],
};

/** The built-in writer's texts for a spotlight: only what the facts hold. */
export function builtInSpotlightTexts(
  facts: SalonFacts,
  subject: Pick<SpotlightSubjectFacts, 'kind' | 'id'>,
  tone: Tone,
  seed: number,
): SpotlightTexts {
  const rng = seeded(`spotlight|${subject.kind}|${subject.id}|${tone}|${seed}`);
  const base = { facts, tone, seed };
  if (subject.kind === 'staff') {
    const t = facts.team.find((m) => m.id === subject.id);
    if (!t) throw new Error('That team member is not in the facts.');
    const first = firstName(t.name);
    const cats = t.categories.slice(0, 3).map(lower);
    const story = [
      // Their own words first, as they wrote them.
      ...(t.bio.trim() ? [fit(t.bio, 1200)] : []),
      writeContent({ ...base, kind: 'staff-bio', staffId: t.id, length: 'long' }).bio,
    ];
    return {
      headline: fit(
        pick(rng, [
          `Meet ${t.name}`,
          t.title ? `${t.name}, ${lower(t.title)}` : `${t.name} at ${facts.salonName}`,
          `In the chair with ${first}`,
        ]),
        CONTENT_LIMITS.headline,
      ),
      tagline: fit(
        [
          cats.length > 0
            ? `${first} specialises in ${listText(cats)} at ${facts.salonName}.`
            : `Part of the team at ${facts.salonName}.`,
          pick(rng, INVITES[tone]),
        ].join(' '),
        CONTENT_LIMITS.tagline,
      ),
      story,
    };
  }
  const s = facts.services.find((x) => x.id === subject.id);
  if (!s) throw new Error('That service is not in the facts.');
  const own = s.description.trim();
  const story = [
    ...(own ? [fit(own, 1200)] : []),
    // With the owner's words first, whole, the writer's short lines leave them out.
    writeContent({
      ...base,
      kind: 'service-description',
      serviceId: s.id,
      length: own ? 'short' : 'long',
    }).description,
  ];
  const figures = s.price > 0 ? `${durationText(s.durationMinutes)}, ${priceText(s)}.` : '';
  return {
    headline: fit(pick(rng, [s.name, `${s.name} at ${facts.salonName}`]), CONTENT_LIMITS.headline),
    tagline: fit(
      [
        figures || `${durationText(s.durationMinutes)} in the chair.`,
        s.staffNames.length > 0 ? `With ${listText(s.staffNames.slice(0, 3).map(firstName))}.` : '',
        pick(rng, INVITES[tone]),
      ]
        .filter(Boolean)
        .join(' '),
      CONTENT_LIMITS.tagline,
    ),
    story,
  };
}

function section<T extends SectionType>(type: T, id: string, props: Partial<SectionProps<T>>) {
  const s = newSection(type, id);
  return { ...s, props: { ...s.props, ...props } } as Section;
}

/** The spotlight page: valid for the editor and the renderer. */
export function spotlightPage(
  subject: SpotlightSubjectFacts,
  extras: SpotlightExtras,
  texts: SpotlightTexts,
  seed: number,
): SitePage {
  const rng = seeded(`spotlight-photo|${subject.id}|${seed}`);
  const staff = subject.kind === 'staff';
  const first = firstName(subject.name);
  const scene = shuffled(rng, salonImagesOf('scene'))[0];
  const photo = extras.work[0]
    ? { url: extras.work[0].url, alt: extras.work[0].alt }
    : extras.photoUrl
      ? { url: extras.photoUrl, alt: subject.name }
      : { url: scene?.url ?? '', alt: scene?.alt ?? '' };
  // Someone who does no service on the menu (the front desk, say) is met, not booked.
  const bookable = !staff || extras.serviceIds.length > 0;
  const book = bookable
    ? `${bookingPath(extras.slug)}&${staff ? 'staff' : 'services'}=${encodeURIComponent(subject.id)}`
    : bookingPath(extras.slug);
  const label = !bookable
    ? 'Book Appointment'
    : staff
      ? `Book with ${first}`
      : `Book ${subject.name}`;
  const components: Section[] = [
    section('HeroComponent', 'hero', {
      headline: texts.headline,
      tagline: texts.tagline,
      ctaButtons: [
        { text: label.length <= 40 ? label : 'Book now', href: book, variant: 'primary' },
      ],
      backgroundImageUrl: photo.url,
      alt_description: photo.alt.slice(0, 200),
    }),
    section('AboutUsComponent', 'story', {
      title: fit(staff ? `About ${first}` : `About ${subject.name}`, 120),
      content: texts.story.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    }),
  ];
  if (extras.work.length > 0)
    components.push(
      section('GalleryComponent', 'work', {
        title: fit(staff ? `${first}’s work` : `${subject.name}: our work`, 120),
        images: extras.work.slice(0, 12).map((w) => ({
          url: w.url,
          alt_text: w.alt.slice(0, 200),
          caption: w.caption.slice(0, 200),
        })),
      }),
    );
  if (extras.serviceIds.length > 0)
    components.push(
      section('ServicesComponent', 'services', {
        title: staff ? fit(`Book ${first} for`, 120) : 'Length and price',
        intro: staff
          ? `Every service ${first} does, with its length and price, straight from our menu.`
          : 'Straight from our menu. Book it online in a minute.',
        service_ids: extras.serviceIds.slice(0, 100),
      }),
    );
  components.push(section('ContactDetailsComponent', 'details', {}));
  return ZSitePage.parse({
    id: extras.pageId,
    title: fit(subject.name, 80),
    components,
    nav: true,
    spotlight: { kind: subject.kind, id: subject.id },
  });
}

/** A free address for a new spotlight of `name`, or the page's own when it is made again. */
export function spotlightPageId(
  pages: readonly { id: string; spotlight?: { kind: string; id: string } | undefined }[],
  subject: Pick<SpotlightSubjectFacts, 'kind' | 'id' | 'name'>,
): string {
  const own = pages.find(
    (p, i) => i > 0 && p.spotlight?.kind === subject.kind && p.spotlight.id === subject.id,
  );
  if (own) return own.id;
  const base = pageIdFor(subject.name);
  let id = base;
  for (let n = 2; pages.some((p) => p.id === id); n++) id = `${base.slice(0, 36)}-${n}`;
  return id;
}

/** The texts of a spotlight page a person reads (what the fact check walks). */
export function spotlightTexts(texts: SpotlightTexts): string[] {
  return [texts.headline, texts.tagline, ...texts.story];
}
