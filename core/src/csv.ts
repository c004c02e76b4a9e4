// One rule for every spreadsheet the product writes (clients, payments,
// products, sales reports, reorder lists): a cell that a spreadsheet would
// run as a formula is written as text. Spreadsheets start a formula at
// = + - @ (and their full-width forms), and some at | (DDE) or after
// leading blanks, tabs or line breaks; such a cell gets a leading
// apostrophe (OWASP's CSV injection advice). Plain numbers, negative ones
// included, stay numbers.

const FORMULA = /^[\s\u3000]*[=+\-@|\uFF1D\uFF0B\uFF0D\uFF20]/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const BLANK_START = /^[\t\r\n]/;

/** A cell a spreadsheet shows as written and never runs. */
export function csvCell(value: string): string {
  if (NUMBER.test(value)) return value;
  return FORMULA.test(value) || BLANK_START.test(value) ? `'${value}` : value;
}

/** A row of cells, each made safe. */
export const csvRow = (row: readonly string[]): string[] => row.map(csvCell);

/** A row as one CSV line: each cell made safe, and quoted where it holds a comma, quote or line break. */
export const csvLine = (row: readonly string[]): string =>
  csvRow(row)
    .map((c) => (/[",\n\r]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c))
    .join(',');
