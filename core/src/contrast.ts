// WCAG contrast of two colours, and the text colour that reads on a colour:
// the site renderer picks its buttons' text with it, the text foundry checks
// every pair of a palette with it. No dependencies: the public site loads it.

export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of a colour (#rrggbb). */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const ON_DARK = '#ffffff';
/** Pure black: with white, some one of the two reads at 4.58:1 or more on any colour. */
export const ON_LIGHT = '#000000';

/** The text colour for a button of colour `bg`: white or near-black, whichever reads better. */
export const onColor = (bg: string): string =>
  /^#[0-9a-f]{6}$/i.test(bg) && contrast(ON_LIGHT, bg) > contrast(ON_DARK, bg) ? ON_LIGHT : ON_DARK;
