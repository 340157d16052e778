import { useState, type ReactNode, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useBusinessContext } from '@/features/business';
import { debtorsQuery } from '@/features/debtors';
import { useActiveToggle, useDeleteForever } from '@/components/list/row-changes';
import {
  ActiveBadge,
  BackLinkContent,
  RecordActions,
  RecordPage,
  RecordQueryContent,
  RecordSection,
} from '@/components/record/record-page';
import { formatDate } from '@/lib/dates';
import type { ListSearch } from '@/lib/list-search';
import { formatMoney } from '@/lib/money';
import { useCan } from '@/lib/permissions';
import { formatPhone, phoneCountryOf } from '@/lib/phone';
import { recordIdOf } from '@/lib/prefetch';
import { orDash } from '@/lib/text';
import { customerQuery, customers, type Customer } from '../api/customers.queries';
import { CUSTOMER_TYPE_LABELS } from '../utils/customer-types';
import { CustomerInvoices } from './customer-invoices';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { CustomerFormModal as CustomerFormModalEager } from './customer-form-modal';

// Its dialogs' code (Radix Dialog, the form kit) loads once the page has settled or when one
// opens, not with the page's first paint (decision 0036's addendum).
const CustomerFormModal = lazyDialog<ComponentProps<typeof CustomerFormModalEager>>(
  () => import('./customer-form-modal').then((m) => m.CustomerFormModal),
  (props) => props.open,
);

const NOUN = { one: 'customer', many: 'customers' };
const nameOf = (customer: Customer) => customer.name;

export interface CustomerRecordPageProps {
  /** The id as the URL has it ('12'); anything else is 'not found'. */
  id: string;
  /** The list's URL state, kept for the way back. */
  search: ListSearch;
  /** Back to the list (after a remove or a delete for good). */
  onLeave: () => void;
}

/**
 * A customer's page: details, what they owe (per currency), their invoices; Edit (stays here),
 * Remove (then back to the list, with Undo), Restore and Delete for good.
 */
export function CustomerRecordPage({ id, search, onLeave }: CustomerRecordPageProps) {
  const scope = useBusinessContext();
  const customerId = recordIdOf(id);
  const query = useQuery({ ...customerQuery(scope, customerId ?? 0), enabled: customerId !== undefined, meta: { silent: true } });
  const back = (
    <Link
      to="/b/$businessId/customers"
      params={{ businessId: scope.businessId }}
      search={{ ...search, location: scope.location }}
    >
      <BackLinkContent>Customers</BackLinkContent>
    </Link>
  );
  return (
    <RecordQueryContent query={query} validId={customerId !== undefined} noun={NOUN} back={back}>
      {(customer) => <CustomerRecord customer={customer} back={back} onLeave={onLeave} />}
    </RecordQueryContent>
  );
}

function CustomerRecord({ customer, back, onLeave }: { customer: Customer; back: ReactNode; onLeave: () => void }) {
  const scope = useBusinessContext();
  const country = phoneCountryOf(scope.business.currency);
  const allowed = { edit: useCan('customers', 'edit'), remove: useCan('customers', 'remove') };
  const toggle = useActiveToggle<Customer, unknown>({ resource: customers, scope, nameOf });
  const forever = useDeleteForever<Customer, unknown>({ resource: customers, scope, nameOf });
  const [editing, setEditing] = useState(false);

  return (
    <RecordPage
      back={back}
      title={customer.name}
      status={<ActiveBadge active={customer.active} />}
      description={`${CUSTOMER_TYPE_LABELS[customer.type]} customer`}
      actions={
        <RecordActions
          row={customer}
          noun={NOUN}
          nameOf={nameOf}
          allowed={allowed}
          toggle={toggle}
          forever={forever}
          deleteConsequence="This cannot be undone. A customer with invoices can't be deleted: keep it removed instead."
          onEdit={() => setEditing(true)}
          onLeave={onLeave}
        />
      }
    >
      <RecordSection
        title="Details"
        fields={[
          { label: 'Type', value: CUSTOMER_TYPE_LABELS[customer.type] },
          { label: 'Email', value: orDash(customer.email) },
          { label: 'Phone', value: customer.phone_number ? formatPhone(customer.phone_number, country) : '—' },
          { label: 'Added', value: formatDate(customer.created_at) },
        ]}
      />
      <CustomerBalance customerId={customer.id} />
      <CustomerInvoices customerId={customer.id} />
      <CustomerFormModal open={editing} onOpenChange={setEditing} customer={customer} />
    </RecordPage>
  );
}

/** What the customer owes on open invoices, from the debtors list: one line per currency, never added across. */
function CustomerBalance({ customerId }: { customerId: number }) {
  const scope = useBusinessContext();
  const canView = useCan('debtors', 'view');
  const query = useQuery({
    ...debtorsQuery(scope),
    enabled: canView,
    select: (rows) => rows.filter((row) => row.customer.id === customerId),
  });
  if (!canView) return null;
  let content;
  if (query.isPending) content = <p className="text-sm text-muted-foreground">Loading the balance…</p>;
  else if (query.isError)
    content = <p className="text-sm text-destructive">Couldn't load the balance. Reload the page to try again.</p>;
  else if (query.data.length === 0) content = <p className="text-sm text-muted-foreground">Nothing owed: no open invoices.</p>;
  else
    content = (
      <ul className="flex flex-col gap-1">
        {query.data.map((row) => (
          <li key={row.currency} className="flex flex-wrap items-baseline gap-x-3 text-sm" data-currency={row.currency}>
            <span className="text-lg font-semibold tabular-nums">{formatMoney(row.total_owed, row.currency)}</span>
            <span className="text-muted-foreground">
              on {row.invoices_count} open invoice{row.invoices_count === 1 ? '' : 's'}
              {row.oldest_due_date ? `, the oldest due ${formatDate(row.oldest_due_date)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    );
  return <RecordSection title="Balance">{content}</RecordSection>;
}
