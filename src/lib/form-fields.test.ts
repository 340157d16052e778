import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionalPhone, phoneFormValue, requiredPhone } from './form-fields';

const messages = (result: { issues?: readonly { message: string }[] | undefined }) => result.issues?.map((i) => i.message);

describe('phone fields of the business forms', () => {
  it('optionalPhone: blank is allowed, a number of the country (or with its code) becomes E.164', () => {
    expect(v.parse(optionalPhone('NG'), '  ')).toBe('');
    expect(v.parse(optionalPhone('NG'), '0803-345-6789')).toBe('+2348033456789');
    expect(v.parse(optionalPhone('US'), '(713) 555-0142')).toBe('+17135550142');
    expect(v.parse(optionalPhone('US'), '+234 803 345 6789')).toBe('+2348033456789');
    expect(messages(v.safeParse(optionalPhone('US'), '0803 345 6789'))).toEqual([
      'Enter a valid US phone number, e.g. (555) 123-4567',
    ]);
  });

  it('requiredPhone names the field when blank, and checks like optionalPhone', () => {
    expect(messages(v.safeParse(requiredPhone('NG'), ''))).toEqual(['Phone number is required']);
    expect(messages(v.safeParse(requiredPhone('NG', 'Location phone'), ' '))).toEqual(['Location phone is required']);
    expect(messages(v.safeParse(requiredPhone('NG'), '=1+1'))).toEqual([
      'Enter a valid Nigerian phone number, e.g. 0803 123 4567',
    ]);
  });

  it('phoneFormValue shows a stored number in the business’s national format', () => {
    expect(phoneFormValue(null, 'NG')).toBe('');
    expect(phoneFormValue('+2348033456789', 'NG')).toBe('0803 345 6789');
    expect(phoneFormValue('08033456789', 'NG')).toBe('0803 345 6789');
    expect(phoneFormValue('+17135550142', 'US')).toBe('(713) 555-0142');
    expect(phoneFormValue('+2348033456789', 'US')).toBe('+234 803 345 6789');
  });
});
