/**
 * Edit a payroll payment (amount, date, description) in a modal: PATCH with the three fields, so
 * a payment of a payroll entry removed since can still be corrected. Server errors go to their
 * fields; the input stays as typed.
 */
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import { useAppForm } from '@/components/form';
import { useBusinessContext } from '@/features/business';
import { usePatchPayrollHistory } from '../api/payroll-history.queries';
import { paymentEditSchema, toPaymentEditValues, toPaymentPatch, type PayrollPayment } from './payment-edit.schema';
import { staffName } from './staff-name';

export interface EditPaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  payment: PayrollPayment;
  onSaved?: (payment: PayrollPayment) => void;
}

export function EditPaymentDialog({ open, onOpenChange, payment, onSaved }: EditPaymentDialogProps) {
  return (
    <EntityFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={`Edit the payment to ${staffName(payment.staff)}`}
      description="Correct what was paid, when, and what it was for."
    >
      <EditPaymentForm
        payment={payment}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </EntityFormModal>
  );
}

function EditPaymentForm({ payment, onSaved }: { payment: PayrollPayment; onSaved: (payment: PayrollPayment) => void }) {
  const { businessId, location } = useBusinessContext();
  const patch = usePatchPayrollHistory();
  const form = useAppForm({
    defaultValues: toPaymentEditValues(payment),
    validators: { onSubmit: paymentEditSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const saved = await patch.mutateAsync({ scope: { businessId, location }, id: payment.id, body: toPaymentPatch(value) });
        onSaved(saved);
      } catch (error) {
        reportFormError(formApi, error);
      }
    },
  });
  return (
    <EntityForm form={form} submitLabel="Save changes">
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="amount">
          {(field) => <field.MoneyField label="Amount" currency={payment.currency} required />}
        </form.AppField>
        <form.AppField name="date">{(field) => <field.DateField label="Date" required />}</form.AppField>
      </div>
      <form.AppField name="description">
        {(field) => <field.TextareaField label="Description" hint="Optional." rows={3} />}
      </form.AppField>
    </EntityForm>
  );
}
