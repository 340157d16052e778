import * as v from 'valibot';
import type { BusinessSchemas } from '@/api/types';
import { FIELD_MESSAGES, optionalPhone, requiredText } from '@/lib/form-fields';

export type Location = BusinessSchemas['Location'];
export type LocationInput = BusinessSchemas['LocationInput'];

/** The location form (contract LocationInput): name, address and phone number, all required. */
export const locationSchema = v.object({
  name: requiredText('Location name', 120),
  address: requiredText('Address', 500),
  phone_number: v.pipe(v.string(), v.trim(), v.nonEmpty(FIELD_MESSAGES.required('Phone number')), optionalPhone),
});

export type LocationFormValues = v.InferInput<typeof locationSchema>;

export const EMPTY_LOCATION: LocationFormValues = { name: '', address: '', phone_number: '' };

/** A location as form values (edit). */
export function toLocationValues(location: Pick<Location, 'name' | 'address' | 'phone_number'>): LocationFormValues {
  return { name: location.name, address: location.address, phone_number: location.phone_number };
}

/** The (validated) form values as the contract's body: trimmed, the phone without spaces or dashes. */
export function toLocationInput(values: LocationFormValues): LocationInput {
  return v.parse(locationSchema, values);
}
