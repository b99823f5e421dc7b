/**
 * CSV as spreadsheets read it (RFC 4180; docs/staff-reports.md, "CSV"): a UTF-8 byte order mark first, so Excel
 * reads accents as UTF-8 rather than the system's code page; a header row; comma separators; CRLF line ends; a
 * field quoted when it holds a comma, a quote, a line break or edge spaces, its quotes doubled.
 */
export type CsvCell = string | number | null;

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return before one) gets a leading
 * apostrophe: titles, names and suggestions are typed by patrons, and a cell `=HYPERLINK(...)` must stay text
 * (OWASP, "CSV Injection"). Numbers are written as numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(','));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}

/** A file name safe in a Content-Disposition header: letters, digits, dots and dashes only. */
export function csvFileName(parts: readonly (string | undefined)[]): string {
  const name = parts
    .filter((part): part is string => !!part)
    .map((part) => part.replace(/[^A-Za-z0-9.-]+/g, '-'))
    .join('_');
  return `${name}.csv`;
}
