import { Link, useRouterState } from '@tanstack/react-router';
import { Building2 } from 'lucide-react';
import { hasBusinessTools } from '@/lib/permissions';
import { cn } from '@/lib/utils';
import { bestMatch, itemPath, visibleGroups, type NavContext } from './nav-items';
import { NavLink } from './nav-link';

// At least 44 px high below lg (the drawer, on touch screens); the sidebar's denser rows on wide screens.
const linkClasses = cn(
  'flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors lg:min-h-9',
  'hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
  '[&_svg]:size-4 [&_svg]:shrink-0 aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground',
);

export interface SidebarNavProps extends NavContext {
  location: number | undefined;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/**
 * The main navigation in groups (Sales, Stock and purchases, People, Money, Reports, You), each
 * entry filtered by permission (D8), with exactly one entry marked as the current page.
 */
export function SidebarNav({ accountType, membership, businessId, location, onNavigate }: SidebarNavProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const groups = visibleGroups({ accountType, membership, businessId });
  const current = bestMatch(
    pathname,
    groups.flatMap((group) => group.items.map((item) => itemPath(item, businessId))),
  );
  const needsBusiness = hasBusinessTools(accountType) && businessId === undefined;
  return (
    <nav aria-label="Main" className="flex flex-col gap-5 text-sm">
      {needsBusiness ? (
        <Link to="/businesses" className={linkClasses} onClick={onNavigate}>
          <Building2 aria-hidden="true" />
          Choose a business
        </Link>
      ) : null}
      {groups.map((group) => {
        const headingId = group.label ? `nav-group-${group.label.toLowerCase().replace(/\W+/g, '-')}` : undefined;
        return (
          <div key={group.label ?? 'top'} className="flex flex-col gap-1">
            {group.label ? (
              <h2 id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {group.label}
              </h2>
            ) : null}
            <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    item={item}
                    businessId={businessId}
                    location={location}
                    current={itemPath(item, businessId) === current}
                    className={linkClasses}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
