// One row of an export read into what Chairside keeps: a client, a service, a
// team member, a product, a gift card balance or an appointment. Each reader
// answers the record, or every reason the row cannot be imported, in words a
// salon owner understands ("Duration “about an hour” is not a length").
import { z } from 'zod';
import { BOOKING_STATUSES, type BookingStatus } from '../booking';
import { ZClientInput } from '../clients';
import { GIFT_CODE_ALPHABET, GIFT_CODE_LENGTH, normalizeGiftCode } from '../gift-cards';
import { MAX_STOCK } from '../retail';
import { MAX_SERVICE_MINUTES, ZImageUrl } from '../services';
import {
  cellText,
  cleanPhone,
  parseDateTime,
  parseDuration,
  parsePrice,
  parseTimeOfDay,
  parseYesNo,
  splitList,
  splitName,
  type DateOrder,
} from './fields';
import type { ColumnMapping, ImportEntity } from './sources';

export interface RowContext {
  currency: string;
  dateOrder: DateOrder;
}

export type RowResult<T> =
  { ok: true; value: T; warnings: string[] } | { ok: false; errors: string[] };

export interface ImportClient {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthday: string;
  notes: string;
  tags: string[];
  marketingConsent: { email: boolean; sms: boolean };
  /** YYYY-MM-DD when the old platform says. */
  clientSince: string | null;
}

export interface ImportService {
  name: string;
  category: string;
  durationMinutes: number;
  price: number;
  description: string;
  imageUrl: string;
}

export interface ImportStaff {
  displayName: string;
  email: string;
  phone: string;
  title: string;
}

export interface ImportProduct {
  name: string;
  category: string;
  brand: string;
  sku: string;
  barcode: string;
  sellingPrice: number;
  cost: number;
  stock: number;
  reorderLevel: number;
  supplier: string;
  description: string;
  imageUrl: string;
  /** Percent, as the salon's products keep it. */
  taxRate: number;
  onlineSellable: boolean;
  archived: boolean;
}

export interface ImportGiftCard {
  /** The code as the old platform printed it. */
  oldCode: string;
  /** The same code when it is a Chairside code (16 of its letters and digits), else null. */
  code: string | null;
  balance: number;
  initialAmount: number;
  expiresOn: string | null;
  holderName: string;
  holderEmail: string;
}

export interface ImportAppointment {
  localDate: string;
  time: string;
  durationMinutes: number | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  service: string;
  staff: string;
  price: number | null;
  status: BookingStatus;
  notes: string;
}

export interface ImportRecords {
  clients: ImportClient;
  services: ImportService;
  staff: ImportStaff;
  products: ImportProduct;
  giftCards: ImportGiftCard;
  appointments: ImportAppointment;
}

/** A row's cells by field, through the mapping. */
function cellsOf(row: readonly unknown[], mapping: ColumnMapping) {
  return (field: string): string => {
    const i = mapping[field];
    return i === undefined ? '' : cellText(row[i]);
  };
}

class Problems {
  errors: string[] = [];
  warnings: string[] = [];
  error(message: string) {
    this.errors.push(message);
  }
  warn(message: string) {
    this.warnings.push(message);
  }
  result<T>(value: T): RowResult<T> {
    return this.errors.length
      ? { ok: false, errors: this.errors }
      : { ok: true, value, warnings: this.warnings };
  }
}

const clip = (p: Problems, what: string, text: string, max: number) => {
  if (text.length <= max) return text;
  p.warn(`${what} was cut to ${max.toLocaleString('en-US')} characters`);
  return text.slice(0, max);
};

/** A required amount: minor units, or an error naming the cell (null). */
function amountOf(p: Problems, what: string, raw: string, ctx: RowContext, missing: string) {
  const value = parsePrice(raw, ctx.currency);
  if (value === null)
    p.error(raw ? `${what} ${quoted(raw)} is not an amount in ${ctx.currency}` : missing);
  return value;
}

const quoted = (s: string) => `“${s.length > 40 ? `${s.slice(0, 40)}…` : s}”`;

function names(cell: (f: string) => string) {
  const first = cell('firstName');
  const last = cell('lastName');
  if (first || last) return { firstName: first || last, lastName: first ? last : '' };
  return splitName(cell('fullName'));
}

const EMAIL = z.email();

function readClient(cell: (f: string) => string, ctx: RowContext): RowResult<ImportClient> {
  const p = new Problems();
  const { firstName, lastName } = names(cell);
  if (!firstName) p.error('The row has no name');
  let email = cell('email').toLowerCase();
  if (email && !EMAIL.safeParse(email).success) {
    p.warn(`E-mail ${quoted(email)} is not an address and was left out`);
    email = '';
  }
  const rawPhone = cell('phone') || cell('altPhone');
  const phone = cleanPhone(rawPhone);
  if (rawPhone && !phone) p.warn(`Phone ${quoted(rawPhone)} is not a number and was left out`);
  let birthday = '';
  const rawBirthday = cell('birthday');
  if (rawBirthday) {
    const read = parseDateTime(rawBirthday, ctx.dateOrder);
    if (read) birthday = read.date;
    else p.warn(`Birthday ${quoted(rawBirthday)} is not a date and was left out`);
  }
  let tags = splitList(cell('tags')).map((t) => t.slice(0, 30));
  if (tags.length > 20) {
    p.warn(`Only the first 20 of ${tags.length} tags were kept`);
    tags = tags.slice(0, 20);
  }
  const since = cell('clientSince') ? parseDateTime(cell('clientSince'), ctx.dateOrder) : null;
  const value: ImportClient = {
    firstName: clip(p, 'The first name', firstName, 50),
    lastName: clip(p, 'The last name', lastName, 50),
    email,
    phone,
    birthday,
    notes: clip(p, 'The note', cell('notes'), 5000),
    tags,
    marketingConsent: {
      email: parseYesNo(cell('emailConsent')) ?? false,
      sms: parseYesNo(cell('smsConsent')) ?? false,
    },
    clientSince: since && since.date.length === 10 ? since.date : null,
  };
  if (!p.errors.length) {
    const check = ZClientInput.safeParse({ ...value, preferredStaffId: null });
    if (!check.success) for (const issue of check.error.issues) p.error(issue.message);
  }
  return p.result(value);
}

function readService(cell: (f: string) => string, ctx: RowContext): RowResult<ImportService> {
  const p = new Problems();
  const base = cell('name');
  const variant = cell('variant');
  const name = variant && !/^regular$/i.test(variant) ? `${base} – ${variant}` : base;
  if (name.length < 2) p.error('The service has no name');
  const rawDuration = cell('duration');
  const duration = parseDuration(rawDuration);
  if (duration === null)
    p.error(
      rawDuration
        ? `Duration ${quoted(rawDuration)} is not a length`
        : 'The service has no duration',
    );
  else if (duration < 5 || duration > MAX_SERVICE_MINUTES)
    p.error(`Duration ${quoted(rawDuration)} is outside 5 minutes to 12 hours`);
  const rawPrice = cell('price');
  const price = amountOf(p, 'Price', rawPrice, ctx, 'The service has no price');
  if (/^from\b|\+$|and up|varies/i.test(rawPrice))
    p.warn(
      `Price ${quoted(rawPrice)} is a starting price: imported as ${rawPrice.replace(/^from\s*/i, '').replace(/\+$/, '')}`,
    );
  return p.result({
    name: clip(p, 'The name', name, 80),
    category: clip(p, 'The category', cell('category') || 'Imported', 40),
    durationMinutes: duration ?? 0,
    price: price ?? 0,
    description: clip(p, 'The description', cell('description'), 1000),
    imageUrl: pictureAddress(p, cell('imageUrl')),
  });
}

/** A picture's address: https (copied in later by storage migration) or a Chairside file. */
function pictureAddress(p: Problems, raw: string): string {
  if (!raw) return '';
  const address = raw.replace(/^http:\/\//i, 'https://');
  if (address.length <= 2048 && ZImageUrl.safeParse(address).success) return address;
  p.warn(`Picture ${quoted(raw)} is not a web address and was left out`);
  return '';
}

/** "8.875", "8.875%" or "20 %": a percentage with at most three decimals. */
function percent(p: Problems, what: string, raw: string): number {
  if (!raw) return 0;
  const n = Number(raw.replace(/\s|%/g, '').replace(',', '.'));
  if (!Number.isFinite(n) || n < 0 || n > 100) {
    p.warn(`${what} ${quoted(raw)} is not a percentage: 0 was used`);
    return 0;
  }
  return Math.round(n * 1000) / 1000;
}

function readStaff(cell: (f: string) => string): RowResult<ImportStaff> {
  const p = new Problems();
  const { firstName, lastName } = names(cell);
  const displayName = `${firstName} ${lastName}`.trim();
  if (!displayName) p.error('The row has no name');
  let email = cell('email').toLowerCase();
  if (email && !EMAIL.safeParse(email).success) {
    p.warn(`E-mail ${quoted(email)} is not an address and was left out`);
    email = '';
  }
  return p.result({
    displayName: clip(p, 'The name', displayName, 60),
    email,
    phone: cleanPhone(cell('phone')),
    title: clip(p, 'The title', cell('title'), 60),
  });
}

function wholeNumber(p: Problems, what: string, raw: string, max: number): number {
  if (!raw) return 0;
  const n = Number(raw.replace(/[,\s]/g, ''));
  if (!Number.isFinite(n)) {
    p.warn(`${what} ${quoted(raw)} is not a number: 0 was used`);
    return 0;
  }
  if (n < 0) {
    p.warn(`${what} ${quoted(raw)} is below zero: 0 was used`);
    return 0;
  }
  return Math.min(Math.round(n), max);
}

function readProduct(cell: (f: string) => string, ctx: RowContext): RowResult<ImportProduct> {
  const p = new Problems();
  const name = cell('name');
  if (name.length < 2) p.error('The product has no name');
  const rawPrice = cell('price');
  const price = amountOf(p, 'Price', rawPrice, ctx, 'The product has no price');
  const rawCost = cell('cost');
  const cost = rawCost ? parsePrice(rawCost, ctx.currency) : 0;
  if (cost === null) p.warn(`Cost ${quoted(rawCost)} is not an amount: 0 was used`);
  const code = (what: string, raw: string) =>
    /^[A-Za-z0-9._\-/]{0,64}$/.test(raw)
      ? raw
      : (p.warn(`${what} ${quoted(raw)} was left out`), '');
  return p.result({
    name: clip(p, 'The name', name, 120),
    category: clip(p, 'The category', cell('category'), 40),
    brand: clip(p, 'The brand', cell('brand'), 60),
    sku: code('SKU', cell('sku')),
    barcode: code('Barcode', cell('barcode')),
    sellingPrice: price ?? 0,
    cost: cost ?? 0,
    stock: wholeNumber(p, 'Stock', cell('stock'), MAX_STOCK),
    reorderLevel: wholeNumber(p, 'Reorder level', cell('reorderLevel'), MAX_STOCK),
    supplier: clip(p, 'The supplier', cell('supplier'), 80),
    description: clip(p, 'The description', cell('description'), 2000),
    imageUrl: pictureAddress(p, cell('imageUrl')),
    taxRate: percent(p, 'Tax rate', cell('taxRate')),
    onlineSellable: parseYesNo(cell('online')) ?? false,
    archived: parseYesNo(cell('archived')) ?? false,
  });
}

/** A code that is already a Chairside code keeps working at the desk. */
function chairsideCode(oldCode: string): string | null {
  const code = normalizeGiftCode(oldCode);
  return code.length === GIFT_CODE_LENGTH && [...code].every((c) => GIFT_CODE_ALPHABET.includes(c))
    ? code
    : null;
}

function readGiftCard(cell: (f: string) => string, ctx: RowContext): RowResult<ImportGiftCard> {
  const p = new Problems();
  const oldCode = cell('code');
  if (!oldCode) p.error('The card has no code');
  const rawBalance = cell('balance');
  const balance = amountOf(p, 'Balance', rawBalance, ctx, 'The card has no balance');
  if (balance === 0) p.error('The card has nothing left on it');
  const initial = cell('initialAmount') ? parsePrice(cell('initialAmount'), ctx.currency) : null;
  const rawExpiry = cell('expiresAt');
  const expiry = rawExpiry ? parseDateTime(rawExpiry, ctx.dateOrder) : null;
  if (rawExpiry && (!expiry || expiry.date.length !== 10))
    p.warn(`Expiry ${quoted(rawExpiry)} is not a date: the salon's own rule applies`);
  let holderEmail = cell('holderEmail').toLowerCase();
  if (holderEmail && !EMAIL.safeParse(holderEmail).success) holderEmail = '';
  const code = chairsideCode(oldCode);
  if (oldCode && !code)
    p.warn(`Code ${quoted(oldCode)} gets a new Chairside code; the old one is kept on the card`);
  return p.result({
    oldCode,
    code,
    balance: balance ?? 0,
    initialAmount: Math.max(initial ?? 0, balance ?? 0),
    expiresOn: expiry && expiry.date.length === 10 ? expiry.date : null,
    holderName: clip(p, 'The holder', cell('holderName'), 80),
    holderEmail,
  });
}

const STATUS_WORDS: readonly [RegExp, BookingStatus][] = [
  [/cancel|deleted|declined|rejected|late cancel/i, 'cancelled'],
  [/no.?show|did not (show|arrive)|missed/i, 'no_show'],
  [/complete|checked.?out|paid|finished|done|arrived|attended|visited/i, 'completed'],
  [/confirm/i, 'confirmed'],
  [/book|new|scheduled|pending|request|upcoming|reserved/i, 'booked'],
];

/** An old platform's status in Chairside's words; empty reads as booked. */
export function readStatus(raw: string): BookingStatus | null {
  if (!raw) return 'booked';
  if ((BOOKING_STATUSES as readonly string[]).includes(raw)) return raw as BookingStatus;
  return STATUS_WORDS.find(([re]) => re.test(raw))?.[1] ?? null;
}

function readAppointment(
  cell: (f: string) => string,
  ctx: RowContext,
): RowResult<ImportAppointment> {
  const p = new Problems();
  const rawDate = cell('date');
  const date = parseDateTime(rawDate, ctx.dateOrder);
  if (!date || date.date.length !== 10)
    p.error(rawDate ? `Date ${quoted(rawDate)} is not a date` : 'The appointment has no date');
  const rawTime = cell('time');
  const time = (rawTime ? parseTimeOfDay(rawTime) : null) ?? date?.time ?? null;
  if (!time)
    p.error(
      rawTime
        ? `Time ${quoted(rawTime)} is not a time of day`
        : 'The appointment has no start time',
    );
  let duration = cell('duration') ? parseDuration(cell('duration')) : null;
  const end = cell('endTime') ? parseTimeOfDay(cell('endTime')) : null;
  if (duration === null && end && time) {
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    const length = minutes(end) - minutes(time);
    duration = length > 0 ? length : null;
  }
  const service = cell('service');
  if (!service) p.error('The appointment has no service');
  const { firstName, lastName } = splitName(cell('clientName'));
  const clientEmail = cell('clientEmail').toLowerCase();
  const clientPhone = cleanPhone(cell('clientPhone'));
  if (!firstName && !clientEmail && !clientPhone) p.error('The appointment has no client');
  const rawStatus = cell('status');
  const status = readStatus(rawStatus);
  if (!status) p.error(`Status ${quoted(rawStatus)} is not one Chairside knows`);
  const rawPrice = cell('price');
  const price = rawPrice ? parsePrice(rawPrice, ctx.currency) : null;
  if (rawPrice && price === null)
    p.warn(`Price ${quoted(rawPrice)} is not an amount: the service's price was used`);
  return p.result({
    localDate: date?.date ?? '',
    time: time ?? '',
    durationMinutes: duration,
    clientName: `${firstName} ${lastName}`.trim(),
    clientEmail: EMAIL.safeParse(clientEmail).success ? clientEmail : '',
    clientPhone,
    service: service.slice(0, 80),
    staff: cell('staff').slice(0, 60),
    price,
    status: status ?? 'booked',
    notes: clip(p, 'The note', cell('notes'), 2000),
  });
}

/** Reads one row of a file listing `entity`, through the mapping. */
export function readRow<E extends ImportEntity>(
  entity: E,
  row: readonly unknown[],
  mapping: ColumnMapping,
  ctx: RowContext,
): RowResult<ImportRecords[E]> {
  const cell = cellsOf(row, mapping);
  const readers: { [K in ImportEntity]: () => RowResult<ImportRecords[K]> } = {
    clients: () => readClient(cell, ctx),
    services: () => readService(cell, ctx),
    staff: () => readStaff(cell),
    products: () => readProduct(cell, ctx),
    giftCards: () => readGiftCard(cell, ctx),
    appointments: () => readAppointment(cell, ctx),
  };
  return readers[entity]() as RowResult<ImportRecords[E]>;
}

/** A row with no text in any cell (spreadsheets end with many). */
export const isEmptyRow = (row: readonly unknown[]) => row.every((c) => cellText(c) === '');
