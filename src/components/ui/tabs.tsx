/**
 * Horizontal tabs on the WAI-ARIA tabs pattern, without Radix: role tablist/tab/tabpanel wired
 * with aria-controls/aria-labelledby, a roving tabindex (only the selected tab is in the tab
 * order), Left/Right wrapping and Home/End over the enabled tabs, automatic activation (the tab
 * the keys move to is selected),
 * controlled (`value`/`onValueChange`) or uncontrolled (`defaultValue`), `data-state` on tabs and
 * panels, inactive panels unmounted. Only what callers use (the support page; list pages have
 * their own Active/Removed pair, `src/components/list/active-removed-tabs.tsx`).
 */
import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent, type MouseEvent } from 'react';
import { cn } from '@/lib/utils';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${part} must be inside <Tabs>`);
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue'> {
  /** The selected tab (controlled). */
  value?: string | undefined;
  /** The tab selected first (uncontrolled). */
  defaultValue?: string | undefined;
  /** Called when the user selects another tab. */
  onValueChange?: ((value: string) => void) | undefined;
}

export function Tabs({ className, value: valueProp, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const value = valueProp ?? uncontrolled;
  const select = (next: string) => {
    if (next === value) return;
    if (valueProp === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value, select }}>
      <div data-slot="tabs" className={cn('flex flex-col gap-3', className)} {...props} />
    </TabsContext>
  );
}

/**
 * Moves focus along a tab list for Left/Right (wrapping), Home and End, skipping disabled tabs;
 * true when the key was one of those (the caller prevents its default).
 */
function moveTabFocus(event: KeyboardEvent<HTMLElement>): boolean {
  const { key, currentTarget: list, target } = event;
  if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return false;
  if (key !== 'ArrowLeft' && key !== 'ArrowRight' && key !== 'Home' && key !== 'End') return false;
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
  const index = tabs.indexOf(target as HTMLButtonElement);
  if (index < 0) return false;
  const next =
    key === 'Home' ? 0 : key === 'End' ? tabs.length - 1 : (index + (key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
  // Automatic activation: the tab moved to is selected (as a click selects it).
  tabs[next]?.focus();
  tabs[next]?.click();
  return true;
}

/** The row of tabs; give it an accessible name (`aria-label`). */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- WAI-ARIA tabs: the selected tab holds the tab stop, not the list
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        'inline-flex h-13 w-fit max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground sm:h-10',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && moveTabFocus(event)) event.preventDefault();
      }}
      {...props}
    />
  );
}

const tabClasses = cn(
  'inline-flex h-full min-w-11 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
  'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'disabled:pointer-events-none disabled:opacity-50',
  'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

export interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ className, value, disabled = false, onClick, ...props }: TabsTriggerProps) {
  const context = useTabs('TabsTrigger');
  const selected = value === context.value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(context.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(context.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-slot="tabs-trigger"
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      className={cn(tabClasses, className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) context.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({ className, value, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const context = useTabs('TabsContent');
  if (value !== context.value) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(context.baseId, value)}
      aria-labelledby={triggerId(context.baseId, value)}
      data-state="active"
      data-slot="tabs-content"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WAI-ARIA tabs pattern: the panel is a tab stop
      tabIndex={0}
      className={cn('outline-none', className)}
      {...props}
    >
      {children}
    </div>
  );
}
