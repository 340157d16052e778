import { Link } from '@tanstack/react-router';
import { useNavBadge } from './nav-badge';
import type { NavItem } from './nav-items';

export interface NavLinkProps {
  item: NavItem;
  businessId: number | undefined;
  location: number | undefined;
  /** Whether this entry is the one best matching the current page (exactly one is). */
  current: boolean;
  className?: string;
  onNavigate?: () => void;
  /** Shown instead of the label (the bottom bar's short label); the label stays its name. */
  children?: React.ReactNode;
}

/**
 * One navigation entry. The router marks only an exact match (`exact`), and `current` marks the
 * best match of a deeper page, so one entry at most is highlighted (see `bestMatch`).
 */
export function NavLink({ item, businessId, location, current, className, onNavigate, children }: NavLinkProps) {
  const shared = {
    activeOptions: { exact: true, includeSearch: false },
    'aria-current': current ? ('page' as const) : undefined,
    className,
    onClick: onNavigate,
  };
  const badge = useNavBadge(item.to);
  const content = children ?? (
    <>
      <item.icon aria-hidden="true" />
      {item.label}
      {badge > 0 && (
        <span className="ml-auto rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
          {badge}
          <span className="sr-only"> unread</span>
        </span>
      )}
    </>
  );
  if (item.kind === 'business' && businessId !== undefined) {
    return (
      <Link to={item.to} params={{ businessId }} search={{ location }} {...shared}>
        {content}
      </Link>
    );
  }
  return (
    <Link to={item.kind === 'personal' ? item.to : '/businesses'} {...shared}>
      {content}
    </Link>
  );
}
