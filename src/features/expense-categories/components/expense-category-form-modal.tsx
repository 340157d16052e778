import { useMemo } from 'react';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import { useAppForm } from '@/components/form';
import { useCreateExpenseCategory, useUpdateExpenseCategory } from '../api/expense-categories.queries';
import {
  expenseCategorySchema,
  toExpenseCategoryInput,
  toExpenseCategoryValues,
  type ExpenseCategory,
} from '../schemas/expense-category.schema';
import { createAttemptKeys } from '@/lib/attempt-key';

export interface ExpenseCategoryFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: number;
  /** The category to edit; absent to create one. */
  category?: ExpenseCategory | null | undefined;
  onSaved?: (category: ExpenseCategory) => void;
  /** A new category's name to start from (a picker's '+ New category “Fuel”'). */
  initialName?: string | undefined;
}

/** Create or edit an expense category in a modal. */
export function ExpenseCategoryFormModal({
  open,
  onOpenChange,
  businessId,
  category,
  onSaved,
  initialName,
}: ExpenseCategoryFormModalProps) {
  return (
    <EntityFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={category ? `Edit “${category.name}”` : 'New expense category'}
      description="Categories group your expenses, for example Utilities or Transport."
    >
      <ExpenseCategoryForm
        businessId={businessId}
        category={category ?? null}
        initialName={initialName}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </EntityFormModal>
  );
}

export interface ExpenseCategoryFormProps {
  businessId: number;
  category: ExpenseCategory | null;
  onSaved: (category: ExpenseCategory) => void;
  initialName?: string | undefined;
}

/** Name and description; server errors at the fields, input kept when a call fails. */
export function ExpenseCategoryForm({ businessId, category, onSaved, initialName }: ExpenseCategoryFormProps) {
  const create = useCreateExpenseCategory();
  // One Idempotency-Key per save attempt: a retry after a lost answer creates one record, not two.
  const keys = useMemo(() => createAttemptKeys(), []);
  const update = useUpdateExpenseCategory();

  const form = useAppForm({
    defaultValues: category
      ? toExpenseCategoryValues(category)
      : { ...toExpenseCategoryValues(null), name: initialName?.trim() ?? '' },
    validators: { onSubmit: expenseCategorySchema },
    onSubmit: async ({ value, formApi }) => {
      const body = toExpenseCategoryInput(value);
      try {
        const saved = category
          ? await update.mutateAsync({ scope: { businessId }, id: category.id, body })
          : await create.mutateAsync({ scope: { businessId }, body, idempotencyKey: keys.keyFor(body) });
        onSaved(saved);
      } catch (error) {
        reportFormError(formApi, error);
      }
    },
  });

  return (
    <EntityForm form={form} submitLabel={category ? 'Save changes' : 'Add category'}>
      <form.AppField name="name">
        {(field) => <field.TextField label="Name" autoComplete="off" placeholder="e.g. Utilities" required />}
      </form.AppField>
      <form.AppField name="description">
        {(field) => <field.TextareaField label="Description" hint="Optional. What goes in this category." rows={3} />}
      </form.AppField>
    </EntityForm>
  );
}
