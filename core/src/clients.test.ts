import { describe, expect, it } from 'vitest';
import { csvRow } from './csv';
import {
  clientCsvRow,
  clientSearchKeys,
  mergeClients,
  mergeDenial,
  searchKey,
  ZClientInput,
  type Client,
} from './clients';

const client = (over: Partial<Client> = {}): Client => ({
  id: 'c1',
  ...ZClientInput.parse({ firstName: 'Zoë', lastName: "O'Neil-Park" }),
  ownerStaffId: null,
  userId: null,
  nameLower: '',
  mergedIds: [],
  loyaltyPoints: 0,
  visitCount: 0,
  lastVisitAt: null,
  totalSpent: 0,
  createdAt: new Date('2026-01-05T10:00:00Z'),
  updatedAt: new Date('2026-01-05T10:00:00Z'),
  ...over,
});

describe('ZClientInput', () => {
  it('keeps e-mail in lower case and tags once each', () => {
    const c = ZClientInput.parse({
      firstName: 'Ana',
      email: 'Ana@Mail.TEST',
      tags: ['vip', 'vip'],
    });
    expect(c.email).toBe('ana@mail.test');
    expect(c.tags).toEqual(['vip']);
    expect(c.marketingConsent).toEqual({ email: false, sms: false });
  });
  it('accepts a birthday with or without the year', () => {
    expect(ZClientInput.safeParse({ firstName: 'A', birthday: '04-30' }).success).toBe(true);
    expect(ZClientInput.safeParse({ firstName: 'A', birthday: '1990-04-30' }).success).toBe(true);
    expect(ZClientInput.safeParse({ firstName: 'A', birthday: '1990-13-30' }).success).toBe(false);
  });
  it('needs a first name', () => {
    expect(ZClientInput.safeParse({ firstName: ' ' }).error?.issues[0]?.message).toBe(
      'Enter a first name',
    );
  });
});

describe('search', () => {
  const keys = clientSearchKeys({
    firstName: 'Zoë',
    lastName: "O'Neil-Park",
    email: 'zoe@mail.test',
    phone: '+1 (718) 555-0199',
  });
  it('finds a client by the start of any name, the full name, e-mail or phone', () => {
    for (const typed of [
      'Zo',
      'zoe',
      'oneil',
      'park',
      'Zoe O',
      'zoe@m',
      '718',
      '(718) 555',
      '1 718 555 01',
    ]) {
      expect(keys, typed).toContain(searchKey(typed));
    }
  });
  it('does not find a client by the middle of a word', () => {
    expect(keys).not.toContain(searchKey('eil'));
    expect(keys).not.toContain(searchKey('555'));
  });
  it('ignores an empty query', () => {
    expect(searchKey('  ')).toBeNull();
  });
  it('keeps the number of keys bounded for long values', () => {
    const long = clientSearchKeys({
      firstName: 'A'.repeat(50),
      lastName: 'B'.repeat(50),
      email: `${'c'.repeat(60)}@x.test`,
      phone: '7185550199',
    });
    expect(long.length).toBeLessThanOrEqual(24 * 4 + 10);
  });
});

describe('merging duplicates', () => {
  const primary = client({
    id: 'p',
    phone: '7185550199',
    tags: ['vip'],
    notes: 'Prefers mornings',
    loyaltyPoints: 120,
    visitCount: 3,
    totalSpent: 30000,
    lastVisitAt: new Date('2026-10-01'),
  });
  const duplicate = client({
    id: 'd',
    email: 'zoe@mail.test',
    phone: '5550000000',
    tags: ['colour', 'vip'],
    notes: 'Allergic to PPD',
    loyaltyPoints: 40,
    visitCount: 1,
    totalSpent: 9000,
    lastVisitAt: new Date('2026-11-01'),
    userId: 'u1',
    mergedIds: ['older'],
  });
  it('keeps the primary’s values, fills blanks and adds up the history', () => {
    const m = mergeClients(primary, duplicate);
    expect(m.phone).toBe('7185550199');
    expect(m.email).toBe('zoe@mail.test');
    expect(m.tags).toEqual(['vip', 'colour']);
    expect(m.notes).toBe('Prefers mornings\n\nAllergic to PPD');
    expect(m.loyaltyPoints).toBe(160);
    expect(m.visitCount).toBe(4);
    expect(m.totalSpent).toBe(39000);
    expect(m.lastVisitAt).toEqual(new Date('2026-11-01'));
    expect(m.userId).toBe('u1');
    expect(m.mergedIds).toEqual(['d', 'older']);
    expect(m.searchKeys).toContain('zoe@');
  });
  it('refuses records of two different accounts or of a renter and the salon', () => {
    expect(mergeDenial(primary, primary)).toBe('Choose two different clients.');
    expect(mergeDenial({ ...primary, userId: 'u2' }, duplicate)).toMatch(
      /different client accounts/,
    );
    expect(mergeDenial({ ...primary, ownerStaffId: 's1' }, duplicate)).toMatch(/booth renter/);
    expect(mergeDenial(primary, duplicate)).toBeNull();
  });
});

describe('CSV export', () => {
  it('writes one row per client, its formulas neutralised on the way out', () => {
    // Every export writes its rows through csvRow (functions/src/http/csv.ts).
    const row = csvRow(clientCsvRow(client({ notes: '=HYPERLINK("x")', tags: ['a', 'b'] })));
    expect(row[0]).toBe('Zoë');
    expect(row[5]).toBe('a; b');
    expect(row[11]).toBe('\'=HYPERLINK("x")');
    expect(row[12]).toBe('2026-01-05');
  });
});
