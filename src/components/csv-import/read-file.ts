/** Reads a CSV file for an import: its header line, and its rows by line (a row of the wrong width is a problem). */
import { CsvError, parseCsv, type CsvProblem } from '@/lib/csv';

export interface ImportFileRow {
  /** The line the row starts on, for messages. */
  line: number;
  /** The raw cells (guards kept; `valuesOf` removes them). */
  cells: string[];
}

export interface ImportFile {
  headers: string[];
  rows: ImportFileRow[];
  /** Rows that could not be read (wrong number of values). */
  problems: CsvProblem[];
}

/** Throws a CsvError for a file with no header line or no rows. */
export async function readImportFile(text: string): Promise<ImportFile> {
  const records = await parseCsv(text);
  const head = records[0];
  if (!head) throw new CsvError(1, 'the file is empty.');
  if (records.length < 2) throw new CsvError(head.line, 'the file has a header line but no rows.');
  const width = head.fields.length;
  const rows: ImportFileRow[] = [];
  const problems: CsvProblem[] = [];
  for (const record of records.slice(1)) {
    if (record.fields.length === width) rows.push({ line: record.line, cells: record.fields });
    else {
      problems.push({
        line: record.line,
        message: `has ${record.fields.length} value${record.fields.length === 1 ? '' : 's'}, expected ${width}.`,
      });
    }
  }
  return { headers: head.fields.map((name) => name.trim()), rows, problems };
}
