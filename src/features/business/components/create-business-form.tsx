import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { toApiError } from '@/api/errors';
import type { BusinessSchemas } from '@/api/types';
import { applyServerErrors, useAppForm } from '@/components/form';
import { phoneCountryOf } from '@/lib/phone';
import { toast } from '@/lib/toast';
import { businessesQuery, categoriesQuery, currenciesQuery, useCreateBusiness } from '../api/business.queries';
import { businessPhone, createBusinessSchema, type CreateBusinessValues } from '../schemas';
import { FormAlert } from '@/components/ui/form-alert';

type BusinessInput = BusinessSchemas['BusinessInput'];

/** Maps the form to the contract's body in one typed place (D5: the first location goes with it). */
export function toBusinessInput(values: CreateBusinessValues): BusinessInput {
  return {
    name: values.name.trim(),
    category: Number(values.category),
    currency: values.currency,
    email: values.email.trim(),
    phone_number: businessPhone(values.phone_number, values.currency),
    address: values.address.trim(),
    location: {
      name: values.locationName.trim(),
      address: values.locationAddress.trim(),
      phone_number: businessPhone(values.locationPhone, values.currency),
    },
  };
}

const EMPTY: CreateBusinessValues = {
  name: '',
  category: '',
  currency: '',
  email: '',
  phone_number: '',
  address: '',
  locationName: '',
  locationAddress: '',
  locationPhone: '',
};

/** Server field names of the nested first location, mapped onto the form's fields. */
const FIELD_MAP = {
  'location.name': 'locationName',
  'location.address': 'locationAddress',
  'location.phone_number': 'locationPhone',
};

export function CreateBusinessForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateBusiness();
  const categories = useQuery(categoriesQuery());
  const currencies = useQuery(currenciesQuery());
  const [formError, setFormError] = useState<string | null>(null);

  const form = useAppForm({
    defaultValues: EMPTY,
    validators: { onSubmit: createBusinessSchema },
    onSubmit: async ({ value, formApi }) => {
      setFormError(null);
      try {
        const created = await create.mutateAsync({ body: toBusinessInput(value) });
        await queryClient.invalidateQueries({ queryKey: businessesQuery().queryKey });
        // Lands on the new business's dashboard, where its getting-started checklist is.
        await navigate({ to: '/b/$businessId', params: { businessId: created.id }, search: { location: undefined } });
        toast.success('Business created', { description: `${created.name} is ready. Here is how to get started.` });
      } catch (caught) {
        const error = toApiError(caught);
        const nested = error.body && typeof error.body === 'object' ? (error.body as { location?: unknown }).location : undefined;
        const locationErrors =
          nested && typeof nested === 'object' && !Array.isArray(nested)
            ? Object.fromEntries(
                Object.entries(nested as Record<string, unknown>).map(([key, list]) => [`location.${key}`, list]),
              )
            : {};
        const unmatched = applyServerErrors(
          formApi,
          { message: error.message, fieldErrors: { ...error.fieldErrors, ...locationErrors } },
          { fieldMap: FIELD_MAP },
        );
        if (unmatched.length) setFormError(unmatched.join(' '));
      }
    },
  });

  // Phone examples and checks follow the currency being chosen (a naira business's are Nigerian).
  const country = phoneCountryOf(useSelector(form.store, (state) => state.values.currency));
  const categoryOptions = (categories.data ?? []).map((c) => ({ label: c.name, value: String(c.id) }));
  const currencyOptions = (currencies.data ?? [])
    .filter((c) => c.active)
    .map((c) => ({ label: `${c.name} (${c.code})`, value: c.code }));

  return (
    <form.AppForm>
      <form.FormRoot aria-label="Create a business" className="gap-8">
        <FormAlert>{formError}</FormAlert>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold">Business</legend>
          <form.AppField name="name">
            {(field) => <field.TextField label="Business name" autoComplete="organization" required />}
          </form.AppField>
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField name="category">
              {(field) => (
                <field.SelectField
                  label="Category"
                  options={categoryOptions}
                  placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
                  errorMessage={categories.isError ? 'Categories could not be loaded' : undefined}
                  required
                />
              )}
            </form.AppField>
            <form.AppField name="currency">
              {(field) => (
                <field.SelectField
                  label="Currency"
                  options={currencyOptions}
                  placeholder={currencies.isPending ? 'Loading currencies…' : 'Choose a currency'}
                  errorMessage={currencies.isError ? 'Currencies could not be loaded' : undefined}
                  required
                />
              )}
            </form.AppField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField name="email">
              {(field) => <field.TextField label="Business email" type="email" inputMode="email" autoComplete="email" required />}
            </form.AppField>
            <form.AppField name="phone_number">
              {(field) => <field.PhoneField label="Phone number" country={country} required />}
            </form.AppField>
          </div>
          <form.AppField name="address">
            {(field) => <field.TextField label="Address" autoComplete="street-address" required />}
          </form.AppField>
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 text-base font-semibold">First location</legend>
          <p className="-mt-1 text-sm text-muted-foreground">Your shop, office or warehouse. You can add more locations later.</p>
          <form.AppField name="locationName">
            {(field) => <field.TextField label="Location name" placeholder="e.g. Main shop" required />}
          </form.AppField>
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField name="locationAddress">
              {(field) => <field.TextField label="Location address" required />}
            </form.AppField>
            <form.AppField name="locationPhone">
              {(field) => <field.PhoneField label="Location phone number" country={country} required />}
            </form.AppField>
          </div>
        </fieldset>
        <div className="flex justify-end">
          <form.SubmitButton>Create business</form.SubmitButton>
        </div>
      </form.FormRoot>
    </form.AppForm>
  );
}
