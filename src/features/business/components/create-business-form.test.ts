import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createBusinessSchema } from '../schemas';
import { toBusinessInput } from './create-business-form';

const VALUES = {
  name: ' Adaeze Fabrics & Tailoring ',
  category: '3',
  currency: 'NGN',
  email: ' hello@adaezefabrics.ng ',
  phone_number: '0803 123 4567',
  address: '14 Balogun Street, Lagos Island, Lagos',
  locationName: 'Balogun Market Shop',
  locationAddress: '14 Balogun Street, Lagos Island, Lagos',
  locationPhone: '+234 803 123 4567',
};

describe('create business', () => {
  it('sends the business with its first location (D5), as the contract writes it', () => {
    expect(toBusinessInput(VALUES)).toEqual({
      name: 'Adaeze Fabrics & Tailoring',
      category: 3,
      currency: 'NGN',
      email: 'hello@adaezefabrics.ng',
      phone_number: '+2348031234567',
      address: '14 Balogun Street, Lagos Island, Lagos',
      location: {
        name: 'Balogun Market Shop',
        address: '14 Balogun Street, Lagos Island, Lagos',
        phone_number: '+2348031234567',
      },
    });
  });

  it('checks the contract rules before sending, each phone at its field', () => {
    expect(v.safeParse(createBusinessSchema, VALUES).success).toBe(true);
    const bad = v.safeParse(createBusinessSchema, { ...VALUES, name: ' ', phone_number: '12345', category: '' });
    expect(bad.success).toBe(false);
    expect(bad.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['name', 'Business name is required'],
      ['category', 'Choose a category'],
      ['phone_number', 'Enter a valid Nigerian phone number, e.g. 0803 123 4567'],
    ]);
  });

  it('reads phones as numbers of the country of the currency being chosen', () => {
    const dollars = { ...VALUES, currency: 'USD', phone_number: '(713) 555-0142', locationPhone: '713.555.0199' };
    expect(v.safeParse(createBusinessSchema, dollars).success).toBe(true);
    expect(toBusinessInput(dollars)).toMatchObject({ phone_number: '+17135550142', location: { phone_number: '+17135550199' } });
    // A Nigerian national number is no US number; written with its country code it is kept.
    const mixed = v.safeParse(createBusinessSchema, { ...dollars, locationPhone: '0803 123 4567' });
    expect(mixed.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['locationPhone', 'Enter a valid US phone number, e.g. (555) 123-4567'],
    ]);
    expect(toBusinessInput({ ...dollars, locationPhone: '+234 803 123 4567' }).location.phone_number).toBe('+2348031234567');
  });

  it('asks for both phones', () => {
    const empty = v.safeParse(createBusinessSchema, { ...VALUES, phone_number: ' ', locationPhone: '' });
    expect(empty.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['phone_number', 'Phone number is required'],
      ['locationPhone', 'Location phone number is required'],
    ]);
  });
});
