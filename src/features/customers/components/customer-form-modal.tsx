import { useMemo } from 'react';
import { useBusinessContext } from '@/features/business';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import { useAppForm } from '@/components/form';
import { phoneCountryOf } from '@/lib/phone';
import { useCreateCustomer, useUpdateCustomer, type Customer } from '../api/customers.queries';
import {
  CUSTOMER_FIELD_MAP,
  CUSTOMER_TYPES,
  CUSTOMER_TYPE_LABELS,
  customerFormSchema,
  customerFormValues,
  toCustomerInput,
} from '../schemas/customer';
import { createAttemptKeys } from '@/lib/attempt-key';

export interface CustomerFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer to edit; none to add a new one. */
  customer?: Customer | undefined;
  /** Called with the saved customer (a picker selects it, for instance). */
  onSaved?: (customer: Customer) => void;
}

const TYPE_OPTIONS = CUSTOMER_TYPES.map((type) => ({ value: type, label: CUSTOMER_TYPE_LABELS[type] }));

/** The customer form modal (spec): name, type, email and phone; adds or edits a customer. */
export function CustomerFormModal({ open, onOpenChange, customer, onSaved }: CustomerFormModalProps) {
  return (
    <EntityFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={customer ? 'Edit customer' : 'Add customer'}
      description={customer ? undefined : 'Someone you sell to: a person or a business.'}
    >
      <CustomerForm
        customer={customer}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </EntityFormModal>
  );
}

function CustomerForm({ customer, onSaved }: { customer: Customer | undefined; onSaved: (customer: Customer) => void }) {
  const scope = useBusinessContext();
  const country = phoneCountryOf(scope.business.currency);
  const create = useCreateCustomer();
  // One Idempotency-Key per save attempt: a retry after a lost answer creates one record, not two.
  const keys = useMemo(() => createAttemptKeys(), []);
  const update = useUpdateCustomer();
  const form = useAppForm({
    defaultValues: customerFormValues(country, customer),
    validators: { onSubmit: customerFormSchema(country) },
    onSubmit: async ({ value, formApi }) => {
      const body = toCustomerInput(value, country);
      try {
        const saved = customer
          ? await update.mutateAsync({ scope, id: customer.id, body })
          : await create.mutateAsync({ scope, body, idempotencyKey: keys.keyFor(body) });
        onSaved(saved);
      } catch (error) {
        reportFormError(formApi, error, { fieldMap: CUSTOMER_FIELD_MAP });
      }
    },
  });

  return (
    <EntityForm form={form} submitLabel={customer ? 'Save changes' : 'Add customer'}>
      <form.AppField name="name">{(field) => <field.TextField label="Name" required />}</form.AppField>
      <form.AppField name="type">
        {(field) => <field.SelectField label="Type" required options={TYPE_OPTIONS} placeholder="Choose a type" />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" inputMode="email" autoComplete="off" />}
      </form.AppField>
      <form.AppField name="phone">{(field) => <field.PhoneField label="Phone" country={country} />}</form.AppField>
    </EntityForm>
  );
}
