import { useMemo } from 'react';
import { useBusinessContext } from '@/features/business';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import { useAppForm } from '@/components/form';
import { useCreateTag } from '../api/tags.queries';
import { tagSchema, toTagInput, type Tag } from '../schemas/tag.schema';
import { createAttemptKeys } from '@/lib/attempt-key';

export interface TagFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (tag: Tag) => void;
}

/** Create a tag in a modal (tags can't be renamed or removed, D6). */
export function TagFormModal({ open, onOpenChange, onSaved }: TagFormModalProps) {
  return (
    <EntityFormModal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="New tag"
      description="A label for inventory items, such as a unit (Yards) or a group (Bundle). Tags can't be removed."
    >
      <TagForm
        onSaved={(tag) => {
          onOpenChange(false);
          onSaved?.(tag);
        }}
      />
    </EntityFormModal>
  );
}

/** The new-tag form: valibot rules, the server's 'already in use' at the field, input kept on failure. */
export function TagForm({ onSaved }: { onSaved: (tag: Tag) => void }) {
  const { businessId } = useBusinessContext();
  const create = useCreateTag();
  // One Idempotency-Key per save attempt: a retry after a lost answer creates one record, not two.
  const keys = useMemo(() => createAttemptKeys(), []);
  const form = useAppForm({
    defaultValues: { name: '' },
    validators: { onSubmit: tagSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        onSaved(
          await create.mutateAsync({
            scope: { businessId },
            body: toTagInput(value),
            idempotencyKey: keys.keyFor(toTagInput(value)),
          }),
        );
      } catch (error) {
        reportFormError(formApi, error);
      }
    },
  });

  return (
    <EntityForm form={form} submitLabel="Create tag">
      <form.AppField name="name">
        {(field) => <field.TextField label="Tag name" hint="Up to 50 characters; each name once." required />}
      </form.AppField>
    </EntityForm>
  );
}
