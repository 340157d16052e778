import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-form';
import type { BusinessSchemas } from '@/api/types';
import { useAppForm } from '@/components/form';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import { Button } from '@/components/ui/button';
import { useBusinessContext } from '@/features/business';
import { createAttemptKeys } from '@/lib/attempt-key';
import { formatDate } from '@/lib/dates';
import { paymentSplit } from '@/lib/invoice-totals';
import { formatMoney, isValidMoney, subtractMoney } from '@/lib/money';
import { useRecordPayment } from '../api/receipts.queries';
import { METHOD_LABELS, METHOD_OPTIONS, amountProblem, paymentDefaults, paymentSchema, toReceiptInput } from '../schemas/payment';
import { useReceiptPdf } from './use-receipt-pdf';

type Invoice = BusinessSchemas['Invoice'];
type Receipt = BusinessSchemas['Receipt'];

export interface RecordPaymentDialogProps {
  /** The invoice being paid (its `total_balance` is what is owed). */
  invoice: Pick<Invoice, 'id' | 'number' | 'title' | 'total_balance' | 'customer'> & { currency: { code: string } };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server recorded the payment (the dialog then shows the receipt). */
  onRecorded?: (receipt: Receipt) => void;
}

/** Record a payment against an invoice; on success the receipt is shown with its PDF. */
export function RecordPaymentDialog({ invoice, open, onOpenChange, onRecorded }: RecordPaymentDialogProps) {
  const [recorded, setRecorded] = useState<Receipt | null>(null);
  const close = (next: boolean) => {
    if (!next) setRecorded(null);
    onOpenChange(next);
  };
  const currency = invoice.currency.code;
  return (
    <EntityFormModal
      open={open}
      onOpenChange={close}
      title={recorded ? 'Payment recorded' : `Record a payment on ${invoice.number}`}
      description={
        recorded ? undefined : (
          <span>
            {invoice.customer.name}: {invoice.title}
          </span>
        )
      }
    >
      {recorded ? (
        <RecordedReceipt receipt={recorded} onDone={() => close(false)} />
      ) : (
        <RecordPaymentForm
          invoice={invoice}
          currency={currency}
          onSaved={(receipt) => {
            setRecorded(receipt);
            onRecorded?.(receipt);
          }}
        />
      )}
    </EntityFormModal>
  );
}

interface RecordPaymentFormProps {
  invoice: RecordPaymentDialogProps['invoice'];
  currency: string;
  onSaved: (receipt: Receipt) => void;
}

function RecordPaymentForm({ invoice, currency, onSaved }: RecordPaymentFormProps) {
  const { businessId, location } = useBusinessContext();
  const record = useRecordPayment();
  // One key per attempt: a double press or a retry after a lost answer records one payment.
  const keys = useMemo(() => createAttemptKeys(), []);
  const balance = invoice.total_balance;
  const form = useAppForm({
    defaultValues: paymentDefaults(balance),
    validators: { onSubmit: paymentSchema(balance, currency) },
    onSubmit: async ({ value, formApi }) => {
      const body = toReceiptInput(value, invoice.id);
      try {
        const saved = await record.mutateAsync({ scope: { businessId, location }, body, idempotencyKey: keys.keyFor(body) });
        keys.reset();
        onSaved(saved);
      } catch (error) {
        reportFormError(formApi, error, { fieldMap: { invoice: 'amount' } });
      }
    },
  });
  const amount = useSelector(form.store, (state) => state.values.amount);
  const method = useSelector(form.store, (state) => state.values.payment_method);
  const trimmed = amount.trim();
  const split =
    isValidMoney(trimmed) && amountProblem({ amount: trimmed, payment_method: method }, balance, currency) === null
      ? paymentSplit(balance, trimmed, { cash: method === 'cash' })
      : null;
  const changeLine =
    split && split.change !== '0.00'
      ? `Change to hand back: ${formatMoney(split.change, currency)}.`
      : split
        ? `Balance after this payment: ${formatMoney(subtractMoney(balance, split.applied), currency)}.`
        : null;

  return (
    <EntityForm form={form} submitLabel="Record payment">
      <p className="text-sm">
        Balance: <strong data-slot="balance">{formatMoney(balance, currency)}</strong>
      </p>
      <form.AppField name="amount">
        {(field) => <field.MoneyField label={`Amount received (${currency})`} required />}
      </form.AppField>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-slot="payment-split">
        {changeLine}
      </p>
      <form.AppField name="payment_method">
        {(field) => <field.SelectField label="Method" options={METHOD_OPTIONS} required />}
      </form.AppField>
      <form.AppField name="date">{(field) => <field.DateField label="Date" required />}</form.AppField>
      <form.AppField name="reference">
        {(field) => (
          <field.TextField label="Reference" hint="Optional. The transfer, POS or cheque reference." autoComplete="off" />
        )}
      </form.AppField>
    </EntityForm>
  );
}

function RecordedReceipt({ receipt, onDone }: { receipt: Receipt; onDone: () => void }) {
  const { businessId } = useBusinessContext();
  const pdf = useReceiptPdf();
  return (
    <div className="space-y-4" data-slot="recorded-receipt">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Receipt</dt>
        <dd>{receipt.number}</dd>
        <dt className="text-muted-foreground">Amount received</dt>
        <dd>{formatMoney(receipt.amount, receipt.currency)}</dd>
        <dt className="text-muted-foreground">Change</dt>
        <dd>{formatMoney(receipt.change, receipt.currency)}</dd>
        <dt className="text-muted-foreground">Method</dt>
        <dd>{METHOD_LABELS[receipt.payment_method]}</dd>
        <dt className="text-muted-foreground">Date</dt>
        <dd>{formatDate(receipt.date)}</dd>
      </dl>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outlined" loading={pdf.busyId === receipt.id} onClick={() => void pdf.download(receipt)}>
          Download receipt PDF
        </Button>
        <Button variant="outlined" asChild>
          <Link to="/b/$businessId/receipts/$receiptId" params={{ businessId, receiptId: String(receipt.id) }}>
            View receipt
          </Link>
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
