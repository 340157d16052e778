import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { kinCountryOf, nextOfKinSchema, nextOfKinValues, toNextOfKinInput, type NextOfKinValues } from './next-of-kin-schema';

const valid: NextOfKinValues = {
  first_name: ' Chinedu ',
  last_name: 'Okafor',
  relationship: 'spouse',
  email: '',
  phone: '0803 345 6789',
  address: '',
};

const issues = (values: NextOfKinValues) => {
  const result = v.safeParse(nextOfKinSchema('NG'), values);
  return (result.success ? {} : v.flatten(result.issues).nested) ?? {};
};

describe('next of kin form rules', () => {
  it('maps valid values to the contract: trimmed, phone in E.164, blanks as null', () => {
    expect(toNextOfKinInput(valid, 'NG')).toEqual({
      first_name: 'Chinedu',
      last_name: 'Okafor',
      relationship: 'spouse',
      email: null,
      phone_number: '+2348033456789',
      address: null,
    });
  });

  it('needs names, a relationship and a phone', () => {
    const found = issues({ first_name: ' ', last_name: '', relationship: '' as never, email: '', phone: '', address: '' });
    expect(found.first_name).toEqual(['First name is required']);
    expect(found.last_name).toEqual(['Last name is required']);
    expect(found.relationship).toEqual(['Choose how they are related to you']);
    expect(found.phone).toEqual(['Phone number is required']);
  });

  it('refuses a bad e-mail, a bad phone and text past the contract’s lengths', () => {
    const found = issues({ ...valid, email: 'chinedu@', phone: '12345', first_name: 'x'.repeat(151), address: 'y'.repeat(256) });
    expect(found.email?.[0]).toMatch(/valid email/);
    expect(found.phone?.[0]).toMatch(/valid Nigerian phone number/);
    expect(found.first_name).toEqual(['First name must be at most 150 characters']);
    expect(found.address).toEqual(['Address must be at most 255 characters']);
  });

  it('takes a US number for a person whose own number is American', () => {
    expect(kinCountryOf({ phone_number: '+17135550142' })).toBe('US');
    expect(kinCountryOf({ phone_number: null })).toBe('NG');
    expect(toNextOfKinInput({ ...valid, phone: '(713) 555-0148' }, 'US').phone_number).toBe('+17135550148');
  });

  it('shows a saved next of kin for editing', () => {
    const values = nextOfKinValues('NG', {
      id: 31,
      first_name: 'Chinedu',
      last_name: 'Okafor',
      relationship: 'spouse',
      email: null,
      phone_number: '+2348033456789',
      address: null,
      created_at: '2026-03-02T10:15:00Z',
    });
    expect(values).toEqual({
      first_name: 'Chinedu',
      last_name: 'Okafor',
      relationship: 'spouse',
      email: '',
      phone: '0803 345 6789',
      address: '',
    });
  });
});
