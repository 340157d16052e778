import { useMemo, type ComponentProps } from 'react';
import { useNavigate } from '@tanstack/react-router';
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
import { suppliers, suppliersQuery, type Supplier } from '../api/suppliers.queries';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { SupplierFormModal as SupplierFormModalEager } from './supplier-form-modal';

// Its dialogs' code (Radix Dialog, the form kit) loads once the page has settled or when one
// opens, not with the page's first paint (decision 0036's addendum).
const SupplierFormModal = lazyDialog<ComponentProps<typeof SupplierFormModalEager>>(
  () => import('./supplier-form-modal').then((m) => m.SupplierFormModal),
  (props) => props.open,
);

const NOUN = { one: 'supplier', many: 'suppliers' };

const columnsFor = (country: PhoneCountry): ListColumn<Supplier>[] => [
  { id: 'name', header: 'Name', cell: (s) => <span className="font-medium">{s.name}</span> },
  {
    id: 'phone',
    header: 'Phone',
    cell: (s) => (s.phone_number ? formatPhone(s.phone_number, country) : '—'),
    className: 'whitespace-nowrap',
  },
  { id: 'email', header: 'Email', card: 'hidden', cell: (s) => orDash(s.email) },
  { id: 'address', header: 'Address', card: 'hidden', cell: (s) => orDash(s.address) },
];

const nameOf = (supplier: Supplier) => supplier.name;

/**
 * The suppliers page: list, search, tabs, add/edit, remove/restore (Undo in the toast), delete for
 * good. A row opens the supplier's page; an edit here keeps the list where it is.
 */
export function SuppliersPage({ search, onSearchChange }: ListSearchProps) {
  const scope = useBusinessContext();
  const tab = tabOf(search);
  const list = useServerList(suppliersQuery(scope, search), { page: search.page, group: tab });
  const dialogs = useListDialogs<Supplier>();
  const allowed = { edit: useCan('suppliers', 'edit'), remove: useCan('suppliers', 'remove') };
  const toggle = useActiveToggle<Supplier, unknown>({ resource: suppliers, scope, nameOf });
  const forever = useDeleteForever<Supplier, unknown>({ resource: suppliers, scope, nameOf });
  const navigate = useNavigate();
  const country = phoneCountryOf(scope.business.currency);
  const columns = useMemo(() => columnsFor(country), [country]);
  const recordLink = (supplier: Supplier) =>
    ({
      to: '/b/$businessId/suppliers/$supplierId',
      params: { businessId: scope.businessId, supplierId: String(supplier.id) },
      search: (prev: object) => prev,
    }) as const;

  return (
    <ResourceListPage
      title="Suppliers"
      description="Who you buy stock from."
      resource="suppliers"
      noun={NOUN}
      columns={columns}
      list={list}
      search={search}
      onSearchChange={onSearchChange}
      getRowId={(s) => String(s.id)}
      rowLabel={nameOf}
      rowLink={recordLink}
      onCreate={() => dialogs.open('create')}
      rowActions={(supplier) =>
        standardRowActions(supplier, {
          tab,
          noun: NOUN,
          allowed,
          onView: (s) => void navigate(recordLink(s)),
          onEdit: (s) => dialogs.open('edit', s),
          onRemove: (s) => dialogs.open('remove', s),
          onRestore: (s) => void toggle.restore(s),
          onDelete: (s) => dialogs.open('delete', s),
        })
      }
    >
      <SupplierFormModal
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : dialogs.close())}
        supplier={dialogs.kind === 'edit' ? dialogs.row : undefined}
      />
      <RemoveDialog {...dialogs.propsFor('remove')} nameOf={nameOf} onConfirm={toggle.remove} />
      <DeleteForeverDialog
        {...dialogs.propsFor('delete')}
        nameOf={nameOf}
        onConfirm={forever.destroy}
        consequence="This cannot be undone. Inventory items from this supplier keep their stock but no longer name it."
      />
    </ResourceListPage>
  );
}
