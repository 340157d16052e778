import type { ComponentProps, ReactNode } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-3', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'inline-flex h-13 w-fit max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground sm:h-10',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-full min-w-11 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('outline-none', className)} {...props} />;
}

export type ActiveRemovedTab = 'active' | 'removed';

export interface ActiveRemovedTabsProps extends Omit<
  ComponentProps<typeof TabsPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'children'
> {
  /** Controlled tab (keep it in the URL's search params). */
  value?: ActiveRemovedTab;
  defaultValue?: ActiveRemovedTab;
  onValueChange?: (value: ActiveRemovedTab) => void;
  /** The list of active records. */
  active: ReactNode;
  /** The list of removed records (restorable). */
  removed: ReactNode;
  activeLabel?: string;
  removedLabel?: string;
  /** Optional counts shown beside the labels. */
  activeCount?: number;
  removedCount?: number;
  /** Accessible name of the tab list, e.g. 'Customer lists'. */
  listLabel?: string;
}

function Count({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return (
    <span className="rounded-full bg-muted px-1.5 text-xs text-muted-foreground tabular-nums" data-slot="tab-count">
      {value}
    </span>
  );
}

/** The Active / Removed pair of lists used by customers, inventory, staff, suppliers and others. */
export function ActiveRemovedTabs({
  value,
  defaultValue = 'active',
  onValueChange,
  active,
  removed,
  activeLabel = 'Active',
  removedLabel = 'Removed',
  activeCount,
  removedCount,
  listLabel,
  ...props
}: ActiveRemovedTabsProps) {
  return (
    <Tabs
      {...props}
      {...(value === undefined ? { defaultValue } : { value })}
      onValueChange={(next) => onValueChange?.(next === 'removed' ? 'removed' : 'active')}
    >
      <TabsList aria-label={listLabel}>
        <TabsTrigger value="active">
          {activeLabel}
          {activeCount === undefined ? null : ' '}
          <Count value={activeCount} />
        </TabsTrigger>
        <TabsTrigger value="removed">
          {removedLabel}
          {removedCount === undefined ? null : ' '}
          <Count value={removedCount} />
        </TabsTrigger>
      </TabsList>
      <TabsContent value="active">{active}</TabsContent>
      <TabsContent value="removed">{removed}</TabsContent>
    </Tabs>
  );
}
