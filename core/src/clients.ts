import { z } from 'zod';
import { ZPhone } from './org';
import { zDocId } from './ids';

export const MAX_CLIENT_TAGS = 20;
export const CLIENT_PAGE_SIZE = 25;
/** Prefixes longer than this are not indexed: nobody types more to find a client. */
const MAX_PREFIX = 24;

const ZBirthday = z
  .string()
  .trim()
  .regex(
    /^(?:$|(?:\d{4}-)?(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))$/,
    'Use month and day, with the year if you know it',
  )
  .default('');

/** What the front desk edits on a client record. */
export const ZClientInput = z.object({
  firstName: z.string().trim().min(1, 'Enter a first name').max(50, 'Use at most 50 characters'),
  lastName: z.string().trim().max(50, 'Use at most 50 characters').default(''),
  email: z
    .union([z.literal(''), z.email('Enter a valid e-mail address').max(254)])
    .default('')
    .transform((e) => e.toLowerCase()),
  phone: ZPhone.default(''),
  birthday: ZBirthday,
  notes: z.string().trim().max(5000, 'Use at most 5,000 characters').default(''),
  tags: z
    .array(z.string().trim().min(1).max(30, 'Keep tags to 30 characters'))
    .max(MAX_CLIENT_TAGS, `At most ${MAX_CLIENT_TAGS} tags`)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  marketingConsent: z
    .object({ email: z.boolean().default(false), sms: z.boolean().default(false) })
    .default({ email: false, sms: false }),
  preferredStaffId: zDocId().nullable().default(null),
  /** The client who recommended them (their referral bonus follows the first visit). */
  referredById: zDocId('Not a client id').nullable().default(null),
});
export type ClientInput = z.infer<typeof ZClientInput>;
export type ClientInputDraft = z.input<typeof ZClientInput>;

/** Fields the server keeps (bookings and sales fill them): clients never write them. */
export interface ClientActivity {
  loyaltyPoints: number;
  visitCount: number;
  lastVisitAt: Date | null;
  totalSpent: number;
}

export interface Client extends ClientInput, ClientActivity {
  id: string;
  /** The booth renter's staff id for a renter's own client; null for the salon's. */
  ownerStaffId: string | null;
  /** The client's own account, linked by the server. */
  userId: string | null;
  nameLower: string;
  mergedIds: string[];
  createdAt: Date;
  updatedAt: Date;
}

export function fullName(c: Pick<ClientInput, 'firstName' | 'lastName'>): string {
  return [c.firstName, c.lastName].filter(Boolean).join(' ');
}

/** Lower case, accents and punctuation folded: "Zoë O'Neil" → "zoe oneil". */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The national digits of a phone number (a leading US 1 dropped). */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The sort key of the client list. */
export const nameKey = (c: Pick<ClientInput, 'firstName' | 'lastName'>) => foldText(fullName(c));

function prefixes(word: string, into: Set<string>) {
  for (let i = 1; i <= Math.min(word.length, MAX_PREFIX); i++) into.add(word.slice(0, i));
}

/**
 * Every prefix a person might type to find this client: of each name, of the
 * full name, of the e-mail address and of the phone number's digits. Stored
 * on the record so that one indexed `array-contains` query finds it.
 */
export function clientSearchKeys(
  c: Pick<ClientInput, 'firstName' | 'lastName' | 'email' | 'phone'>,
): string[] {
  const keys = new Set<string>();
  const name = nameKey(c);
  prefixes(name, keys);
  for (const word of name.split(/[\s-]+/)) prefixes(word, keys);
  if (c.email) prefixes(c.email.toLowerCase(), keys);
  const digits = phoneDigits(c.phone);
  if (digits) prefixes(digits, keys);
  return [...keys];
}

/**
 * The key to look up for what a person typed: digits when it reads like a
 * phone number, folded text otherwise; null when there is nothing to search.
 */
export function searchKey(query: string): string | null {
  const trimmed = query.trim();
  if (!trimmed) return null;
  if (/^[+\d\s().-]+$/.test(trimmed) && /\d/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    // "+1 718…", "1 (718)…" or eleven digits: the 1 is the country code.
    const countryCode =
      /^\+?1[\s.(-]/.test(trimmed) || (digits.length > 10 && digits.startsWith('1'));
    const national = countryCode ? digits.slice(1) : digits;
    return national.slice(0, MAX_PREFIX) || null;
  }
  const folded = trimmed.includes('@') ? trimmed.toLowerCase() : foldText(trimmed);
  return folded.slice(0, MAX_PREFIX) || null;
}

/** The derived fields stored with every client write. */
export function clientDerived(c: ClientInput) {
  return { nameLower: nameKey(c), searchKeys: clientSearchKeys(c) };
}

/**
 * One record from two: the primary keeps its values, fills its blanks from the
 * duplicate, and gains the duplicate's tags, notes, points and visits.
 */
export function mergeClients(
  primary: Client,
  duplicate: Client,
): Omit<Client, 'id' | 'createdAt' | 'updatedAt'> & { searchKeys: string[] } {
  const pick = <T>(a: T, b: T) => (a === '' || a === null ? b : a);
  const notes = [primary.notes, duplicate.notes].filter(Boolean);
  const lastVisits = [primary.lastVisitAt, duplicate.lastVisitAt].filter((d): d is Date => !!d);
  const merged = {
    firstName: primary.firstName,
    lastName: pick(primary.lastName, duplicate.lastName),
    email: pick(primary.email, duplicate.email),
    phone: pick(primary.phone, duplicate.phone),
    birthday: pick(primary.birthday, duplicate.birthday),
    notes: [...new Set(notes)].join('\n\n').slice(0, 5000),
    tags: [...new Set([...primary.tags, ...duplicate.tags])].slice(0, MAX_CLIENT_TAGS),
    marketingConsent: primary.marketingConsent,
    preferredStaffId: primary.preferredStaffId ?? duplicate.preferredStaffId,
    referredById:
      [primary.referredById, duplicate.referredById].find(
        (id) => id !== null && id !== primary.id && id !== duplicate.id,
      ) ?? null,
    ownerStaffId: primary.ownerStaffId,
    userId: primary.userId ?? duplicate.userId,
    loyaltyPoints: primary.loyaltyPoints + duplicate.loyaltyPoints,
    visitCount: primary.visitCount + duplicate.visitCount,
    totalSpent: primary.totalSpent + duplicate.totalSpent,
    lastVisitAt: lastVisits.length
      ? new Date(Math.max(...lastVisits.map((d) => d.getTime())))
      : null,
    mergedIds: [...new Set([...primary.mergedIds, duplicate.id, ...duplicate.mergedIds])],
  };
  return { ...merged, ...clientDerived(merged) };
}

/** Why two records cannot become one, or null when they can. */
export function mergeDenial(primary: Client, duplicate: Client): string | null {
  if (primary.id === duplicate.id) return 'Choose two different clients.';
  if (primary.userId && duplicate.userId && primary.userId !== duplicate.userId) {
    return 'Both records belong to different client accounts, so they cannot be merged.';
  }
  if (primary.ownerStaffId !== duplicate.ownerStaffId) {
    return 'One record belongs to a booth renter and the other does not, so they cannot be merged.';
  }
  return null;
}

export const CLIENT_CSV_COLUMNS = [
  'First name',
  'Last name',
  'E-mail',
  'Phone',
  'Birthday',
  'Tags',
  'E-mail marketing',
  'SMS marketing',
  'Loyalty points',
  'Visits',
  'Last visit',
  'Notes',
  'Client since',
] as const;

/** One client as a row (functions/src/http/csv.ts makes every cell safe for spreadsheets). */
export function clientCsvRow(c: Client): string[] {
  const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');
  return [
    c.firstName,
    c.lastName,
    c.email,
    c.phone,
    c.birthday,
    c.tags.join('; '),
    c.marketingConsent.email ? 'yes' : 'no',
    c.marketingConsent.sms ? 'yes' : 'no',
    String(c.loyaltyPoints),
    String(c.visitCount),
    day(c.lastVisitAt),
    c.notes,
    day(c.createdAt),
  ];
}

/** POST /api/clients/merge. */
export const ZMergeClients = z.object({
  orgId: zDocId(),
  primaryId: zDocId(),
  duplicateId: zDocId(),
});

/** GET /api/clients/export. */
export const ZClientExportQuery = z.object({ orgId: zDocId() });

/** The fields a client edit writes (input plus derived search fields). */
export function clientFields(input: ClientInput) {
  return { ...input, ...clientDerived(input) };
}

/** A new client record's fields: no history yet; the server links accounts later. */
export function newClientFields(input: ClientInput, ownerStaffId: string | null) {
  return {
    ...clientFields(input),
    ownerStaffId,
    userId: null,
    loyaltyPoints: 0,
    visitCount: 0,
    totalSpent: 0,
    lastVisitAt: null,
    mergedIds: [] as string[],
  };
}
