import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';
import type { BusinessSchemas } from '@/api/types';
import { applyServerErrors, useAppForm } from '@/components/form';
import { Field } from '@/components/ui/field';
import { businessQuery, businessesQuery, useBusinessContext } from '@/features/business';
import { imageSizeProblem, imageTypeProblem } from '@/lib/image-file';
import { PAYMENT_TERMS, PAYMENT_TERMS_LABELS } from '@/lib/payment-terms';
import { formatPhone, normalizePhone, phoneCountryOf } from '@/lib/phone';
import { toast } from '@/lib/toast';
import { banksQuery, patchBusinessDetails, uploadBusinessLogo } from '../api';
import { businessSettingsSchema, type BusinessSettingsValues } from '../schema';
import { FormAlert } from '@/components/ui/form-alert';

type Business = BusinessSchemas['Business'];
type BusinessPatch = BusinessSchemas['BusinessPatch'];

/** The form's values from the business as answered (absent designed fields read as none, '0' and 0). */
export function settingsValues(business: Business): BusinessSettingsValues {
  return {
    name: business.name,
    address: business.address,
    phone_number: business.phone_number ? formatPhone(business.phone_number, phoneCountryOf(business.currency)) : '',
    email: business.email,
    tax_number: business.tax_number ?? '',
    default_vat: business.default_vat ?? '0',
    default_payment_terms: String(business.default_payment_terms ?? 0),
    bank_code: business.bank_account?.bank_code ?? '',
    account_number: business.bank_account?.account_number ?? '',
    account_name: business.bank_account?.account_name ?? '',
  };
}

/** The checked form as the contract's PATCH body (no bank chosen: the account is cleared). */
export function toBusinessPatch(values: BusinessSettingsValues, currency: string): BusinessPatch {
  const phone = normalizePhone(values.phone_number, phoneCountryOf(currency));
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    phone_number: phone.ok ? phone.e164 : values.phone_number.trim(),
    email: values.email.trim(),
    tax_number: values.tax_number.trim() || null,
    default_vat: values.default_vat.trim(),
    default_payment_terms: Number(values.default_payment_terms) as BusinessPatch['default_payment_terms'],
    bank_account: values.bank_code
      ? { bank_code: values.bank_code, account_number: values.account_number.trim(), account_name: values.account_name.trim() }
      : null,
  };
}

const FIELD_MAP = {
  'bank_account.bank_code': 'bank_code',
  'bank_account.account_number': 'account_number',
  'bank_account.account_name': 'account_name',
};

const TERMS_OPTIONS = PAYMENT_TERMS.map((terms) => ({ label: PAYMENT_TERMS_LABELS[terms], value: String(terms) }));

/** The owner's business details: contacts, tax and invoice defaults, payout account and logo. */
export function BusinessSettingsForm() {
  const { businessId, business } = useBusinessContext();
  const queryClient = useQueryClient();
  const banks = useQuery(banksQuery());
  const [formError, setFormError] = useState<string | null>(null);
  const [logo, setLogoState] = useState<{ file: File; url: string } | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const setLogo = (file: File | null) => setLogoState(file ? { file, url: URL.createObjectURL(file) } : null);
  const previewUrl = logo?.url;

  // The preview's object URL is let go when it is replaced or the page closes.
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const form = useAppForm({
    defaultValues: settingsValues(business),
    validators: { onSubmit: businessSettingsSchema(business.currency) },
    onSubmit: async ({ value, formApi }) => {
      setFormError(null);
      try {
        let saved = await patchBusinessDetails(businessId, toBusinessPatch(value, business.currency));
        if (logo) {
          try {
            saved = await uploadBusinessLogo(businessId, logo.file);
            setLogo(null);
          } catch (caught) {
            setLogoError(toApiError(caught).fieldErrors?.logo?.[0] ?? toApiError(caught).message);
          }
        }
        queryClient.setQueryData(businessQuery(businessId).queryKey, saved);
        await queryClient.invalidateQueries({ queryKey: businessesQuery().queryKey });
        formApi.reset(settingsValues(saved));
        toast.success('Business details saved');
      } catch (caught) {
        const error = toApiError(caught);
        const unmatched = applyServerErrors(formApi, error, { fieldMap: FIELD_MAP });
        if (unmatched.length) setFormError(unmatched.join(' '));
      }
    },
  });

  const country = phoneCountryOf(business.currency);
  const bankOptions = (banks.data ?? []).map((bank) => ({ label: bank.name, value: bank.code }));
  const currentLogo = previewUrl ?? business.logo ?? null;

  const chooseLogo = (file: File | undefined) => {
    if (!file) return;
    const problem = imageTypeProblem(file) ?? imageSizeProblem(file);
    setLogoError(problem);
    setLogo(problem ? null : file);
  };

  return (
    <form.AppForm>
      <form.FormRoot aria-label="Business settings" className="gap-8">
        <FormAlert>{formError}</FormAlert>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold">Details</legend>
          <form.AppField name="name">
            {(field) => <field.TextField label="Business name" autoComplete="organization" required />}
          </form.AppField>
          <form.AppField name="address">
            {(field) => <field.TextField label="Address" autoComplete="street-address" required />}
          </form.AppField>
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField name="phone_number">
              {(field) => <field.PhoneField label="Phone number" country={country} required />}
            </form.AppField>
            <form.AppField name="email">
              {(field) => <field.TextField label="Business email" type="email" inputMode="email" autoComplete="email" required />}
            </form.AppField>
          </div>
          <Field label="Logo" error={logoError ?? undefined} hint="JPEG, PNG or WebP, up to 5 MB.">
            {(control) => (
              <div className="flex flex-wrap items-center gap-4">
                {currentLogo ? (
                  <img src={currentLogo} alt="Business logo" className="size-16 rounded-md border object-contain" />
                ) : null}
                <input
                  {...control}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:bg-background file:px-3"
                  onChange={(event) => chooseLogo(event.target.files?.[0])}
                />
              </div>
            )}
          </Field>
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold">Invoices</legend>
          <form.AppField name="tax_number">
            {(field) => <field.TextField label="Tax number" hint="Printed on invoices (TIN, EIN). Optional." />}
          </form.AppField>
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField name="default_vat">
              {(field) => (
                <field.TextField label="Default VAT (%)" inputMode="decimal" hint="A new invoice starts with this rate." />
              )}
            </form.AppField>
            <form.AppField name="default_payment_terms">
              {(field) => <field.SelectField label="Default payment terms" options={TERMS_OPTIONS} required />}
            </form.AppField>
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 text-base font-semibold">Payout bank account</legend>
          <p className="-mt-1 text-sm text-muted-foreground">
            Printed on invoices with the invoice number as the reference. Leave the bank empty for none.
          </p>
          <form.AppField name="bank_code">
            {(field) => (
              <field.SelectField
                label="Bank"
                options={[{ label: 'No bank account', value: '' }, ...bankOptions]}
                placeholder={banks.isPending ? 'Loading banks…' : 'Choose a bank'}
                errorMessage={banks.isError ? 'Banks could not be loaded' : undefined}
              />
            )}
          </form.AppField>
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField name="account_number">
              {(field) => <field.TextField label="Account number" inputMode="numeric" autoComplete="off" />}
            </form.AppField>
            <form.AppField name="account_name">
              {(field) => <field.TextField label="Account name" autoComplete="off" />}
            </form.AppField>
          </div>
        </fieldset>
        <div className="flex justify-end">
          <form.SubmitButton className="min-h-11">Save details</form.SubmitButton>
        </div>
      </form.FormRoot>
    </form.AppForm>
  );
}
