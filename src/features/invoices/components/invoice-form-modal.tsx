import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-form';
import { toast } from '@/lib/toast';
import { toApiError } from '@/api/errors';
import { businessResource } from '@/api/resource';
import { applyServerErrors, firstError, useAppForm, useDiscardGuard } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Modal, ModalContent, ModalFooter, ModalHeader, ModalTitle } from '@/components/ui/modal';
import { activeLocations, currenciesQuery, useBusinessContext } from '@/features/business';
import { customerQuery } from '@/features/customers';
import { CustomerPicker } from '@/features/customers/lazy';
import { createAttemptKeys } from '@/lib/attempt-key';
import { PAYMENT_TERMS, PAYMENT_TERMS_LABELS } from '@/lib/payment-terms';
import { cn } from '@/lib/utils';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_BIG,
  addDaysSafe,
  invoiceFieldMap,
  invoiceFormSchema,
  invoiceFormValues,
  liveTotals,
  toInvoiceInput,
  toInvoicePatch,
  type Invoice,
  type InvoiceFormValues,
  type InvoiceLineValues,
  type TermsChoice,
} from '../schemas/invoice-form';
import { useCreateInvoice } from '../api/create-invoice';
import { useQueueInvoiceAttachment } from './invoice-form/attachment-upload';
import { InvoiceConfirmation, TotalsList } from './invoice-form/invoice-confirmation';
import { LineItems } from './invoice-form/line-items';
import { NativeSelectField } from './invoice-form/native-select-field';

export interface InvoiceFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The invoice to edit (the caller offers it only while no payment is recorded); none to raise a new one. */
  invoice?: Invoice | undefined;
  /** A new invoice's first lines ('Sell' from the inventory list passes the item). */
  initialLines?: InvoiceLineValues[] | undefined;
  /** A new invoice's location (the sold item's); default the current one. */
  initialLocation?: number | undefined;
  /** Called with the saved invoice, then the modal closes (the attachment goes up after). */
  onSaved?: ((invoice: Invoice) => void) | undefined;
}

/**
 * Raises or edits an invoice (issue 13, item 3): a dialog on wide screens, the whole screen on a
 * phone. Checked, then a confirmation step shows customer, lines and totals (Back keeps every
 * field); Save saves once. 'Save as draft' keeps the stock for later. Totals are computed live
 * from src/lib/invoice-totals.ts, the sandbox's own maths.
 */
export function InvoiceFormModal({ open, ...props }: InvoiceFormModalProps) {
  return open ? <InvoiceForm {...props} /> : null;
}

const invoiceApi = businessResource({
  list: '/business/v1/{businessId}/tools/invoices/',
  item: '/business/v1/{businessId}/tools/invoices/{id}',
  touches: ['/business/v1/{businessId}/tools/inventories/', '/business/v1/{businessId}/tools/inventories/{id}/'],
});

type Step = 'form' | 'confirm';
const BODY = 'min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6';
const today = () => new Date().toISOString().slice(0, 10);

function InvoiceForm({ onOpenChange, invoice, initialLines, initialLocation, onSaved }: Omit<InvoiceFormModalProps, 'open'>) {
  const scope = useBusinessContext();
  const { business } = scope;
  const locations = activeLocations(business);
  const currencies = useQuery(currenciesQuery());
  const create = useCreateInvoice();
  const update = invoiceApi.usePatch({ meta: { silent: true } });
  // One Idempotency-Key per attempt: a retry after a lost answer raises one invoice, not two.
  const keys = useMemo(() => createAttemptKeys(), []);
  const queueAttachment = useQueueInvoiceAttachment();

  const [step, setStep] = useState<Step>('form');
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [customerName, setCustomerName] = useState<string | null>(invoice?.customer.name ?? null);
  const savingRef = useRef(false);
  const savedRef = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleBox = useRef<HTMLDivElement>(null);

  const form = useAppForm({
    defaultValues: invoiceFormValues(invoice ?? null, {
      location: String(initialLocation ?? scope.location ?? locations[0]?.id ?? ''),
      today: today(),
      currency: business.currency,
      vat: business.default_vat ?? '0',
      terms: business.default_payment_terms ?? 0,
      ...(initialLines ? { lines: initialLines } : {}),
    }),
    validators: { onSubmit: invoiceFormSchema },
    onSubmit: () => {
      if (fileError) return;
      if (draftRef.current) void save(true);
      else setStep('confirm');
    },
  });
  const draftRef = useRef(false);
  const values = useSelector(form.store, (state) => state.values);
  const fieldMeta = useSelector(form.store, (state) => state.fieldMeta);
  const close = () => onOpenChange(false);
  const discard = useDiscardGuard(form, (next) => (next ? undefined : close()));
  const totals = liveTotals(values);
  // A customer made with '+ New customer' comes back by id alone: its name is read once.
  const chosenCustomer = useQuery({
    ...customerQuery(scope, Number(values.customer) || 0),
    enabled: Boolean(values.customer) && customerName === null,
  });
  const customerLabel = customerName ?? chosenCustomer.data?.name ?? null;
  const lineScope = { ...scope, location: values.location ? Number(values.location) : scope.location };

  useEffect(() => {
    if (step === 'confirm') {
      heading.current?.focus();
      return;
    }
    const fields = titleBox.current?.closest('form');
    const target = fields?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? titleBox.current?.querySelector('input');
    target?.focus();
  }, [step]);

  const errorOf = (name: string) => {
    const meta = (fieldMeta as Record<string, { errors?: unknown[] } | undefined>)[name];
    return meta?.errors?.length ? firstError(meta.errors) : undefined;
  };

  function setLines(lines: InvoiceLineValues[]) {
    const before = form.state.values.lines;
    form.setFieldValue('lines', lines);
    // A changed line's old errors go (the quantity over the stock, the server's answer).
    lines.forEach((line, index) => {
      const old = before[index];
      for (const key of ['inventory', 'quantity', 'unitPrice'] as const) {
        const name = `lines[${index}].${key}` as const;
        if (!old || old[key] === line[key] || !form.state.fieldMeta[name]) continue;
        form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: {}, errors: [] }));
      }
    });
  }

  function setSaleDate(date: string) {
    form.setFieldValue('saleDate', date);
    const terms = form.state.values.terms;
    if (terms !== 'custom') form.setFieldValue('dueDate', addDaysSafe(date, Number(terms)));
  }

  function setTerms(terms: TermsChoice) {
    form.setFieldValue('terms', terms);
    if (terms !== 'custom') form.setFieldValue('dueDate', addDaysSafe(form.state.values.saleDate, Number(terms)));
  }

  function pickFile(chosen: File | null) {
    setFile(chosen);
    setFileError(chosen && chosen.size > ATTACHMENT_MAX_BYTES ? ATTACHMENT_TOO_BIG : null);
  }

  function report(error: unknown, lineCount: number) {
    const normalised = toApiError(error);
    if (normalised.silent || normalised.status === 401) return;
    const fieldErrors = normalised.fieldErrors ?? {};
    // The line's own message says it at the line; the summary at `items` would repeat it.
    const hasLineError = Object.keys(fieldErrors).some((key) => /^items\.\d+\./.test(key));
    const shown = hasLineError ? { message: normalised.message, fieldErrors: withoutKey(fieldErrors, 'items') } : normalised;
    const messages = applyServerErrors(form, shown, { fieldMap: invoiceFieldMap(lineCount) });
    const onField = Object.values(form.state.fieldMeta).some((meta) => meta?.errorMap.onServer !== undefined);
    if (onField) setStep('form');
    for (const message of messages) toast.error(message);
  }

  async function save(asDraft: boolean) {
    if (savingRef.current || savedRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setDraft(asDraft);
    const current: InvoiceFormValues = form.state.values;
    try {
      let saved: Invoice;
      if (invoice) {
        saved = await update.mutateAsync({ scope, id: invoice.id, body: toInvoicePatch(current, invoice, { draft: asDraft }) });
      } else {
        const body = toInvoiceInput(current, { draft: asDraft });
        saved = await create.mutateAsync({ scope, body, idempotencyKey: keys.keyFor(body) });
        keys.reset();
      }
      savedRef.current = true;
      toast.success(
        asDraft ? `Draft ${saved.number} saved` : invoice ? `Invoice ${saved.number} updated` : `Invoice ${saved.number} saved`,
      );
      if (file) queueAttachment(scope, saved.id, file);
      onSaved?.(saved);
      close();
    } catch (error) {
      report(error, current.lines.length);
    } finally {
      savingRef.current = false;
      draftRef.current = false;
      setSaving(false);
    }
  }

  const currencyOptions = (currencies.data ?? [])
    .filter((c) => c.active || c.code === values.currency)
    .map((c) => ({ value: c.code, label: `${c.code} (${c.name})` }));
  if (!currencyOptions.some((o) => o.value === values.currency))
    currencyOptions.unshift({ value: values.currency, label: values.currency });
  const locationName = locations.length > 1 ? (locations.find((l) => String(l.id) === values.location)?.name ?? null) : null;
  const canDraft = !invoice || invoice.state === 'draft';

  return (
    <Modal open onOpenChange={(next) => (savingRef.current ? undefined : discard.onOpenChange(next))}>
      <ModalContent
        size="lg"
        aria-describedby={undefined}
        onInteractOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          titleBox.current?.querySelector('input')?.focus();
        }}
        className={cn(
          'gap-0 overflow-hidden p-0',
          'max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-screen max-sm:max-w-none',
          'max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0',
        )}
      >
        <ModalHeader className="shrink-0 border-b px-4 py-3 pr-14 sm:px-6 sm:py-4">
          <ModalTitle className="[overflow-wrap:anywhere]">{invoice ? `Edit ${invoice.number}` : 'New invoice'}</ModalTitle>
        </ModalHeader>
        <form.AppForm>
          <form.FormRoot className="min-h-0 flex-1 gap-0">
            <div className={BODY} hidden={step !== 'form'}>
              <div className="grid gap-4 sm:grid-cols-2">
                <div ref={titleBox} className="sm:col-span-2">
                  <form.AppField name="title">
                    {(field) => <field.TextField label="Title" required autoComplete="off" />}
                  </form.AppField>
                </div>
                <form.Field name="customer">
                  {(field) => {
                    const error = firstError(field.state.meta.errors);
                    return (
                      <div className="flex flex-col gap-1 sm:col-span-2">
                        <label htmlFor="invoice-form-customer" className="text-sm font-medium">
                          Customer{' '}
                          <span aria-hidden="true" className="text-destructive">
                            *
                          </span>
                        </label>
                        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading customers…</p>}>
                          <CustomerPicker
                            id="invoice-form-customer"
                            value={field.state.value}
                            {...(customerLabel ? { selectedLabel: customerLabel } : {})}
                            onChange={(value, customer) => {
                              field.handleChange(value);
                              setCustomerName(customer?.name ?? null);
                            }}
                            aria-required
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? 'invoice-form-customer-error' : undefined}
                          />
                        </Suspense>
                        {error ? (
                          <p id="invoice-form-customer-error" className="text-sm text-destructive">
                            {error}
                          </p>
                        ) : null}
                      </div>
                    );
                  }}
                </form.Field>
                {locations.length > 1 && !invoice ? (
                  <form.AppField name="location">
                    {() => (
                      <NativeSelectField
                        label="Location"
                        required
                        options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
                      />
                    )}
                  </form.AppField>
                ) : null}
                <form.AppField name="currency">
                  {() => <NativeSelectField label="Currency" required options={currencyOptions} />}
                </form.AppField>
                <form.Field name="saleDate">
                  {(field) => (
                    <DateInput
                      id="invoice-form-sale-date"
                      label="Sale date"
                      value={field.state.value}
                      error={firstError(field.state.meta.errors)}
                      onChange={setSaleDate}
                    />
                  )}
                </form.Field>
                <form.Field name="terms">
                  {(field) => (
                    <div className="flex flex-col gap-1">
                      <label htmlFor="invoice-form-terms" className="text-sm font-medium">
                        Payment terms
                      </label>
                      <select
                        id="invoice-form-terms"
                        value={field.state.value}
                        onChange={(event) => setTerms(event.target.value as TermsChoice)}
                        className="h-11 rounded-md border bg-background px-3 text-sm sm:h-10"
                      >
                        {PAYMENT_TERMS.map((days) => (
                          <option key={days} value={String(days)}>
                            {PAYMENT_TERMS_LABELS[days]}
                          </option>
                        ))}
                        <option value="custom">Pick a due date</option>
                      </select>
                    </div>
                  )}
                </form.Field>
                <form.Field name="dueDate">
                  {(field) => (
                    <DateInput
                      id="invoice-form-due-date"
                      label="Due date"
                      value={field.state.value}
                      error={firstError(field.state.meta.errors)}
                      onChange={(date) => {
                        field.handleChange(date);
                        form.setFieldValue('terms', 'custom');
                      }}
                    />
                  )}
                </form.Field>
                <div className="sm:col-span-2">
                  {/* Registers each line's fields so their errors (ours and the server's) have a place. */}
                  {values.lines.map((_, index) =>
                    (['inventory', 'quantity', 'unitPrice'] as const).map((key) => (
                      <form.Field key={`${index}-${key}`} name={`lines[${index}].${key}`}>
                        {() => null}
                      </form.Field>
                    )),
                  )}
                  <LineItems
                    lines={values.lines}
                    currency={values.currency}
                    scope={lineScope}
                    errorOf={errorOf}
                    onChange={setLines}
                  />
                  {errorOf('lines') ? <p className="mt-1 text-sm text-destructive">{errorOf('lines')}</p> : null}
                </div>
                <form.AppField name="discount">
                  {(field) => (
                    <field.MoneyField label="Discount" currency={values.currency} hint="An amount off, not a percentage" />
                  )}
                </form.AppField>
                <form.AppField name="vat">
                  {(field) => <field.TextField label="VAT %" inputMode="decimal" autoComplete="off" />}
                </form.AppField>
                <div className="rounded-md border p-3 sm:col-span-2" aria-live="polite">
                  {totals ? (
                    <TotalsList totals={totals} currency={values.currency} vat={values.vat.trim() || '0'} />
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      The totals show once every line has an item, a quantity and a price.
                    </p>
                  )}
                </div>
                <form.AppField name="note">
                  {(field) => <field.TextareaField label="Notes" rows={3} className="sm:col-span-2" />}
                </form.AppField>
                <div className="flex flex-col gap-1 sm:col-span-2">
                  <label htmlFor="invoice-form-file" className="text-sm font-medium">
                    Attachment
                  </label>
                  <input
                    id="invoice-form-file"
                    type="file"
                    onChange={(event) => pickFile(event.target.files?.[0] ?? null)}
                    aria-invalid={fileError ? true : undefined}
                    aria-describedby={fileError ? 'invoice-form-file-error' : 'invoice-form-file-hint'}
                    className="min-h-11 text-sm"
                  />
                  {fileError ? (
                    <p id="invoice-form-file-error" className="text-sm text-destructive">
                      {fileError}
                    </p>
                  ) : (
                    <p id="invoice-form-file-hint" className="text-sm text-muted-foreground">
                      Any file up to 10 MB; it is sent once the invoice is saved.
                    </p>
                  )}
                </div>
              </div>
            </div>
            {step === 'confirm' && totals ? (
              <div className={BODY}>
                <InvoiceConfirmation
                  values={values}
                  totals={totals}
                  customer={customerLabel ?? 'The chosen customer'}
                  location={locationName}
                  attachment={file?.name ?? null}
                  headingRef={heading}
                />
              </div>
            ) : null}
            <ModalFooter className="mt-0 shrink-0 border-t bg-background px-4 py-3 sm:px-6">
              {step === 'form' ? (
                <>
                  <Button type="button" variant="outlined" onClick={discard.requestClose}>
                    Cancel
                  </Button>
                  {canDraft ? (
                    <Button
                      type="button"
                      variant="outlined"
                      loading={saving && draft}
                      disabled={saving}
                      onClick={() => {
                        draftRef.current = true;
                        void form.handleSubmit();
                      }}
                    >
                      Save as draft
                    </Button>
                  ) : null}
                  <form.SubmitButton
                    disabled={saving}
                    onClick={() => {
                      draftRef.current = false;
                    }}
                  >
                    Review
                  </form.SubmitButton>
                </>
              ) : (
                <>
                  <Button type="button" variant="outlined" disabled={saving} onClick={() => setStep('form')}>
                    Back
                  </Button>
                  <Button type="button" loading={saving} disabled={saving} onClick={() => void save(false)}>
                    {invoice && invoice.state !== 'draft' ? 'Save changes' : 'Save invoice'}
                  </Button>
                </>
              )}
            </ModalFooter>
          </form.FormRoot>
          {discard.dialog}
        </form.AppForm>
      </ModalContent>
    </Modal>
  );
}

function withoutKey(record: Record<string, unknown>, key: string) {
  const { [key]: _dropped, ...rest } = record;
  return rest as Record<string, readonly string[] | string | undefined>;
}

/** A year-month-day date with the browser's own picker, its error at the field. */
function DateInput({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (date: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-11 rounded-md border bg-background px-3 text-sm sm:h-10"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
