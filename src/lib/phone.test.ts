import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  normalizePhone,
  phoneCountryOf,
  phoneExample,
  phoneFromCsv,
  phoneHint,
  phoneInvalidMessage,
  phoneSearchTerms,
  phoneToCsv,
} from './phone';
import { phoneField } from './phone-field';

describe('normalizePhone', () => {
  it.each([
    '08033456789',
    '0803 345 6789',
    '0803-345-6789',
    '0803.345.6789',
    '(0803) 345 6789',
    '8033456789',
    '803 345 6789',
    '2348033456789',
    '234 803 345 6789',
    '+2348033456789',
    '+234 803 345 6789',
    '+234 (0) 803 345 6789',
    '+234 0803 345 6789',
    '002348033456789',
    '00 234 803 345 6789',
    '  08033456789  ',
  ])('reads the Nigerian number %j as +2348033456789', (input) => {
    expect(normalizePhone(input, 'NG')).toEqual({ ok: true, e164: '+2348033456789' });
  });

  it.each(['07012345678', '09051234567', '08101234567', '09161234567'])('accepts the Nigerian mobile range of %s', (input) => {
    expect(normalizePhone(input, 'NG')).toEqual({ ok: true, e164: `+234${input.slice(1)}` });
  });

  it('accepts a Nigerian fixed line (0 + 8 digits)', () => {
    expect(normalizePhone('01 271 0000', 'NG')).toEqual({ ok: true, e164: '+23412710000' });
    expect(normalizePhone('+234 1 271 0000', 'NG')).toEqual({ ok: true, e164: '+23412710000' });
  });

  it.each([
    '(555) 123-4567',
    '555-123-4567',
    '555.123.4567',
    '5551234567',
    '1 555 123 4567',
    '1-555-123-4567',
    '+1 555 123 4567',
    '+1 (555) 123-4567',
    '+15551234567',
    '0015551234567',
  ])('reads the US number %j as +15551234567', (input) => {
    expect(normalizePhone(input, 'US')).toEqual({ ok: true, e164: '+15551234567' });
  });

  it('reads a number with its country code whatever the business country', () => {
    expect(normalizePhone('+1 555 123 4567', 'NG')).toEqual({ ok: true, e164: '+15551234567' });
    expect(normalizePhone('+234 803 345 6789', 'US')).toEqual({ ok: true, e164: '+2348033456789' });
    expect(normalizePhone('011 234 803 345 6789', 'US')).toEqual({ ok: true, e164: '+2348033456789' });
  });

  it('keeps other international numbers of 8 to 15 digits', () => {
    expect(normalizePhone('+44 20 7946 0958', 'NG')).toEqual({ ok: true, e164: '+442079460958' });
    expect(normalizePhone('0044 20 7946 0958', 'US')).toEqual({ ok: true, e164: '+442079460958' });
    expect(normalizePhone('+233 24 123 4567', 'NG')).toEqual({ ok: true, e164: '+233241234567' });
    expect(normalizePhone('+4930123', 'NG')).toEqual({ ok: false, reason: 'too_short' });
    expect(normalizePhone('+4930 1234 5678 9012', 'NG')).toEqual({ ok: false, reason: 'too_long' });
  });

  it('applies the NANP rule: area code and exchange start 2-9', () => {
    expect(normalizePhone('(155) 123-4567', 'US')).toEqual({ ok: false, reason: 'invalid' });
    expect(normalizePhone('(055) 123-4567', 'US')).toEqual({ ok: false, reason: 'invalid' });
    expect(normalizePhone('(713) 123-4567', 'US')).toEqual({ ok: false, reason: 'invalid' });
    expect(normalizePhone('(713) 023-4567', 'US')).toEqual({ ok: false, reason: 'invalid' });
    expect(normalizePhone('(713) 555-0142', 'US')).toEqual({ ok: true, e164: '+17135550142' });
    // 555 is the examples' area code (not in service): any exchange, so the forms' example is valid.
    expect(normalizePhone('(555) 123-4567', 'US')).toEqual({ ok: true, e164: '+15551234567' });
    expect(normalizePhone('+1 155 123 4567', 'NG')).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0803 ABC 6789', 'letters'],
    ['call 08033456789', 'letters'],
    ['ext. 12', 'letters'],
    ['0803*345*6789', 'invalid'],
    ['0803/345/6789', 'invalid'],
    ['+234+8033456789', 'invalid'],
    ['---', 'invalid'],
    ['0803 345 678', 'too_short'],
    ['0803 345 67', 'too_short'],
    ['123', 'too_short'],
    ['0803 345 67890', 'too_long'],
    ['+234 803 345 67890', 'too_long'],
    ['0603 345 6789', 'invalid'],
  ] as const)('refuses %j in Nigeria (%s)', (input, reason) => {
    expect(normalizePhone(input, 'NG')).toEqual({ ok: false, reason });
  });

  it.each([
    ['555 123 456', 'too_short'],
    ['555 123 45678', 'too_long'],
    ['2 555 123 4567', 'too_long'],
    ['(555) 12E-4567', 'letters'],
  ] as const)('refuses %j in the US (%s)', (input, reason) => {
    expect(normalizePhone(input, 'US')).toEqual({ ok: false, reason });
  });

  it('does not read a Nigerian national number as American or the other way round', () => {
    expect(normalizePhone('08033456789', 'US').ok).toBe(false);
    expect(normalizePhone('(555) 123-4567', 'NG').ok).toBe(false);
  });
});

describe('formatPhone', () => {
  it('writes a number of the business country the national way', () => {
    expect(formatPhone('+2348033456789', 'NG')).toBe('0803 345 6789');
    expect(formatPhone('+23412710000', 'NG')).toBe('01 271 0000');
    expect(formatPhone('+15551234567', 'US')).toBe('(555) 123-4567');
  });

  it('writes a number of another country the international way', () => {
    expect(formatPhone('+2348033456789', 'US')).toBe('+234 803 345 6789');
    expect(formatPhone('+15551234567', 'NG')).toBe('+1 555-123-4567');
    expect(formatPhone('+442079460958', 'NG')).toBe('+442079460958');
  });

  it('shows numbers stored as typed before normalisation the same way', () => {
    expect(formatPhone('08095678012', 'NG')).toBe('0809 567 8012');
    expect(formatPhone('+234 809 567 8012', 'NG')).toBe('0809 567 8012');
    expect(formatPhone('555-123-4567', 'US')).toBe('(555) 123-4567');
  });

  it('leaves text that is no phone number alone', () => {
    expect(formatPhone('', 'NG')).toBe('');
    expect(formatPhone('ask at the shop', 'NG')).toBe('ask at the shop');
    expect(formatPhone('0803', 'NG')).toBe('0803');
  });
});

describe('phoneSearchTerms', () => {
  it('finds a stored E.164 number from its national form and the other way round', () => {
    const terms = phoneSearchTerms('08033456789', 'NG');
    expect(terms).toEqual(['+2348033456789', '08033456789', '8033456789']);
    expect(terms).toContain('+2348033456789');
    expect(phoneSearchTerms('+234 803 345 6789', 'NG')).toEqual(terms);
    expect(phoneSearchTerms('0803-345-6789', 'NG')).toEqual(terms);
    // Every stored form contains one of the terms.
    for (const stored of ['+2348033456789', '08033456789', '0803 345 6789'.replace(/\s/g, '')]) {
      expect(terms.some((term) => stored.includes(term))).toBe(true);
    }
  });

  it('gives US numbers their E.164 form and ten digits', () => {
    expect(phoneSearchTerms('(555) 123-4567', 'US')).toEqual(['+15551234567', '5551234567']);
    expect(phoneSearchTerms('+1 555 123 4567', 'NG')).toEqual(['+15551234567', '5551234567']);
    expect(phoneSearchTerms('+44 20 7946 0958', 'NG')).toEqual(['+442079460958', '442079460958']);
  });

  it('searches part of a number by its digits, without the national 0 or the country code', () => {
    expect(phoneSearchTerms('0803 345', 'NG')).toEqual(['0803345', '803345']);
    expect(phoneSearchTerms('+234 803', 'NG')).toEqual(['234803', '803']);
    expect(phoneSearchTerms('555-12', 'US')).toEqual(['55512']);
  });

  it('is empty for text that is not a phone number', () => {
    expect(phoneSearchTerms('Ada Obi', 'NG')).toEqual([]);
    expect(phoneSearchTerms('ada@example.com', 'NG')).toEqual([]);
    expect(phoneSearchTerms('INV-0042', 'NG')).toEqual([]);
    expect(phoneSearchTerms('42', 'NG')).toEqual([]);
    expect(phoneSearchTerms('', 'US')).toEqual([]);
  });
});

describe('phone numbers in CSV', () => {
  it('writes E.164 behind the apostrophe guard, so no cell starts with a formula character', () => {
    expect(phoneToCsv('+2348033456789')).toBe("'+2348033456789");
    expect(phoneToCsv('+15551234567')).toBe("'+15551234567");
    expect(phoneToCsv('')).toBe('');
    expect(phoneToCsv('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    for (const cell of [phoneToCsv('+2348033456789'), phoneToCsv('-1'), phoneToCsv('@x')]) {
      expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('reads back exactly what it wrote', () => {
    for (const e164 of ['+2348033456789', '+23412710000', '+15551234567', '+442079460958']) {
      expect(phoneFromCsv(phoneToCsv(e164), 'NG')).toEqual({ ok: true, e164 });
      expect(phoneFromCsv(phoneToCsv(e164), 'US')).toEqual({ ok: true, e164 });
    }
  });

  it('restores cells a spreadsheet rewrote, and reads unguarded cells', () => {
    expect(phoneFromCsv('+2348033456789', 'NG')).toEqual({ ok: true, e164: '+2348033456789' });
    expect(phoneFromCsv('2348033456789', 'NG')).toEqual({ ok: true, e164: '+2348033456789' });
    expect(phoneFromCsv('8033456789', 'NG')).toEqual({ ok: true, e164: '+2348033456789' });
    expect(phoneFromCsv('08033456789', 'NG')).toEqual({ ok: true, e164: '+2348033456789' });
    expect(phoneFromCsv('15551234567', 'US')).toEqual({ ok: true, e164: '+15551234567' });
    expect(phoneFromCsv('', 'NG')).toEqual({ ok: false, reason: 'empty' });
    expect(phoneFromCsv('2.34803E+12', 'NG')).toEqual({ ok: false, reason: 'letters' });
  });
});

describe('examples for the business country', () => {
  it('gives each country its own example, hint and message', () => {
    expect(phoneExample('NG')).toBe('0803 123 4567');
    expect(phoneExample('US')).toBe('(555) 123-4567');
    expect(phoneHint('NG')).toBe('e.g. 0803 123 4567');
    expect(phoneInvalidMessage('NG')).toBe('Enter a valid Nigerian phone number, e.g. 0803 123 4567');
    expect(phoneInvalidMessage('US')).toBe('Enter a valid US phone number, e.g. (555) 123-4567');
  });

  it('takes the country from the business currency or a country code', () => {
    expect(phoneCountryOf('NGN')).toBe('NG');
    expect(phoneCountryOf('USD')).toBe('US');
    expect(phoneCountryOf('usd')).toBe('US');
    expect(phoneCountryOf('US')).toBe('US');
    expect(phoneCountryOf('NG')).toBe('NG');
    expect(phoneCountryOf(undefined)).toBe('NG');
    expect(phoneCountryOf(null)).toBe('NG');
  });

  it('the examples are themselves valid numbers of their country', () => {
    expect(normalizePhone(phoneExample('NG'), 'NG').ok).toBe(true);
    expect(normalizePhone(phoneExample('US'), 'US').ok).toBe(true);
  });
});

describe('phoneField', () => {
  it('validates against the country and outputs E.164', () => {
    expect(v.parse(phoneField('NG'), ' 0803 345 6789 ')).toBe('+2348033456789');
    expect(v.parse(phoneField('US', { required: true }), '(555) 123-4567')).toBe('+15551234567');
    expect(v.parse(phoneField('US'), '+234 803 345 6789')).toBe('+2348033456789');
  });

  it('says what a valid number of the country looks like', () => {
    const ng = v.safeParse(phoneField('NG'), '0803 345');
    expect(ng.success).toBe(false);
    expect(ng.issues?.[0]?.message).toBe('Enter a valid Nigerian phone number, e.g. 0803 123 4567');
    const us = v.safeParse(phoneField('US'), '08033456789');
    expect(us.issues?.[0]?.message).toBe('Enter a valid US phone number, e.g. (555) 123-4567');
  });

  it('lets an optional field stay empty and requires a required one', () => {
    expect(v.parse(phoneField('NG'), '   ')).toBe('');
    const missing = v.safeParse(phoneField('NG', { required: true }), '  ');
    expect(missing.issues?.map((issue) => issue.message)).toEqual(['Phone number is required']);
    const custom = v.safeParse(phoneField('NG', { required: true, requiredMessage: 'Enter the shop’s phone' }), '');
    expect(custom.issues?.[0]?.message).toBe('Enter the shop’s phone');
  });

  it('works inside an object schema (a form’s values)', () => {
    const schema = v.object({ name: v.string(), phone: phoneField('NG', { required: true }) });
    expect(v.parse(schema, { name: 'Ada', phone: '0809 567 8012' })).toEqual({ name: 'Ada', phone: '+2348095678012' });
    const bad = v.safeParse(schema, { name: 'Ada', phone: 'abc' });
    expect(v.flatten(bad.issues!).nested?.phone).toEqual(['Enter a valid Nigerian phone number, e.g. 0803 123 4567']);
  });
});
