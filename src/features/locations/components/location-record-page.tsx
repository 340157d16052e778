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
import { locationQuery, locationStaffQuery, locations } from '../api/locations.queries';
import type { Location } from '../schemas/location.schema';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { LocationFormModal as LocationFormModalEager } from './location-form-modal';

// Its dialogs' code (Radix Dialog, the form kit) loads once the page has settled or when one
// opens, not with the page's first paint (decision 0036's addendum).
const LocationFormModal = lazyDialog<ComponentProps<typeof LocationFormModalEager>>(
  () => import('./location-form-modal').then((m) => m.LocationFormModal),
  (props) => props.open,
);

const NOUN = { one: 'location', many: 'locations' };
const nameOf = (location: Location) => location.name;

export interface LocationRecordPageProps {
  /** The id as the URL has it ('21'); anything else is 'not found'. */
  id: string;
  /** The list's URL state, kept for the way back. */
  search: ListSearch;
  /** Back to the list (after a remove or a delete for good). */
  onLeave: () => void;
}

/**
 * A location's page: details and the staff who work there; Edit (stays here), Remove (then back
 * to the list, with Undo), Restore and Delete for good. Every change refreshes the location switcher.
 */
export function LocationRecordPage({ id, search, onLeave }: LocationRecordPageProps) {
  const { businessId, location } = useBusinessContext();
  const locationId = recordIdOf(id);
  const query = useQuery({ ...locationQuery({ businessId }, locationId ?? 0), enabled: locationId !== undefined });
  const back = (
    <Link to="/b/$businessId/locations" params={{ businessId }} search={{ ...search, location }}>
      <BackLinkContent>Locations</BackLinkContent>
    </Link>
  );
  return (
    <RecordQueryContent query={query} validId={locationId !== undefined} noun={NOUN} back={back}>
      {(record) => <LocationRecord location={record} back={back} onLeave={onLeave} />}
    </RecordQueryContent>
  );
}

function LocationRecord({ location, back, onLeave }: { location: Location; back: ReactNode; onLeave: () => void }) {
  const { businessId, business } = useBusinessContext();
  const allowed = { edit: useCan('locations', 'edit'), remove: useCan('locations', 'remove') };
  const toggle = useActiveToggle<Location, unknown>({ resource: locations, scope: { businessId }, nameOf });
  const forever = useDeleteForever<Location, unknown>({ resource: locations, scope: { businessId }, nameOf });
  const [editing, setEditing] = useState(false);

  return (
    <RecordPage
      back={back}
      title={location.name}
      status={<ActiveBadge active={location.active} />}
      actions={
        <RecordActions
          row={location}
          noun={NOUN}
          nameOf={nameOf}
          allowed={allowed}
          toggle={toggle}
          forever={forever}
          deleteConsequence="This cannot be undone. A location that still has inventory, invoices or expenses can't be deleted: keep it removed instead."
          onEdit={() => setEditing(true)}
          onLeave={onLeave}
        />
      }
    >
      <RecordSection
        title="Details"
        fields={[
          { label: 'Address', value: location.address },
          { label: 'Phone', value: formatPhone(location.phone_number, phoneCountryOf(business.currency)) },
          { label: 'Added', value: formatDate(location.created_at) },
        ]}
      />
      <LocationStaff locationId={location.id} />
      <LocationFormModal open={editing} onOpenChange={setEditing} location={location} />
    </RecordPage>
  );
}

/** The active staff who work at the location, each a link to their page. */
function LocationStaff({ locationId }: { locationId: number }) {
  const { businessId } = useBusinessContext();
  const canView = useCan('staff', 'view');
  const query = useQuery({
    ...locationStaffQuery({ businessId }),
    enabled: canView,
    select: (data) => data.results.filter((member) => member.locations.some((place) => place.id === locationId)),
  });
  if (!canView) return null;
  let content: ReactNode;
  if (query.isPending) content = <p className="text-sm text-muted-foreground">Loading the staff…</p>;
  else if (query.isError)
    content = <p className="text-sm text-destructive">Couldn't load the staff. Reload the page to try again.</p>;
  else if (query.data.length === 0) content = <p className="text-sm text-muted-foreground">No active staff work here yet.</p>;
  else
    content = (
      <ul className="flex flex-col">
        {query.data.map((member) => (
          <li key={member.id}>
            <Link
              to="/b/$businessId/staff/$memberId"
              params={{ businessId, memberId: String(member.id) }}
              className="flex min-h-11 flex-wrap items-center gap-x-3 rounded-md px-2 text-sm hover:bg-accent sm:min-h-9"
            >
              <span className="font-medium text-primary [overflow-wrap:anywhere]">{`${member.first_name} ${member.last_name}`}</span>
              <span className="text-muted-foreground">{member.role?.name ?? 'No role'}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  return <RecordSection title="Staff">{content}</RecordSection>;
}
