import { useBusinessContext } from '@/features/business';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { standardRowActions } from '@/components/list/row-actions';
import { useActiveToggle, useDeleteForever } from '@/components/list/row-changes';
import { DeleteForeverDialog, RemoveDialog } from '@/components/list/row-dialogs';
import { useServerList } from '@/components/list/use-list';
import { useListDialogs } from '@/components/list/use-list-dialogs';
import { type ListSearchProps, tabOf } from '@/lib/list-search';
import { orDash } from '@/lib/text';
import { useCan } from '@/lib/permissions';
import { suppliers, suppliersQuery, type Supplier } from '../api/suppliers.queries';
import { SupplierDetailsDialog } from './supplier-details-dialog';
import { SupplierFormModal } from './supplier-form-modal';

const NOUN = { one: 'supplier', many: 'suppliers' };

const COLUMNS: ListColumn<Supplier>[] = [
  { id: 'name', header: 'Name', cell: (s) => <span className="font-medium">{s.name}</span> },
  { id: 'phone', header: 'Phone', cell: (s) => orDash(s.phone_number), className: 'whitespace-nowrap' },
  { id: 'email', header: 'Email', cell: (s) => orDash(s.email) },
  { id: 'address', header: 'Address', cell: (s) => orDash(s.address) },
];

const nameOf = (supplier: Supplier) => supplier.name;

/** The suppliers page: list, search, tabs, add/edit/view, remove/restore, delete for good. */
export function SuppliersPage({ search, onSearchChange }: ListSearchProps) {
  const scope = useBusinessContext();
  const tab = tabOf(search);
  const list = useServerList(suppliersQuery(scope, search), { page: search.page, group: tab });
  const dialogs = useListDialogs<Supplier>();
  const allowed = { edit: useCan('suppliers', 'edit'), remove: useCan('suppliers', 'remove') };
  const toggle = useActiveToggle<Supplier, unknown>({ resource: suppliers, scope, nameOf });
  const forever = useDeleteForever<Supplier, unknown>({ resource: suppliers, scope, nameOf });

  return (
    <ResourceListPage
      title="Suppliers"
      description="Who you buy stock from."
      resource="suppliers"
      noun={NOUN}
      columns={COLUMNS}
      list={list}
      search={search}
      onSearchChange={onSearchChange}
      getRowId={(s) => String(s.id)}
      rowLabel={nameOf}
      onCreate={() => dialogs.open('create')}
      rowActions={(supplier) =>
        standardRowActions(supplier, {
          tab,
          noun: NOUN,
          allowed,
          onView: (s) => dialogs.open('view', s),
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
      <SupplierDetailsDialog
        supplier={dialogs.row}
        {...dialogs.propsFor('view')}
        onEdit={allowed.edit ? (s) => dialogs.open('edit', s) : undefined}
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
