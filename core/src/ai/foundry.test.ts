import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THEME_PRESETS } from '../site';
import {
  checkedColors,
  contrast,
  fontPairings,
  MOODS,
  palette,
  readableOn,
  searchShippedPhotos,
} from './foundry';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('colour palettes', () => {
  it('computes WCAG contrast as the standard does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('passes AA on every pair, for any mood or photo colour', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...MOODS), { nil: undefined }),
        fc.option(hex, { nil: undefined }),
        fc.nat(1000),
        (mood, base, seed) => {
          const { checks, colors } = palette({ mood, base, seed });
          expect(checks).toHaveLength(6);
          for (const c of checks) expect(c.ok, `${c.pair} ${c.ratio}`).toBe(true);
          for (const v of Object.values(colors)) expect(v).toMatch(/^#[0-9a-f]{6}$/);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('corrects any theme that falls short, and says what it changed', () => {
    fc.assert(
      fc.property(hex, hex, hex, hex, hex, hex, (a, b, c, d, e, f) => {
        const { checks } = checkedColors({
          text_primary: a,
          text_secondary: b,
          neutral: c,
          background: d,
          primary: e,
          accent: f,
        });
        for (const x of checks) expect(x.ok).toBe(true);
      }),
      { numRuns: 300 },
    );
    const plum = THEME_PRESETS.find((p) => p.name === 'Plum salon')!.theme.colors;
    const pale = checkedColors({ ...plum, text_secondary: '#bbbbbb' });
    expect(pale.checks.find((c) => c.pair === 'Secondary text on background')).toMatchObject({
      ok: true,
      corrected: true,
    });
    expect(pale.colors.text_secondary).not.toBe('#bbbbbb');
    // Every preset the product ships reads as it is.
    for (const p of THEME_PRESETS)
      for (const c of checkedColors(p.theme.colors).checks)
        expect(c.ok, `${p.name}: ${c.pair}`).toBe(true);
  });

  it('keeps a colour that already reads', () => {
    expect(readableOn('#1d2a22', '#fbfdfb')).toBe('#1d2a22');
  });
});

describe('fonts and photos', () => {
  it('puts the tone’s pairings first, from the site’s own fonts', () => {
    expect(fontPairings('luxurious', 0)[0]!.heading_font).toBe('Elegant Serif');
    expect(fontPairings('playful', 3)[0]!.heading_font).toBe('Rounded');
    expect(fontPairings('warm', 1)).toHaveLength(7);
  });

  it('finds shipped pictures by what they show', () => {
    expect(searchShippedPhotos('hair colour')[0]!.url).toBe('/img/salon/colour-bar.jpg');
    expect(searchShippedPhotos('').length).toBeGreaterThan(10);
    expect(searchShippedPhotos('spaceship')).toEqual([]);
  });
});
