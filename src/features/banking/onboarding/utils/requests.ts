/** The contract's request bodies from the banking store (one typed place per form). */
import type { BankingSchemas } from '@/api/types';
import type { OnboardingState } from '../store';

type Schemas = BankingSchemas;

const trim = (value: string) => value.trim();

/** NgKycInput / UsKycInput as multipart: text fields trimmed, optional ones left out when empty. */
export function kycForm(state: OnboardingState): FormData {
  const p = state.personal;
  const ng = state.country === 'NG';
  const form = new FormData();
  const put = (name: string, value: string) => {
    if (value.trim()) form.append(name, trim(value));
  };
  put('first_name', p.first_name);
  put('middle_name', p.middle_name);
  put('last_name', p.last_name);
  put('phone_number', p.phone_number);
  put('gender', p.gender);
  put('date_of_birth', p.date_of_birth);
  put('address', p.address);
  put('city', p.city);
  put('state', p.state);
  put('postal_code', p.postal_code);
  put(ng ? 'bvn' : 'ssn', ng ? state.secrets.bvn : state.secrets.ssn);
  put('document_type', p.document_type);
  put('id_number', state.secrets.id_number);
  const image = state.documents.passport_image;
  if (image) form.append('passport_image', image, image.name);
  return form;
}

const optional = <K extends string>(key: K, value: string): Partial<Record<K, string>> =>
  value.trim() ? ({ [key]: value.trim() } as Record<K, string>) : {};

export function ngKybBody(state: OnboardingState): Schemas['NgKybInput'] {
  const b = state.business;
  return {
    business_name: trim(b.business_name),
    cac: trim(b.cac).toUpperCase(),
    business_email: trim(b.business_email),
    business_phone_number: trim(b.business_phone_number),
    business_address: trim(b.business_address),
    date: trim(b.date),
    state: trim(b.state),
    street: trim(b.street),
    city: trim(b.city),
    bvn: trim(state.secrets.bvn),
    ...optional('business_website', b.business_website),
    ...optional('postal_code', b.postal_code),
  };
}

export function usKybBody(state: OnboardingState): Schemas['UsKybInput'] {
  const b = state.business;
  return {
    business_name: trim(b.business_name),
    ein: trim(state.secrets.ein),
    business_email: trim(b.business_email),
    business_phone_number: trim(b.business_phone_number),
    business_address: trim(b.business_address),
    date: trim(b.date),
    state: trim(b.state),
    street: trim(b.street),
    city: trim(b.city),
    postal_code: trim(b.postal_code),
    ...optional('business_website', b.business_website),
  };
}

/** ApplicationInput as multipart; the registration number is the KYB's CAC number or EIN. */
export function applicationForm(state: OnboardingState, kybId: number, registrationNumber: string): FormData {
  const a = state.application;
  const form = new FormData();
  form.append('kyb_id', String(kybId));
  form.append('business_type', a.business_type);
  form.append('registration_number', registrationNumber);
  form.append('industry', trim(a.industry));
  form.append('expected_monthly_volume', trim(a.expected_monthly_volume).replace(/,/g, ''));
  for (const field of ['incorporation_document', 'proof_of_address', 'director_id_document'] as const) {
    const file = state.documents[field];
    if (file) form.append(field, file, file.name);
  }
  return form;
}

/** Shows the last four characters of a secret: '•••• 5678'. */
export function masked(value: string): string {
  const clean = value.replace(/\W/g, '');
  return clean ? `•••• ${clean.slice(-4)}` : '';
}
