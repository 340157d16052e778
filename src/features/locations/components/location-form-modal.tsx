import { useMemo } from 'react';
import { useBusinessContext } from '@/features/business';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import { useAppForm } from '@/components/form';
import { phoneCountryOf } from '@/lib/phone';
import { useCreateLocation, useUpdateLocation } from '../api/locations.queries';
import { EMPTY_LOCATION, locationSchema, toLocationInput, toLocationValues, type Location } from '../schemas/location.schema';
import { createAttemptKeys } from '@/lib/attempt-key';

export interface LocationFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The location to edit; absent to add one. */
  location?: Location | null | undefined;
  /** Called with the saved location (after the lists and the location switcher refresh). */
  onSaved?: (location: Location) => void;
}

/** Add or edit a location in a modal: name, address and phone number. */
export function LocationFormModal({ open, onOpenChange, location, onSaved }: LocationFormModalProps) {
  return (
    <EntityFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={location ? 'Edit location' : 'Add a location'}
      description={location ? 'Change its name, address or phone number.' : 'A shop, office or warehouse of this business.'}
    >
      <LocationForm
        location={location ?? null}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </EntityFormModal>
  );
}

export interface LocationFormProps {
  location: Location | null;
  onSaved: (location: Location) => void;
}

/** The location form: valibot rules, server errors at the fields, the input kept when a save fails. */
export function LocationForm({ location, onSaved }: LocationFormProps) {
  const { businessId, business } = useBusinessContext();
  const country = phoneCountryOf(business.currency);
  const create = useCreateLocation();
  // One Idempotency-Key per save attempt: a retry after a lost answer creates one record, not two.
  const keys = useMemo(() => createAttemptKeys(), []);
  const update = useUpdateLocation();
  const form = useAppForm({
    defaultValues: location ? toLocationValues(location, country) : EMPTY_LOCATION,
    validators: { onSubmit: locationSchema(country) },
    onSubmit: async ({ value, formApi }) => {
      const body = toLocationInput(value, country);
      try {
        onSaved(
          location
            ? await update.mutateAsync({ scope: { businessId }, id: location.id, body })
            : await create.mutateAsync({ scope: { businessId }, body, idempotencyKey: keys.keyFor(body) }),
        );
      } catch (error) {
        reportFormError(formApi, error);
      }
    },
  });

  return (
    <EntityForm form={form} submitLabel={location ? 'Save changes' : 'Add location'}>
      <form.AppField name="name">{(field) => <field.TextField label="Location name" required />}</form.AppField>
      <form.AppField name="address">{(field) => <field.TextareaField label="Address" rows={3} required />}</form.AppField>
      <form.AppField name="phone_number">
        {(field) => <field.PhoneField label="Phone number" country={country} required />}
      </form.AppField>
    </EntityForm>
  );
}
