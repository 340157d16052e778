import { describe, expect, it } from 'vitest';
import { matchColumns, planImport, readImportFile, templateCsv, valuesOf } from '@/components/csv-import';
import type { PhoneCountry } from '@/lib/phone';
import type { Customer } from '../api/customers.queries';
import {
  CUSTOMER_IMPORT_FIELDS,
  checkCustomerRow,
  customerKeys,
  customerRowKeys,
  customerTemplateExample,
  customersToCsv,
  toNewCustomer,
} from './customer-csv';

/** A file read the way the import does with the columns it matches by itself: new customers' bodies, and the refused rows. */
async function readCustomersCsv(text: string, country: PhoneCountry = 'NG') {
  const file = await readImportFile(text);
  const mapping = matchColumns(file.headers, CUSTOMER_IMPORT_FIELDS);
  const checked = file.rows.map((row) => ({
    line: row.line,
    check: checkCustomerRow(valuesOf(row.cells, mapping, CUSTOMER_IMPORT_FIELDS), country),
  }));
  const plan = planImport(checked, [], { ofInput: customerRowKeys, ofExisting: () => [], nameOf: () => '' }, file.problems);
  return { valid: plan.rows.map((row) => ({ line: row.line, input: toNewCustomer(row.input) })), problems: plan.invalid };
}

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
  customer(2, { name: 'Grace Boutique Ltd', type: 'business', email: 'orders@graceboutique.ng', phone_number: '+2348023456789' }),
  customer(3, { name: 'Okafor, "Big" Chidi' }),
  customer(4, { name: '=HYPERLINK("http://evil.example","click")', email: 'x@y.co' }),
  customer(5, { name: "'Tunde' & Sons", type: 'business' }),
  customer(6, { name: '@mention +plus -minus', phone_number: '+447911123456' }),
  customer(7, { name: 'Line one\nline two\r\nline three' }),
  customer(8, { name: '<script>alert(1)</script>"><img src=x onerror=alert(1)>' }),
  customer(9, { name: 'مرحبا \u202Eevil\u202C 🎉👩🏽‍💻' }),
  customer(10, { name: 'x'.repeat(200), phone_number: '+17135550142' }),
];

describe('customers CSV', () => {
  it('round-trips: export -> import gives the same customers, every phone exactly', async () => {
    const text = await customersToCsv(CUSTOMERS);
    const imported = await readCustomersCsv(text);
    expect(imported.problems).toEqual([]);
    expect(imported.valid.map((row) => row.input)).toEqual(
      CUSTOMERS.map((c) => ({ name: c.name, type: c.type, email: c.email, phone_number: c.phone_number })),
    );
    // A US business reads the same file the same way: every phone is written with its country code.
    expect((await readCustomersCsv(text, 'US')).valid.map((row) => row.input.phone_number)).toEqual(
      CUSTOMERS.map((c) => c.phone_number),
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
    expect(lines[2]).toBe("Grace Boutique Ltd,business,orders@graceboutique.ng,'+2348023456789");
    expect(text).toContain('"Okafor, ""Big"" Chidi",individual,,');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",individual,x@y.co,`);
    expect(text).toContain("''Tunde' & Sons,business,,");
    expect(text).toContain("'@mention +plus -minus,individual,,'+447911123456");
    expect(text).not.toMatch(/(^|,)[=+\-@]/m);
  });

  it('reads phones as a spreadsheet may have rewritten them, in the business’s country', async () => {
    const text = ['Name,Phone', "A,'+2348031234567", 'B,2348031234568', 'C,08031234569', 'D,8031234570', 'E,0803 123 4571'].join(
      '\n',
    );
    expect((await readCustomersCsv(text)).valid.map((row) => row.input.phone_number)).toEqual([
      '+2348031234567',
      '+2348031234568',
      '+2348031234569',
      '+2348031234570',
      '+2348031234571',
    ]);
    const us = await readCustomersCsv('Name,Phone\nA,(713) 555-0142\nB,713.555.0143\nC,0803 123 4567\n', 'US');
    expect(us.valid.map((row) => row.input.phone_number)).toEqual(['+17135550142', '+17135550143']);
    expect(us.problems).toEqual([{ line: 4, message: 'Phone: Enter a valid US phone number, e.g. (555) 123-4567' }]);
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
      'Femi,,,=cmd|calc',
    ].join('\n');
    const result = await readCustomersCsv(text);
    expect(result.valid).toEqual([
      { line: 2, input: { name: 'Ada Obi', type: 'individual', email: 'ada@example.com', phone_number: '+2348031234567' } },
      { line: 6, input: { name: 'Multi\nline', type: 'business', email: null, phone_number: null } },
      { line: 10, input: { name: 'Efe', type: 'business', email: null, phone_number: '+17135550142' } },
    ]);
    expect(result.problems).toEqual([
      { line: 3, message: 'Name: Name is required' },
      { line: 4, message: 'Type: Choose individual or business' },
      {
        line: 5,
        message:
          'Email: Enter a valid email address, like name@example.com; Phone: Enter a valid Nigerian phone number, e.g. 0803 123 4567',
      },
      { line: 8, message: 'has 3 values, expected 4.' },
      { line: 9, message: 'Name: Name must be at most 200 characters' },
      { line: 11, message: 'Phone: Enter a valid Nigerian phone number, e.g. 0803 123 4567' },
    ]);
  });

  it('leaves out what a row leaves blank, so an Update never blanks a field', () => {
    const values = { name: ' Ada ', type: '', email: '', phone_number: '' };
    expect(checkCustomerRow(values, 'NG')).toEqual({ ok: true, input: { name: 'Ada' } });
    expect(toNewCustomer({ name: 'Ada' })).toEqual({ name: 'Ada', type: 'individual', email: null, phone_number: null });
  });

  it('finds duplicates by e-mail (any case) and by phone in either form', () => {
    const existing = [
      customer(1, { name: 'Chidi Okafor', email: 'Chidi.Okafor@gmail.com' }),
      customer(2, { name: 'Grace Boutique Ltd', phone_number: '08023456789' }),
    ];
    const rows = [
      { name: 'Chidi', email: 'chidi.okafor@GMAIL.com' },
      { name: 'Grace', phone_number: '+2348023456789' },
      { name: 'New', phone_number: '+2348030000000' },
      { name: 'New again', phone_number: '+2348030000000' },
    ];
    const plan = planImport(
      rows.map((input, i) => ({ line: i + 2, check: { ok: true as const, input } })),
      existing,
      { ofInput: customerRowKeys, ofExisting: (c) => customerKeys(c, 'NG'), nameOf: (c) => c.name },
    );
    expect(plan.rows.map((row) => row.duplicate)).toEqual([
      { of: 'existing', id: 1, name: 'Chidi Okafor', field: 'email' },
      { of: 'existing', id: 2, name: 'Grace Boutique Ltd', field: 'phone' },
      null,
      { of: 'row', line: 4, field: 'phone' },
    ]);
  });

  it.each([
    ['NG', 'Ada Obi,individual,ada.obi@example.com,0803 123 4567', '+2348031234567'],
    ['US', 'Jordan Smith,individual,jordan.smith@example.com,(555) 123-4567', '+15551234567'],
  ] as const)('offers a %s template with the expected headers and an example that imports', async (country, example, e164) => {
    const text = await templateCsv(CUSTOMER_IMPORT_FIELDS, customerTemplateExample(country));
    expect(text.split('\r\n')).toEqual(['\uFEFFname,type,email,phone_number', example, '']);
    const read = await readCustomersCsv(text, country);
    expect(read.problems).toEqual([]);
    expect(read.valid[0]?.input.phone_number).toBe(e164);
  });
});
