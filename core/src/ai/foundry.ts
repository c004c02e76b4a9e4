// The text foundry's built-in parts: font pairings from the site's own font
// list, colour palettes from a mood or a photo's colour with every text and
// background pair checked against WCAG AA (4.5:1) and corrected where it
// falls short, and photos from the pictures shipped with Chairside.
import { contrast, hexToRgb, luminance, onColor } from '../contrast';
import { SALON_IMAGES, type SalonImage } from '../salon-images';
import { FONT_NAMES, type FontName, type SiteColors } from '../site-view';
import type { Mood } from './requests';
import { seeded, shuffled } from './writer';

export { MOODS, ZPaletteRequest, type Mood } from './requests';

// ---- contrast ---------------------------------------------------------------

export { contrast, hexToRgb, luminance };

const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

export function rgbToHsl([r, g, b]: readonly number[]): [number, number, number] {
  const [R, G, B] = [r! / 255, g! / 255, b! / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h * 60, s * 100, l * 100];
}

export function hsl(h: number, s: number, l: number): string {
  const S = s / 100;
  const L = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = S * Math.min(L, 1 - L);
  const f = (n: number) => L - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/**
 * `fg` moved in lightness (darker on a light background, lighter on a dark
 * one) until it reads on `bg` at `min`:1, keeping its hue.
 */
export function readableOn(fg: string, bg: string, min = 4.5): string {
  if (contrast(fg, bg) >= min) return fg;
  const [h, s, l] = rgbToHsl(hexToRgb(fg));
  const darker = luminance(bg) > 0.18;
  for (let step = 1; step <= 100; step++) {
    const next = hsl(h, s, Math.max(0, Math.min(100, darker ? l - step : l + step)));
    if (contrast(next, bg) >= min) return next;
  }
  return darker ? '#000000' : '#ffffff';
}

/**
 * `fg` at the lightness nearest its own that reads on every one of
 * `backgrounds` (its hue kept, then grey where no lightness of the hue does).
 */
export function readableOnAll(fg: string, backgrounds: readonly string[], min = 4.5): string {
  const reads = (c: string) => backgrounds.every((bg) => contrast(c, bg) >= min);
  if (reads(fg)) return fg;
  const [h, s, l] = rgbToHsl(hexToRgb(fg));
  for (const sat of [s, s / 2, 0])
    for (let step = 0; step <= 100; step += 0.1)
      for (const next of [l - step, l + step])
        if (next >= 0 && next <= 100 && reads(hsl(h, sat, next))) return hsl(h, sat, next);
  return fg;
}

export interface ContrastCheck {
  /** What reads on what: "Text on background". */
  pair: string;
  ratio: number;
  /** Passes WCAG AA for normal text (4.5:1). */
  ok: boolean;
  /** The colour was changed to pass. */
  corrected: boolean;
}

/** The pairs a site shows, each made to pass AA (white on the buttons' colours). */
export function checkedColors(colors: SiteColors): { colors: SiteColors; checks: ContrastCheck[] } {
  const c = { ...colors };
  const before = { ...colors };
  const pairs: [string, keyof SiteColors, string | keyof SiteColors][] = [
    ['Text on background', 'text_primary', 'background'],
    ['Secondary text on background', 'text_secondary', 'background'],
    ['Text on the neutral panels', 'text_primary', 'neutral'],
    ['Links and outline buttons on background', 'primary', 'background'],
    ['Text on the main buttons', 'primary', 'on-primary'],
    ['Text on the accent buttons', 'accent', 'on-accent'],
  ];
  // Each colour against every background it is read on, at once (the text on the
  // background and on the panels).
  // A button's text is white or near-black, whichever reads better on it (as the site draws it).
  const against = (bg: string) =>
    bg === 'on-primary'
      ? onColor(c.primary)
      : bg === 'on-accent'
        ? onColor(c.accent)
        : c[bg as keyof SiteColors];
  // (A button always reads: its text takes whichever of white and near-black reads best.)
  // The panels give way to the text (below), not the text to the panels.
  const fixed = pairs.filter(([, , bg]) => !bg.startsWith('on-') && bg !== 'neutral');
  for (const fg of new Set(fixed.map(([, f]) => f)))
    c[fg] = readableOnAll(
      c[fg],
      fixed.filter(([, f]) => f === fg).map(([, , bg]) => against(bg)),
    );
  // Panels so close to the text that no text colour reads on both: the panels move instead.
  if (contrast(c.text_primary, c.neutral) < 4.5)
    c.neutral = readableOnAll(c.neutral, [c.text_primary]);
  const checks = pairs.map(([pair, fg, bg]) => {
    const ratio = Math.round(contrast(c[fg], against(bg)) * 100) / 100;
    const moved =
      c[fg] !== before[fg] ||
      (!bg.startsWith('on-') && against(bg) !== before[bg as keyof SiteColors]);
    return { pair, ratio, ok: ratio >= 4.5, corrected: moved };
  });
  return { colors: c, checks };
}

// ---- palettes -----------------------------------------------------------------

/** Each mood's hue and saturation; the accent sits at an offset on the wheel. */
const MOOD_HUES: Record<Mood, { hue: number; sat: number; accent: number }> = {
  calm: { hue: 150, sat: 30, accent: 30 },
  luxurious: { hue: 285, sat: 35, accent: 120 },
  bold: { hue: 330, sat: 70, accent: 160 },
  natural: { hue: 22, sat: 45, accent: 140 },
  fresh: { hue: 180, sat: 55, accent: 200 },
  romantic: { hue: 345, sat: 45, accent: 150 },
  classic: { hue: 220, sat: 45, accent: 180 },
  playful: { hue: 12, sat: 75, accent: 190 },
};

/** A palette from a mood or a photo's colour, checked and corrected for contrast. */
export function palette(input: {
  mood?: Mood | undefined;
  base?: string | undefined;
  seed: number;
}) {
  const rng = seeded(`palette|${input.mood ?? ''}|${input.base ?? ''}|${input.seed}`);
  const mood = MOOD_HUES[input.mood ?? 'classic'];
  const [bh, bs] = input.base ? rgbToHsl(hexToRgb(input.base)) : [mood.hue, mood.sat];
  const hue = (bh + (rng() - 0.5) * 16 + 360) % 360;
  const sat = Math.max(20, Math.min(80, bs + (rng() - 0.5) * 10));
  const accentHue = (hue + mood.accent + (rng() - 0.5) * 30 + 360) % 360;
  const raw: SiteColors = {
    text_primary: hsl(hue, 25, 12),
    text_secondary: hsl(hue, 12, 34),
    neutral: hsl(hue, 25, 95),
    background: hsl(hue, 30, 99),
    primary: hsl(hue, sat, 36 + rng() * 6),
    accent: hsl(accentHue, Math.min(70, sat + 10), 40),
  };
  return checkedColors(raw);
}

// ---- fonts --------------------------------------------------------------------

export interface FontPairing {
  heading_font: FontName;
  body_font: FontName;
  note: string;
}

/** Pairings of the site's own fonts, each with what it says. */
const PAIRINGS: FontPairing[] = [
  {
    heading_font: 'Elegant Serif',
    body_font: 'Modern Sans',
    note: 'Refined headings over clean, easy reading',
  },
  {
    heading_font: 'Classic Serif',
    body_font: 'Humanist',
    note: 'Warm and trustworthy, a little traditional',
  },
  {
    heading_font: 'Modern Sans',
    body_font: 'Modern Sans',
    note: 'Crisp and contemporary, nothing in the way',
  },
  {
    heading_font: 'Rounded',
    body_font: 'Modern Sans',
    note: 'Friendly and playful, still easy to read',
  },
  {
    heading_font: 'Humanist',
    body_font: 'Classic Serif',
    note: 'Soft headings over bookish body text',
  },
  {
    heading_font: 'Elegant Serif',
    body_font: 'Classic Serif',
    note: 'All serif: editorial and luxurious',
  },
  {
    heading_font: 'Mono',
    body_font: 'Modern Sans',
    note: 'A studio feel: technical headings, plain text',
  },
];

const TONE_ORDER: Record<string, FontName[]> = {
  luxurious: ['Elegant Serif', 'Classic Serif'],
  warm: ['Classic Serif', 'Humanist', 'Rounded'],
  playful: ['Rounded', 'Humanist'],
  professional: ['Modern Sans', 'Humanist'],
};

/** Pairings for a tone (its own first), phrased in the order a seed picks among equals. */
export function fontPairings(tone: string, seed: number): FontPairing[] {
  const first = TONE_ORDER[tone] ?? [];
  const rank = (p: FontPairing) => {
    const i = first.indexOf(p.heading_font);
    return i === -1 ? first.length : i;
  };
  const mixed = shuffled(seeded(`fonts|${tone}|${seed}`), PAIRINGS);
  return mixed
    .sort((a, b) => rank(a) - rank(b))
    .filter((p) => FONT_NAMES.includes(p.heading_font) && FONT_NAMES.includes(p.body_font));
}

// ---- photos -------------------------------------------------------------------

/** The shipped pictures whose description shares a word with the query (all of them for none). */
export function searchShippedPhotos(query: string): SalonImage[] {
  const words = (query.toLowerCase().match(/\p{L}{3,}/gu) ?? []).map((w) => w.replace(/s$/, ''));
  if (words.length === 0) return [...SALON_IMAGES];
  const score = (i: SalonImage) =>
    words.filter((w) => `${i.alt} ${i.url}`.toLowerCase().includes(w)).length;
  return SALON_IMAGES.filter((i) => score(i) > 0).sort((a, b) => score(b) - score(a));
}

const MOOD_FONTS: Partial<Record<Mood, string>> = {
  calm: 'warm',
  luxurious: 'luxurious',
  bold: 'professional',
  natural: 'warm',
  playful: 'playful',
};

/** Themes made by the foundry for a few moods (palettes AA-checked, fonts paired), after the presets. */
export function foundryThemes(seed = 0): {
  name: string;
  theme: { colors: SiteColors; fonts: { heading_font: FontName; body_font: FontName } };
}[] {
  return (['calm', 'luxurious', 'bold', 'natural', 'playful'] as const).map((mood) => {
    const pairing = fontPairings(MOOD_FONTS[mood] ?? 'warm', seed)[0]!;
    return {
      name: `${mood.charAt(0).toUpperCase()}${mood.slice(1)} (made for you)`,
      theme: {
        colors: palette({ mood, seed }).colors,
        fonts: { heading_font: pairing.heading_font, body_font: pairing.body_font },
      },
    };
  });
}
