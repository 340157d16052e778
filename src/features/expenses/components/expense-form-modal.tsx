import { Suspense, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@/components/ui/searchable-select';
import { activeLocations, useBusinessContext } from '@/features/business';
import { expenseCategoriesQuery, type ExpenseCategory } from '@/features/expense-categories';
import { ExpenseCategoryFormModal } from '@/features/expense-categories/lazy';
import { useCreateRequest } from '@/components/record/record-options';
import { type Location } from '@/features/locations';
import { LocationFormModal } from '@/features/locations/lazy';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import { useAppForm } from '@/components/form';
import { useCan } from '@/lib/permissions';
import { useCreateExpense, useUpdateExpense } from '../api/expenses.queries';
import { expenseSchema, toExpenseInput, toExpensePatch, toExpenseValues, type Expense } from '../schemas/expense.schema';
import { createAttemptKeys } from '@/lib/attempt-key';

export interface ExpenseFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The expense to edit; absent to record one. */
  expense?: Expense | null | undefined;
  onSaved?: (expense: Expense) => void;
}

/** Record or edit an expense in a modal. */
export function ExpenseFormModal({ open, onOpenChange, expense, onSaved }: ExpenseFormModalProps) {
  return (
    <EntityFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={expense ? `Edit “${expense.name}”` : 'Record an expense'}
      description="Money spent running the business: what, how much, when and under which category."
    >
      <ExpenseForm
        expense={expense ?? null}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </EntityFormModal>
  );
}

export interface ExpenseFormProps {
  expense: Expense | null;
  onSaved: (expense: Expense) => void;
}

/** Amount, name, date, category, location and description; server errors at the fields. */
export function ExpenseForm({ expense, onSaved }: ExpenseFormProps) {
  const { businessId, business, location } = useBusinessContext();
  const create = useCreateExpense();
  // One Idempotency-Key per save attempt: a retry after a lost answer creates one record, not two.
  const keys = useMemo(() => createAttemptKeys(), []);
  const update = useUpdateExpense();
  const canListCategories = useCan('expenseCategory', 'view');
  const categories = useQuery({ ...expenseCategoriesQuery({ businessId }, true), enabled: canListCategories });
  const canCreateCategory = useCan('expenseCategory', 'create');
  const newCategory = useCreateRequest<ExpenseCategory>();
  const canCreateLocation = useCan('locations', 'create');
  const newLocation = useCreateRequest<Location>();
  const locations = activeLocations(business);
  const defaultLocation = location ?? (locations.length === 1 ? locations[0]?.id : undefined);

  const form = useAppForm({
    defaultValues: toExpenseValues(expense, defaultLocation),
    validators: { onSubmit: expenseSchema },
    onSubmit: async ({ value, formApi }) => {
      const scope = { businessId, location };
      try {
        const saved = expense
          ? await update.mutateAsync({ scope, id: expense.id, body: toExpensePatch(value) })
          : await create.mutateAsync({ scope, body: toExpenseInput(value), idempotencyKey: keys.keyFor(toExpenseInput(value)) });
        onSaved(saved);
      } catch (error) {
        reportFormError(formApi, error);
      }
    },
  });

  const categoryOptions: SelectOption[] = (categories.data ?? []).map((category) => ({
    label: category.name,
    value: String(category.id),
  }));
  // The category of an expense being edited stays readable even when removed or not listable.
  if (expense && !categoryOptions.some((option) => option.value === String(expense.category.id))) {
    const removed = categories.isSuccess ? ' (removed)' : '';
    categoryOptions.push({ label: `${expense.category.name}${removed}`, value: String(expense.category.id) });
  }
  const locationOptions: SelectOption[] = locations.map((item) => ({ label: item.name, value: String(item.id) }));
  if (expense && !locationOptions.some((option) => option.value === String(expense.location))) {
    const known = business.locations.find((item) => item.id === expense.location);
    locationOptions.push({ label: known?.name ?? `Location ${expense.location}`, value: String(expense.location) });
  }

  const categoryHint = !canListCategories
    ? "Your role can't list expense categories. Ask the business owner for Expense categories: view."
    : categories.isSuccess && categories.data.length === 0
      ? canCreateCategory
        ? 'No categories yet: choose “+ New category” in the list.'
        : 'No categories yet: ask the business owner to add one.'
      : undefined;

  return (
    <EntityForm form={form} submitLabel={expense ? 'Save changes' : 'Record expense'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="amount">
          {(field) => <field.MoneyField label="Amount" currency={expense?.currency ?? business.currency} required />}
        </form.AppField>
        <form.AppField name="expense_date">{(field) => <field.DateField label="Date" required />}</form.AppField>
      </div>
      <form.AppField name="name">
        {(field) => <field.TextField label="Name" autoComplete="off" placeholder="e.g. Diesel for the generator" required />}
      </form.AppField>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="category">
          {(field) => (
            <field.SelectField
              label="Category"
              options={categoryOptions}
              placeholder={categories.isPending && canListCategories ? 'Loading categories…' : 'Choose a category'}
              errorMessage={categories.isError ? 'Categories could not be loaded' : undefined}
              hint={categoryHint}
              required
              createOption={
                canCreateCategory
                  ? {
                      label: (typed) => (typed ? `+ New category “${typed}”` : '+ New category'),
                      onCreate: async (typed) => {
                        const category = await newCategory.open(typed);
                        return category ? { label: category.name, value: String(category.id) } : null;
                      },
                    }
                  : undefined
              }
            />
          )}
        </form.AppField>
        {locationOptions.length > 1 ? (
          <form.AppField name="location">
            {(field) => (
              <field.SelectField
                label="Location"
                options={locationOptions}
                placeholder="Choose a location"
                required
                createOption={
                  canCreateLocation
                    ? {
                        label: () => '+ New location',
                        onCreate: async (typed) => {
                          const created = await newLocation.open(typed);
                          return created ? { label: created.name, value: String(created.id) } : null;
                        },
                      }
                    : undefined
                }
              />
            )}
          </form.AppField>
        ) : null}
      </div>
      <form.AppField name="description">
        {(field) => <field.TextareaField label="Description" hint="Optional." rows={3} />}
      </form.AppField>
      {newLocation.request ? (
        <Suspense fallback={null}>
          <LocationFormModal open onOpenChange={(open) => (open ? undefined : newLocation.cancel())} onSaved={newLocation.done} />
        </Suspense>
      ) : null}
      {newCategory.request ? (
        <Suspense fallback={null}>
          <ExpenseCategoryFormModal
            open
            onOpenChange={(open) => (open ? undefined : newCategory.cancel())}
            businessId={businessId}
            initialName={newCategory.request.query}
            onSaved={newCategory.done}
          />
        </Suspense>
      ) : null}
    </EntityForm>
  );
}
