/**
 * The Active / Removed pair of lists (D6) of `ResourceListPage`, on the WAI-ARIA tabs pattern:
 * role tablist/tab/tabpanel wired with aria-controls/aria-labelledby, a roving tabindex (only the
 * selected tab is in the tab order), Left/Right (wrapping), Home and End move and select
 * (automatic activation), `data-state` on tabs and panel, the other list unmounted.
 *
 * Its own two-tab component rather than `src/components/ui/tabs.tsx`: imported only by the list
 * page, it travels in the list page's chunk (a few hundred bytes), so a list without tabs
 * (`tabs={false}`) never loads the general tabs and a list with them loads no extra file.
 */
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import type { ListTab } from '@/lib/list-search';

export interface ActiveRemovedTabsProps {
  /** The tab in the URL. */
  value: ListTab;
  onValueChange: (value: ListTab) => void;
  /** Accessible name of the tab list, e.g. 'Customer lists'. */
  listLabel: string;
  /** The list shown under the selected tab. */
  children: ReactNode;
}

const TABS: readonly { value: ListTab; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'removed', label: 'Removed' },
];

export function ActiveRemovedTabs({ value, onValueChange, listLabel, children }: ActiveRemovedTabsProps) {
  const baseId = useId();
  const tabId = (tab: ListTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: ListTab) => `${baseId}-panel-${tab}`;
  const select = (tab: ListTab) => {
    if (tab !== value) onValueChange(tab);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    const from = (event.target as HTMLElement).dataset.tab;
    const key = event.key;
    // Two tabs: Left and Right (wrapping) both go to the other one.
    const next: ListTab | undefined =
      key === 'Home'
        ? 'active'
        : key === 'End'
          ? 'removed'
          : key === 'ArrowLeft' || key === 'ArrowRight'
            ? from === 'active'
              ? 'removed'
              : 'active'
            : undefined;
    if (!from || !next) return;
    event.preventDefault();
    document.getElementById(tabId(next))?.focus();
    select(next);
  };

  return (
    <div data-slot="tabs" className="flex flex-col gap-3">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- WAI-ARIA tabs: the selected tab holds the tab stop, not the list */}
      <div
        role="tablist"
        aria-label={listLabel}
        aria-orientation="horizontal"
        data-slot="tabs-list"
        className="inline-flex h-13 w-fit max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground sm:h-10"
        onKeyDown={handleKeyDown}
      >
        {TABS.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              data-tab={tab.value}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              data-state={selected ? 'active' : 'inactive'}
              data-slot="tabs-trigger"
              tabIndex={selected ? 0 : -1}
              className="inline-flex h-full min-w-11 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
              onClick={() => select(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        // A new panel per tab, as a tab panel is unmounted when its tab is not selected.
        key={value}
        role="tabpanel"
        id={panelId(value)}
        aria-labelledby={tabId(value)}
        data-state="active"
        data-slot="tabs-content"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WAI-ARIA tabs pattern: the panel is a tab stop
        tabIndex={0}
        className="outline-none"
      >
        {children}
      </div>
    </div>
  );
}
