import type { Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import { csvRow } from '@chairside/core/csv';

/**
 * Streams a CSV download: a byte-order mark (so spreadsheet programs read
 * UTF-8), the header row, then the rows 500 at a time as they are read.
 * Every export goes through here, and every cell through csvCell: a name
 * like =HYPERLINK(...) opens as text, never as a formula.
 */
export async function sendCsv(
  res: Response,
  fileName: string,
  header: readonly string[],
  rows: AsyncIterable<string[]>,
) {
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  });
  res.write(`\ufeff${stringify([csvRow(header)])}`);
  let batch: string[][] = [];
  for await (const row of rows) {
    batch.push(csvRow(row));
    if (batch.length === 500) {
      res.write(stringify(batch));
      batch = [];
    }
  }
  res.end(batch.length ? stringify(batch) : '');
}
