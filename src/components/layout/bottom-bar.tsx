import { useRouterState } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { cn } from '@/lib/utils';
import { bestMatch, bottomBarItems, itemPath, visibleGroups, type NavContext } from './nav-items';
import { NavLink } from './nav-link';

const entryClasses = cn(
  'flex min-h-14 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-md px-1 text-[0.6875rem] leading-tight font-medium text-muted-foreground',
  'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
  '[&_svg]:size-5 [&_svg]:shrink-0 aria-[current=page]:text-primary aria-[current=page]:[&_svg]:stroke-[2.5]',
);

export interface BottomBarProps extends NavContext {
  location: number | undefined;
  /** Opens the full menu (the drawer). */
  onMore: () => void;
  moreOpen: boolean;
}

/**
 * The phone's bottom bar (below 640 px): the most used destinations this person may open (D8),
 * then 'More' for the whole menu. Small and in the layout: no code waits for a tap.
 */
export function BottomBar({ onMore, moreOpen, location, ...context }: BottomBarProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const items = bottomBarItems(context);
  // Highlight an entry only when it is the page's best match among every menu entry: on
  // Expense categories, neither the bar's Expenses nor the Dashboard is lit.
  const all = visibleGroups(context).flatMap((group) => group.items.map((item) => itemPath(item, context.businessId)));
  const current = bestMatch(pathname, all);
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:hidden"
    >
      <ul className="flex items-stretch gap-1 px-1">
        {items.map((item) => (
          <li key={item.to} className="flex flex-1">
            <NavLink
              item={item}
              businessId={context.businessId}
              location={location}
              current={itemPath(item, context.businessId) === current}
              className={entryClasses}
            />
          </li>
        ))}
        <li className="flex flex-1">
          <button type="button" className={entryClasses} aria-haspopup="dialog" aria-expanded={moreOpen} onClick={onMore}>
            <Menu aria-hidden="true" />
            More
          </button>
        </li>
      </ul>
    </nav>
  );
}
