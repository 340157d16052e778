import { useMemo } from 'react';
import { useSelector } from '@tanstack/react-form';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import { clearServerError, firstError, useAppForm } from '@/components/form';
import { useCreateRole, useUpdateRole } from '../api/roles.queries';
import { ROLE_FIELD_MAP, newRoleValues, roleFormSchema, roleFormValues, roleInput, type Role } from '../schemas/role-form';
import { matrixFromPermissions } from '../utils/role-matrix';
import { RoleMatrix } from './role-matrix';
import { RoleTemplatePicker } from './role-template-picker';
import { createAttemptKeys } from '@/lib/attempt-key';

export interface RoleFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: number;
  /** The role to edit; absent to create one. */
  role?: Role | null | undefined;
  onSaved?: (role: Role) => void;
  /**
   * A new role's name to start from (a picker's '+ New role “Cashier”'): a template's name also
   * starts from that template's permissions.
   */
  initialName?: string | undefined;
}

/** Create or edit a role in a modal (the spec's roles form). */
export function RoleFormModal({ open, onOpenChange, businessId, role, onSaved, initialName }: RoleFormModalProps) {
  return (
    <EntityFormModal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={role ? `Edit “${role.name}”` : 'Create a role'}
      description="Name the role and choose what staff with it may view, create, edit and remove."
    >
      <RoleForm
        businessId={businessId}
        role={role ?? null}
        initialName={initialName}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </EntityFormModal>
  );
}

export interface RoleFormProps {
  businessId: number;
  role: Role | null;
  onSaved: (role: Role) => void;
  initialName?: string | undefined;
}

/** Name, description and the permission matrix; server errors at the fields, input kept on failure. */
export function RoleForm({ businessId, role, onSaved, initialName }: RoleFormProps) {
  const create = useCreateRole();
  // One Idempotency-Key per save attempt: a retry after a lost answer creates one record, not two.
  const keys = useMemo(() => createAttemptKeys(), []);
  const update = useUpdateRole();

  const form = useAppForm({
    defaultValues: role ? roleFormValues(role) : newRoleValues(initialName),
    validators: { onSubmit: roleFormSchema },
    onSubmit: async ({ value, formApi }) => {
      const body = roleInput(value);
      try {
        const saved = role
          ? await update.mutateAsync({ scope: { businessId }, id: role.id, body })
          : await create.mutateAsync({ scope: { businessId }, body, idempotencyKey: keys.keyFor(body) });
        onSaved(saved);
      } catch (error) {
        reportFormError(formApi, error, { fieldMap: ROLE_FIELD_MAP });
      }
    },
  });
  const attempts = useSelector(form.store, (state) => state.submissionAttempts);
  const submitting = useSelector(form.store, (state) => state.isSubmitting);

  return (
    <EntityForm form={form} submitLabel={role ? 'Save role' : 'Create role'}>
      {role ? null : (
        <form.Subscribe selector={(state) => state.values.matrix.permissions}>
          {(permissions) => (
            <RoleTemplatePicker
              permissions={permissions}
              disabled={submitting}
              onPick={(template) => {
                const values = form.state.values;
                if (!values.name.trim()) form.setFieldValue('name', template?.name ?? '');
                if (!values.description.trim() && template) form.setFieldValue('description', template.description);
                form.setFieldValue('matrix', matrixFromPermissions(template?.permissions ?? []));
              }}
            />
          )}
        </form.Subscribe>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="name">
          {(field) => <field.TextField label="Role name" autoComplete="off" placeholder="e.g. Sales attendant" required />}
        </form.AppField>
        <form.AppField name="description">
          {(field) => <field.TextField label="Description" autoComplete="off" hint="Optional. What the role is for." />}
        </form.AppField>
      </div>
      <form.Field name="matrix">
        {(field) => {
          const meta = field.state.meta;
          const show = attempts > 0 || meta.errorMap.onServer !== undefined;
          return (
            <RoleMatrix
              value={field.state.value}
              disabled={submitting}
              error={show ? firstError(meta.errors) : undefined}
              onChange={(next) => {
                field.handleChange(next);
                clearServerError(field);
              }}
            />
          );
        }}
      </form.Field>
    </EntityForm>
  );
}
