import * as v from 'valibot';
import type { BusinessSchemas } from '@/api/types';
import { phoneFormValue, requiredPhone, requiredText } from '@/lib/form-fields';
import type { PhoneCountry } from '@/lib/phone';

export type Location = BusinessSchemas['Location'];
export type LocationInput = BusinessSchemas['LocationInput'];

/**
 * The location form (contract LocationInput): name, address and phone number, all required; the
 * phone checked against the business's `country` and sent in E.164.
 */
export function locationSchema(country: PhoneCountry) {
  return v.object({
    name: requiredText('Location name', 120),
    address: requiredText('Address', 500),
    phone_number: requiredPhone(country),
  });
}

export type LocationFormValues = v.InferInput<ReturnType<typeof locationSchema>>;

export const EMPTY_LOCATION: LocationFormValues = { name: '', address: '', phone_number: '' };

/** A location as form values (edit); the phone in the business's national format. */
export function toLocationValues(
  location: Pick<Location, 'name' | 'address' | 'phone_number'>,
  country: PhoneCountry,
): LocationFormValues {
  return { name: location.name, address: location.address, phone_number: phoneFormValue(location.phone_number, country) };
}

/** The (validated) form values as the contract's body: trimmed, the phone in E.164. */
export function toLocationInput(values: LocationFormValues, country: PhoneCountry): LocationInput {
  return v.parse(locationSchema(country), values);
}
