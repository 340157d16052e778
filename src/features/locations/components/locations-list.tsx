import { useMemo, type ComponentProps } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useBusinessContext } from '@/features/business';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { standardRowActions } from '@/components/list/row-actions';
import { useActiveToggle, useDeleteForever } from '@/components/list/row-changes';
import { DeleteForeverDialog, RemoveDialog } from '@/components/ui/lazy-dialogs';
import { useServerList } from '@/components/list/use-list';
import { useListDialogs } from '@/components/list/use-list-dialogs';
import { listQueryOf, type ListSearchProps, tabOf } from '@/lib/list-search';
import type { Noun } from '@/lib/text';
import { formatPhone, phoneCountryOf, type PhoneCountry } from '@/lib/phone';
import { useCan } from '@/lib/permissions';
import { locations, locationsQuery } from '../api/locations.queries';
import type { Location } from '../schemas/location.schema';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { LocationFormModal as LocationFormModalEager } from './location-form-modal';

// Its dialogs' code (Radix Dialog, the form kit) loads once the page has settled or when one
// opens, not with the page's first paint (decision 0036's addendum).
const LocationFormModal = lazyDialog<ComponentProps<typeof LocationFormModalEager>>(
  () => import('./location-form-modal').then((m) => m.LocationFormModal),
  (props) => props.open,
);

const NOUN: Noun = { one: 'location', many: 'locations' };

const columnsFor = (country: PhoneCountry): ListColumn<Location>[] => [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'address', header: 'Address', cell: (row) => row.address },
  {
    id: 'phone',
    header: 'Phone',
    card: 'hidden',
    cell: (row) => formatPhone(row.phone_number, country),
    className: 'whitespace-nowrap',
  },
];

const nameOf = (row: Location) => row.name;

/**
 * The Locations page: active and removed lists (searched and paged by the server, state in the
 * URL), add and edit in a modal, remove/restore (PATCH `active`) and delete for good (asked
 * twice; the server's refusal, e.g. of the last active location, is shown in the dialog). Every
 * change refreshes the header's location switcher at once.
 */
export function LocationsList({ search, onSearchChange }: ListSearchProps) {
  const { businessId, location: currentLocation, business } = useBusinessContext();
  const navigate = useNavigate();
  const country = phoneCountryOf(business.currency);
  const columns = useMemo(() => columnsFor(country), [country]);
  const recordLink = (row: Location) =>
    ({
      to: '/b/$businessId/locations/$locationId',
      params: { businessId, locationId: String(row.id) },
      search: (prev: object) => prev,
    }) as const;
  const tab = tabOf(search);
  const list = useServerList(locationsQuery({ businessId }, listQueryOf(search)), { page: search.page, group: tab });
  const dialogs = useListDialogs<Location>();
  const allowed = { edit: useCan('locations', 'edit'), remove: useCan('locations', 'remove') };

  /** A removed or deleted location can't stay the chosen one (D5): back to all locations. */
  function leaveIfChosen(row: Location) {
    if (row.id === currentLocation)
      void navigate({ to: '.', search: (prev) => ({ ...prev, location: undefined }), replace: true });
  }

  const toggle = useActiveToggle<Location, unknown>({ resource: locations, scope: { businessId }, nameOf });
  const forever = useDeleteForever<Location, unknown>({ resource: locations, scope: { businessId }, nameOf });

  return (
    <ResourceListPage
      title="Locations"
      description="Your shops, offices and warehouses. Every business keeps at least one active location."
      resource="locations"
      noun={NOUN}
      columns={columns}
      list={list}
      getRowId={(row) => String(row.id)}
      rowLabel={nameOf}
      rowLink={recordLink}
      rowActions={(row) =>
        standardRowActions(row, {
          tab,
          noun: NOUN,
          allowed,
          onView: (item) => void navigate(recordLink(item)),
          onEdit: (item) => dialogs.open('edit', item),
          onRemove: (item) => dialogs.open('remove', item),
          onRestore: (item) => void toggle.restore(item),
          onDelete: (item) => dialogs.open('delete', item),
        })
      }
      onCreate={() => dialogs.open('create')}
      search={search}
      onSearchChange={onSearchChange}
    >
      <LocationFormModal
        open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : dialogs.close())}
        location={dialogs.kind === 'edit' ? dialogs.row : null}
      />
      <RemoveDialog
        {...dialogs.propsFor('remove')}
        nameOf={nameOf}
        onConfirm={async (row) => {
          await toggle.remove(row);
          leaveIfChosen(row);
        }}
      />
      <DeleteForeverDialog
        {...dialogs.propsFor('delete')}
        nameOf={nameOf}
        consequence="This cannot be undone. A location that still has inventory, invoices or expenses can't be deleted: keep it removed instead."
        onConfirm={async (row) => {
          await forever.destroy(row);
          leaveIfChosen(row);
        }}
      />
    </ResourceListPage>
  );
}
