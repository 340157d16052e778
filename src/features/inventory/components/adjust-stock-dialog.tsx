import { useMemo } from 'react';
import { useSelector } from '@tanstack/react-form';
import { toast } from '@/lib/toast';
import { createAttemptKeys } from '@/lib/attempt-key';
import { useAppForm } from '@/components/form';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import type { BusinessSchemas } from '@/api/types';
import type { BusinessScope } from '@/api/resource';
import { useAdjustStock } from '../api/inventory.queries';
import { unitOf, withUnit } from '../utils/item-display';
import {
  ADJUSTMENT_REASONS,
  REASON_OPTIONS,
  adjustmentSchema,
  changeOf,
  emptyAdjustment,
  toAdjustmentInput,
  type InventoryAdjustment,
} from '../schemas/adjustment';

type InventoryItem = BusinessSchemas['InventoryItem'];

export interface AdjustStockDialogProps {
  /** The item to adjust; null keeps the dialog closed. */
  item: InventoryItem | null;
  scope: BusinessScope;
  onOpenChange: (open: boolean) => void;
  onAdjusted?: (adjustment: InventoryAdjustment) => void;
}

/** 'piece' -> '48 piece', null -> '48'. */

/** Adjust an item's stock: why, how many, a note; the new quantity shown before saving. */
export function AdjustStockDialog({ item, scope, onOpenChange, onAdjusted }: AdjustStockDialogProps) {
  return (
    <EntityFormModal
      open={item !== null}
      onOpenChange={onOpenChange}
      title={item ? `Adjust stock of “${item.name}”` : 'Adjust stock'}
      description={item ? `In stock now: ${withUnit(item.quantity, unitOf(item))}.` : undefined}
    >
      {item ? (
        <AdjustStockForm
          item={item}
          scope={scope}
          onSaved={(adjustment) => {
            onOpenChange(false);
            onAdjusted?.(adjustment);
          }}
        />
      ) : null}
    </EntityFormModal>
  );
}

interface AdjustStockFormProps {
  item: InventoryItem;
  scope: BusinessScope;
  onSaved: (adjustment: InventoryAdjustment) => void;
}

export function AdjustStockForm({ item, scope, onSaved }: AdjustStockFormProps) {
  const adjust = useAdjustStock();
  // One key per attempt: a double click or a retry after a lost answer adjusts once.
  const keys = useMemo(() => createAttemptKeys(), []);
  const form = useAppForm({
    defaultValues: emptyAdjustment(),
    validators: { onSubmit: adjustmentSchema(item.quantity) },
    onSubmit: async ({ value, formApi }) => {
      const body = toAdjustmentInput(value, item.quantity);
      try {
        const saved = await adjust.mutateAsync({ scope, id: item.id, body, idempotencyKey: keys.keyFor(body) });
        keys.reset();
        toast.success(`Stock of “${item.name}” is now ${withUnit(saved.quantity_after, unitOf(item))}`);
        onSaved(saved);
      } catch (error) {
        reportFormError(formApi, error, { fieldMap: { change: 'amount' } });
      }
    },
  });
  const reason = useSelector(form.store, (state) => state.values.reason);
  const amount = useSelector(form.store, (state) => state.values.amount);
  const change = changeOf({ reason, amount }, item.quantity);
  const preview =
    change !== null && change !== 0 && item.quantity + change >= 0
      ? `After this: ${withUnit(item.quantity + change, unitOf(item))} in stock (${change > 0 ? '+' : '−'}${Math.abs(change)}).`
      : null;

  return (
    <EntityForm form={form} submitLabel="Save adjustment">
      <form.AppField name="reason">
        {(field) => <field.SelectField label="What happened" options={REASON_OPTIONS} required />}
      </form.AppField>
      <form.AppField name="amount">
        {(field) => (
          <field.TextField
            label={ADJUSTMENT_REASONS[reason].amount}
            inputMode="numeric"
            autoComplete="off"
            hint={ADJUSTMENT_REASONS[reason].sign === 0 ? 'How many you counted on the shelf.' : undefined}
            required
          />
        )}
      </form.AppField>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-slot="stock-after">
        {preview}
      </p>
      <form.AppField name="note">
        {(field) => <field.TextareaField label="Note" hint="Optional. For example who delivered or what broke." rows={2} />}
      </form.AppField>
    </EntityForm>
  );
}
