import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { toApiError } from '@/api/errors';
import { businessResource } from '@/api/resource';
import { applyServerErrors, useAppForm, useDiscardGuard } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Modal, ModalContent, ModalFooter, ModalHeader, ModalTitle } from '@/components/ui/modal';
import { activeLocations, useBusinessContext } from '@/features/business';
import { SUPPLIER_PATH, SUPPLIERS_PATH, supplierQuery, type Supplier } from '@/features/suppliers';
import { SupplierPicker } from '@/features/suppliers/lazy';
import { tagsQuery } from '@/features/tags';
import { useCan } from '@/lib/permissions';
import { phoneCountryOf } from '@/lib/phone';
import { cn } from '@/lib/utils';
import { inventory } from '../api/inventory.queries';
import { useQueueItemImages } from '../api/item-images';
import { BarcodeScanButton } from '../barcode/barcode-scanner';
import {
  DEFAULT_UNIT_TAG,
  ITEM_FIELD_MAP,
  NEW_SUPPLIER_FIELD_MAP,
  belowCostWarning,
  itemFormSchema,
  itemFormValues,
  toItemInput,
  toNewSupplierInput,
  type InventoryItem,
  type ItemFormValues,
  type ItemType,
  type SupplierMode,
} from '../schemas/item';
import { BarcodeMatchNotice, useBarcodeMatch } from './item-form/barcode-match';
import { CategoriesInput } from './item-form/categories-input';
import { ItemConfirmation } from './item-form/item-confirmation';
import { NativeSelectField } from './item-form/native-select-field';
import { PendingImagesField } from './pending-images-field';
import { createAttemptKeys } from '@/lib/attempt-key';

/** What a scanner placed beside the barcode field can do with the form. */
export interface ItemFormScan {
  /** Puts a read code into the barcode field (the lookup for an existing item runs as if typed). */
  setBarcode: (code: string) => void;
}

export interface ItemFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; none to add a new one. */
  item?: InventoryItem | undefined;
  /** Called with the saved item, then the modal closes (images waiting to upload go up here). */
  onSaved?: ((item: InventoryItem) => void) | undefined;
  /**
   * Replaces the camera and photo scanner beside the barcode field (tests drive the form's side
   * of a scan with it); a function receives `setBarcode`. Default: `BarcodeScanButton`.
   */
  scanSlot?: ReactNode | ((scan: ItemFormScan) => ReactNode);
  /** A new item's name to start with ('+ New item' from a picker passes what was typed). */
  initialName?: string | undefined;
}

/**
 * Adds or edits an inventory item (issue 12, item 3): a dialog on wide screens, the whole screen
 * on a phone (header with the close button, scrolling fields, buttons fixed at the bottom). The
 * form is checked, then a confirmation step shows what will be saved (Back keeps every field);
 * Save saves once. A supplier can be chosen or created with the item; a new supplier is created
 * once per form, however many times the item's save is retried.
 */
export function ItemFormModal({ open, ...props }: ItemFormModalProps) {
  return open ? <ItemForm {...props} /> : null;
}

type Step = 'form' | 'confirm';

/** The supplier create (the suppliers feature's resource, by its exported paths). */
const suppliers = businessResource({ list: SUPPLIERS_PATH, item: SUPPLIER_PATH, touches: [inventory.list] });

const BODY = 'min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6';

function ItemForm({ onOpenChange, item, onSaved, scanSlot, initialName }: Omit<ItemFormModalProps, 'open'>) {
  const scope = useBusinessContext();
  const { business } = scope;
  const currency = business.currency;
  const country = phoneCountryOf(currency);
  const locations = activeLocations(business);
  const navigate = useNavigate();
  const can = { createSupplier: useCan('suppliers', 'create'), viewSuppliers: useCan('suppliers', 'view') };
  const create = inventory.useCreate({ meta: { silent: true, successMessage: 'Item added' } });
  // One Idempotency-Key per save attempt: a retry after a lost answer creates one record, not two.
  const keys = useMemo(() => createAttemptKeys(), []);
  const update = inventory.useUpdate({ meta: { silent: true, successMessage: 'Item updated' } });
  const createSupplier = suppliers.useCreate({ meta: { silent: true, successMessage: 'Supplier added' } });
  const tags = useQuery(tagsQuery(scope));

  const [step, setStep] = useState<Step>('form');
  const [saving, setSaving] = useState(false);
  /** Pictures chosen before saving (checked and shrunk by the field); uploaded once the item is saved. */
  const [images, setImages] = useState<File[]>([]);
  const queueImages = useQueueItemImages();
  const savingRef = useRef(false);
  // Once saved, the form is done: a click that arrives late saves nothing more.
  const savedRef = useRef(false);
  // The supplier this form created: a retry of the item's save uses it instead of creating another.
  const createdSupplier = useRef<Supplier | null>(null);
  const [created, setCreated] = useState<Supplier | null>(null);
  const [pickedName, setPickedName] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const nameInput = useRef<HTMLDivElement>(null);

  const defaults = itemFormValues(item ?? null, { location: scope.location ?? locations[0]?.id });
  if (!item && initialName) defaults.productName = initialName;
  const form = useAppForm({
    defaultValues: defaults,
    validators: { onSubmit: itemFormSchema(country) },
    onSubmit: () => setStep('confirm'),
  });
  const values = useSelector(form.store, (state) => state.values);
  const close = () => onOpenChange(false);
  const discard = useDiscardGuard(form, (next) => (next ? undefined : close()));

  const currentSupplier = useQuery({
    ...supplierQuery(scope, item?.supplier ?? 0),
    enabled: can.viewSuppliers && Boolean(item?.supplier),
  });
  const existingName =
    pickedName ??
    (currentSupplier.data && String(currentSupplier.data.id) === values.supplier ? currentSupplier.data.name : null);

  const match = useBarcodeMatch(values.barcode, !item);
  const warning = belowCostWarning(values);
  const service = values.itemType === 'service';
  const unitOptions = unitChoices(tags.data?.map((tag) => tag.name) ?? [], values.unit);

  useEffect(() => {
    if (step === 'confirm') {
      heading.current?.focus();
      return;
    }
    // Back from the confirmation (or a refused save): the first field in error, else the name.
    const fields = nameInput.current?.closest('form');
    const target = fields?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? nameInput.current?.querySelector('input');
    target?.focus();
  }, [step]);

  function setType(type: ItemType) {
    form.setFieldValue('itemType', type);
    // A service has no stock: its hidden stock fields go back to their defaults.
    if (type === 'service') {
      form.setFieldValue('quantity', '0');
      form.setFieldValue('lowStockThreshold', '');
    }
  }

  const setBarcode = (code: string) => {
    form.setFieldValue('barcode', code.trim());
    form.setFieldMeta('barcode', (meta) => ({ ...meta, isTouched: true }));
  };

  function openExisting(existing: InventoryItem) {
    close();
    void navigate({
      to: '/b/$businessId/inventory/$itemId',
      params: { businessId: scope.businessId, itemId: String(existing.id) },
    });
  }

  /** A failed call: field errors at their fields (back to the form to show them), the rest toasted. */
  function report(error: unknown, fieldMap: Record<string, string>) {
    const normalised = toApiError(error);
    if (normalised.silent || normalised.status === 401) return;
    const messages = applyServerErrors(form, normalised, { fieldMap });
    const onField = Object.values(form.state.fieldMeta).some((meta) => meta?.errorMap.onServer !== undefined);
    if (onField) setStep('form');
    for (const message of messages) toast.error(message);
  }

  async function supplierId(draft: ItemFormValues): Promise<number | null | 'failed'> {
    if (draft.supplierMode === 'existing') return draft.supplier ? Number(draft.supplier) : null;
    if (draft.supplierMode !== 'new') return null;
    if (createdSupplier.current) return createdSupplier.current.id;
    try {
      const supplier = await createSupplier.mutateAsync({ scope, body: toNewSupplierInput(draft, country) });
      createdSupplier.current = supplier;
      setCreated(supplier);
      return supplier.id;
    } catch (error) {
      report(error, NEW_SUPPLIER_FIELD_MAP);
      return 'failed';
    }
  }

  async function save() {
    if (savingRef.current || savedRef.current) return;
    savingRef.current = true;
    setSaving(true);
    const draft = form.state.values;
    try {
      const supplier = await supplierId(draft);
      if (supplier === 'failed') return;
      const body = toItemInput(draft, supplier);
      const saved = item
        ? await update.mutateAsync({ scope, id: item.id, body })
        : await create.mutateAsync({ scope, body, idempotencyKey: keys.keyFor(body) });
      savedRef.current = true;
      // The pictures go up after the item exists, on the shared queue: they keep going once the
      // form has closed, and the item's page shows each one's progress, failure and Retry.
      if (images.length > 0) queueImages(scope, saved.id, images);
      onSaved?.(saved);
      close();
    } catch (error) {
      report(error, ITEM_FIELD_MAP);
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }

  const supplierLabel =
    values.supplierMode === 'new'
      ? `${created?.name ?? values.supplierName.trim()} (new supplier)`
      : values.supplierMode === 'existing' && values.supplier
        ? (existingName ?? 'The chosen supplier')
        : null;
  const locationName = locations.length > 1 ? (locations.find((l) => String(l.id) === values.location)?.name ?? null) : null;

  return (
    <Modal open onOpenChange={(next) => (savingRef.current ? undefined : discard.onOpenChange(next))}>
      <ModalContent
        size="lg"
        aria-describedby={undefined}
        onInteractOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          // The name, not the type's first radio, takes focus when the form opens.
          event.preventDefault();
          nameInput.current?.querySelector('input')?.focus();
        }}
        className={cn(
          'gap-0 overflow-hidden p-0',
          'max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-screen max-sm:max-w-none',
          'max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0',
        )}
      >
        <ModalHeader className="shrink-0 border-b px-4 py-3 pr-14 sm:px-6 sm:py-4">
          <ModalTitle className="[overflow-wrap:anywhere]">{item ? `Edit “${item.name}”` : 'Add item'}</ModalTitle>
        </ModalHeader>
        <form.AppForm>
          <form.FormRoot className="min-h-0 flex-1 gap-0">
            <div className={BODY} hidden={step !== 'form'}>
              <div className="grid gap-4 sm:grid-cols-2">
                <form.Field name="itemType">
                  {(field) => (
                    <fieldset className="flex flex-col gap-2 sm:col-span-2">
                      <legend className="mb-1 text-sm font-medium">Type</legend>
                      <div className="grid grid-cols-2 gap-2 sm:flex">
                        {(['product', 'service'] as const).map((type) => (
                          <label
                            key={type}
                            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring sm:min-h-10"
                          >
                            <input
                              type="radio"
                              name={field.name}
                              value={type}
                              checked={field.state.value === type}
                              onChange={() => setType(type)}
                              className="size-4 accent-primary"
                            />
                            {type === 'product' ? 'Product' : 'Service'}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  )}
                </form.Field>
                <div ref={nameInput} className="sm:col-span-2">
                  <form.AppField name="productName">{(field) => <field.TextField label="Name" required />}</form.AppField>
                </div>
                {service ? null : (
                  <>
                    <form.AppField name="quantity">
                      {(field) => <field.TextField label="Quantity" required inputMode="numeric" hint="Units in stock now" />}
                    </form.AppField>
                    <form.AppField name="unit">
                      {() => <NativeSelectField label="Unit" required options={unitOptions} />}
                    </form.AppField>
                  </>
                )}
                <form.AppField name="sellingPrice">
                  {(field) => <field.MoneyField label="Selling price" required currency={currency} />}
                </form.AppField>
                <form.AppField name="costPrice">
                  {(field) => <field.MoneyField label="Cost price" currency={currency} hint="What one unit costs you" />}
                </form.AppField>
                {warning ? (
                  <p role="status" className="rounded-md bg-warning-soft p-3 text-sm text-warning-soft-foreground sm:col-span-2">
                    {warning}
                  </p>
                ) : null}
                <div className="flex flex-col gap-2 sm:col-span-2">
                  <div className="flex items-end gap-2">
                    <form.AppField name="barcode">
                      {(field) => <field.TextField label="Barcode" className="min-w-0 flex-1" autoComplete="off" />}
                    </form.AppField>
                    {scanSlot === undefined ? (
                      <BarcodeScanButton label="Scan" onDetected={setBarcode} />
                    ) : typeof scanSlot === 'function' ? (
                      scanSlot({ setBarcode })
                    ) : (
                      scanSlot
                    )}
                  </div>
                  {match ? <BarcodeMatchNotice item={match} onOpen={openExisting} /> : null}
                </div>
                <form.AppField name="description">
                  {(field) => <field.TextareaField label="Description" rows={3} className="sm:col-span-2" />}
                </form.AppField>
                <form.Field name="categories">
                  {(field) => (
                    <div className="sm:col-span-2">
                      <CategoriesInput value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} />
                    </div>
                  )}
                </form.Field>
                {locations.length > 1 ? (
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
                {service ? null : (
                  <form.AppField name="lowStockThreshold">
                    {(field) => (
                      <field.TextField label="Low-stock alert" inputMode="numeric" hint="Warn me when stock falls to this many" />
                    )}
                  </form.AppField>
                )}
                {can.viewSuppliers || can.createSupplier ? (
                  <fieldset className="flex flex-col gap-3 rounded-md border p-3 sm:col-span-2">
                    <legend className="px-1 text-sm font-medium">Supplier</legend>
                    {can.createSupplier ? (
                      <form.Field name="supplierMode">
                        {(field) => (
                          <div role="radiogroup" aria-label="Supplier" className="grid gap-2 sm:grid-cols-3">
                            {SUPPLIER_CHOICES.filter((choice) => can.viewSuppliers || choice.mode !== 'existing').map(
                              (choice) => (
                                <label
                                  key={choice.mode}
                                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring sm:min-h-10"
                                >
                                  <input
                                    type="radio"
                                    name={field.name}
                                    value={choice.mode}
                                    checked={field.state.value === choice.mode}
                                    onChange={() => field.handleChange(choice.mode)}
                                    className="size-4 accent-primary"
                                  />
                                  {choice.label}
                                </label>
                              ),
                            )}
                          </div>
                        )}
                      </form.Field>
                    ) : null}
                    {can.viewSuppliers && (values.supplierMode === 'existing' || !can.createSupplier) ? (
                      <form.Field name="supplier">
                        {(field) => (
                          <SupplierField
                            value={field.state.value}
                            selectedLabel={existingName ?? undefined}
                            error={field.state.meta.errors.length ? 'Choose a supplier' : undefined}
                            onChange={(value, supplier) => {
                              field.handleChange(value);
                              form.setFieldValue('supplierMode', value ? 'existing' : 'none');
                              setPickedName(supplier?.name ?? null);
                            }}
                          />
                        )}
                      </form.Field>
                    ) : null}
                    {values.supplierMode === 'new' && created ? (
                      <p className="text-sm [overflow-wrap:anywhere]">
                        “{created.name}” was added to your suppliers; this item will be saved with it.
                      </p>
                    ) : null}
                    {values.supplierMode === 'new' && !created ? (
                      <div className="grid gap-4 sm:grid-cols-2">
                        <form.AppField name="supplierName">
                          {(field) => <field.TextField label="Supplier name" required className="sm:col-span-2" />}
                        </form.AppField>
                        <form.AppField name="supplierNumber">
                          {(field) => <field.PhoneField label="Supplier phone" country={country} />}
                        </form.AppField>
                        <form.AppField name="supplierMail">
                          {(field) => (
                            <field.TextField label="Supplier email" type="email" inputMode="email" autoComplete="off" />
                          )}
                        </form.AppField>
                      </div>
                    ) : null}
                  </fieldset>
                ) : null}
                <div className="sm:col-span-2">
                  <PendingImagesField files={images} onChange={setImages} label={item ? 'Add images' : 'Images'} />
                </div>
              </div>
            </div>
            {step === 'confirm' ? (
              <div className={BODY}>
                <ItemConfirmation
                  values={values}
                  currency={currency}
                  supplier={supplierLabel}
                  location={locationName}
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
                  <form.SubmitButton>Review</form.SubmitButton>
                </>
              ) : (
                <>
                  <Button type="button" variant="outlined" disabled={saving} onClick={() => setStep('form')}>
                    Back
                  </Button>
                  <Button type="button" loading={saving} disabled={saving} onClick={() => void save()}>
                    {item ? 'Save changes' : 'Save item'}
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

const SUPPLIER_CHOICES: { mode: SupplierMode; label: string }[] = [
  { mode: 'none', label: 'No supplier' },
  { mode: 'existing', label: 'Existing supplier' },
  { mode: 'new', label: 'New supplier' },
];

/** The business's tags as unit choices, PCS first when present, and the current unit kept. */
function unitChoices(names: readonly string[], current: string): { value: string; label: string }[] {
  const all = [...new Set([DEFAULT_UNIT_TAG, ...names, ...(current ? [current] : [])])];
  return all.map((name) => ({ value: name, label: name }));
}

function SupplierField({
  value,
  selectedLabel,
  error,
  onChange,
}: {
  value: string;
  selectedLabel: string | undefined;
  error: string | undefined;
  onChange: (value: string, supplier: Supplier | undefined) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="item-form-supplier" className="text-sm font-medium">
        Choose a supplier
      </label>
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading suppliers…</p>}>
        <SupplierPicker
          id="item-form-supplier"
          value={value}
          {...(selectedLabel ? { selectedLabel } : {})}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'item-form-supplier-error' : undefined}
        />
      </Suspense>
      {error ? (
        <p id="item-form-supplier-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
