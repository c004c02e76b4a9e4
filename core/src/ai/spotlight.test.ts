import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pageIdFor,
  pageIndexAt,
  RESERVED_PAGE_IDS,
  SECTION_PROPS,
  starterDraft,
  ZSiteConfig,
  ZSitePage,
} from '../site';
import { salonArbitrary } from '../test-support/salons';
import { TONES } from './content';
import { checkText, factIndex } from './fact-check';
import {
  builtInSpotlightTexts,
  spotlightPage,
  spotlightPageId,
  spotlightTexts,
  type SpotlightExtras,
} from './spotlight';

const work = fc.array(
  fc.record({
    url: fc.constantFrom('https://example.test/a.jpg', '/api/media/orgs/x/portfolio/b.jpg'),
    caption: fc.constantFrom('', 'Balayage by Ava'),
    alt: fc.constantFrom('Balayage by Ava', 'A fresh cut'),
  }),
  { maxLength: 14 },
);
const voice = fc.record({ tone: fc.constantFrom(...TONES), seed: fc.nat(100_000) });
const home = starterDraft({ name: 'Nova Studio', slug: 'nova' }).site_config.pages;

function extrasFor(
  id: string,
  name: string,
  serviceIds: string[],
  photos: SpotlightExtras['work'],
) {
  return {
    slug: 'nova-studio',
    work: photos,
    photoUrl: '',
    serviceIds,
    pageId: spotlightPageId(home, { kind: 'staff', id, name }),
  };
}

describe('a spotlight page', () => {
  it('features any team member with their services, work and a button to book them, stating nothing the salon did not give', () => {
    fc.assert(
      fc.property(
        salonArbitrary.filter((f) => f.team.length > 0),
        work,
        voice,
        (facts, photos, v) => {
          const member = facts.team[0]!;
          const serviceIds = facts.services
            .filter((s) => s.staffNames.includes(member.name))
            .map((s) => s.id);
          const subject = { kind: 'staff' as const, id: member.id, name: member.name };
          const texts = builtInSpotlightTexts(facts, subject, v.tone, v.seed);
          const page = spotlightPage(
            subject,
            extrasFor(member.id, member.name, serviceIds, photos),
            texts,
            v.seed,
          );
          expect(ZSitePage.safeParse(page).success).toBe(true);
          for (const s of page.components)
            expect(SECTION_PROPS[s.component_type].safeParse(s.props).success).toBe(true);
          // The site takes it beside its home page, at an address of its own.
          expect(ZSiteConfig.safeParse({ pages: [...home, page] }).success).toBe(true);
          expect(page.spotlight).toEqual({ kind: 'staff', id: member.id });
          const types = page.components.map((s) => s.component_type);
          expect(types[0]).toBe('HeroComponent');
          expect(types).toContain('AboutUsComponent');
          expect(types.includes('GalleryComponent')).toBe(photos.length > 0);
          expect(types.includes('ServicesComponent')).toBe(serviceIds.length > 0);
          const hero = page.components[0]!.props as { ctaButtons: { href: string }[] };
          // Booked with them when they do something on the menu, else the salon's booking.
          expect(hero.ctaButtons[0]!.href).toBe(
            serviceIds.length > 0
              ? `/book-now?salon=nova-studio&staff=${encodeURIComponent(member.id)}`
              : '/book-now?salon=nova-studio',
          );
          const services = page.components.find((s) => s.component_type === 'ServicesComponent');
          if (services) expect(services.props).toMatchObject({ service_ids: serviceIds });
          const index = factIndex(facts);
          for (const text of spotlightTexts(texts))
            expect(checkText(text, index).flags).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('features any service with its own length and price, booked with it chosen', () => {
    fc.assert(
      fc.property(salonArbitrary, work, voice, (facts, photos, v) => {
        const service = facts.services[0]!;
        const subject = { kind: 'service' as const, id: service.id, name: service.name };
        const texts = builtInSpotlightTexts(facts, subject, v.tone, v.seed);
        const page = spotlightPage(
          subject,
          { ...extrasFor(service.id, service.name, [service.id], photos) },
          texts,
          v.seed,
        );
        expect(ZSitePage.safeParse(page).success).toBe(true);
        const hero = page.components[0]!.props as { ctaButtons: { href: string }[] };
        expect(hero.ctaButtons[0]!.href).toContain(`&services=${encodeURIComponent(service.id)}`);
        const index = factIndex(facts);
        for (const text of spotlightTexts(texts)) expect(checkText(text, index).flags).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps its address when made again, and never takes another page’s or one the site uses', () => {
    const maya = { kind: 'staff' as const, id: 's1', name: 'Maya López' };
    expect(spotlightPageId(home, maya)).toBe('maya-lopez');
    const pages = [
      ...home,
      { id: 'maya-lopez', title: 'Maya', components: [], spotlight: { kind: 'staff', id: 's1' } },
    ];
    expect(spotlightPageId(pages, maya)).toBe('maya-lopez');
    expect(spotlightPageId(pages, { ...maya, id: 's2' })).toBe('maya-lopez-2');
    expect(pageIdFor('Book')).toBe('book-page');
    expect(pageIdFor('  Ästhetik & Co!  ')).toBe('asthetik-co');
  });
});

describe('the pages of a site', () => {
  const page = (id: string) => ({ id, title: id, components: [] });

  it('refuses two pages at one address, an address the site uses itself, and unreadable ones', () => {
    const problems = (ids: string[]) => {
      const r = ZSiteConfig.safeParse({ pages: [home[0], ...ids.map(page)] });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(problems(['maya', 'balayage'])).toEqual([]);
    expect(problems(['maya', 'maya'])).toEqual(['Two pages cannot share the address /maya']);
    for (const id of RESERVED_PAGE_IDS)
      expect(problems([id])).toContain(`/${id} is an address the site uses itself: choose another`);
    expect(problems(['Maya_Lopez'])).toEqual([
      'A page’s address uses lower-case letters, digits and dashes',
    ]);
    expect(
      ZSiteConfig.safeParse({
        pages: [home[0], ...Array.from({ length: 12 }, (_, i) => page(`p${i}`))],
      }).success,
    ).toBe(false);
  });

  it('finds the page a path shows: the home page at /, the others at /{id}', () => {
    const pages = [page('home'), page('maya'), page('balayage')];
    expect(pageIndexAt(pages, '/')).toBe(0);
    expect(pageIndexAt(pages, '/maya')).toBe(1);
    expect(pageIndexAt(pages, '/balayage/')).toBe(2);
    // The home page has one address only, and no path names a page that is not there.
    expect(pageIndexAt(pages, '/home')).toBe(-1);
    expect(pageIndexAt(pages, '/nobody')).toBe(-1);
    expect(pageIndexAt(pages, '/maya/extra')).toBe(-1);
  });
});
