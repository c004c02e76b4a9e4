// A new owner's services, in their own words, made into a menu to confirm:
// "Women's cut 65, men's cut $40 (30 min); balayage from 180, 3 hours; gel
// nails". Names, prices and lengths come from what they wrote; where they
// gave no length, the usual length of that kind of service is proposed and
// marked as such; a price they did not give stays empty for them to fill
// (nothing guesses what a salon charges).
import { minorDigits } from '../money';

export const SALON_TYPES = ['hair', 'barber', 'nails', 'beauty', 'brows-lashes'] as const;
export type SalonType = (typeof SALON_TYPES)[number];
export const SALON_TYPE_LABELS: Record<SalonType, string> = {
  hair: 'Hair salon',
  barber: 'Barbershop',
  nails: 'Nail salon',
  beauty: 'Beauty and spa',
  'brows-lashes': 'Brows and lashes',
};

export interface MenuLine {
  name: string;
  category: string;
  durationMinutes: number;
  /** Minor units, or null where the owner gave no price. */
  price: number | null;
  /** 'text': the owner wrote it; 'typical': the usual length, for them to check. */
  durationFrom: 'text' | 'typical';
}

interface Known {
  words: RegExp;
  category: string;
  minutes: number;
}

/** Kinds of service and their usual length (a proposal the owner confirms, never a price). */
const KNOWN: Known[] = [
  { words: /balayage|ombr[eé]|highlights?|foils?/i, category: 'Colour', minutes: 150 },
  { words: /colou?r|tint|roots?|toner|gloss|bleach/i, category: 'Colour', minutes: 90 },
  { words: /keratin|smoothing|perm|relax/i, category: 'Treatments', minutes: 150 },
  { words: /treatment|mask|olaplex|scalp/i, category: 'Treatments', minutes: 30 },
  { words: /blow[- ]?(dry|out)|styl|updo|braid|curls?/i, category: 'Styling', minutes: 45 },
  { words: /beard|shave|fade|clipper|line[- ]?up/i, category: 'Barbering', minutes: 30 },
  { words: /kids?|child/i, category: 'Cuts', minutes: 30 },
  { words: /cut|trim|haircut|bang|fringe/i, category: 'Cuts', minutes: 45 },
  { words: /gel|acrylic|shellac|extensions? nails?|nail art/i, category: 'Nails', minutes: 60 },
  { words: /mani(cure)?|pedi(cure)?|nails?|polish/i, category: 'Nails', minutes: 45 },
  { words: /lash|lashes|lift/i, category: 'Lashes', minutes: 60 },
  { words: /brow|tint|lamination|thread/i, category: 'Brows', minutes: 30 },
  { words: /wax|sugaring/i, category: 'Waxing', minutes: 30 },
  { words: /facial|peel|microderm|skin/i, category: 'Skin', minutes: 60 },
  { words: /massage/i, category: 'Massage', minutes: 60 },
  { words: /make[- ]?up|bridal|wedding/i, category: 'Make-up', minutes: 60 },
  { words: /extension/i, category: 'Extensions', minutes: 120 },
  { words: /consult/i, category: 'Consultations', minutes: 15 },
];

const DEFAULT_CATEGORY: Record<SalonType, string> = {
  hair: 'Hair',
  barber: 'Barbering',
  nails: 'Nails',
  beauty: 'Beauty',
  'brows-lashes': 'Brows',
};

const DURATION =
  /(\d+(?:[.,]\d+)?)\s*(?:-|\s)?(hours?|hrs?|h)\b(?:\s*(\d+)\s*(?:minutes?|mins?|m)\b)?|(\d+)\s*(?:-|\s)?(?:minutes?|mins?|m)\b/i;
const PRICE =
  /(?:[$€£¥]\s?(\d+(?:[.,]\d{1,2})?))|(?:\b(\d+(?:[.,]\d{1,2})?)\s*(?:usd|eur|gbp|cad|aud|dollars?|euros?|pounds?|bucks)\b)|(?:\b(\d+(?:[.,]\d{1,2})?)\b)/i;

/** The owner's text as items: one per line, or per comma when it is all on one line. */
export function menuItems(text: string): string[] {
  const lines = text
    .split(/\n|;|•|\u2022/)
    .map((l) => l.trim())
    .filter(Boolean);
  const items = lines.length === 1 ? lines[0]!.split(/,(?!\d{2}\b)/) : lines;
  return items
    .map((i) => i.replace(/^\s*(?:[-*–]|\d+[.)])\s+/, '').trim())
    .filter((i) => /\p{L}{2,}/u.test(i))
    .slice(0, 60);
}

function toMinor(amount: string, currency: string): number {
  return Math.round(Number(amount.replace(',', '.')) * 10 ** minorDigits(currency));
}

function cleanName(rest: string): string {
  const name = rest
    .replace(/\b(from|starting at|starts at|only|each|approx\.?|about|at|for|takes?|is)\b/gi, ' ')
    .replace(/[()[\]:=@–—]+|\s-+\s|\s-+$|^-+\s/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,.]+|[\s,.]+$/g, '')
    .trim();
  return name.charAt(0).toLocaleUpperCase() + name.slice(1, 80);
}

/** One item of the owner's text as a line of the menu. */
export function menuLine(item: string, type: SalonType, currency: string): MenuLine | null {
  let rest = item;
  let durationMinutes: number | null = null;
  const d = rest.match(DURATION);
  if (d) {
    durationMinutes = d[4]
      ? Number(d[4])
      : Math.round(Number(d[1]!.replace(',', '.')) * 60) + Number(d[3] ?? 0);
    rest = rest.replace(d[0], ' ');
  }
  let price: number | null = null;
  const p = rest.match(PRICE);
  if (p) {
    price = toMinor(p[1] ?? p[2] ?? p[3]!, currency);
    rest = rest.replace(p[0], ' ');
  }
  const name = cleanName(rest);
  if (name.length < 2) return null;
  const known = KNOWN.find((k) => k.words.test(name));
  const minutes = durationMinutes && durationMinutes >= 5 ? Math.min(durationMinutes, 720) : null;
  return {
    name,
    category: known?.category ?? DEFAULT_CATEGORY[type],
    durationMinutes: minutes ?? known?.minutes ?? 60,
    price,
    durationFrom: minutes ? 'text' : 'typical',
  };
}

/** The owner's text as a menu to confirm (names kept as they wrote them, first one of a name wins). */
export function parseMenu(text: string, type: SalonType, currency: string): MenuLine[] {
  const seen = new Set<string>();
  return menuItems(text).flatMap((item) => {
    const line = menuLine(item, type, currency);
    if (!line || seen.has(line.name.toLowerCase())) return [];
    seen.add(line.name.toLowerCase());
    return [line];
  });
}
