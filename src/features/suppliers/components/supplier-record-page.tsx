import { useState, type ReactNode, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useBusinessContext } from '@/features/business';
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
import { useCan } from '@/lib/permissions';
import { formatPhone, phoneCountryOf } from '@/lib/phone';
import { recordIdOf } from '@/lib/prefetch';
import { orDash } from '@/lib/text';
import { supplierQuery, suppliers, type Supplier } from '../api/suppliers.queries';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { SupplierFormModal as SupplierFormModalEager } from './supplier-form-modal';

// Its dialogs' code (Radix Dialog, the form kit) loads once the page has settled or when one
// opens, not with the page's first paint (decision 0036's addendum).
const SupplierFormModal = lazyDialog<ComponentProps<typeof SupplierFormModalEager>>(
  () => import('./supplier-form-modal').then((m) => m.SupplierFormModal),
  (props) => props.open,
);

const NOUN = { one: 'supplier', many: 'suppliers' };
const nameOf = (supplier: Supplier) => supplier.name;

export interface SupplierRecordPageProps {
  /** The id as the URL has it ('12'); anything else is 'not found'. */
  id: string;
  /** The list's URL state, kept for the way back. */
  search: ListSearch;
  /** Back to the list (after a remove or a delete for good). */
  onLeave: () => void;
}

/** A supplier's page: details; Edit (stays here), Remove (then back to the list, with Undo), Restore, Delete for good. */
export function SupplierRecordPage({ id, search, onLeave }: SupplierRecordPageProps) {
  const scope = useBusinessContext();
  const supplierId = recordIdOf(id);
  const query = useQuery({ ...supplierQuery(scope, supplierId ?? 0), enabled: supplierId !== undefined, meta: { silent: true } });
  const back = (
    <Link
      to="/b/$businessId/suppliers"
      params={{ businessId: scope.businessId }}
      search={{ ...search, location: scope.location }}
    >
      <BackLinkContent>Suppliers</BackLinkContent>
    </Link>
  );
  return (
    <RecordQueryContent query={query} validId={supplierId !== undefined} noun={NOUN} back={back}>
      {(supplier) => <SupplierRecord supplier={supplier} back={back} onLeave={onLeave} />}
    </RecordQueryContent>
  );
}

function SupplierRecord({ supplier, back, onLeave }: { supplier: Supplier; back: ReactNode; onLeave: () => void }) {
  const scope = useBusinessContext();
  const country = phoneCountryOf(scope.business.currency);
  const allowed = { edit: useCan('suppliers', 'edit'), remove: useCan('suppliers', 'remove') };
  const toggle = useActiveToggle<Supplier, unknown>({ resource: suppliers, scope, nameOf });
  const forever = useDeleteForever<Supplier, unknown>({ resource: suppliers, scope, nameOf });
  const [editing, setEditing] = useState(false);

  return (
    <RecordPage
      back={back}
      title={supplier.name}
      status={<ActiveBadge active={supplier.active} />}
      actions={
        <RecordActions
          row={supplier}
          noun={NOUN}
          nameOf={nameOf}
          allowed={allowed}
          toggle={toggle}
          forever={forever}
          deleteConsequence="This cannot be undone. Inventory items from this supplier keep their stock but no longer name it."
          onEdit={() => setEditing(true)}
          onLeave={onLeave}
        />
      }
    >
      <RecordSection
        title="Details"
        fields={[
          { label: 'Phone', value: supplier.phone_number ? formatPhone(supplier.phone_number, country) : '—' },
          { label: 'Email', value: orDash(supplier.email) },
          { label: 'Address', value: orDash(supplier.address) },
          { label: 'Notes', value: orDash(supplier.description) },
          { label: 'Added', value: formatDate(supplier.created_at) },
        ]}
      />
      <SupplierFormModal open={editing} onOpenChange={setEditing} supplier={supplier} />
    </RecordPage>
  );
}
