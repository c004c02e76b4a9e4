// The files of an import: kept privately in the media store, recognised by
// their first bytes (an .xlsx is a zip), decoded whatever their encoding and
// separator, and read row by row: CSV through csv-parse's streaming parser,
// Excel through ExcelJS's streaming reader (both loaded only when needed).
import { Readable } from 'node:stream';
import { decodeText, sniffDelimiter } from '@chairside/core/migration/fields';
import { MAX_IMPORT_ROWS } from '@chairside/core/migration/job';
import { ApiError } from '../http/api-error';
import { MAX_UNPACKED_BYTES, zipProblem } from './zip-guard';

export interface OpenedFile {
  kind: 'csv' | 'xlsx';
  encoding: string;
  delimiter: string;
}

/** What the bytes are: an Excel workbook (zip), a text file, or something else. */
export function sniffFile(data: Buffer, name: string): OpenedFile {
  if (data.length === 0) throw new ApiError('unprocessable', `“${name}” is empty.`);
  if (data[0] === 0x50 && data[1] === 0x4b) {
    const problem = zipProblem(data);
    if (problem === 'too large') {
      throw new ApiError(
        'unprocessable',
        `“${name}” unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB, far more than a salon’s export. Export it again, or as CSV.`,
      );
    }
    if (problem) {
      throw new ApiError(
        'unprocessable',
        `“${name}” is not a readable Excel file. Open it in Excel or Google Sheets, save it again as .xlsx or CSV, and upload that.`,
      );
    }
    return { kind: 'xlsx', encoding: 'xlsx', delimiter: '' };
  }
  if (data[0] === 0xd0 && data[1] === 0xcf)
    throw new ApiError(
      'unprocessable',
      `“${name}” is an old Excel (.xls) file. Open it in Excel or Google Sheets and save it as .xlsx or CSV, then upload that.`,
    );
  if (data[0] === 0x25 && data[1] === 0x50 && data[2] === 0x44 && data[3] === 0x46)
    throw new ApiError(
      'unprocessable',
      `“${name}” is a PDF. Export the list as CSV or Excel from your old platform instead.`,
    );
  const head = decodeText(data.subarray(0, 64 * 1024));
  // Text has no control characters other than tab, new lines and the odd form feed.
  const sample = head.text.slice(0, 8192);
  let controls = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) controls++;
  }
  if (controls > 0)
    throw new ApiError(
      'unprocessable',
      `“${name}” is not a CSV or Excel file. Export the list as CSV or Excel (.xlsx) and upload that.`,
    );
  return { kind: 'csv', encoding: head.encoding, delimiter: sniffDelimiter(head.text) };
}

/** Every row of the file's first sheet, as cells of text, header included. */
export async function* readRows(data: Buffer, file: OpenedFile): AsyncGenerator<string[]> {
  let count = 0;
  const source = file.kind === 'xlsx' ? xlsxRows(data) : csvRows(data, file.delimiter);
  for await (const row of source) {
    if (++count > MAX_IMPORT_ROWS + 1)
      throw new ApiError(
        'unprocessable',
        `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Export it in parts (by date range or by letter) and upload each.`,
      );
    yield row;
  }
}

async function* csvRows(data: Buffer, delimiter: string): AsyncGenerator<string[]> {
  const { parse } = await import('csv-parse');
  const { text } = decodeText(data);
  const parser = Readable.from([text]).pipe(
    parse({
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      bom: true,
      trim: false,
    }),
  );
  try {
    for await (const record of parser) {
      // csv-parse gives each row as a list of text (no column names asked for).
      yield Array.isArray(record) ? record.map(String) : [];
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new ApiError(
      'unprocessable',
      `The file could not be read as CSV: ${message.replace(/^Invalid /, 'invalid ')}. Export it again, or open and save it as CSV (UTF-8).`,
    );
  }
}

async function* xlsxRows(data: Buffer): AsyncGenerator<string[]> {
  const ExcelJS = (await import('exceljs')).default;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row as { values: unknown[] }).values;
        // ExcelJS counts cells from 1: index 0 is always empty.
        yield Array.from(values.slice(1), cellOf);
      }
      // The first sheet is the list; the rest (totals, notes) are not read.
      return;
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(
      'unprocessable',
      'The Excel file could not be read. Open it in Excel or Google Sheets, save it again as .xlsx or CSV, and upload that.',
    );
  }
}

/** An Excel cell as text: dates as ISO date and time, formulas as their result. */
function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z')
      ? iso.slice(0, 10)
      : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  }
  if (typeof value === 'object') {
    // A formula's result, rich text in runs, or a link's text.
    if ('result' in value && value.result !== undefined) return cellOf(value.result);
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText.map((run: unknown) => cellOf(run)).join('');
    }
    if ('text' in value && typeof value.text === 'string') return value.text;
    return '';
  }
  return String(value);
}

/** The header row and the first rows after it (empty rows skipped). */
export async function headOf(
  data: Buffer,
  file: OpenedFile,
  sampleRows = 5,
): Promise<{ header: string[]; sample: string[][] }> {
  let header: string[] | null = null;
  const sample: string[][] = [];
  for await (const row of readRows(data, file)) {
    if (row.every((c) => !c.trim())) continue;
    if (!header) header = row.map((c) => c.trim());
    else sample.push(row);
    if (sample.length >= sampleRows) break;
  }
  if (!header || header.filter(Boolean).length < 1)
    throw new ApiError(
      'unprocessable',
      'The file has no header row. The first row must name the columns.',
    );
  return { header, sample };
}
