import { useMemo, useState, type ComponentProps } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Download, Upload } from 'lucide-react';
import { toast } from '@/lib/toast';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { useBusinessContext } from '@/features/business';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { standardRowActions } from '@/components/list/row-actions';
import { useActiveToggle, useDeleteForever } from '@/components/list/row-changes';
import { DeleteForeverDialog, RemoveDialog } from '@/components/ui/lazy-dialogs';
import { useServerList } from '@/components/list/use-list';
import { useListDialogs } from '@/components/list/use-list-dialogs';
import { type ListSearchProps, tabOf } from '@/lib/list-search';
import { orDash } from '@/lib/text';
import { formatPhone, phoneCountryOf, type PhoneCountry } from '@/lib/phone';
import { useCan } from '@/lib/permissions';
import { customers, customersQuery, fetchAllCustomers, type Customer } from '../api/customers.queries';
import { CUSTOMER_TYPE_LABELS } from '../utils/customer-types';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { CustomerFormModal as CustomerFormModalEager } from './customer-form-modal';
import type { CustomerImportDialog as CustomerImportDialogEager } from './customer-import-dialog';

// Its dialogs' code (Radix Dialog, the form kit) loads once the page has settled or when one
// opens, not with the page's first paint (decision 0036's addendum).
const CustomerFormModal = lazyDialog<ComponentProps<typeof CustomerFormModalEager>>(
  () => import('./customer-form-modal').then((m) => m.CustomerFormModal),
  (props) => props.open,
);
const CustomerImportDialog = lazyDialog<ComponentProps<typeof CustomerImportDialogEager>>(
  () => import('./customer-import-dialog').then((m) => m.CustomerImportDialog),
  (props) => props.open,
);

const NOUN = { one: 'customer', many: 'customers' };

const columnsFor = (country: PhoneCountry): ListColumn<Customer>[] => [
  { id: 'name', header: 'Name', cell: (c) => <span className="font-medium">{c.name}</span> },
  { id: 'type', header: 'Type', card: 'hidden', cell: (c) => CUSTOMER_TYPE_LABELS[c.type] },
  { id: 'email', header: 'Email', card: 'hidden', cell: (c) => orDash(c.email) },
  {
    id: 'phone',
    header: 'Phone',
    cell: (c) => (c.phone_number ? formatPhone(c.phone_number, country) : '—'),
    className: 'whitespace-nowrap',
  },
];

const nameOf = (customer: Customer) => customer.name;

/**
 * The customers page: list, search, tabs, add/edit, remove/restore (Undo in the toast), delete,
 * CSV. A row opens the customer's page (the list's search and page ride along for the way back);
 * an edit here keeps the list where it is.
 */
export function CustomersPage({ search, onSearchChange }: ListSearchProps) {
  const scope = useBusinessContext();
  const tab = tabOf(search);
  const list = useServerList(customersQuery(scope, search), { page: search.page, group: tab });
  const dialogs = useListDialogs<Customer>();
  const allowed = { edit: useCan('customers', 'edit'), remove: useCan('customers', 'remove') };
  const canCreate = useCan('customers', 'create');
  const toggle = useActiveToggle<Customer, unknown>({ resource: customers, scope, nameOf });
  const forever = useDeleteForever<Customer, unknown>({ resource: customers, scope, nameOf });
  const [exporting, setExporting] = useState(false);
  const navigate = useNavigate();
  const country = phoneCountryOf(scope.business.currency);
  const columns = useMemo(() => columnsFor(country), [country]);
  const recordLink = (customer: Customer) =>
    ({
      to: '/b/$businessId/customers/$customerId',
      params: { businessId: scope.businessId, customerId: String(customer.id) },
      search: (prev: object) => prev,
    }) as const;

  async function exportCsv() {
    setExporting(true);
    try {
      // The CSV code loads with the first export (it is no part of the list's first load).
      const [customers, { downloadCsv }, { customersToCsv }] = await Promise.all([
        fetchAllCustomers(scope, tab === 'active'),
        import('@/lib/csv'),
        import('../utils/customer-csv'),
      ]);
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(`${tab === 'removed' ? 'removed-customers' : 'customers'}-${day}.csv`, await customersToCsv(customers));
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setExporting(false);
    }
  }

  return (
    <ResourceListPage
      title="Customers"
      description="People and businesses you sell to."
      resource="customers"
      noun={NOUN}
      columns={columns}
      list={list}
      search={search}
      onSearchChange={onSearchChange}
      getRowId={(c) => String(c.id)}
      rowLabel={nameOf}
      rowLink={recordLink}
      onCreate={() => dialogs.open('create')}
      actions={
        <>
          <Button variant="outlined" loading={exporting} onClick={() => void exportCsv()}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
          {canCreate ? (
            <Button variant="outlined" onClick={() => dialogs.open('import')}>
              <Upload aria-hidden="true" />
              Import CSV
            </Button>
          ) : null}
        </>
      }
      rowActions={(customer) =>
        standardRowActions(customer, {
          tab,
          noun: NOUN,
          allowed,
          onView: (c) => void navigate(recordLink(c)),
          onEdit: (c) => dialogs.open('edit', c),
          onRemove: (c) => dialogs.open('remove', c),
          onRestore: (c) => void toggle.restore(c),
          onDelete: (c) => dialogs.open('delete', c),
        })
      }
    >
      <CustomerFormModal
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : dialogs.close())}
        customer={dialogs.kind === 'edit' ? dialogs.row : undefined}
      />
      <RemoveDialog {...dialogs.propsFor('remove')} nameOf={nameOf} onConfirm={toggle.remove} />
      <DeleteForeverDialog
        {...dialogs.propsFor('delete')}
        nameOf={nameOf}
        onConfirm={forever.destroy}
        consequence="This cannot be undone. A customer with invoices can't be deleted: keep it removed instead."
      />
      <CustomerImportDialog {...dialogs.propsFor('import')} />
    </ResourceListPage>
  );
}
