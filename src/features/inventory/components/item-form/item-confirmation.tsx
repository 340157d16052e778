import type { ReactNode, Ref } from 'react';
import { formatMoney } from '@/lib/money';
import { belowCostWarning, marginOf, type ItemFormValues } from '../../schemas/item';

export interface ItemConfirmationProps {
  values: ItemFormValues;
  currency: string;
  /** The supplier as the confirmation names it ('Kano Mills (new)'), or null for none. */
  supplier: string | null;
  /** The location's name, where the business has several. */
  location: string | null;
  /** The heading (focused when the step opens). */
  headingRef?: Ref<HTMLHeadingElement>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b py-2 last:border-b-0 sm:flex-row sm:gap-4">
      <dt className="text-sm text-muted-foreground sm:w-36 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * What is about to be saved: name, type, stock with its unit, prices, margin and supplier. The
 * heading takes focus when the step opens, so a screen reader reads the summary next.
 */
export function ItemConfirmation({ values, currency, supplier, location, headingRef }: ItemConfirmationProps) {
  const service = values.itemType === 'service';
  const cost = values.costPrice.trim() || '0';
  const margin = marginOf(values.sellingPrice.trim(), cost);
  const warning = belowCostWarning({ sellingPrice: values.sellingPrice, costPrice: cost });
  return (
    <section aria-labelledby="item-confirmation-heading" className="flex flex-col gap-3">
      <h3 id="item-confirmation-heading" ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
        Check the item before saving
      </h3>
      <dl>
        <Row label="Name">{values.productName.trim()}</Row>
        <Row label="Type">{service ? 'Service' : 'Product'}</Row>
        {service ? null : (
          <Row label="Quantity">
            {values.quantity.trim()} {values.unit}
          </Row>
        )}
        <Row label="Selling price">{formatMoney(values.sellingPrice.trim(), currency)}</Row>
        <Row label="Cost price">{formatMoney(cost, currency)}</Row>
        <Row label="Margin">
          {margin ? `${formatMoney(margin.amount, currency)}${margin.percent ? ` (${margin.percent})` : ''}` : '—'}
        </Row>
        <Row label="Supplier">{supplier ?? 'None'}</Row>
        {location ? <Row label="Location">{location}</Row> : null}
      </dl>
      {warning ? <p className="rounded-md bg-warning-soft p-3 text-sm text-warning-soft-foreground">{warning}</p> : null}
    </section>
  );
}
