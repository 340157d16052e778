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
      phone_number: '08031234567',
      address: '14 Balogun Street, Lagos Island, Lagos',
      location: {
        name: 'Balogun Market Shop',
        address: '14 Balogun Street, Lagos Island, Lagos',
        phone_number: '+2348031234567',
      },
    });
  });

  it('checks the contract rules before sending', () => {
    expect(v.safeParse(createBusinessSchema, VALUES).success).toBe(true);
    const bad = v.safeParse(createBusinessSchema, { ...VALUES, name: ' ', phone_number: '12345', category: '' });
    expect(bad.success).toBe(false);
    expect(bad.issues?.map((issue) => issue.message)).toEqual([
      'Business name is required',
      'Choose a category',
      'Enter a phone number like +2348031234567 or 08031234567',
    ]);
  });
});
