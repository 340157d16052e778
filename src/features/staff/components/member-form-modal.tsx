import { Suspense, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-form';
import { Skeleton } from '@/components/ui/skeleton';
import { useBusinessContext } from '@/features/business';
import { LocationMultiSelect } from '@/features/locations/lazy';
import { rolesQuery, type Role } from '@/features/roles';
import { RoleFormModal } from '@/features/roles/lazy';
import { useCreateRequest } from '@/components/record/record-options';
import { useCan } from '@/lib/permissions';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import type { SelectOption } from '@/components/ui/searchable-select';
import { clearServerError, firstError, useAppForm } from '@/components/form';
import { phoneCountryOf } from '@/lib/phone';
import { memberName } from '../utils/member-name';
import { useCreateMember, useUpdateMember } from '../api/staff.queries';
import { EMPTY_MEMBER, memberSchema, toMemberInput, toMemberValues, type Member } from '../schemas/member.schema';
import { createAttemptKeys } from '@/lib/attempt-key';

export interface MemberFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member to edit; absent to add one. */
  member?: Member | null | undefined;
  onSaved?: (member: Member) => void;
}

/** Add or edit a staff member in a modal: details, the locations they work at and their role. */
export function MemberFormModal({ open, onOpenChange, member, onSaved }: MemberFormModalProps) {
  return (
    <EntityFormModal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={member ? `Edit ${memberName(member)}` : 'Add a staff member'}
      description={
        member
          ? 'Change their details, the locations they work at and their role.'
          : 'They get an email invitation. Their role decides what they may do.'
      }
    >
      <MemberForm
        member={member ?? null}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </EntityFormModal>
  );
}

export interface MemberFormProps {
  member: Member | null;
  onSaved: (member: Member) => void;
}

const NO_ROLE: SelectOption = { label: 'No role (no permissions)', value: '' };

/** The staff member form: valibot rules, server errors at the fields, input kept when a save fails. */
export function MemberForm({ member, onSaved }: MemberFormProps) {
  const { businessId } = useBusinessContext();
  const country = phoneCountryOf(useBusinessContext().business.currency);
  const create = useCreateMember();
  // One Idempotency-Key per save attempt: a retry after a lost answer creates one record, not two.
  const keys = useMemo(() => createAttemptKeys(), []);
  const update = useUpdateMember();
  const roles = useQuery(rolesQuery({ businessId }, true));
  // '+ New role' inside the Role picker: roles are changed by whoever may edit staff (D8).
  const canCreateRole = useCan('staff', 'edit');
  const newRole = useCreateRequest<Role>();

  const form = useAppForm({
    defaultValues: member ? toMemberValues(member, country) : EMPTY_MEMBER,
    validators: { onSubmit: memberSchema(country) },
    onSubmit: async ({ value, formApi }) => {
      const body = toMemberInput(value, country);
      try {
        onSaved(
          member
            ? await update.mutateAsync({ scope: { businessId }, id: member.id, body })
            : await create.mutateAsync({ scope: { businessId }, body, idempotencyKey: keys.keyFor(body) }),
        );
      } catch (error) {
        reportFormError(formApi, error);
      }
    },
  });
  const attempts = useSelector(form.store, (state) => state.submissionAttempts);

  const roleOptions: SelectOption[] = [
    NO_ROLE,
    ...(roles.data ?? []).map((role) => ({ label: role.name, value: String(role.id) })),
  ];
  // A role removed since it was given stays readable until it is changed.
  const held = member?.role;
  if (held && !roleOptions.some((option) => option.value === String(held.id))) {
    roleOptions.push({ label: `${held.name} (removed)`, value: String(held.id), disabled: true });
  }

  return (
    <EntityForm form={form} submitLabel={member ? 'Save changes' : 'Add staff member'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="first_name">{(field) => <field.TextField label="First name" required />}</form.AppField>
        <form.AppField name="last_name">{(field) => <field.TextField label="Last name" required />}</form.AppField>
        <form.AppField name="email">{(field) => <field.TextField label="Email" type="email" required />}</form.AppField>
        <form.AppField name="phone_number">
          {(field) => <field.PhoneField label="Phone number" country={country} />}
        </form.AppField>
      </div>
      <Suspense fallback={<Skeleton className="h-24 w-full" />}>
        <form.Field name="locations">
          {(field) => {
            const meta = field.state.meta;
            const shown = meta.isTouched || attempts > 0 || meta.errorMap.onServer !== undefined;
            return (
              <LocationMultiSelect
                label="Locations"
                hint="Where they work: they see these locations' records."
                required
                value={field.state.value}
                error={shown ? firstError(meta.errors) : undefined}
                onChange={(next) => {
                  field.handleChange(next);
                  clearServerError(field);
                }}
                onBlur={field.handleBlur}
              />
            );
          }}
        </form.Field>
      </Suspense>
      <form.AppField name="role">
        {(field) => (
          <field.SelectField
            label="Role"
            options={roleOptions}
            placeholder={roles.isPending ? 'Loading roles…' : NO_ROLE.label}
            hint={
              roles.isError
                ? 'Roles could not be loaded: you can save without a role.'
                : 'What they may view, add, edit and remove.'
            }
            createOption={
              canCreateRole
                ? {
                    label: (typed) => (typed ? `+ New role “${typed}”` : '+ New role'),
                    onCreate: async (typed) => {
                      const role = await newRole.open(typed);
                      return role ? { label: role.name, value: String(role.id) } : null;
                    },
                  }
                : undefined
            }
          />
        )}
      </form.AppField>
      {newRole.request ? (
        <Suspense fallback={null}>
          <RoleFormModal
            open
            onOpenChange={(open) => (open ? undefined : newRole.cancel())}
            businessId={businessId}
            initialName={newRole.request.query}
            onSaved={newRole.done}
          />
        </Suspense>
      ) : null}
    </EntityForm>
  );
}
