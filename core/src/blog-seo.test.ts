import { describe, expect, it } from 'vitest';
import { readingEase, seoChecklist, syllables, type SeoInput } from './blog-seo';

const easy =
  'Balayage is colour painted by hand. It grows out soft. There is no hard line. ' +
  'We paint it in thin strands. Most clients come back in three months. A gloss keeps it bright. ';

/** A post that passes every check. */
const good: SeoInput = {
  title: 'Balayage in Brooklyn: colour that grows out softly',
  excerpt:
    'Why balayage grows out without a line, how often to come back, and how a gloss between visits keeps the colour bright for longer.',
  html:
    `<p>Balayage in Brooklyn starts with a chat. ${easy}</p>` +
    `<h2>Why balayage in Brooklyn lasts</h2><p>${easy.repeat(9)}</p>` +
    '<p><img src="/img/a.jpg" alt="Soft balayage on long hair"></p>' +
    '<p><a href="/book">Book a balayage</a></p>',
  focusKeyword: 'balayage in Brooklyn',
  featuredImage: '/img/salon/colour-bar.jpg',
};

const failing = (input: SeoInput) =>
  seoChecklist(input)
    .checks.filter((c) => !c.ok)
    .map((c) => c.id);

describe('the SEO checklist', () => {
  it('scores a post that does everything 100', () => {
    const report = seoChecklist(good);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.score).toBe(100);
  });

  it.each([
    ['a short title', { title: 'Balayage in Brooklyn' }, ['title-length'], 85],
    [
      'a title past 60 characters',
      { title: 'Balayage in Brooklyn: everything you ever wanted to know about painted colour' },
      ['title-length'],
      85,
    ],
    ['no excerpt', { excerpt: '' }, ['description-length'], 85],
    [
      'no focus keyword',
      { focusKeyword: '' },
      ['keyword-set', 'keyword-title', 'keyword-first-paragraph', 'keyword-heading'],
      65,
    ],
    [
      'the keyword only in the body',
      { title: 'Colour that grows out softly, all year long' },
      ['keyword-title'],
      90,
    ],
    [
      'a picture with no description',
      { html: `${good.html}<img src="/x.jpg">` },
      ['image-alt'],
      90,
    ],
    ['no featured image', { featuredImage: '' }, ['featured-image'], 95],
    [
      'no link to the salon’s own pages',
      { html: good.html.replace('href="/book"', 'href="https://elsewhere.example/"') },
      ['internal-links'],
      90,
    ],
  ] as const)('flags %s', (_name, change, ids, score) => {
    const input = { ...good, ...change };
    expect(failing(input)).toEqual(ids);
    expect(seoChecklist(input).score).toBe(score);
  });

  it('finds the keyword whatever its case and accents', () => {
    const report = seoChecklist({ ...good, focusKeyword: 'BALAYAGE IN BRÓOKLYN' });
    expect(report.checks.find((c) => c.id === 'keyword-title')?.ok).toBe(true);
  });

  it('says how to fix what fails, with the figures', () => {
    const report = seoChecklist({ ...good, title: 'Balayage', excerpt: 'Short.' });
    expect(report.checks.find((c) => c.id === 'title-length')?.detail).toBe(
      'Make the title at least 30 characters (it has 8): say what the reader gets',
    );
    expect(report.checks.find((c) => c.id === 'description-length')?.detail).toBe(
      'Lengthen the excerpt to at least 120 characters (it has 6)',
    );
  });

  it('asks for plainer words when the text is hard to read, and more words when it is short', () => {
    const hard =
      'Notwithstanding considerable methodological heterogeneity, comprehensive colorimetric evaluations demonstrate substantially improved longitudinal pigmentation stability following professional lightening interventions. '.repeat(
        20,
      );
    const input = {
      ...good,
      html: `<p>Balayage in Brooklyn. ${hard}</p><h2>Balayage in Brooklyn</h2><a href="/book">Book</a>`,
    };
    expect(failing(input)).toEqual(['readability']);
    expect(
      failing({
        ...good,
        html: '<p>Balayage in Brooklyn is lovely.</p><h2>Balayage in Brooklyn</h2><a href="/book">b</a>',
      }),
    ).toEqual(['readability', 'length']);
  });
});

describe('reading ease', () => {
  it('counts syllables as vowel groups', () => {
    expect(syllables('hair')).toBe(1);
    expect(syllables('colour')).toBe(2);
    expect(syllables('balayage')).toBe(3);
    expect(syllables('conditioner')).toBe(4);
  });
  it('rates short plain sentences as easy, long Latinate ones as hard, and too little text as unknown', () => {
    expect(readingEase(easy.repeat(3))!).toBeGreaterThan(70);
    expect(readingEase('Too short.')).toBeNull();
  });
});
