import { useMemo } from 'react';
import { useBusinessContext } from '@/features/business';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import { useAppForm } from '@/components/form';
import { phoneCountryOf } from '@/lib/phone';
import { useCreateSupplier, useUpdateSupplier, type Supplier } from '../api/suppliers.queries';
import { SUPPLIER_FIELD_MAP, supplierFormSchema, supplierFormValues, toSupplierInput } from '../schemas/supplier';
import { createAttemptKeys } from '@/lib/attempt-key';

export interface SupplierFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The supplier to edit; none to add a new one. */
  supplier?: Supplier | undefined;
  /** Called with the saved supplier (a picker selects it, for instance). */
  onSaved?: (supplier: Supplier) => void;
}

/** Adds or edits a supplier: name, address, phone, email and notes. */
export function SupplierFormModal({ open, onOpenChange, supplier, onSaved }: SupplierFormModalProps) {
  return (
    <EntityFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={supplier ? 'Edit supplier' : 'Add supplier'}
      description={supplier ? undefined : 'Someone you buy stock from.'}
    >
      <SupplierForm
        supplier={supplier}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </EntityFormModal>
  );
}

function SupplierForm({ supplier, onSaved }: { supplier: Supplier | undefined; onSaved: (supplier: Supplier) => void }) {
  const scope = useBusinessContext();
  const country = phoneCountryOf(scope.business.currency);
  const create = useCreateSupplier();
  // One Idempotency-Key per save attempt: a retry after a lost answer creates one record, not two.
  const keys = useMemo(() => createAttemptKeys(), []);
  const update = useUpdateSupplier();
  const form = useAppForm({
    defaultValues: supplierFormValues(country, supplier),
    validators: { onSubmit: supplierFormSchema(country) },
    onSubmit: async ({ value, formApi }) => {
      const body = toSupplierInput(value, country);
      try {
        const saved = supplier
          ? await update.mutateAsync({ scope, id: supplier.id, body })
          : await create.mutateAsync({ scope, body, idempotencyKey: keys.keyFor(body) });
        onSaved(saved);
      } catch (error) {
        reportFormError(formApi, error, { fieldMap: SUPPLIER_FIELD_MAP });
      }
    },
  });

  return (
    <EntityForm form={form} submitLabel={supplier ? 'Save changes' : 'Add supplier'}>
      <form.AppField name="name">{(field) => <field.TextField label="Name" required />}</form.AppField>
      <form.AppField name="phone">{(field) => <field.PhoneField label="Phone" country={country} />}</form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" inputMode="email" autoComplete="off" />}
      </form.AppField>
      <form.AppField name="address">{(field) => <field.TextareaField label="Address" rows={2} />}</form.AppField>
      <form.AppField name="description">
        {(field) => <field.TextareaField label="Notes" rows={3} hint="What they supply, delivery days…" />}
      </form.AppField>
    </EntityForm>
  );
}
