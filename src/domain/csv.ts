/**
 * CSV as RFC 4180 writes it (comma separator, CRLF line ends, a field holding a comma, a double
 * quote, CR or LF quoted with its quotes doubled), plus the OWASP rule against spreadsheet formula
 * injection: a cell that begins with `=`, `+`, `-`, `@`, tab or CR is prefixed with `'`, which
 * Excel, LibreOffice and Google Sheets read as "text" and do not show. Pure: exports use it to
 * write rows, tests to state what a row must be.
 */

export const FORMULA_TRIGGERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];
export const CSV_LINE_END = '\r\n';

/** A cell a spreadsheet would run as a formula, made text. Applies to every cell (numbers too), so no type escapes it. */
export function neutraliseCell(cell: string): string {
  return cell.length > 0 && FORMULA_TRIGGERS.includes(cell[0]!) ? `'${cell}` : cell;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** One field as RFC 4180 writes it: quoted only when it must be. */
export function quoteField(cell: string): string {
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One record, neutralised, quoted and ended with CRLF. */
export function csvRow(cells: readonly string[]): string {
  return cells.map((cell) => quoteField(neutraliseCell(cell))).join(',') + CSV_LINE_END;
}

/**
 * The text of one value: null and absent are empty, strings as they are, numbers and booleans as
 * JSON writes them, times in ISO 8601, and arrays and objects (lists, JSON values) as compact JSON, so a cell can be
 * read back exactly and nothing depends on a separator that could occur inside an element.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // The graph's DateTime values arrive in process as Dates; on the wire (and so here) they are ISO text.
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** A column: the path of keys from a record to its value; its header is the dotted path. */
export type CsvColumn = readonly string[];

export const columnHeader = (column: CsvColumn): string => column.join('.');

function valueAt(record: unknown, column: CsvColumn): unknown {
  let value = record;
  for (const key of column) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export const csvHeader = (columns: readonly CsvColumn[]): string => csvRow(columns.map(columnHeader));

/** The rows of `records`, one per record, a cell per column. */
export function csvRecords(columns: readonly CsvColumn[], records: readonly unknown[]): string {
  let out = '';
  for (const record of records) out += csvRow(columns.map((column) => cellText(valueAt(record, column))));
  return out;
}
