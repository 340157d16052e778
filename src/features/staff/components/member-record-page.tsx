import { useState, type ReactNode, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useBusinessContext } from '@/features/business';
import { useActiveToggle } from '@/components/list/row-changes';
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
import type { Noun } from '@/lib/text';
import { allMembersQuery, staff } from '../api/staff.queries';
import type { Member } from '../schemas/member.schema';
import { memberName } from '../utils/member-name';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { MemberFormModal as MemberFormModalEager } from './member-form-modal';

// Its dialogs' code (Radix Dialog, the form kit) loads once the page has settled or when one
// opens, not with the page's first paint (decision 0036's addendum).
const MemberFormModal = lazyDialog<ComponentProps<typeof MemberFormModalEager>>(
  () => import('./member-form-modal').then((m) => m.MemberFormModal),
  (props) => props.open,
);

const NOUN: Noun = { one: 'staff member', many: 'staff members' };

const WORDING = {
  verb: 'Deactivate',
  restoreVerb: 'Reactivate',
  description: 'They can no longer work in this business and move to the Removed list. You can reactivate them at any time.',
};

export interface MemberRecordPageProps {
  /** The id as the URL has it ('7'); anything else is 'not found'. */
  id: string;
  /** The list's URL state, kept for the way back. */
  search: ListSearch;
  /** Back to the list (after a deactivation). */
  onLeave: () => void;
}

/**
 * A staff member's page: contact details, role and the locations they work at (each a link);
 * Edit (stays here), Deactivate (then back to the list, with Undo; never oneself), Reactivate.
 */
export function MemberRecordPage({ id, search, onLeave }: MemberRecordPageProps) {
  const { businessId, location } = useBusinessContext();
  const memberId = recordIdOf(id);
  const query = useQuery({
    ...allMembersQuery({ businessId }),
    enabled: memberId !== undefined,
    select: (data) => data.results.find((member) => member.id === memberId),
  });
  const back = (
    <Link to="/b/$businessId/staff" params={{ businessId }} search={{ ...search, location }}>
      <BackLinkContent>Staff</BackLinkContent>
    </Link>
  );
  return (
    <RecordQueryContent query={query} validId={memberId !== undefined} noun={NOUN} back={back}>
      {(member) => <MemberRecord member={member} back={back} onLeave={onLeave} />}
    </RecordQueryContent>
  );
}

function MemberRecord({ member, back, onLeave }: { member: Member; back: ReactNode; onLeave: () => void }) {
  const { businessId, business, membership } = useBusinessContext();
  const allowed = { edit: useCan('staff', 'edit'), remove: useCan('staff', 'remove') };
  const toggle = useActiveToggle<Member, unknown>({ resource: staff, scope: { businessId }, nameOf: memberName });
  const [editing, setEditing] = useState(false);
  const canViewLocations = useCan('locations', 'view');

  return (
    <RecordPage
      back={back}
      title={memberName(member)}
      status={<ActiveBadge active={member.active} removedLabel="Deactivated" />}
      description={member.active ? undefined : 'Deactivated: they cannot work in this business until reactivated.'}
      actions={
        <RecordActions
          row={member}
          noun={NOUN}
          nameOf={memberName}
          allowed={allowed}
          toggle={toggle}
          wording={WORDING}
          removeBlocked={member.id === membership.member_id ? "You can't deactivate yourself." : undefined}
          onEdit={() => setEditing(true)}
          onLeave={onLeave}
        />
      }
    >
      <RecordSection
        title="Contact"
        fields={[
          { label: 'Email', value: member.email },
          {
            label: 'Phone',
            value: member.phone_number ? formatPhone(member.phone_number, phoneCountryOf(business.currency)) : '—',
          },
        ]}
      />
      <RecordSection
        title="Work"
        fields={[
          { label: 'Role', value: member.role?.name ?? 'No role (no permissions)' },
          {
            label: 'Locations',
            value:
              member.locations.length === 0 ? (
                '—'
              ) : (
                <ul className="flex flex-col gap-1">
                  {member.locations.map((place) => (
                    <li key={place.id}>
                      {canViewLocations ? (
                        <Link
                          to="/b/$businessId/locations/$locationId"
                          params={{ businessId, locationId: String(place.id) }}
                          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline sm:min-h-0"
                        >
                          {place.name}
                        </Link>
                      ) : (
                        place.name
                      )}
                    </li>
                  ))}
                </ul>
              ),
          },
          { label: 'Added', value: formatDate(member.created_at) },
          { label: 'Last changed', value: formatDate(member.updated_at) },
        ]}
      />
      <MemberFormModal open={editing} onOpenChange={setEditing} member={member} />
    </RecordPage>
  );
}
