// The platforms' exports (fixtures written from their documented layouts)
// recognised by their header row and read row by row.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { decodeText, sniffDelimiter } from './fields';
import { readRow, readStatus, type ImportRecords } from './rows';
import {
  autoMapping,
  detectLayout,
  guessEntity,
  missingRequired,
  sourceById,
  type ImportEntity,
  type ImportSourceId,
} from './sources';

function load(name: string): string[][] {
  const { text } = decodeText(
    readFileSync(new URL(`../../../tests/fixtures/imports/${name}`, import.meta.url)),
  );
  return parse(text, {
    delimiter: sniffDelimiter(text),
    relax_column_count: true,
    skip_empty_lines: true,
  });
}

function read<E extends ImportEntity>(
  name: string,
  source: ImportSourceId,
  entity: E,
  currency = 'USD',
) {
  const [header, ...rows] = load(name);
  const detected = detectLayout(header!);
  const mapping = autoMapping(entity, header!, source);
  const ctx = { currency, dateOrder: sourceById(source).dateOrder };
  return {
    detected,
    mapping,
    missing: missingRequired(entity, mapping),
    rows: rows.map((r) => readRow(entity, r, mapping, ctx)),
  };
}

const ok = <T>(r: { ok: boolean; value?: T }) => {
  expect(r.ok).toBe(true);
  return r.value as T;
};

describe('recognising exports by their header row', () => {
  it.each([
    ['fresha-clients.csv', 'fresha', 'clients'],
    ['fresha-services.csv', 'fresha', 'services'],
    ['fresha-staff.csv', 'fresha', 'staff'],
    ['fresha-appointments.csv', 'fresha', 'appointments'],
    ['fresha-products.csv', 'fresha', 'products'],
    ['fresha-vouchers.csv', 'fresha', 'giftCards'],
    ['square-customers.csv', 'square', 'clients'],
    ['square-items.csv', 'square', 'services'],
    ['vagaro-customers.csv', 'vagaro', 'clients'],
    ['mindbody-clients.csv', 'mindbody', 'clients'],
    ['booksy-customers.csv', 'booksy', 'clients'],
  ])('%s is %s %s', (file, source, entity) => {
    const [header] = load(file);
    expect(detectLayout(header!)).toMatchObject({ source, entity });
  });

  it('guesses what an unknown spreadsheet lists from its columns', () => {
    const [header] = load('latin1-services-semicolon.csv');
    expect(detectLayout(header!)).toBeNull();
    expect(guessEntity(header!)).toBe('services');
    expect(guessEntity(['Full name', 'Mobile', 'E-mail address'])).toBe('clients');
    expect(guessEntity(['Colour', 'Shape'])).toBeNull();
  });
});

describe('Fresha', () => {
  it('reads clients: quoted new lines, day-first dates, consent, bad cells warned', () => {
    const { rows, missing } = read('fresha-clients.csv', 'fresha', 'clients');
    expect(missing).toEqual([]);
    const maya = ok<ImportRecords['clients']>(rows[0]!);
    expect(maya).toMatchObject({
      firstName: 'Maya',
      lastName: 'Chen',
      email: 'maya.chen@example.com',
      phone: '+1 718 555 0101',
      birthday: '1990-05-14',
      notes: 'Prefers Leo.\nSensitive scalp',
      marketingConsent: { email: true, sms: false },
      clientSince: '2023-01-02',
    });
    expect(ok<ImportRecords['clients']>(rows[2]!)).toMatchObject({
      email: 'priya@example.com',
      birthday: '1996-02-29',
    });
    // An impossible birthday and a broken address: kept without them, and said.
    const elodie = rows[3]!;
    expect(elodie.ok && elodie.value).toMatchObject({
      firstName: 'Élodie',
      email: '',
      birthday: '',
      phone: '+1 212 555 0104',
    });
    expect(elodie.ok && elodie.warnings).toEqual([
      'E-mail “elodie@example” is not an address and was left out',
      'Birthday “31 Apr 1988” is not a date and was left out',
    ]);
    expect(rows[4]).toEqual({ ok: false, errors: ['The row has no name'] });
  });

  it('reads services: “From $65”, “2h 35m”, and refuses a length it cannot read', () => {
    const { rows } = read('fresha-services.csv', 'fresha', 'services');
    expect(ok<ImportRecords['services']>(rows[0]!)).toMatchObject({
      name: "Women's Haircut",
      price: 6500,
      durationMinutes: 60,
      category: 'Hair',
    });
    expect(rows[0]!.ok && rows[0]!.warnings[0]).toMatch(/starting price/);
    expect(ok<ImportRecords['services']>(rows[1]!)).toMatchObject({
      price: 18500,
      durationMinutes: 155,
    });
    expect(ok<ImportRecords['services']>(rows[2]!)).toMatchObject({
      durationMinutes: 45,
      price: 4000,
    });
    expect(rows[3]).toEqual({ ok: false, errors: ['Duration “about an hour” is not a length'] });
  });

  it('reads appointments with their status in Chairside’s words', () => {
    const { rows } = read('fresha-appointments.csv', 'fresha', 'appointments');
    expect(ok<ImportRecords['appointments']>(rows[0]!)).toMatchObject({
      localDate: '2026-10-12',
      time: '10:00',
      durationMinutes: 60,
      clientName: 'Maya Chen',
      service: "Women's Haircut",
      staff: 'Leo Martins',
      price: 6500,
      status: 'completed',
    });
    expect(ok<ImportRecords['appointments']>(rows[1]!).status).toBe('no_show');
    expect(ok<ImportRecords['appointments']>(rows[3]!)).toMatchObject({
      clientName: 'Walk-in Wanda',
      clientPhone: '+1 917 555 0999',
    });
  });

  it('reads products and gift cards; a Chairside-shaped code is kept, others get a new one', () => {
    const products = read('fresha-products.csv', 'fresha', 'products').rows;
    expect(ok<ImportRecords['products']>(products[0]!)).toMatchObject({
      sku: 'SH-300',
      barcode: '0123456789012',
      cost: 1400,
      sellingPrice: 3000,
      stock: 12,
      reorderLevel: 3,
    });
    expect(products[1]!.ok && products[1]!.value.stock).toBe(0);
    expect(products[1]!.ok && products[1]!.warnings).toEqual([
      'Stock “-2” is below zero: 0 was used',
    ]);
    const cards = read('fresha-vouchers.csv', 'fresha', 'giftCards').rows;
    expect(ok<ImportRecords['giftCards']>(cards[0]!)).toMatchObject({
      oldCode: 'FRSH-7Q2K',
      code: null,
      balance: 6000,
      initialAmount: 10000,
      expiresOn: '2027-12-31',
    });
    expect(ok<ImportRecords['giftCards']>(cards[1]!)).toMatchObject({
      code: '0123456789ABCDEF',
      balance: 5000,
    });
    expect(cards[2]).toEqual({ ok: false, errors: ['The card has nothing left on it'] });
  });
});

describe('the other platforms', () => {
  it('Square: subscription status, birthday without a year, groups as tags, item variations', () => {
    const clients = read('square-customers.csv', 'square', 'clients').rows;
    expect(ok<ImportRecords['clients']>(clients[0]!)).toMatchObject({
      phone: '+17185550101',
      birthday: '05-14',
      notes: 'VIP',
      tags: ['Regulars', 'Colour'],
      marketingConsent: { email: true, sms: false },
    });
    expect(ok<ImportRecords['clients']>(clients[1]!).marketingConsent.email).toBe(false);
    const services = read('square-items.csv', 'square', 'services').rows;
    expect(ok<ImportRecords['services']>(services[0]!)).toMatchObject({
      name: 'Blowout',
      durationMinutes: 45,
      price: 4500,
    });
    expect(ok<ImportRecords['services']>(services[1]!).name).toBe('Colour – Root touch-up');
  });

  it('Vagaro, Mindbody and Booksy clients', () => {
    expect(
      ok<ImportRecords['clients']>(read('vagaro-customers.csv', 'vagaro', 'clients').rows[0]!),
    ).toMatchObject({
      phone: '646-555-0400',
      birthday: '03-15',
      tags: ['Blonde', 'Referral'],
      clientSince: '2021-11-02',
    });
    expect(
      ok<ImportRecords['clients']>(read('mindbody-clients.csv', 'mindbody', 'clients').rows[0]!),
    ).toMatchObject({
      firstName: 'Hana',
      phone: '(347) 555-0500',
      birthday: '1992-07-04',
      marketingConsent: { email: true, sms: false },
    });
    expect(
      ok<ImportRecords['clients']>(read('booksy-customers.csv', 'booksy', 'clients').rows[0]!),
    ).toMatchObject({
      firstName: 'Kasia',
      lastName: 'Nowak',
      phone: '+48 600 100 200',
    });
  });

  it('a Latin-1 file with semicolons and decimal commas, mapped by its own names', () => {
    const { rows, missing } = read(
      'latin1-services-semicolon.csv',
      'spreadsheet',
      'services',
      'EUR',
    );
    expect(missing).toEqual([]);
    expect(rows.map((r) => r.ok && r.value)).toMatchObject([
      { name: 'Coupe femme', price: 4500, durationMinutes: 60, category: 'Coiffure' },
      { name: 'Brushing, long', price: 3000, durationMinutes: 45 },
    ]);
  });

  it('statuses the platforms use', () => {
    expect(
      ['Checked out', 'Late cancel', 'NoShow', 'Arrived', 'Pending', 'Weird'].map(readStatus),
    ).toEqual(['completed', 'cancelled', 'no_show', 'completed', 'booked', null]);
  });
});
