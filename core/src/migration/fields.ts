// Reading the cells of other platforms' exports: text in whatever encoding the
// file came in, prices written for people ("From $45", "45,00 €", "$1,234.50+"),
// lengths ("2h 35m", "1 hr 30 min", "1:30", "90"), dates in each platform's
// order or as Excel serial numbers, phone numbers and yes/no columns. Every
// reader answers a value or null (unreadable): the caller says why in words.
import { minorDigits } from '../money';

// Core is compiled without the DOM library; both Node and browsers have TextDecoder.
declare const TextDecoder: {
  new (label?: string, options?: { fatal?: boolean }): { decode(input: Uint8Array): string };
};

// ── Text ────────────────────────────────────────────────────────────────────

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * The file's text and the encoding it was in: a byte-order mark decides; a
 * UTF-16 file without one shows itself by its zero bytes; text that is not
 * valid UTF-8 is read as Windows-1252 (Latin-1 with the curly quotes and € of
 * Excel's "CSV" on Windows).
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  const b = bytes;
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf)
    return { text: new TextDecoder('utf-8').decode(b.subarray(3)), encoding: 'utf-8' };
  if (b[0] === 0xff && b[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(b.subarray(2)), encoding: 'utf-16le' };
  if (b[0] === 0xfe && b[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(b.subarray(2)), encoding: 'utf-16be' };
  const sample = b.subarray(0, Math.min(b.length, 4096));
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] === 0) {
      if (i % 2 === 0) evenZeros++;
      else oddZeros++;
    }
  }
  if (sample.length >= 4 && (oddZeros > sample.length / 4 || evenZeros > sample.length / 4)) {
    const encoding = oddZeros > evenZeros ? 'utf-16le' : 'utf-16be';
    return { text: new TextDecoder(encoding).decode(b), encoding };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(b), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(b), encoding: 'windows-1252' };
  }
}

/** Windows-1252's 0x80–0x9F (where Latin-1 has control codes); unassigned ones stay. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Windows-1252 by hand: some runtimes' TextDecoder (Node 20) read the label
 * as Latin-1 and turn € and curly quotes into control codes.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const part = bytes.subarray(i, i + 8192);
    out += String.fromCharCode(
      ...Array.from(part, (c) => (c >= 0x80 && c <= 0x9f ? CP1252_HIGH.charCodeAt(c - 0x80) : c)),
    );
  }
  return out;
}

/**
 * The separator of a delimited file, from its first lines: comma, semicolon
 * (Excel in much of Europe) or tab, whichever splits the lines most evenly.
 */
export function sniffDelimiter(text: string): ',' | ';' | '\t' {
  const lines = text.split(/\r?\n/, 6).filter((l) => l.trim());
  let best: ',' | ';' | '\t' = ',';
  let bestScore = 0;
  for (const d of [',', ';', '\t'] as const) {
    const counts = lines.map((l) => countOutsideQuotes(l, d));
    const first = counts[0] ?? 0;
    if (!first) continue;
    const steady = counts.filter((c) => c === first).length;
    const score = first * steady;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

function countOutsideQuotes(line: string, d: string): number {
  let n = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === d && !quoted) n++;
  }
  return n;
}

/** A header as compared: lower case, accents, punctuation and spacing folded. */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim();
}

/** A cell as text: trimmed, a spreadsheet's formula guard (a leading ') removed. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

// ── Money ───────────────────────────────────────────────────────────────────

const CURRENCY_SIGNS: Record<string, string> = {
  $: 'USD',
  '£': 'GBP',
  '€': 'EUR',
  '¥': 'JPY',
  '₹': 'INR',
};

/**
 * A price as people write it, in minor units of `currency`: "From $45",
 * "$45.00+", "45,00 €", "USD 1,234.50", "1.234,50", "Free" (0). A range
 * ("$45 - $60") is read as its lowest price, as "From" is. Null when no
 * amount can be read or the sign names another currency.
 */
export function parsePrice(raw: string, currency: string): number | null {
  const text = raw.trim();
  if (!text) return null;
  if (/^(free|gratis|complimentary)$/i.test(text)) return 0;
  const sign = Object.entries(CURRENCY_SIGNS).find(([s]) => text.includes(s));
  if (sign && sign[1] !== currency && !(sign[0] === '$' && /D$/.test(currency))) return null;
  const code = /\b([A-Z]{3})\b/.exec(text)?.[1];
  if (code && code !== currency) return null;
  const number = /-?\d[\d.,\s\u00a0']*/.exec(text)?.[0]?.replace(/[\s\u00a0']/g, '');
  if (!number) return null;
  const value = readDecimal(number);
  if (value === null || value < 0) return null;
  return Math.round(value * 10 ** minorDigits(currency));
}

/** "1,234.50", "1.234,50", "45,5", "1,234" and "45" as numbers. */
function readDecimal(n: string): number | null {
  const trimmed = n.replace(/[.,]+$/, '');
  const lastDot = trimmed.lastIndexOf('.');
  const lastComma = trimmed.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    normal =
      lastComma > lastDot
        ? trimmed.replace(/\./g, '').replace(',', '.')
        : trimmed.replace(/,/g, '');
  } else if (lastComma >= 0) {
    // One comma followed by exactly three digits is a thousands separator.
    const decimals = trimmed.length - lastComma - 1;
    normal =
      decimals === 3 && trimmed.indexOf(',') === lastComma
        ? trimmed.replace(',', '')
        : trimmed.replace(/,/g, (_, i: number) => (i === lastComma ? '.' : ''));
  } else {
    normal = trimmed;
  }
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

// ── Lengths ─────────────────────────────────────────────────────────────────

/**
 * A length in minutes: "2h 35m", "1 hr 30 min", "1h30", "45 mins", "1:30",
 * "1.5 hours", "90". Null when unreadable or not positive.
 */
export function parseDuration(raw: string): number | null {
  const text = raw.trim().toLowerCase();
  if (!text) return null;
  if (/^\d+$/.test(text)) return positive(Number(text));
  const clock = /^(\d{1,2}):([0-5]\d)(?::00)?$/.exec(text);
  if (clock) return positive(Number(clock[1]) * 60 + Number(clock[2]));
  const m =
    /^(?:(\d+(?:[.,]\d+)?)\s*(?:h|hr|hrs|hour|hours|std|u)\b\.?)?\s*(?:(\d+)\s*(?:m|min|mins|minute|minutes)?\.?)?$/.exec(
      text.replace(/(\d)\s*h(?=\d)/, '$1h '),
    );
  if (!m || (!m[1] && !m[2])) return null;
  const hours = m[1] ? Number(m[1].replace(',', '.')) : 0;
  return positive(Math.round(hours * 60) + (m[2] ? Number(m[2]) : 0));
}

const positive = (n: number) => (Number.isFinite(n) && n > 0 ? n : null);

// ── Dates and times ─────────────────────────────────────────────────────────

/** How a platform writes day and month when both are numbers. */
export type DateOrder = 'mdy' | 'dmy';

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** Excel's day 0 is 1899-12-30 (it counts the 1900 leap day that never was). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

export interface ReadDate {
  /** YYYY-MM-DD, or MM-DD when the year is not known (a birthday). */
  date: string;
  /** HH:mm when the cell had a time. */
  time: string | null;
}

/**
 * A date (and time, when there is one) as the platforms write it: ISO
 * ("2027-03-14", "2027-03-14T10:30:00"), numbers in the platform's order
 * ("3/14/2027", "14/03/2027", "14.03.27"), month names ("Mar 14, 2027",
 * "14 Mar 2027", "Sunday, 14 March 2027"), an Excel serial ("46460.4375") and
 * a birthday without its year ("03/14", "0000-03-14"). Null when unreadable.
 */
export function parseDateTime(raw: string, order: DateOrder): ReadDate | null {
  let text = raw.trim();
  if (!text) return null;
  if (/^\d{4,5}(\.\d+)?$/.test(text)) {
    const serial = Number(text);
    if (serial < 1 || serial > 100_000) return null;
    const ms = EXCEL_EPOCH + Math.round(serial * 86_400_000);
    const iso = new Date(ms).toISOString();
    const hasTime = serial % 1 !== 0;
    return { date: iso.slice(0, 10), time: hasTime ? iso.slice(11, 16) : null };
  }
  text = text.replace(/^(mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+/i, '');
  const { rest, time } = splitTime(text);
  if (time === undefined) return null;
  const date = readDay(rest.trim().replace(/,$/, ''), order);
  return date ? { date, time } : null;
}

function splitTime(text: string): { rest: string; time: string | null | undefined } {
  const m =
    /(?:[T\s,]+|^)(\d{1,2})(?::(\d{2}))?(?::\d{2}(?:\.\d+)?)?\s*(am|pm|a\.m\.|p\.m\.)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      text,
    );
  // A bare number at the end is the year or day, not a time, unless it has am/pm or a colon.
  if (!m || (!m[2] && !m[3])) return { rest: text, time: null };
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? '0');
  const half = m[3]?.toLowerCase().replace(/\./g, '');
  if (half) {
    if (hours < 1 || hours > 12) return { rest: text, time: undefined };
    hours = (hours % 12) + (half === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return { rest: text, time: undefined };
  const rest = text.slice(0, m.index);
  return { rest, time: `${pad(hours)}:${pad(minutes)}` };
}

function readDay(text: string, order: DateOrder): string | null {
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m) return m[1] === '0000' ? monthDay(+m[2]!, +m[3]!) : ymd(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (m) {
    const [a, b] = [+m[1]!, +m[2]!];
    const year = fullYear(m[3]!);
    // A day above 12 settles the order whatever the platform usually writes.
    if (a > 12 && b <= 12) return ymd(year, b, a);
    if (b > 12 && a <= 12) return ymd(year, a, b);
    return order === 'mdy' ? ymd(year, a, b) : ymd(year, b, a);
  }
  m = /^(\d{1,2})[/.-](\d{1,2})$/.exec(text);
  if (m) {
    const [a, b] = [+m[1]!, +m[2]!];
    if (a > 12) return monthDay(b, a);
    return order === 'mdy' || b > 12 ? monthDay(a, b) : monthDay(b, a);
  }
  m = /^([a-z]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?$/i.exec(text);
  if (m) {
    const month = monthOf(m[1]!);
    if (!month) return null;
    return m[3] ? ymd(+m[3], month, +m[2]!) : monthDay(month, +m[2]!);
  }
  m = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,})\.?(?:[\s-]+(\d{2}|\d{4}))?$/i.exec(text);
  if (m) {
    const month = monthOf(m[2]!);
    if (!month) return null;
    return m[3] ? ymd(fullYear(m[3]), month, +m[1]!) : monthDay(month, +m[1]!);
  }
  return null;
}

const monthOf = (name: string) => {
  const i = MONTHS.indexOf(name.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]);
  return i >= 0 ? i + 1 : null;
};
const fullYear = (y: string) =>
  y.length === 2 ? 2000 + Number(y) - (Number(y) > 50 ? 100 : 0) : +y;
const pad = (n: number) => String(n).padStart(2, '0');

function ymd(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || y > 2200 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

function monthDay(m: number, d: number): string | null {
  // 2000 is a leap year: 29 February is a birthday.
  return ymd(2000, m, d) ? `${pad(m)}-${pad(d)}` : null;
}

/** A time of day alone: "10:30", "10:30 AM", "2pm", "14.30". Null when unreadable. */
export function parseTimeOfDay(raw: string): string | null {
  const text = raw.trim().replace(/^(\d{1,2})\.(\d{2})$/, '$1:$2');
  if (!text) return null;
  const { rest, time } = splitTime(text);
  return rest.trim() === '' && time ? time : null;
}

// ── People ──────────────────────────────────────────────────────────────────

/**
 * A phone number tidied for the client record: digits, a leading + and the
 * usual separators kept; other text ("ext.", "mobile:") removed. Empty when
 * there are fewer than 6 digits (not a number).
 */
export function cleanPhone(raw: string): string {
  const text = raw.trim().replace(/^tel:/i, '');
  const digits = text.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return '';
  // Excel turns +447700900123 into 447700900123 and 1e+10 style numbers; keep what is there.
  const kept = text
    .replace(/(ext|x)\.?\s*\d+$/i, '')
    .replace(/[^+()\d\s.-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return kept.length <= 20 ? kept : (text.startsWith('+') ? '+' : '') + digits;
}

/** The digits a phone number is matched by: national number without a leading 1 or 0. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  if (digits.startsWith('0')) return digits.replace(/^0+/, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/** Yes-or-no columns: "Yes", "Y", "true", "1", "subscribed", "opted in", "x". */
export function parseYesNo(raw: string): boolean | null {
  const text = raw.trim().toLowerCase();
  if (!text) return null;
  if (/^(yes|y|true|1|x|subscribed|opted in|opt in|accepts|on)$/.test(text)) return true;
  if (/^(no|n|false|0|unsubscribed|opted out|opt out|not subscribed|off|none)$/.test(text))
    return false;
  return null;
}

/** Tags or groups in one cell: separated by ; , or |. */
export function splitList(raw: string): string[] {
  return [
    ...new Set(
      raw
        .split(/[;,|]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/** "Ana María López" → first "Ana María"? No: first word and the rest, as most exports do. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const text = full.trim().replace(/\s+/g, ' ');
  const comma = /^([^,]+),\s*(.+)$/.exec(text);
  if (comma) return { firstName: comma[2]!, lastName: comma[1]! };
  const space = text.indexOf(' ');
  return space < 0
    ? { firstName: text, lastName: '' }
    : { firstName: text.slice(0, space), lastName: text.slice(space + 1) };
}

/** A person's name folded for matching ("Ana  López" = "ana lopez"). */
export function nameMatchKey(name: string): string {
  return headerKey(name);
}
