import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SelectOption } from '@/components/ui/searchable-select';
import { activeLocations, useBusinessContext } from '@/features/business';
import { memberName, staffOptionsQuery } from '@/features/staff';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import { useAppForm } from '@/components/form';
import { useCreatePayroll, useUpdatePayroll, type Payroll } from '../api/payroll.queries';
import { payrollFormSchema, payrollFormValues, toPayrollInput } from '../schemas/payroll.schema';
import { createAttemptKeys } from '@/lib/attempt-key';

export interface PayrollFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry to edit; absent to add one. */
  payroll?: Payroll | null | undefined;
  onSaved?: (payroll: Payroll) => void;
}

/** Add or edit a payroll entry (spec: staff, amount, description) in a modal. */
export function PayrollFormModal({ open, onOpenChange, payroll, onSaved }: PayrollFormModalProps) {
  return (
    <EntityFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={payroll ? `Edit pay of “${payroll.staff.first_name} ${payroll.staff.last_name}”` : 'Add payroll'}
      description="What a staff member is paid each month."
    >
      <PayrollForm
        payroll={payroll ?? null}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </EntityFormModal>
  );
}

const DEFAULT_LOCATION = '';

/** Staff (active members, searched on the server), amount in the business currency, description, location. */
function PayrollForm({ payroll, onSaved }: { payroll: Payroll | null; onSaved: (payroll: Payroll) => void }) {
  const { businessId, business, location } = useBusinessContext();
  const queryClient = useQueryClient();
  const create = useCreatePayroll();
  // One Idempotency-Key per save attempt: a retry after a lost answer creates one record, not two.
  const keys = useMemo(() => createAttemptKeys(), []);
  const update = useUpdatePayroll();
  const locations = activeLocations(business);

  const form = useAppForm({
    defaultValues: payrollFormValues(payroll, location),
    validators: { onSubmit: payrollFormSchema },
    onSubmit: async ({ value, formApi }) => {
      const scope = { businessId, location };
      const body = toPayrollInput(value, payroll);
      try {
        const saved = payroll
          ? await update.mutateAsync({ scope, id: payroll.id, body })
          : await create.mutateAsync({ scope, body, idempotencyKey: keys.keyFor(body) });
        onSaved(saved);
      } catch (error) {
        reportFormError(formApi, error);
      }
    },
  });

  async function loadStaff(query: string): Promise<SelectOption[]> {
    const page = await queryClient.query(staffOptionsQuery({ businessId }, query));
    return page.results.map((member) => ({ label: memberName(member), value: String(member.id) }));
  }

  const locationOptions: SelectOption[] = [
    ...(payroll ? [] : [{ label: 'Their first location', value: DEFAULT_LOCATION }]),
    ...locations.map((item) => ({ label: item.name, value: String(item.id) })),
  ];
  if (payroll && !locations.some((item) => item.id === payroll.location)) {
    const known = business.locations.find((item) => item.id === payroll.location);
    locationOptions.push({ label: known?.name ?? `Location ${payroll.location}`, value: String(payroll.location) });
  }
  const currency = payroll?.currency ?? business.currency;

  return (
    <EntityForm form={form} submitLabel={payroll ? 'Save changes' : 'Add payroll'}>
      <form.AppField name="staff">
        {(field) => (
          <field.SelectField
            label="Staff member"
            loadOptions={loadStaff}
            selectedLabel={payroll ? `${payroll.staff.first_name} ${payroll.staff.last_name}` : undefined}
            placeholder="Choose a staff member"
            emptyMessage="No active staff member matches"
            required
          />
        )}
      </form.AppField>
      <form.AppField name="amount">
        {(field) => <field.MoneyField label="Monthly pay" currency={currency} required />}
      </form.AppField>
      {locations.length > 1 || (payroll && locationOptions.length > 1) ? (
        <form.AppField name="location">
          {(field) => (
            <field.SelectField
              label="Paid from"
              options={locationOptions}
              hint={payroll ? undefined : 'The location that pays them. Left as is: the staff member’s first location.'}
            />
          )}
        </form.AppField>
      ) : null}
      <form.AppField name="description">
        {(field) => <field.TextareaField label="Description" hint="Optional. e.g. Salary, sales attendant." rows={3} />}
      </form.AppField>
    </EntityForm>
  );
}
