import { csvLine } from '@chairside/core/csv';

/** Saves text the app made or fetched (a CSV export) as a file the person downloads. */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/**
 * Rows as CSV text a spreadsheet opens as UTF-8 (a byte-order mark, quoted
 * where needed), every cell safe from running as a formula (csvCell).
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\ufeff${rows.map(csvLine).join('\n')}\n`;
}
