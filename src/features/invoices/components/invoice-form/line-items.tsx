import { Plus, Trash2 } from 'lucide-react';
import type { BusinessSchemas } from '@/api/types';
import { businessResource, type BusinessScope } from '@/api/resource';
import { RecordPicker } from '@/components/record/record-picker';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { lineTotal } from '@/lib/invoice-totals';
import { emptyLine, lineFromItem, quantityOf, unitPriceProblem, type InvoiceLineValues } from '../../schemas/invoice-form';

type InventoryItem = BusinessSchemas['InventoryItem'];

/** The inventory list, searched (by its path: the inventory feature's index would import its pages). */
const inventory = businessResource({ list: '/business/v1/{businessId}/tools/inventories/' });

/** Active items found by name or barcode at the invoice's location (the server's search). */
async function findItems(scope: BusinessScope, text: string): Promise<InventoryItem[]> {
  const data = await inventory.fetchList(scope, { active: true, search: text.trim() || undefined });
  return data.results;
}

const itemOption = (item: InventoryItem) => ({
  value: String(item.id),
  label: item.type === 'service' ? item.name : `${item.name} (${item.quantity} left)`,
});

export interface LineItemsProps {
  lines: readonly InvoiceLineValues[];
  currency: string;
  scope: BusinessScope;
  /** The error shown at each line's fields (`lines[N].quantity` ...), from the form. */
  errorOf: (name: string) => string | undefined;
  onChange: (lines: InvoiceLineValues[]) => void;
}

/**
 * The invoice's lines: each an inventory item picked by name or barcode, its quantity and its
 * unit price (the item's, editable), with the stock left at the location beside it.
 */
export function LineItems({ lines, currency, scope, errorOf, onChange }: LineItemsProps) {
  const set = (index: number, next: InvoiceLineValues) => onChange(lines.map((line, i) => (i === index ? next : line)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Items</legend>
      <ol className="flex flex-col gap-3">
        {lines.map((line, index) => {
          const base = `lines[${index}]`;
          const id = `invoice-line-${index}`;
          const itemError = errorOf(`${base}.inventory`);
          const quantityError = errorOf(`${base}.quantity`);
          const priceError = errorOf(`${base}.unitPrice`);
          const quantity = quantityOf(line.quantity);
          const total =
            line.inventory && Number.isSafeInteger(quantity) && unitPriceProblem(line.unitPrice) === null
              ? formatMoney(lineTotal(quantity, line.unitPrice.trim()), currency)
              : null;
          return (
            <li key={index} className="flex flex-col gap-2 rounded-md border p-3" aria-label={`Line ${index + 1}`}>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-item`} className="text-sm font-medium">
                  Item {index + 1}
                </label>
                <RecordPicker<InventoryItem>
                  id={`${id}-item`}
                  value={line.inventory}
                  {...(line.item ? { selectedLabel: line.item.name } : {})}
                  placeholder="Search by name or barcode…"
                  find={(text) => findItems(scope, text)}
                  toOption={itemOption}
                  onChange={(_value, item) => {
                    if (item) set(index, lineFromItem(item, Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 1));
                  }}
                  aria-invalid={itemError ? true : undefined}
                  aria-describedby={itemError ? `${id}-item-error` : undefined}
                />
                {itemError ? (
                  <p id={`${id}-item-error`} className="text-sm text-destructive">
                    {itemError}
                  </p>
                ) : null}
              </div>
              <div className="grid grid-cols-2 gap-2">
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-quantity`} className="text-sm font-medium">
                    Quantity
                  </label>
                  <input
                    id={`${id}-quantity`}
                    name={`${base}.quantity`}
                    inputMode="numeric"
                    autoComplete="off"
                    value={line.quantity}
                    onChange={(event) => set(index, { ...line, quantity: event.target.value })}
                    aria-invalid={quantityError ? true : undefined}
                    aria-describedby={`${id}-stock${quantityError ? ` ${id}-quantity-error` : ''}`}
                    className="h-11 rounded-md border bg-background px-3 text-sm sm:h-10"
                  />
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-price`} className="text-sm font-medium">
                    Unit price ({currency})
                  </label>
                  <input
                    id={`${id}-price`}
                    name={`${base}.unitPrice`}
                    inputMode="decimal"
                    autoComplete="off"
                    value={line.unitPrice}
                    onChange={(event) => set(index, { ...line, unitPrice: event.target.value })}
                    aria-invalid={priceError ? true : undefined}
                    aria-describedby={priceError ? `${id}-price-error` : undefined}
                    className="h-11 rounded-md border bg-background px-3 text-sm sm:h-10"
                  />
                </div>
              </div>
              <p id={`${id}-stock`} className="text-sm text-muted-foreground">
                {line.item === null
                  ? ''
                  : line.item.stock === null
                    ? 'Service: no stock'
                    : `${line.item.stock} left at this location`}
              </p>
              {quantityError ? (
                <p id={`${id}-quantity-error`} className="text-sm text-destructive">
                  {quantityError}
                </p>
              ) : null}
              {priceError ? (
                <p id={`${id}-price-error`} className="text-sm text-destructive">
                  {priceError}
                </p>
              ) : null}
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm tabular-nums">{total ? `Line total ${total}` : ''}</span>
                {lines.length > 1 ? (
                  <Button
                    type="button"
                    variant="tertiary"
                    className="min-h-11 sm:min-h-10"
                    onClick={() => onChange(lines.filter((_, i) => i !== index))}
                    aria-label={`Remove line ${index + 1}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outlined"
        className="min-h-11 self-start sm:min-h-10"
        onClick={() => onChange([...lines, emptyLine()])}
      >
        <Plus aria-hidden="true" />
        Add item
      </Button>
    </fieldset>
  );
}
