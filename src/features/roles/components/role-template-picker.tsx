import { ROLE_TEMPLATES, type RoleTemplate } from '@/lib/permissions';
import { cn } from '@/lib/utils';

export interface RoleTemplatePickerProps {
  /** The role's permission ids now: the template they equal shows as chosen. */
  permissions: readonly number[];
  /** A template, or null for 'From scratch' (no permissions). */
  onPick: (template: RoleTemplate | null) => void;
  disabled?: boolean;
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * 'Start from': the template roles (Manager, Cashier, Accountant; the same sets a new business
 * starts with) or from scratch. Picking one fills the permissions below, which stay editable.
 */
export function RoleTemplatePicker({ permissions, onPick, disabled = false }: RoleTemplatePickerProps) {
  const choices = [
    ...ROLE_TEMPLATES.map((template) => ({ key: template.name, label: template.name, template })),
    { key: 'scratch', label: 'From scratch', template: null },
  ];
  return (
    <div role="group" aria-labelledby="role-template-label" className="flex flex-col gap-2">
      <span id="role-template-label" className="text-sm font-medium">
        Start from
      </span>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {choices.map(({ key, label, template }) => {
          const chosen = template ? same(permissions, template.permissions) : permissions.length === 0;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={chosen}
              disabled={disabled}
              onClick={() => onPick(template)}
              className={cn(
                'min-h-11 rounded-md border px-3 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                'disabled:cursor-not-allowed disabled:opacity-60',
                chosen ? 'border-primary bg-primary/10' : 'hover:bg-accent',
              )}
            >
              {label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
