import { useRef } from 'react';
import { useAppForm } from '@/components/form';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import { createAttemptKeys } from '@/lib/attempt-key';
import type { PhoneCountry } from '@/lib/phone';
import { useCreateNextOfKin, useUpdateNextOfKin, type NextOfKin } from './next-of-kin.queries';
import {
  NEXT_OF_KIN_FIELD_MAP,
  RELATIONSHIPS,
  RELATIONSHIP_LABELS,
  nextOfKinSchema,
  nextOfKinValues,
  toNextOfKinInput,
} from './next-of-kin-schema';

export interface NextOfKinFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The next of kin to edit; none to add one. */
  kin?: NextOfKin | undefined;
  country: PhoneCountry;
  onSaved?: (kin: NextOfKin) => void;
}

const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((value) => ({ value, label: RELATIONSHIP_LABELS[value] }));

export function NextOfKinFormModal({ open, onOpenChange, kin, country, onSaved }: NextOfKinFormModalProps) {
  return (
    <EntityFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={kin ? 'Edit next of kin' : 'Add next of kin'}
      description={kin ? undefined : 'Someone we contact about your vault if we cannot reach you.'}
    >
      <NextOfKinForm
        kin={kin}
        country={country}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </EntityFormModal>
  );
}

function NextOfKinForm({
  kin,
  country,
  onSaved,
}: {
  kin: NextOfKin | undefined;
  country: PhoneCountry;
  onSaved: (kin: NextOfKin) => void;
}) {
  const create = useCreateNextOfKin();
  const update = useUpdateNextOfKin();
  // One Idempotency-Key per attempt: a retry after a lost answer adds one next of kin, not two.
  const keys = useRef(createAttemptKeys()).current;
  const form = useAppForm({
    defaultValues: nextOfKinValues(country, kin),
    validators: { onSubmit: nextOfKinSchema(country) },
    onSubmit: async ({ value, formApi }) => {
      const body = toNextOfKinInput(value, country);
      try {
        const saved = kin
          ? await update.mutateAsync({ params: { path: { id: kin.id } }, body })
          : await create.mutateAsync({ params: { header: { 'Idempotency-Key': keys.keyFor(body) } }, body });
        keys.reset();
        onSaved(saved);
      } catch (error) {
        reportFormError(formApi, error, { fieldMap: NEXT_OF_KIN_FIELD_MAP });
      }
    },
  });
  return (
    <EntityForm form={form} submitLabel={kin ? 'Save changes' : 'Add next of kin'}>
      <form.AppField name="first_name">
        {(field) => <field.TextField label="First name" required autoComplete="off" />}
      </form.AppField>
      <form.AppField name="last_name">
        {(field) => <field.TextField label="Last name" required autoComplete="off" />}
      </form.AppField>
      <form.AppField name="relationship">
        {(field) => (
          <field.SelectField label="Relationship" required options={RELATIONSHIP_OPTIONS} placeholder="Choose a relationship" />
        )}
      </form.AppField>
      <form.AppField name="phone">{(field) => <field.PhoneField label="Phone" required country={country} />}</form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" inputMode="email" autoComplete="off" />}
      </form.AppField>
      <form.AppField name="address">{(field) => <field.TextareaField label="Address" rows={2} />}</form.AppField>
    </EntityForm>
  );
}
