import { describe, expect, it } from 'vitest';
import { isDocId, zDocId } from './ids';

describe('document ids from outside', () => {
  it('accepts generated ids and slugs', () => {
    for (const id of ['abc123', 'studio-nova', 'A_b-9', 'x'.repeat(128), '_a', 'a__', '__a'])
      expect(isDocId(id)).toBe(true);
  });

  it('refuses what Firestore would reject or read as a path', () => {
    for (const id of ['', '__x__', '____', 'a/b', '.', '..', 'a.b', 'x'.repeat(129), 'ä', ' a'])
      expect(isDocId(id)).toBe(false);
  });

  it('gives the message it was asked to', () => {
    const r = zDocId('That salon id is not valid').safeParse('__x__');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('That salon id is not valid');
  });
});

describe('calendar dates from outside', async () => {
  const { ZIsoDate } = await import('./staff-profile');
  it('accepts real dates, leap days included', () => {
    for (const d of ['2026-02-28', '2028-02-29', '2026-12-31', '2199-01-01'])
      expect(ZIsoDate.safeParse(d).success).toBe(true);
  });
  it('refuses dates that do not exist or that no salon plans for', () => {
    for (const d of [
      '2026-02-30',
      '2027-02-29',
      '2026-04-31',
      '1900-01-01',
      '9999-12-31',
      'tomorrow',
    ])
      expect(ZIsoDate.safeParse(d).success).toBe(false);
    expect(ZIsoDate.safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      'That date does not exist',
    );
  });
});
