/**
 * The invoice list's filters (the panel the 'Filters' button opens): state, sale dates from and
 * to, and 'Show every customer' when the list came filtered to one. Each is kept in the URL.
 */
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { INVOICE_STATUS } from '@/lib/statuses/sales';
import { INVOICE_STATES, type InvoicesSearch, type InvoicesSearchPatch } from '../search';
import type { InvoicesPageProps } from './invoices-page';

export function InvoiceFilters({ search, onSearchChange }: InvoicesPageProps) {
  const dates = (patch: InvoicesSearchPatch) => onSearchChange({ ...patch, page: undefined });
  return (
    <div role="group" aria-label="Invoice filters" className="flex flex-wrap items-end gap-3">
      <NativeSelect
        label="Status"
        value={search.state ?? ''}
        onChange={(event) =>
          onSearchChange({
            state: (INVOICE_STATES as readonly string[]).includes(event.target.value)
              ? (event.target.value as InvoicesSearch['state'])
              : undefined,
            page: undefined,
          })
        }
      >
        <option value="">All statuses</option>
        {INVOICE_STATES.map((state) => (
          <option key={state} value={state}>
            {INVOICE_STATUS[state].label}
          </option>
        ))}
      </NativeSelect>
      <Field label="Sold from" className="w-40">
        <DatePicker
          value={search.start_date ?? ''}
          max={search.end_date}
          onChange={(value) => dates({ start_date: value || undefined })}
        />
      </Field>
      <Field label="Sold to" className="w-40">
        <DatePicker
          value={search.end_date ?? ''}
          min={search.start_date}
          onChange={(value) => dates({ end_date: value || undefined })}
        />
      </Field>
      {search.start_date || search.end_date ? (
        <Button
          variant="tertiary"
          size="sm"
          className="min-h-11 sm:min-h-10"
          onClick={() => dates({ start_date: undefined, end_date: undefined })}
        >
          Clear dates
        </Button>
      ) : null}
      {search.customer !== undefined ? (
        <Button
          variant="outlined"
          size="sm"
          className="min-h-11 sm:min-h-10"
          onClick={() => onSearchChange({ customer: undefined, page: undefined })}
        >
          Show every customer
        </Button>
      ) : null}
    </div>
  );
}
