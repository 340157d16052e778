/**
 * The onboarding's steps (five for each account type, the last one the review) and each step's
 * rules. Which fields a step asks for follows the contract input of the country and account type.
 */
import { toIsoDate } from '@/lib/dates';
import type { AccountKind, DocumentField, OnboardingState } from '../store';
import {
  adult,
  bvn,
  cac,
  check,
  checkFile,
  date,
  ein,
  email,
  lengthBetween,
  lettersAndDigits,
  ngPostalCode,
  notFuture,
  phone,
  positiveMoney,
  required,
  ssn,
  usState,
  usZip,
  website,
} from './rules';

export type StepId = 'choose' | 'details' | 'address' | 'identity' | 'business' | 'business-address' | 'verification' | 'review';

export const STEP_TITLES: Record<StepId, string> = {
  choose: 'Country and account type',
  details: 'Your details',
  address: 'Your address',
  identity: 'Identity',
  business: 'Business details',
  'business-address': 'Business address',
  verification: 'Verification',
  review: 'Review and submit',
};

export function stepsOf(kind: AccountKind): readonly StepId[] {
  return kind === 'personal'
    ? ['choose', 'details', 'address', 'identity', 'review']
    : ['choose', 'business', 'business-address', 'verification', 'review'];
}

/** Field name -> message. */
export type Errors = Partial<Record<string, string>>;

function collect(entries: [string, string | undefined][]): Errors {
  const errors: Errors = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}

export function validateStep(id: StepId, state: OnboardingState, today: string = toIsoDate()): Errors {
  const { personal: p, business: b, secrets: s, documents: d, country } = state;
  const ng = country === 'NG';
  switch (id) {
    case 'choose':
      return {};
    case 'details':
      return collect([
        ['first_name', check(p.first_name, [required('your first name'), lengthBetween(1, 100, 'First name')])],
        ['middle_name', check(p.middle_name, [lengthBetween(0, 100, 'Middle name')], true)],
        ['last_name', check(p.last_name, [required('your last name'), lengthBetween(1, 100, 'Last name')])],
        ['gender', p.gender ? undefined : 'Choose your gender.'],
        ['date_of_birth', check(p.date_of_birth, [required('your date of birth'), date, notFuture(today), adult(today)])],
        ['phone_number', check(p.phone_number, [required('your phone number'), phone])],
      ]);
    case 'address':
      return collect([
        ['address', check(p.address, [required('your street address'), lengthBetween(3, 255, 'Address')])],
        ['city', check(p.city, [required('your city'), lengthBetween(2, 100, 'City')])],
        [
          'state',
          check(p.state, ng ? [required('your state'), lengthBetween(2, 50, 'State')] : [required('your state'), usState]),
        ],
        [
          'postal_code',
          ng ? check(p.postal_code, [ngPostalCode], true) : check(p.postal_code, [required('your ZIP code'), usZip]),
        ],
      ]);
    case 'identity':
      return collect([
        ng ? ['bvn', check(s.bvn, [required('your BVN'), bvn])] : ['ssn', check(s.ssn, [required('your SSN'), ssn])],
        ['document_type', p.document_type ? undefined : 'Choose the document.'],
        [
          'id_number',
          check(s.id_number, [required('the document number'), lettersAndDigits, lengthBetween(ng ? 5 : 4, 20, 'The number')]),
        ],
        [
          'passport_image',
          checkFile(d.passport_image, 'image', ng ? 'your passport photograph' : 'a photograph of the document'),
        ],
      ]);
    case 'business':
      return collect([
        ['business_name', check(b.business_name, [required('the business name'), lengthBetween(2, 200, 'The name')])],
        ...(ng ? [['cac', check(b.cac, [required('the CAC number'), cac])] as [string, string | undefined]] : []),
        ['business_email', check(b.business_email, [required('the business email'), email])],
        ['business_phone_number', check(b.business_phone_number, [required('the business phone number'), phone])],
        ['date', check(b.date, [required('the date'), date, notFuture(today)])],
        ['business_website', check(b.business_website, [website, lengthBetween(0, 255, 'The address')], true)],
      ]);
    case 'business-address':
      return collect([
        ['business_address', check(b.business_address, [required('the registered address'), lengthBetween(3, 255, 'Address')])],
        ['street', check(b.street, [required('the street'), lengthBetween(2, 200, 'Street')])],
        ['city', check(b.city, [required('the city'), lengthBetween(2, 100, 'City')])],
        ['state', check(b.state, ng ? [required('the state'), lengthBetween(2, 50, 'State')] : [required('the state'), usState])],
        [
          'postal_code',
          ng ? check(b.postal_code, [ngPostalCode], true) : check(b.postal_code, [required('the ZIP code'), usZip]),
        ],
      ]);
    case 'verification':
      return collect([
        ng ? ['bvn', check(s.bvn, [required("a director's BVN"), bvn])] : ['ein', check(s.ein, [required('the EIN'), ein])],
      ]);
    case 'review':
      return {};
  }
}

/** The first step (index) with an error, or -1. */
export function firstInvalidStep(state: OnboardingState, today?: string): number {
  return stepsOf(state.kind).findIndex((id) => Object.keys(validateStep(id, state, today)).length > 0);
}

/** The step that asks for `field` (to show a server's field error where it belongs). */
export function stepOfField(kind: AccountKind, field: string): number {
  const map: Record<string, StepId> =
    kind === 'personal'
      ? {
          first_name: 'details',
          middle_name: 'details',
          last_name: 'details',
          gender: 'details',
          date_of_birth: 'details',
          phone_number: 'details',
          address: 'address',
          city: 'address',
          state: 'address',
          postal_code: 'address',
          bvn: 'identity',
          ssn: 'identity',
          document_type: 'identity',
          id_number: 'identity',
          passport_image: 'identity',
        }
      : {
          business_name: 'business',
          cac: 'business',
          business_email: 'business',
          business_phone_number: 'business',
          date: 'business',
          business_website: 'business',
          business_address: 'business-address',
          street: 'business-address',
          city: 'business-address',
          state: 'business-address',
          postal_code: 'business-address',
          bvn: 'verification',
          ein: 'verification',
        };
  const id = map[field];
  return id ? stepsOf(kind).indexOf(id) : -1;
}

export const APPLICATION_DOCUMENTS: readonly {
  field: Exclude<DocumentField, 'passport_image'>;
  label: string;
  optional: boolean;
}[] = [
  { field: 'incorporation_document', label: 'Incorporation document', optional: false },
  { field: 'proof_of_address', label: 'Proof of address', optional: false },
  { field: 'director_id_document', label: "Director's ID", optional: false },
];

export function validateApplication(state: OnboardingState): Errors {
  const a = state.application;
  return collect([
    ['business_type', a.business_type ? undefined : 'Choose the business type.'],
    ['industry', check(a.industry, [required('the industry'), lengthBetween(2, 100, 'Industry')])],
    ['expected_monthly_volume', check(a.expected_monthly_volume, [required('the expected monthly volume'), positiveMoney])],
    ...APPLICATION_DOCUMENTS.map(
      ({ field, label }) =>
        [field, checkFile(state.documents[field], 'document', `the ${label.toLowerCase()}`)] as [string, string | undefined],
    ),
  ]);
}
