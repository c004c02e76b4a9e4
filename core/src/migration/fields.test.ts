import { describe, expect, it } from 'vitest';
import {
  cleanPhone,
  decodeText,
  parseDateTime,
  parseDuration,
  parsePrice,
  parseTimeOfDay,
  parseYesNo,
  phoneKey,
  sniffDelimiter,
  splitName,
} from './fields';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    const text = 'Name,Café\n';
    const plain = new TextEncoder().encode(text);
    expect(decodeText(plain)).toEqual({ text, encoding: 'utf-8' });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...plain]))).toEqual({
      text,
      encoding: 'utf-8',
    });
  });

  it('reads UTF-16 (Excel’s “Unicode text”) with a mark, and little-endian without one', () => {
    const le = Buffer.from('Name,José\n', 'utf16le');
    expect(decodeText(new Uint8Array([0xff, 0xfe, ...le])).text).toBe('Name,José\n');
    expect(decodeText(new Uint8Array(le))).toEqual({ text: 'Name,José\n', encoding: 'utf-16le' });
    const be = Buffer.from(le).swap16();
    expect(decodeText(new Uint8Array([0xfe, 0xff, ...be])).text).toBe('Name,José\n');
  });

  it('reads text that is not UTF-8 as Windows-1252 (Latin-1)', () => {
    // "Zoë €5 “hi”" in Windows-1252.
    const out = decodeText(bytes(0x5a, 0x6f, 0xeb, 0x20, 0x80, 0x35, 0x20, 0x93, 0x68, 0x69, 0x94));
    expect(out).toEqual({ text: 'Zoë €5 “hi”', encoding: 'windows-1252' });
  });
});

describe('sniffDelimiter', () => {
  it('finds comma, semicolon and tab, ignoring separators inside quotes', () => {
    expect(sniffDelimiter('a,b,c\n1,2,3')).toBe(',');
    expect(sniffDelimiter('Name;Price;Note\n"Cut, wash";45,00;x')).toBe(';');
    expect(sniffDelimiter('a\tb\tc\n1\t2\t3')).toBe('\t');
  });
});

describe('parsePrice', () => {
  it('reads prices as the platforms write them, in minor units', () => {
    expect(parsePrice('From $45', 'USD')).toBe(4500);
    expect(parsePrice('$45.00+', 'USD')).toBe(4500);
    expect(parsePrice('$1,234.50', 'USD')).toBe(123450);
    expect(parsePrice('USD 1,234.50', 'USD')).toBe(123450);
    expect(parsePrice('45,00 €', 'EUR')).toBe(4500);
    expect(parsePrice('1.234,50', 'EUR')).toBe(123450);
    expect(parsePrice('£30 - £45', 'GBP')).toBe(3000);
    expect(parsePrice('Free', 'USD')).toBe(0);
    expect(parsePrice('5000', 'JPY')).toBe(5000);
  });

  it('refuses what is not an amount, or another currency', () => {
    expect(parsePrice('call us', 'USD')).toBeNull();
    expect(parsePrice('£45', 'USD')).toBeNull();
    expect(parsePrice('EUR 45', 'USD')).toBeNull();
    expect(parsePrice('', 'USD')).toBeNull();
  });
});

describe('parseDuration', () => {
  it('reads lengths in every common way', () => {
    expect(parseDuration('2h 35m')).toBe(155);
    expect(parseDuration('1 hr 30 min')).toBe(90);
    expect(parseDuration('1h30')).toBe(90);
    expect(parseDuration('45 mins')).toBe(45);
    expect(parseDuration('1:30')).toBe(90);
    expect(parseDuration('1.5 hours')).toBe(90);
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('1h')).toBe(60);
  });
  it('refuses what is not a length', () => {
    expect(parseDuration('about an hour')).toBeNull();
    expect(parseDuration('0')).toBeNull();
    expect(parseDuration('')).toBeNull();
  });
});

describe('parseDateTime', () => {
  it('reads ISO, month-first and day-first dates by the platform’s order', () => {
    expect(parseDateTime('2027-03-14', 'mdy')).toEqual({ date: '2027-03-14', time: null });
    expect(parseDateTime('3/4/2027', 'mdy')?.date).toBe('2027-03-04');
    expect(parseDateTime('3/4/2027', 'dmy')?.date).toBe('2027-04-03');
    // A day above 12 settles it whatever the order.
    expect(parseDateTime('14/03/2027', 'mdy')?.date).toBe('2027-03-14');
    expect(parseDateTime('14.03.27', 'dmy')?.date).toBe('2027-03-14');
  });

  it('reads month names, weekdays and times with am/pm', () => {
    expect(parseDateTime('Mar 14, 2027 2:30 PM', 'mdy')).toEqual({
      date: '2027-03-14',
      time: '14:30',
    });
    expect(parseDateTime('Sunday, 14 March 2027', 'dmy')).toEqual({
      date: '2027-03-14',
      time: null,
    });
    expect(parseDateTime('2027-03-14T09:05:00', 'mdy')).toEqual({
      date: '2027-03-14',
      time: '09:05',
    });
    expect(parseDateTime('14 Mar 2027 12:00 am', 'dmy')).toEqual({
      date: '2027-03-14',
      time: '00:00',
    });
  });

  it('reads Excel serial dates, with and without a time', () => {
    expect(parseDateTime('46460', 'mdy')).toEqual({ date: '2027-03-14', time: null });
    expect(parseDateTime('46460.4375', 'mdy')).toEqual({ date: '2027-03-14', time: '10:30' });
  });

  it('reads birthdays without a year, and refuses impossible dates', () => {
    expect(parseDateTime('0000-05-14', 'mdy')?.date).toBe('05-14');
    expect(parseDateTime('05/14', 'mdy')?.date).toBe('05-14');
    expect(parseDateTime('Feb 29', 'mdy')?.date).toBe('02-29');
    expect(parseDateTime('2027-02-30', 'mdy')).toBeNull();
    expect(parseDateTime('soon', 'mdy')).toBeNull();
    expect(parseDateTime('25:00', 'mdy')).toBeNull();
  });

  it('reads times of day alone', () => {
    expect(parseTimeOfDay('10:30')).toBe('10:30');
    expect(parseTimeOfDay('2pm')).toBe('14:00');
    expect(parseTimeOfDay('9:15 a.m.')).toBe('09:15');
    expect(parseTimeOfDay('14.30')).toBe('14:30');
    expect(parseTimeOfDay('noonish')).toBeNull();
  });
});

describe('people', () => {
  it('tidies phone numbers and matches them by their national digits', () => {
    expect(cleanPhone('(718) 555-0101 ext. 4')).toBe('(718) 555-0101');
    expect(cleanPhone('mobile: +44 7700 900123')).toBe('+44 7700 900123');
    expect(cleanPhone('n/a')).toBe('');
    expect(phoneKey('+1 (718) 555-0101')).toBe(phoneKey('718.555.0101'));
    expect(phoneKey('07700 900123')).toBe('7700900123');
  });

  it('reads yes and no columns and splits names', () => {
    expect(parseYesNo('Subscribed')).toBe(true);
    expect(parseYesNo('unsubscribed')).toBe(false);
    expect(parseYesNo('maybe')).toBeNull();
    expect(splitName('Ana María López')).toEqual({ firstName: 'Ana', lastName: 'María López' });
    expect(splitName('López, Ana')).toEqual({ firstName: 'Ana', lastName: 'López' });
  });
});
