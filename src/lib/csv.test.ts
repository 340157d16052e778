import { describe, expect, it } from 'vitest';
import { CsvError, guardCsvValue, parseCsv, parseCsvTable, toCsv, unguardCsvValue } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes, line breaks and surrounding spaces; CRLF lines; BOM first', async () => {
    const text = await toCsv(
      ['name', 'note'],
      [
        ['Okafor, Chidi', 'said "hi"'],
        ['two\nlines', ' padded '],
      ],
    );
    expect(text).toBe('\uFEFFname,note\r\n"Okafor, Chidi","said ""hi"""\r\n"two\nlines"," padded "\r\n');
  });

  it('neutralises formulas with a leading apostrophe, and escapes a leading apostrophe', async () => {
    for (const value of ['=1+1', '+2348031234567', '-5', '@SUM(A1)', '\tx', '\rx']) {
      expect(guardCsvValue(value)).toBe(`'${value}`);
    }
    expect(guardCsvValue("'quoted")).toBe("''quoted");
    expect(guardCsvValue('plain')).toBe('plain');
    expect(guardCsvValue('a=b')).toBe('a=b');
    expect(await toCsv(['v'], [['=1+1'], ['@x']])).toBe("\uFEFFv\r\n'=1+1\r\n'@x\r\n");
  });

  it('unguards exactly one apostrophe', () => {
    for (const value of ['=1+1', "'quoted", "''", "'", 'plain', '', '+234']) {
      expect(unguardCsvValue(guardCsvValue(value))).toBe(value);
    }
  });
});

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes and line breaks inside quotes, with starting lines', async () => {
    const records = await parseCsv('a,b\r\n"x, y","he said ""no"""\r\n"multi\nline",z\r\n\r\nlast,""\r\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'he said "no"'] },
      { line: 3, fields: ['multi\nline', 'z'] },
      { line: 6, fields: ['last', ''] },
    ]);
  });

  it('keeps CRLF inside a quoted field of an LF file, and counts its lines', async () => {
    expect(await parseCsv('name,note\n"Ada","one\r\ntwo"\nBola,x\n')).toEqual([
      { line: 1, fields: ['name', 'note'] },
      { line: 2, fields: ['Ada', 'one\r\ntwo'] },
      { line: 4, fields: ['Bola', 'x'] },
    ]);
  });

  it('drops the BOM and accepts a missing final line break', async () => {
    expect(await parseCsv('\uFEFFname\nAda')).toEqual([
      { line: 1, fields: ['name'] },
      { line: 2, fields: ['Ada'] },
    ]);
  });

  it('reads semicolon-separated files (European Excel), commas in values kept', async () => {
    expect(await parseCsv('\uFEFFname;email\r\n"Okafor; Chidi";c@x.ng\r\nAda, Lovelace;\r\n')).toEqual([
      { line: 1, fields: ['name', 'email'] },
      { line: 2, fields: ['Okafor; Chidi', 'c@x.ng'] },
      { line: 3, fields: ['Ada, Lovelace', ''] },
    ]);
  });

  it('reads CR-only lines (old Mac exports)', async () => {
    expect(await parseCsv('name\rAda\rBola\r')).toEqual([
      { line: 1, fields: ['name'] },
      { line: 2, fields: ['Ada'] },
      { line: 3, fields: ['Bola'] },
    ]);
  });

  it('keeps a quoted empty line as a record', async () => {
    expect(await parseCsv('name\n""\n')).toEqual([
      { line: 1, fields: ['name'] },
      { line: 2, fields: [''] },
    ]);
  });

  it('refuses an unclosed quote with its line', async () => {
    await expect(parseCsv('name\nok\n"broken,\n')).rejects.toThrow(
      new CsvError(3, 'a quoted value is not closed (a " is missing).'),
    );
  });
});

describe('parseCsvTable', () => {
  const columns = ['name', 'email'] as const;

  it('matches columns by name in any order and case, ignoring unknown ones', async () => {
    const table = await parseCsvTable('ID,Email,NAME\n7,a@b.co,Ada\n', { columns, required: ['name'] });
    expect(table).toEqual({ rows: [{ line: 2, values: { name: 'Ada', email: 'a@b.co' } }], problems: [] });
  });

  it('gives missing optional columns as empty and reports rows with the wrong number of values', async () => {
    const table = await parseCsvTable('name\nAda\nBola,extra\n', { columns, required: ['name'] });
    expect(table.rows).toEqual([{ line: 2, values: { name: 'Ada', email: '' } }]);
    expect(table.problems).toEqual([{ line: 3, message: 'has 2 values, expected 1.' }]);
  });

  it('refuses a file without a required column, or an empty file', async () => {
    await expect(parseCsvTable('email\nx@y.co\n', { columns, required: ['name'] })).rejects.toThrow(
      'Line 1: the header must name the column name.',
    );
    await expect(parseCsvTable('', { columns, required: ['name'] })).rejects.toThrow('Line 1: the file is empty.');
  });

  it('round-trips any text', async () => {
    const values = [['=HYPERLINK("http://x")', "'lead", 'Okafor, "Chidi"\nline two', '  spaced  ', 'émoji 🎉 ‮rtl‬', '']];
    const header = values[0]!.map((_, i) => `c${i}`);
    const text = await toCsv(header, values);
    const table = await parseCsvTable(text, { columns: header, required: header });
    expect(table.problems).toEqual([]);
    expect(header.map((c) => table.rows[0]!.values[c])).toEqual(values[0]);
  });

  it('round-trips 5,000 rows with their lines', async () => {
    const header = ['name', 'email', 'note'] as const;
    const rows = Array.from({ length: 5000 }, (_, i) => [
      i % 7 === 0 ? `=cmd|${i}` : `Customer ${i}`,
      `c${i}@example.ng`,
      i % 5 === 0 ? `line one\r\nline "two", ${i}` : `note ${i}`,
    ]);
    const text = await toCsv(header, rows);
    const table = await parseCsvTable(text, { columns: header, required: ['name'] });
    expect(table.problems).toEqual([]);
    expect(table.rows).toHaveLength(5000);
    expect(table.rows.map((row) => [row.values.name, row.values.email, row.values.note])).toEqual(rows);
    // Row 10 (index 10) starts after the header and two two-line notes (rows 0 and 5).
    expect(table.rows[10]!.line).toBe(14);
  });
});
