import { describe, expect, it } from 'vitest';
import type { Customer } from '../api/customers.queries';
import { customersToCsv, readCustomersCsv } from './customer-csv';

const customer = (id: number, fields: Partial<Customer>): Customer => ({
  id,
  name: `Customer ${id}`,
  type: 'individual',
  email: null,
  phone_number: null,
  active: true,
  created_at: '2026-02-14T11:20:00Z',
  ...fields,
});

const CUSTOMERS: Customer[] = [
  customer(1, { name: 'Chidi Okafor', email: 'chidi.okafor@gmail.com', phone_number: '+2348091234567' }),
  customer(2, { name: 'Grace Boutique Ltd', type: 'business', email: 'orders@graceboutique.ng', phone_number: '08023456789' }),
  customer(3, { name: 'Okafor, "Big" Chidi' }),
  customer(4, { name: '=HYPERLINK("http://evil.example","click")', email: 'x@y.co' }),
  customer(5, { name: "'Tunde' & Sons", type: 'business' }),
  customer(6, { name: '@mention +plus -minus' }),
  customer(7, { name: 'Line one\nline two\r\nline three' }),
  customer(8, { name: '<script>alert(1)</script>"><img src=x onerror=alert(1)>' }),
  customer(9, { name: 'مرحبا \u202Eevil\u202C 🎉👩🏽‍💻' }),
  customer(10, { name: 'x'.repeat(200), phone_number: '+17135550142' }),
];

describe('customers CSV', () => {
  it('round-trips: export -> import gives the same customers', async () => {
    const text = await customersToCsv(CUSTOMERS);
    const imported = await readCustomersCsv(text);
    expect(imported.problems).toEqual([]);
    expect(imported.valid.map((row) => row.input)).toEqual(
      CUSTOMERS.map((c) => ({ name: c.name, type: c.type, email: c.email, phone_number: c.phone_number })),
    );
    // ... and exporting what was imported gives the same file.
    const again = await customersToCsv(imported.valid.map((row, i) => customer(i + 1, row.input)));
    expect(again).toBe(text);
  });

  it('neutralises formulas in the file (a leading apostrophe) and quotes what needs quoting', async () => {
    const text = await customersToCsv(CUSTOMERS);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFname,type,email,phone_number');
    expect(lines[1]).toBe("Chidi Okafor,individual,chidi.okafor@gmail.com,'+2348091234567");
    expect(text).toContain('"Okafor, ""Big"" Chidi",individual,,');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",individual,x@y.co,`);
    expect(text).toContain("''Tunde' & Sons,business,,");
    expect(text).toContain("'@mention +plus -minus,individual,,");
    expect(text).not.toMatch(/(^|,)[=+\-@]/m);
  });

  it('reports every bad row by its line with the reason, and keeps the good ones', async () => {
    const text = [
      'name,type,email,phone_number',
      'Ada Obi,individual,ada@example.com,08031234567',
      ',individual,,',
      'Bola,shop,,',
      'Chuka,business,not-an-email,12345',
      '"Multi',
      'line",business,,',
      'Dayo,individual,dayo@example.com',
      `${'y'.repeat(201)},,,`,
      'Efe,BUSINESS,,+17135550142',
    ].join('\n');
    const result = await readCustomersCsv(text);
    expect(result.valid).toEqual([
      { line: 2, input: { name: 'Ada Obi', type: 'individual', email: 'ada@example.com', phone_number: '08031234567' } },
      { line: 6, input: { name: 'Multi\nline', type: 'business', email: null, phone_number: null } },
      { line: 10, input: { name: 'Efe', type: 'business', email: null, phone_number: '+17135550142' } },
    ]);
    expect(result.problems).toEqual([
      { line: 3, message: 'Name: Name is required' },
      { line: 4, message: 'Type: Choose individual or business' },
      {
        line: 5,
        message:
          'Email: Enter a valid email address, like name@example.com; Phone: Enter a phone number like +2348031234567, +17135550142 or 08031234567',
      },
      { line: 8, message: 'has 3 values, expected 4.' },
      { line: 9, message: 'Name: Name must be at most 200 characters' },
    ]);
  });

  it('refuses a file without a name column', async () => {
    await expect(readCustomersCsv('email\nx@y.co\n')).rejects.toThrow('Line 1: the header must name the column name.');
  });
});
