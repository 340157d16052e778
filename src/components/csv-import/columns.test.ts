import { describe, expect, it } from 'vitest';
import { mappingProblems, matchColumns, normalizeHeader, valuesOf, type ImportField } from './columns';

type Key = 'name' | 'email' | 'phone';
const FIELDS: ImportField<Key>[] = [
  { key: 'name', label: 'Name', required: true, synonyms: ['Customer', 'Full name'] },
  { key: 'email', label: 'Email', synonyms: ['E-mail', 'Email address'] },
  { key: 'phone', label: 'Phone', synonyms: ['Phone number', 'Mobile', 'Tel', 'Telephone', 'Cell'] },
];

describe('column matching', () => {
  it('ignores case, spaces, underscores and punctuation in headers', () => {
    expect(normalizeHeader('  E-mail ')).toBe('email');
    expect(normalizeHeader('Phone_Number')).toBe('phonenumber');
    expect(normalizeHeader('FULL NAME:')).toBe('fullname');
    expect(normalizeHeader("'=Tel")).toBe('tel');
  });

  it('matches headers by key, label and synonym; a field takes the first column that names it', () => {
    expect(matchColumns(['Full Name', 'E-MAIL', 'phone_number', 'Notes'], FIELDS)).toEqual(['name', 'email', 'phone', null]);
    expect(matchColumns(['customer', 'Email address', 'Cell'], FIELDS)).toEqual(['name', 'email', 'phone']);
    // A hand-made file with both 'Phone' and 'Mobile': the second is left ignored, not merged or dropped.
    expect(matchColumns(['Name', 'Phone', 'Mobile'], FIELDS)).toEqual(['name', 'phone', null]);
    expect(matchColumns(['Telephone', 'Tel.'], FIELDS)).toEqual(['phone', null]);
  });

  it('says what stops the mapping: a required field with no column, a field chosen twice', () => {
    const headers = ['Email', 'Phone', 'Mobile'];
    expect(mappingProblems(matchColumns(headers, FIELDS), headers, FIELDS)).toEqual([
      'Choose the column that holds Name: it is required.',
    ]);
    expect(mappingProblems(['name', 'phone', 'phone'], headers, FIELDS)).toEqual([
      "Phone is chosen for 2 columns ('Phone', 'Mobile'): keep one.",
    ]);
    expect(mappingProblems(['name', 'phone', null], headers, FIELDS)).toEqual([]);
  });

  it('reads a row by the mapping, unguarding cells; unfilled fields are empty', () => {
    expect(valuesOf(["'=Ada", 'x', "'+2348031234567"], ['name', null, 'phone'], FIELDS)).toEqual({
      name: '=Ada',
      email: '',
      phone: '+2348031234567',
    });
  });
});
