import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECTION_PROPS, ZSiteDraft } from '../site';
import { salonArbitrary } from '../test-support/salons';
import { TONES } from './content';
import { checkText, factIndex } from './fact-check';
import {
  builtInSiteTexts,
  draftTexts,
  EMPHASES,
  generateSiteDraft,
  SITE_STYLES,
  type SiteExtras,
} from './site-generator';

const extras = fc.record({
  slug: fc.constantFrom('studio-nova', 'oak-barbers'),
  work: fc.array(
    fc.record({
      url: fc.constantFrom('https://example.test/a.jpg', '/api/media/orgs/x/portfolio/b.jpg'),
      caption: fc.constantFrom('', 'Balayage by Ava'),
      alt: fc.constantFrom('Balayage by Ava', 'A fresh cut'),
    }),
    { maxLength: 10 },
  ),
  hasProducts: fc.boolean(),
  hasMemberships: fc.boolean(),
  theme: fc.constant(null),
}) satisfies fc.Arbitrary<SiteExtras>;

const choices = fc.record({
  style: fc.constantFrom('', ...SITE_STYLES),
  emphasis: fc.constantFrom(...EMPHASES),
  seed: fc.nat(100_000),
  tone: fc.constantFrom(...TONES),
});

describe('the site generator', () => {
  it('makes a complete draft the editor and the renderer take, from any salon', () => {
    fc.assert(
      fc.property(salonArbitrary, extras, choices, (facts, x, c) => {
        const draft = generateSiteDraft(facts, x, c, builtInSiteTexts(facts, c.tone, c.seed));
        expect(ZSiteDraft.safeParse(draft).success).toBe(true);
        const sections = draft.site_config.pages[0]!.components;
        for (const s of sections)
          expect(SECTION_PROPS[s.component_type].safeParse(s.props).success).toBe(true);
        const types = sections.map((s) => s.component_type);
        expect(types[0]).toBe('HeroComponent');
        for (const t of [
          'AboutUsComponent',
          'ServicesComponent',
          'GalleryComponent',
          'ContactDetailsComponent',
          'MapEmbedComponent',
          'ContactFormComponent',
        ])
          expect(types).toContain(t);
        // The shop and memberships only where the salon sells them.
        expect(types.includes('ShopPageComponent')).toBe(x.hasProducts);
        expect(types.includes('MembershipsSectionComponent')).toBe(x.hasMemberships);
        // The hero has a headline and a photo, and books at the salon's own address.
        const hero = sections[0]!.props as {
          headline: string;
          backgroundImageUrl: string;
          ctaButtons: { href: string }[];
        };
        expect(hero.headline).not.toBe('');
        expect(hero.backgroundImageUrl).not.toBe('');
        expect(hero.ctaButtons[0]!.href).toContain(x.slug);
        // Nothing stated that the salon did not give.
        const index = factIndex(facts);
        for (const text of draftTexts(draft)) expect(checkText(text, index).flags).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('puts first what the owner chose, and uses the style’s theme', () => {
    fc.assert(
      fc.property(salonArbitrary, extras, (facts, x) => {
        const texts = builtInSiteTexts(facts, 'warm', 0);
        const second = (emphasis: (typeof EMPHASES)[number]) =>
          generateSiteDraft(
            facts,
            { ...x, hasProducts: true },
            { style: SITE_STYLES[2]!, emphasis, seed: 0 },
            texts,
          ).site_config.pages[0]!.components[1]!.component_type;
        expect(second('services')).toBe('ServicesComponent');
        expect(second('story')).toBe('AboutUsComponent');
        expect(second('work')).toBe('GalleryComponent');
        expect(second('shop')).toBe('ShopPageComponent');
      }),
      { numRuns: 30 },
    );
  });

  it('shows the salon’s own work in the gallery when it has photos to show', () => {
    fc.assert(
      fc.property(salonArbitrary, (facts) => {
        const x = {
          slug: 's',
          work: [{ url: 'https://example.test/w.jpg', caption: 'Gloss', alt: 'A gloss' }],
          hasProducts: false,
          hasMemberships: false,
          theme: null,
        };
        const draft = generateSiteDraft(
          facts,
          x,
          { style: '', emphasis: 'work', seed: 1 },
          builtInSiteTexts(facts, 'playful', 1),
        );
        const g = draft.site_config.pages[0]!.components.find(
          (s) => s.component_type === 'GalleryComponent',
        )!;
        expect(g.props).toMatchObject({
          title: 'Our work',
          images: [{ url: 'https://example.test/w.jpg', caption: 'Gloss' }],
        });
      }),
      { numRuns: 10 },
    );
  });
});
