import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from '../org';
import { WEEKDAYS } from '../weekdays';
import { minutesOf, weekdayIndex } from '../zoned-time';
import { demoFiles } from './demo-data';
import { ENTITY_FIELDS, autoMapping, guessEntity, missingRequired } from './sources';
import { readRow } from './rows';

const rowsOf = (csv: string) => csv.split('\r\n').map((line) => line.split(','));

describe('sample data', () => {
  const files = demoFiles(DEFAULT_BUSINESS_HOURS, '2026-11-25');

  it('is the same for the same salon and day', () => {
    expect(demoFiles(DEFAULT_BUSINESS_HOURS, '2026-11-25')).toEqual(files);
  });

  it('writes every list so the import recognises it and reads every row', () => {
    for (const file of files) {
      const [header, ...rows] = file.csv.split('\r\n');
      const cells = header!.split(',');
      expect(guessEntity(cells), file.name).toBe(file.entity);
      const mapping = autoMapping(file.entity, cells, 'spreadsheet');
      expect(missingRequired(file.entity, mapping), file.name).toEqual([]);
      if (file.entity === 'appointments') continue;
      for (const row of rows) {
        // (Quoted cells aside, the sample has no commas inside a cell.)
        const read = readRow(file.entity, row.split(','), mapping, {
          currency: 'USD',
          dateOrder: 'mdy',
        });
        expect(read.ok, `${file.name}: ${row}`).toBe(true);
        // (The sample cards' codes are not Chairside codes: each gets a new one, said as a warning.)
        if (read.ok && file.entity !== 'giftCards')
          expect(read.warnings, `${file.name}: ${row}`).toEqual([]);
      }
      expect(Object.keys(mapping).every((f) => ENTITY_FIELDS[file.entity].includes(f as never)));
    }
  });

  it('books only open days, within opening hours, never two at once for one stylist', () => {
    const book = files.find((f) => f.entity === 'appointments')!;
    const services = new Map(
      rowsOf(files.find((f) => f.entity === 'services')!.csv)
        .slice(1)
        .map((r) => [r[0], Number.parseInt(r[2]!, 10)]),
    );
    const [, ...rows] = rowsOf(book.csv);
    expect(rows.length).toBeGreaterThan(60);
    const taken = new Map<string, [number, number][]>();
    let ahead = 0;
    for (const [date, time, , , service, staff, , status] of rows) {
      const hours = DEFAULT_BUSINESS_HOURS[WEEKDAYS[weekdayIndex(date!)]!];
      expect(hours.open, `${date} is a closed day`).toBe(true);
      const start = minutesOf(time!);
      const end = start + services.get(service!)!;
      expect(start).toBeGreaterThanOrEqual(minutesOf(hours.start));
      expect(end).toBeLessThanOrEqual(minutesOf(hours.end));
      const key = `${staff} ${date}`;
      const day = taken.get(key) ?? [];
      expect(
        day.some(([s, e]) => start < e && s < end),
        `${key} ${time}`,
      ).toBe(false);
      taken.set(key, [...day, [start, end]]);
      if (date! > '2026-11-25') {
        ahead++;
        expect(status).toBe('Booked');
      } else expect(['Completed', 'No show']).toContain(status);
    }
    expect(ahead).toBeGreaterThan(10);
  });
});
