import { describe, expect, it } from 'vitest';
import { CsvError, guardCsvValue, parseCsv, parseCsvTable, toCsv, unguardCsvValue } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes, line breaks and surrounding spaces; CRLF lines; BOM first', () => {
    const text = toCsv(
      ['name', 'note'],
      [
        ['Okafor, Chidi', 'said "hi"'],
        ['two\nlines', ' padded '],
      ],
    );
    expect(text).toBe('\uFEFFname,note\r\n"Okafor, Chidi","said ""hi"""\r\n"two\nlines"," padded "\r\n');
  });

  it('neutralises formulas with a leading apostrophe, and escapes a leading apostrophe', () => {
    for (const value of ['=1+1', '+2348031234567', '-5', '@SUM(A1)', '\tx', '\rx']) {
      expect(guardCsvValue(value)).toBe(`'${value}`);
    }
    expect(guardCsvValue("'quoted")).toBe("''quoted");
    expect(guardCsvValue('plain')).toBe('plain');
    expect(guardCsvValue('a=b')).toBe('a=b');
  });

  it('unguards exactly one apostrophe', () => {
    for (const value of ['=1+1', "'quoted", "''", "'", 'plain', '', '+234']) {
      expect(unguardCsvValue(guardCsvValue(value))).toBe(value);
    }
  });
});

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes and line breaks inside quotes, with starting lines', () => {
    const records = parseCsv('a,b\r\n"x, y","he said ""no"""\n"multi\r\nline",z\n\nlast,"" \n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'he said "no"'] },
      { line: 3, fields: ['multi\r\nline', 'z'] },
      { line: 6, fields: ['last', ' '] },
    ]);
  });

  it('drops the BOM and accepts a missing final line break', () => {
    expect(parseCsv('\uFEFFname\nAda')).toEqual([
      { line: 1, fields: ['name'] },
      { line: 2, fields: ['Ada'] },
    ]);
  });

  it('keeps a quoted empty line as a record', () => {
    expect(parseCsv('name\n""\n')).toEqual([
      { line: 1, fields: ['name'] },
      { line: 2, fields: [''] },
    ]);
  });

  it('refuses an unclosed quote with its line', () => {
    expect(() => parseCsv('name\nok\n"broken,\n')).toThrow(new CsvError(3, 'a quoted value is not closed (a " is missing).'));
  });
});

describe('parseCsvTable', () => {
  const columns = ['name', 'email'] as const;

  it('matches columns by name in any order and case, ignoring unknown ones', () => {
    const table = parseCsvTable('ID,Email,NAME\n7,a@b.co,Ada\n', { columns, required: ['name'] });
    expect(table).toEqual({ rows: [{ line: 2, values: { name: 'Ada', email: 'a@b.co' } }], problems: [] });
  });

  it('gives missing optional columns as empty and reports rows with the wrong number of values', () => {
    const table = parseCsvTable('name\nAda\nBola,extra\n', { columns, required: ['name'] });
    expect(table.rows).toEqual([{ line: 2, values: { name: 'Ada', email: '' } }]);
    expect(table.problems).toEqual([{ line: 3, message: 'has 2 values, expected 1.' }]);
  });

  it('refuses a file without a required column, or an empty file', () => {
    expect(() => parseCsvTable('email\nx@y.co\n', { columns, required: ['name'] })).toThrow(
      'Line 1: the header must name the column name.',
    );
    expect(() => parseCsvTable('', { columns, required: ['name'] })).toThrow('Line 1: the file is empty.');
  });

  it('round-trips any text', () => {
    const values = [['=HYPERLINK("http://x")', "'lead", 'Okafor, "Chidi"\nline two', '  spaced  ', 'émoji 🎉 ‮rtl‬', '']];
    const header = values[0]!.map((_, i) => `c${i}`);
    const text = toCsv(header, values);
    const table = parseCsvTable(text, { columns: header, required: header });
    expect(table.problems).toEqual([]);
    expect(header.map((c) => table.rows[0]!.values[c])).toEqual(values[0]);
  });
});
