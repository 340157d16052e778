import { Link } from '@tanstack/react-router';
import { Building2 } from 'lucide-react';
import { hasBusinessTools } from '@/lib/permissions';
import { cn } from '@/lib/utils';
import { BUSINESSES_ITEM, PERSONAL_NAV, visibleBusinessItems, type NavContext } from './nav-items';

const linkClasses = cn(
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors',
  'hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
  '[&_svg]:size-4 [&_svg]:shrink-0 aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground',
);

export interface SidebarNavProps extends NavContext {
  /** The business whose tools to link (the current one, or the one chosen last). */
  businessId: number | undefined;
  location: number | undefined;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** The main navigation: business tools (filtered by permission), then the person's own areas. */
export function SidebarNav({ accountType, membership, businessId, location, onNavigate }: SidebarNavProps) {
  const businessTools = hasBusinessTools(accountType);
  const items = businessId ? visibleBusinessItems({ accountType, membership }) : [];
  return (
    <nav aria-label="Main" className="flex flex-col gap-6 text-sm">
      {businessTools ? (
        <div className="flex flex-col gap-1">
          <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Business tools</h2>
          {businessId ? (
            <ul className="flex flex-col gap-0.5">
              {items.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    params={{ businessId }}
                    search={{ location }}
                    activeOptions={{ exact: item.to === '/b/$businessId', includeSearch: false }}
                    activeProps={{ 'aria-current': 'page' }}
                    className={linkClasses}
                    onClick={onNavigate}
                  >
                    <item.icon aria-hidden="true" />
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <Link to="/businesses" className={linkClasses} onClick={onNavigate}>
              <Building2 aria-hidden="true" />
              Choose a business
            </Link>
          )}
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">You</h2>
        <ul className="flex flex-col gap-0.5">
          {(businessTools ? [...PERSONAL_NAV, BUSINESSES_ITEM] : PERSONAL_NAV).map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                activeOptions={{ exact: item.to === '/businesses', includeSearch: false }}
                activeProps={{ 'aria-current': 'page' }}
                className={linkClasses}
                onClick={onNavigate}
              >
                <item.icon aria-hidden="true" />
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
