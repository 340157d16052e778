/**
 * CSV for exports and imports (RFC 4180) that round-trips: what `toCsv` writes, `parseCsvTable`
 * reads back unchanged. Reading and writing are Papa Parse's, loaded on demand (the first import
 * or export fetches it; no page loads it up front), so the functions that use it are async.
 *
 * - Fields holding a comma, a double quote, a line break or surrounding spaces are quoted, and a
 *   quote inside is doubled. Lines end with CRLF; the file starts with a UTF-8 byte-order mark so
 *   spreadsheets read accents and emoji correctly (the reader drops it).
 * - Against CSV (formula) injection, a value starting with `=`, `+`, `-`, `@`, a tab or a carriage
 *   return is written with a leading apostrophe (`'=1+1`), which spreadsheets show as text. To
 *   keep that reversible, a value that itself starts with an apostrophe gets one more. Reading
 *   removes exactly one leading apostrophe, so every value comes back as it was
 *   (docs/decisions/0010-list-toolkit-and-csv.md).
 * - Reading accepts what spreadsheets write: comma, semicolon (European Excel) or tab between
 *   values (told by the header line), CRLF, LF or CR lines, a byte-order mark.
 */

const NEEDS_GUARD = /^[=+\-@\t\r']/;

/** A value as it is written (formula guard; see the module comment). */
export function guardCsvValue(value: string): string {
  return NEEDS_GUARD.test(value) ? `'${value}` : value;
}

/** The value a written field stands for (undoes `guardCsvValue`). */
export function unguardCsvValue(field: string): string {
  return field.startsWith("'") ? field.slice(1) : field;
}

const loadPapa = () => import('papaparse').then((module) => module.default);

/** A field needs quotes: a comma, quote or line break in it, or spaces around it. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** A CSV file: a header line, then one line per row (values guarded and quoted), CRLF lines, BOM first. */
export async function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): Promise<string> {
  const Papa = await loadPapa();
  const data = [header, ...rows].map((values) => values.map(guardCsvValue));
  const text = Papa.unparse(data, {
    newline: '\r\n',
    delimiter: ',',
    quotes: (value: unknown) => NEEDS_QUOTES.test(String(value)),
  });
  return `\uFEFF${text}\r\n`;
}

/** A record of a CSV file and the line it starts on (1-based; a quoted field may span lines). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(`Line ${line}: ${message}`);
    this.name = 'CsvError';
    this.line = line;
  }
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter the header line uses most (',' when it has none: a one-column file). */
function delimiterOf(source: string): string {
  const end = source.search(/[\r\n]/);
  const header = end < 0 ? source : source.slice(0, end);
  let best: string = ',';
  let most = 0;
  for (const delimiter of DELIMITERS) {
    const count = header.split(delimiter).length - 1;
    if (count > most) [best, most] = [delimiter, count];
  }
  return best;
}

/** Line breaks in `text` (CRLF, LF or CR each count once). */
function lineBreaks(text: string): number {
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}

/** Splits CSV text into records (raw fields: quotes removed, guards kept). Blank lines are skipped. */
export async function parseCsv(text: string): Promise<CsvRecord[]> {
  const Papa = await loadPapa();
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  let unclosed: number | null = null;
  Papa.parse<string[]>(source, {
    delimiter: delimiterOf(source),
    step: ({ data, errors, meta }) => {
      const raw = source.slice(start, meta.cursor);
      if (errors.some((error) => error.code === 'MissingQuotes')) unclosed = line;
      // A blank line is no record; a line holding "" is one empty value.
      if (!(data.length === 1 && data[0] === '' && raw.trim() === '')) records.push({ line, fields: data });
      line += lineBreaks(raw);
      start = meta.cursor;
    },
  });
  if (unclosed !== null) throw new CsvError(unclosed, 'a quoted value is not closed (a " is missing).');
  return records;
}

export interface CsvTableRow<K extends string> {
  /** The line the row starts on, for messages. */
  line: number;
  /** Each column's value, unguarded; '' for an empty or missing column. */
  values: Record<K, string>;
}

export interface CsvProblem {
  line: number;
  message: string;
}

export interface CsvTable<K extends string> {
  rows: CsvTableRow<K>[];
  /** Rows that could not be read (wrong number of values). */
  problems: CsvProblem[];
}

/**
 * Reads a CSV file whose first line names its columns. Columns are matched by name (any order,
 * any case; unknown columns are ignored); `required` columns must be present or the whole file is
 * refused with a CsvError. A row with a different number of values than the header is a problem.
 */
export async function parseCsvTable<K extends string>(
  text: string,
  { columns, required }: { columns: readonly K[]; required: readonly K[] },
): Promise<CsvTable<K>> {
  const records = await parseCsv(text);
  const head = records[0];
  if (!head) throw new CsvError(1, 'the file is empty.');
  const names = head.fields.map((name) => unguardCsvValue(name).trim().toLowerCase());
  const index = new Map<K, number>();
  for (const column of columns) {
    const at = names.indexOf(column.toLowerCase());
    if (at >= 0) index.set(column, at);
  }
  const missing = required.filter((column) => !index.has(column));
  if (missing.length) {
    throw new CsvError(head.line, `the header must name the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  }
  const rows: CsvTableRow<K>[] = [];
  const problems: CsvProblem[] = [];
  for (const record of records.slice(1)) {
    if (record.fields.length !== head.fields.length) {
      problems.push({
        line: record.line,
        message: `has ${record.fields.length} value${record.fields.length === 1 ? '' : 's'}, expected ${head.fields.length}.`,
      });
      continue;
    }
    const values = {} as Record<K, string>;
    for (const column of columns) {
      const at = index.get(column);
      values[column] = at === undefined ? '' : unguardCsvValue(record.fields[at] ?? '');
    }
    rows.push({ line: record.line, values });
  }
  return { rows, problems };
}

/** Offers `text` as a file download (`customers-2026-05-01.csv`). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
