/**
 * CSV for exports and imports (RFC 4180) that round-trips: what `toCsv` writes, `parseCsvTable`
 * reads back unchanged.
 *
 * - Fields holding a comma, a double quote, a line break or surrounding spaces are quoted, and a
 *   quote inside is doubled. Lines end with CRLF; the file starts with a UTF-8 byte-order mark so
 *   spreadsheets read accents and emoji correctly (the reader drops it).
 * - Against CSV (formula) injection, a value starting with `=`, `+`, `-`, `@`, a tab or a carriage
 *   return is written with a leading apostrophe (`'=1+1`), which spreadsheets show as text. To
 *   keep that reversible, a value that itself starts with an apostrophe gets one more. Reading
 *   removes exactly one leading apostrophe, so every value comes back as it was
 *   (docs/decisions/0010-list-toolkit-and-csv.md).
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

function quoteField(field: string): string {
  return /[",\r\n]|^\s|\s$/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** A CSV file: a header line, then one line per row (values guarded and quoted). */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (values: readonly string[]) => values.map((value) => quoteField(guardCsvValue(value))).join(',');
  return `\uFEFF${[header, ...rows].map(line).join('\r\n')}\r\n`;
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

/** Splits CSV text into records (raw fields: quotes removed, guards kept). Blank lines are skipped. */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let wasQuoted = false;
  let wasQuotedRecord = false;
  let i = 0;

  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === '' && !wasQuotedRecord)) records.push({ line: recordLine, fields });
    fields = [];
    wasQuotedRecord = false;
  };

  while (i < source.length) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      if (char === '\n' || (char === '\r' && source[i + 1] !== '\n')) line += 1;
      field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field === '' && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
      wasQuotedRecord = true;
      i += 1;
      continue;
    }
    if (char === ',') {
      endField();
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && source[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    field += char;
    i += 1;
  }
  if (quoted) throw new CsvError(recordLine, 'a quoted value is not closed (a " is missing).');
  if (field !== '' || fields.length > 0 || wasQuoted) endRecord();
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
export function parseCsvTable<K extends string>(
  text: string,
  { columns, required }: { columns: readonly K[]; required: readonly K[] },
): CsvTable<K> {
  const records = parseCsv(text);
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
