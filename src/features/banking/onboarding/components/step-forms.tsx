/** The fields of each onboarding step, reading and writing the banking store. */
import type { BankingSchemas } from '@/api/types';
import type { BusinessDetails, OnboardingState, OnboardingUpdate, PersonalDetails, Secrets } from '../store';
import type { Errors, StepId } from '../utils/steps';
import { ChoiceField, FileField, SelectField, TextField } from './fields';

type Schemas = BankingSchemas;

const GENDERS: readonly { value: Schemas['Gender']; label: string }[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];
const NG_DOCUMENTS: readonly { value: Schemas['NgIdDocumentType']; label: string }[] = [
  { value: 'nin', label: 'NIN slip or card' },
  { value: 'passport', label: 'International passport' },
  { value: 'drivers_license', label: "Driver's licence" },
  { value: 'voters_card', label: "Voter's card" },
];
const US_DOCUMENTS: readonly { value: Schemas['UsIdDocumentType']; label: string }[] = [
  { value: 'passport', label: 'Passport' },
  { value: 'drivers_license', label: "Driver's license" },
  { value: 'state_id', label: 'State ID' },
];
export const DOCUMENT_LABELS: Record<string, string> = Object.fromEntries(
  [...NG_DOCUMENTS, ...US_DOCUMENTS].map((d) => [d.value, d.label]),
);

export const SECRETS_NOTE =
  'For your safety, numbers like your BVN, SSN, EIN and ID number, and your pictures, are not kept if you reload this page: you will be asked for them again.';

interface StepFormProps {
  id: StepId;
  state: OnboardingState;
  update: OnboardingUpdate;
  errors: Errors;
}

export function StepForm({ id, state, update, errors }: StepFormProps) {
  const ng = state.country === 'NG';
  const p = state.personal;
  const b = state.business;
  const setPersonal = (field: keyof PersonalDetails) => (value: string) =>
    update((s) => ({ personal: { ...s.personal, [field]: value } }));
  const setBusiness = (field: keyof BusinessDetails) => (value: string) =>
    update((s) => ({ business: { ...s.business, [field]: value } }));
  const setSecret = (field: keyof Secrets) => (value: string) => update((s) => ({ secrets: { ...s.secrets, [field]: value } }));

  switch (id) {
    case 'choose':
      return (
        <>
          <ChoiceField
            name="country"
            legend="Where is the account?"
            value={state.country}
            options={[
              { value: 'NG', label: 'Nigeria (naira)' },
              { value: 'US', label: 'United States (dollar)' },
            ]}
            onValue={(value) => update({ country: value === 'US' ? 'US' : 'NG' })}
          />
          <ChoiceField
            name="kind"
            legend="Account type"
            value={state.kind}
            options={[
              { value: 'personal', label: 'Personal' },
              { value: 'business', label: 'Business' },
            ]}
            onValue={(value) => update({ kind: value === 'business' ? 'business' : 'personal' })}
          />
        </>
      );
    case 'details':
      return (
        <>
          <TextField
            name="first_name"
            label="First name"
            value={p.first_name}
            onValue={setPersonal('first_name')}
            error={errors.first_name}
            required
            autoComplete="given-name"
            maxLength={100}
          />
          <TextField
            name="middle_name"
            label="Middle name (optional)"
            value={p.middle_name}
            onValue={setPersonal('middle_name')}
            error={errors.middle_name}
            autoComplete="additional-name"
            maxLength={100}
          />
          <TextField
            name="last_name"
            label="Last name"
            value={p.last_name}
            onValue={setPersonal('last_name')}
            error={errors.last_name}
            required
            autoComplete="family-name"
            maxLength={100}
          />
          <ChoiceField
            name="gender"
            legend="Gender"
            value={p.gender}
            options={GENDERS}
            onValue={setPersonal('gender')}
            error={errors.gender}
          />
          <TextField
            name="date_of_birth"
            label="Date of birth"
            type="date"
            value={p.date_of_birth}
            onValue={setPersonal('date_of_birth')}
            error={errors.date_of_birth}
            hint="Year-month-day, as on your ID. You must be at least 18."
            required
            autoComplete="bday"
          />
          <TextField
            name="phone_number"
            label="Phone number"
            type="tel"
            value={p.phone_number}
            onValue={setPersonal('phone_number')}
            error={errors.phone_number}
            hint={
              ng ? 'The number on your BVN, like 08031234567 or +2348031234567.' : 'With the country code, like +17135550142.'
            }
            required
            autoComplete="tel"
          />
        </>
      );
    case 'address':
      return (
        <>
          <TextField
            name="address"
            label="Street address"
            value={p.address}
            onValue={setPersonal('address')}
            error={errors.address}
            required
            autoComplete="street-address"
            maxLength={255}
          />
          <TextField
            name="city"
            label="City"
            value={p.city}
            onValue={setPersonal('city')}
            error={errors.city}
            required
            autoComplete="address-level2"
            maxLength={100}
          />
          <TextField
            name="state"
            label="State"
            value={p.state}
            onValue={(value) => setPersonal('state')(ng ? value : value.toUpperCase())}
            error={errors.state}
            hint={ng ? 'For example Lagos, Rivers or FCT.' : 'Two letters, like TX.'}
            required
            autoComplete="address-level1"
            maxLength={ng ? 50 : 2}
          />
          <TextField
            name="postal_code"
            label={ng ? 'Postal code (optional)' : 'ZIP code'}
            value={p.postal_code}
            onValue={setPersonal('postal_code')}
            error={errors.postal_code}
            required={!ng}
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </>
      );
    case 'identity':
      return (
        <>
          <p className="text-sm text-muted-foreground">{SECRETS_NOTE}</p>
          {ng ? (
            <TextField
              name="bvn"
              label="BVN"
              value={state.secrets.bvn}
              onValue={setSecret('bvn')}
              error={errors.bvn}
              hint="11 digits. Dial *565*0# to see yours."
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={11}
            />
          ) : (
            <TextField
              name="ssn"
              label="SSN"
              value={state.secrets.ssn}
              onValue={setSecret('ssn')}
              error={errors.ssn}
              hint="9 digits, like 123-45-6789."
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={11}
            />
          )}
          <SelectField
            name="document_type"
            label="ID document"
            value={p.document_type}
            options={ng ? NG_DOCUMENTS : US_DOCUMENTS}
            onValue={setPersonal('document_type')}
            error={errors.document_type}
          />
          <TextField
            name="id_number"
            label="Document number"
            value={state.secrets.id_number}
            onValue={setSecret('id_number')}
            error={errors.id_number}
            required
            autoComplete="off"
            maxLength={20}
          />
          <FileField
            name="passport_image"
            label={ng ? 'Passport photograph' : 'Photograph of the document'}
            accept="image/jpeg,image/png"
            file={state.documents.passport_image}
            onFile={(file) => update((s) => ({ documents: { ...s.documents, passport_image: file } }))}
            error={errors.passport_image}
            hint="JPEG or PNG, at most 5 MB."
          />
        </>
      );
    case 'business':
      return (
        <>
          <TextField
            name="business_name"
            label="Business name"
            value={b.business_name}
            onValue={setBusiness('business_name')}
            error={errors.business_name}
            hint={ng ? 'Exactly as on the CAC certificate.' : 'Exactly as on the IRS EIN letter.'}
            required
            autoComplete="organization"
            maxLength={200}
          />
          {ng ? (
            <TextField
              name="cac"
              label="CAC number"
              value={b.cac}
              onValue={setBusiness('cac')}
              error={errors.cac}
              hint="RC, BN or IT and the digits, like RC1234567."
              required
              autoComplete="off"
            />
          ) : null}
          <TextField
            name="business_email"
            label="Business email"
            type="email"
            value={b.business_email}
            onValue={setBusiness('business_email')}
            error={errors.business_email}
            required
            autoComplete="email"
          />
          <TextField
            name="business_phone_number"
            label="Business phone number"
            type="tel"
            value={b.business_phone_number}
            onValue={setBusiness('business_phone_number')}
            error={errors.business_phone_number}
            required
            autoComplete="tel"
          />
          <TextField
            name="date"
            label={ng ? 'Date of registration' : 'Date of formation'}
            type="date"
            value={b.date}
            onValue={setBusiness('date')}
            error={errors.date}
            hint="Year-month-day, not in the future."
            required
          />
          <TextField
            name="business_website"
            label="Website (optional)"
            type="url"
            value={b.business_website}
            onValue={setBusiness('business_website')}
            error={errors.business_website}
            autoComplete="url"
          />
        </>
      );
    case 'business-address':
      return (
        <>
          <TextField
            name="business_address"
            label="Registered address"
            value={b.business_address}
            onValue={setBusiness('business_address')}
            error={errors.business_address}
            required
            maxLength={255}
          />
          <TextField
            name="street"
            label="Street"
            value={b.street}
            onValue={setBusiness('street')}
            error={errors.street}
            required
            maxLength={200}
          />
          <TextField
            name="city"
            label="City"
            value={b.city}
            onValue={setBusiness('city')}
            error={errors.city}
            required
            maxLength={100}
          />
          <TextField
            name="state"
            label="State"
            value={b.state}
            onValue={(value) => setBusiness('state')(ng ? value : value.toUpperCase())}
            error={errors.state}
            hint={ng ? 'For example Lagos or FCT.' : 'Two letters, like TX.'}
            required
            maxLength={ng ? 50 : 2}
          />
          <TextField
            name="postal_code"
            label={ng ? 'Postal code (optional)' : 'ZIP code'}
            value={b.postal_code}
            onValue={setBusiness('postal_code')}
            error={errors.postal_code}
            required={!ng}
            inputMode="numeric"
          />
        </>
      );
    case 'verification':
      return (
        <>
          <p className="text-sm text-muted-foreground">{SECRETS_NOTE}</p>
          {ng ? (
            <TextField
              name="bvn"
              label="Director's BVN"
              value={state.secrets.bvn}
              onValue={setSecret('bvn')}
              error={errors.bvn}
              hint="The BVN of a director or the proprietor, 11 digits."
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={11}
            />
          ) : (
            <TextField
              name="ein"
              label="EIN"
              value={state.secrets.ein}
              onValue={setSecret('ein')}
              error={errors.ein}
              hint="9 digits, like 12-3456789."
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
            />
          )}
        </>
      );
    case 'review':
      return null;
  }
}
