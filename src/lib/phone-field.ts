/*
 * The phone field's valibot schema, apart from phone.ts so that pages which only show numbers
 * (the customer, supplier, staff and location lists) do not load valibot with them.
 */
import * as v from 'valibot';
import { normalizePhone, phoneInvalidMessage, type PhoneCountry } from './phone';

export interface PhoneFieldOptions {
  required?: boolean;
  /** The message when a required field is empty. Default 'Phone number is required'. */
  requiredMessage?: string;
}

/**
 * A valibot schema for a phone field of a form: trims, checks the number against `country`'s rules
 * (or any number written with '+'), and outputs E.164. Optional fields output '' when empty.
 *
 * `phone: phoneField(phoneCountryOf(business.currency), { required: true })`
 */
export function phoneField(country: PhoneCountry, options: PhoneFieldOptions = {}) {
  const { required = false, requiredMessage = 'Phone number is required' } = options;
  return v.pipe(
    v.string(),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === '') {
        if (!required) return '';
        addIssue({ message: requiredMessage });
        return NEVER;
      }
      const parsed = normalizePhone(dataset.value, country);
      if (parsed.ok) return parsed.e164;
      addIssue({ message: phoneInvalidMessage(country) });
      return NEVER;
    }),
  );
}
