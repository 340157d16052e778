import { useMemo, useRef, useState } from 'react';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAppForm } from '@/components/form';
import { useBusinessContext } from '@/features/business';
import { createAttemptKeys } from '@/lib/attempt-key';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { currentMonth } from '@/lib/month';
import { usePayPayroll, type Payroll, type PayrollPayment } from '../api/payroll.queries';
import { paymentFormSchema, paymentFormValues, toPaymentInput, type PaymentFormValues } from '../schemas/payroll.schema';
import { alreadyPaidIn, isPaidThisMonth } from '../utils/pay-month';

/** The confirmation's exact words (issue 14). */
export const ALREADY_PAID_TITLE = 'Already paid this month: pay again?';

export interface PayPayrollDialogProps {
  /** The entry being paid. */
  payroll: Payroll;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPaid?: (payment: PayrollPayment) => void;
}

const staffName = (row: Payroll) => `${row.staff.first_name} ${row.staff.last_name}`;

/** The payroll payment form (spec: amount, date, description): records one payroll history entry. */
export function PayPayrollDialog({ payroll, open, onOpenChange, onPaid }: PayPayrollDialogProps) {
  return (
    <EntityFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={`Pay “${staffName(payroll)}”`}
      description={
        <span>
          Monthly pay {formatMoney(payroll.amount, payroll.currency)}. Paid this month{' '}
          {formatMoney(payroll.paid_this_month, payroll.currency)}, this year{' '}
          {formatMoney(payroll.paid_this_year, payroll.currency)}.
        </span>
      }
    >
      <PayPayrollForm
        payroll={payroll}
        onPaid={(payment) => {
          onOpenChange(false);
          onPaid?.(payment);
        }}
      />
    </EntityFormModal>
  );
}

function PayPayrollForm({ payroll, onPaid }: { payroll: Payroll; onPaid: (payment: PayrollPayment) => void }) {
  const { businessId, location } = useBusinessContext();
  const pay = usePayPayroll();
  // One key per attempt: a double press or a retry after a lost answer records one payment.
  const keys = useMemo(() => createAttemptKeys(), []);
  /** The month (YYYY-MM) the user agreed to pay again; asked once per month chosen. */
  const confirmedMonth = useRef<string | null>(null);
  const [asking, setAsking] = useState<PaymentFormValues | null>(null);

  const form = useAppForm({
    defaultValues: paymentFormValues(payroll),
    validators: { onSubmit: paymentFormSchema },
    onSubmit: async ({ value, formApi }) => {
      const month = value.date.slice(0, 7);
      if (alreadyPaidIn(payroll, value.date) && confirmedMonth.current !== month) {
        setAsking(value);
        return;
      }
      const body = toPaymentInput(value, payroll.id);
      try {
        const saved = await pay.mutateAsync({ scope: { businessId, location }, body, idempotencyKey: keys.keyFor(body) });
        keys.reset();
        onPaid(saved);
      } catch (error) {
        reportFormError(formApi, error, { fieldMap: { payroll: 'amount' } });
      }
    },
  });

  const lastPaid =
    asking && asking.date.slice(0, 7) !== currentMonth() && payroll.last_paid_on
      ? `Last paid on ${formatDate(payroll.last_paid_on)}.`
      : `Paid so far this month: ${formatMoney(payroll.paid_this_month, payroll.currency)}.`;

  return (
    <EntityForm form={form} submitLabel="Record payment">
      {isPaidThisMonth(payroll) ? (
        <p className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground" data-slot="paid-note">
          Already paid this month: {formatMoney(payroll.paid_this_month, payroll.currency)}.
        </p>
      ) : null}
      <form.AppField name="amount">
        {(field) => <field.MoneyField label="Amount" currency={payroll.currency} required />}
      </form.AppField>
      <form.AppField name="date">{(field) => <field.DateField label="Date paid" required />}</form.AppField>
      <form.AppField name="description">
        {(field) => <field.TextareaField label="Description" hint="Optional. e.g. November salary." rows={2} />}
      </form.AppField>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(next) => (next ? undefined : setAsking(null))}
        title={ALREADY_PAID_TITLE}
        description={`${staffName(payroll)}: ${lastPaid} This records another payment of ${formatMoney(
          asking?.amount.trim() || payroll.amount,
          payroll.currency,
        )}.`}
        confirmLabel="Pay again"
        onConfirm={() => {
          confirmedMonth.current = asking ? asking.date.slice(0, 7) : null;
          setAsking(null);
          void form.handleSubmit();
        }}
      />
    </EntityForm>
  );
}
