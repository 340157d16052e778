/**
 * The business account application (ApplicationInput) after a verified KYB: business type, the
 * registration number (the KYB's CAC number or EIN), industry, expected monthly volume and the
 * three documents, sent in one multipart upload with its progress. US: the dollar business
 * account (createUsaBusinessBankAccount) is opened first, then the dollar application.
 */
import { useRef, useState, type SyntheticEvent } from 'react';
import { ApiError } from '@/api/errors';
import type { UploadProgress } from '@/api/upload';
import type { BankingSchemas } from '@/api/types';
import { Button } from '@/components/ui/button';
import type { Kyb, OnboardingApi } from '../api/onboarding-api';
import type { ApplicationDetails, OnboardingState, OnboardingUpdate } from '../store';
import { applicationForm } from '../utils/requests';
import { APPLICATION_DOCUMENTS, validateApplication, type Errors } from '../utils/steps';
import { FileField, SelectField, TextField } from './fields';

type BusinessType = BankingSchemas['BusinessType'];

const NG_TYPES: readonly { value: BusinessType; label: string }[] = [
  { value: 'sole_proprietorship', label: 'Sole proprietorship (BN)' },
  { value: 'partnership', label: 'Partnership (BN)' },
  { value: 'private_limited', label: 'Private limited company (RC)' },
  { value: 'public_limited', label: 'Public limited company (RC)' },
  { value: 'incorporated_trustees', label: 'Incorporated trustees (IT)' },
];
const US_TYPES: readonly { value: BusinessType; label: string }[] = [
  { value: 'sole_proprietorship', label: 'Sole proprietorship' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'llc', label: 'LLC' },
  { value: 'corporation', label: 'Corporation' },
  { value: 'non_profit', label: 'Non-profit' },
];

interface ApplicationFormProps {
  state: OnboardingState;
  update: OnboardingUpdate;
  api: OnboardingApi;
  kyb: Kyb;
}

export function ApplicationForm({ state, update, api, kyb }: ApplicationFormProps) {
  const ng = state.country === 'NG';
  const registration = (ng ? kyb.cac : kyb.ein) ?? '';
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [sending, setSending] = useState(false);
  const accountOpened = useRef(false);
  const a = state.application;
  const set = (field: keyof ApplicationDetails) => (value: string) =>
    update((s) => ({ application: { ...s.application, [field]: value } }));

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validateApplication(state);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLElement>(`form[data-application] [name="${CSS.escape(first)}"]`)?.focus();
      return;
    }
    setSending(true);
    setFormError(null);
    setProgress(null);
    try {
      if (!ng && !accountOpened.current) {
        await api.openUsBusinessAccount(kyb.id);
        accountOpened.current = true;
      }
      await api.apply(ng ? 'ngn' : 'usd', applicationForm(state, kyb.id, registration), setProgress);
      update({ status: 'applied' });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const fieldErrors: Errors = {};
      for (const [field, messages] of Object.entries(apiError?.fieldErrors ?? {}))
        if (messages[0]) fieldErrors[field] = messages[0];
      setErrors(fieldErrors);
      setFormError(apiError?.message ?? 'Something went wrong. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      data-application
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
      aria-label="Business account application"
    >
      <p className="text-sm">
        {kyb.business_name} is verified. Apply for its {ng ? 'naira' : 'dollar'} business account.
      </p>
      <SelectField
        name="business_type"
        label="Business type"
        value={a.business_type}
        options={ng ? NG_TYPES : US_TYPES}
        onValue={set('business_type')}
        error={errors.business_type}
      />
      <TextField
        name="registration_number"
        label={ng ? 'CAC number' : 'EIN'}
        value={registration}
        onValue={() => undefined}
        readOnly
        hint="From the verified business."
      />
      <TextField
        name="industry"
        label="Industry"
        value={a.industry}
        onValue={set('industry')}
        error={errors.industry}
        hint="In a few words, like Food and beverages."
        required
        maxLength={100}
      />
      <TextField
        name="expected_monthly_volume"
        label={`Expected monthly volume (${ng ? 'NGN' : 'USD'})`}
        value={a.expected_monthly_volume}
        onValue={set('expected_monthly_volume')}
        error={errors.expected_monthly_volume}
        required
        inputMode="decimal"
        currencyPrefix={ng ? '₦' : '$'}
      />
      {APPLICATION_DOCUMENTS.map(({ field, label }) => (
        <FileField
          key={field}
          name={field}
          label={label}
          accept="application/pdf,image/jpeg,image/png"
          file={state.documents[field]}
          onFile={(file) => update((s) => ({ documents: { ...s.documents, [field]: file } }))}
          error={errors[field]}
          hint="PDF, JPEG or PNG, at most 10 MB."
        />
      ))}
      <p className="text-sm text-muted-foreground">
        The documents are not kept if you reload this page: you would choose them again.
      </p>
      {sending || progress ? (
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor="application-progress">Uploading the documents</label>
          <progress id="application-progress" max={100} value={progress?.percent ?? undefined} className="h-2 w-full">
            {progress?.percent ?? 0}%
          </progress>
        </div>
      ) : null}
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={sending}>
          Submit the application
        </Button>
      </div>
    </form>
  );
}
