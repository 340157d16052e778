import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/menu-button';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]?.[0], parts[parts.length - 1]?.[0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

export interface UserMenuProps {
  name: string;
  email: string;
  accountType: string;
  onSignOut: () => void;
}

/** The signed-in person (name, email, account type) and sign-out. */
export function UserMenu({ name, email, accountType, onSignOut }: UserMenuProps) {
  return (
    <MenuButton
      contentClassName="w-64"
      trigger={
        <Button variant="tertiary" size="sm" className="h-11 min-w-11 gap-2 px-1.5 text-foreground sm:h-10" aria-label={`Account: ${name}`}>
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {initials(name)}
          </span>
          <span className="hidden max-w-40 truncate md:inline">{name}</span>
        </Button>
      }
      entries={[
        {
          kind: 'label',
          key: 'who',
          className: 'flex flex-col gap-0.5 text-sm font-normal text-foreground',
          content: (
            <>
              <span className="truncate font-semibold">{name}</span>
              <span className="truncate text-muted-foreground">{email}</span>
              <span className="text-xs text-muted-foreground capitalize">{accountType} account</span>
            </>
          ),
        },
        { kind: 'separator', key: 'sep' },
        {
          kind: 'item',
          key: 'sign-out',
          onSelect: onSignOut,
          content: (
            <>
              <LogOut aria-hidden="true" />
              Sign out
            </>
          ),
        },
      ]}
    />
  );
}
