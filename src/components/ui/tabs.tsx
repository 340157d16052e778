/**
 * Tabs on the WAI-ARIA tabs pattern, without Radix (about 30 list pages load them first; the
 * Radix version brought roving focus, collection, presence and context packages, ~9 KB gzip).
 * Behaviour as Radix Tabs: role tablist/tab/tabpanel wired with aria-controls/aria-labelledby,
 * a roving tabindex (only the selected tab is in the tab order), arrow keys along the
 * orientation (wrapping unless `loop={false}`), Home/End and PageUp/PageDown, disabled tabs
 * skipped, automatic activation on focus (or `activationMode="manual"`: Enter/Space), controlled
 * (`value`/`onValueChange`) or uncontrolled (`defaultValue`), `data-state` on triggers and
 * panels, inactive panels unmounted (unless `forceMount`).
 */
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/utils';

type Orientation = 'horizontal' | 'vertical';
type Direction = 'ltr' | 'rtl';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
  orientation: Orientation;
  dir: Direction | undefined;
  activationMode: 'automatic' | 'manual';
  /** The tab that holds the list's tab stop once focus moved without activating (manual mode). */
  focused: string | undefined;
  setFocused: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${part} must be inside <Tabs>`);
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> {
  /** The selected tab (controlled). */
  value?: string | undefined;
  /** The tab selected first (uncontrolled). */
  defaultValue?: string | undefined;
  /** Called when the user selects another tab. */
  onValueChange?: ((value: string) => void) | undefined;
  orientation?: Orientation | undefined;
  dir?: Direction | undefined;
  /** 'automatic' (default): a tab is selected when it gets focus; 'manual': on Enter, Space or click. */
  activationMode?: 'automatic' | 'manual' | undefined;
}

export function Tabs({
  className,
  value: valueProp,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  dir,
  activationMode = 'automatic',
  ...props
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const [focused, setFocused] = useState<string>();
  const value = valueProp ?? uncontrolled;
  const select = (next: string) => {
    setFocused(undefined);
    if (next === value) return;
    if (valueProp === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value, select, orientation, dir, activationMode, focused, setFocused }}>
      <div
        data-slot="tabs"
        dir={dir}
        data-orientation={orientation}
        className={cn('flex flex-col gap-3', className)}
        {...props}
      />
    </TabsContext>
  );
}

const KEY_INTENT: Record<string, 'prev' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'prev',
  ArrowUp: 'prev',
  ArrowRight: 'next',
  ArrowDown: 'next',
  PageUp: 'first',
  Home: 'first',
  PageDown: 'last',
  End: 'last',
};

function focusIntent(key: string, orientation: Orientation, dir: Direction | undefined) {
  const aware = dir === 'rtl' && key === 'ArrowLeft' ? 'ArrowRight' : dir === 'rtl' && key === 'ArrowRight' ? 'ArrowLeft' : key;
  if (orientation === 'horizontal' && (aware === 'ArrowUp' || aware === 'ArrowDown')) return undefined;
  if (orientation === 'vertical' && (aware === 'ArrowLeft' || aware === 'ArrowRight')) return undefined;
  return KEY_INTENT[aware];
}

/** The enabled tabs of this list (not of a nested one), in document order. */
function enabledTabs(list: HTMLElement): HTMLButtonElement[] {
  return Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]')).filter(
    (tab) => !tab.disabled && tab.closest('[role="tablist"]') === list,
  );
}

export interface TabsListProps extends ComponentProps<'div'> {
  /** Arrow keys wrap from the last tab to the first and back (default true). */
  loop?: boolean | undefined;
}

export function TabsList({ className, loop = true, onKeyDown, onFocus, ...props }: TabsListProps) {
  const context = useTabs('TabsList');
  const ref = useRef<HTMLDivElement>(null);
  // When no enabled tab holds the tab stop (none selected, or the selected one disabled), the list
  // itself takes it and hands focus to the first enabled tab, as Radix does.
  const [listIsStop, setListIsStop] = useState(false);
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    setListIsStop(!enabledTabs(list).some((tab) => tab.tabIndex === 0));
  }, [context.value, context.focused, props.children]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const list = ref.current;
    const target = event.target;
    if (event.defaultPrevented || !list || !(target instanceof HTMLElement) || target.getAttribute('role') !== 'tab') {
      return;
    }
    const intent = focusIntent(event.key, context.orientation, context.dir);
    if (!intent || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    const tabs = enabledTabs(list);
    if (tabs.length === 0) return;
    event.preventDefault();
    const index = tabs.indexOf(target as HTMLButtonElement);
    let next: HTMLButtonElement | undefined;
    if (intent === 'first') next = tabs[0];
    else if (intent === 'last') next = tabs[tabs.length - 1];
    else {
      const step = intent === 'next' ? 1 : -1;
      const candidate = index + step;
      if (loop) next = tabs[(candidate + tabs.length) % tabs.length];
      else next = tabs[Math.min(Math.max(candidate, 0), tabs.length - 1)];
    }
    next?.focus();
  };

  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    onFocus?.(event);
    if (event.defaultPrevented || event.target !== event.currentTarget) return;
    enabledTabs(event.currentTarget)[0]?.focus();
  };

  return (
    <div
      ref={ref}
      role="tablist"
      aria-orientation={context.orientation}
      data-orientation={context.orientation}
      data-slot="tabs-list"
      tabIndex={listIsStop ? 0 : undefined}
      className={cn(
        'inline-flex h-13 w-fit max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground sm:h-10',
        className,
      )}
      onKeyDown={handleKeyDown}
      onFocus={handleFocus}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ className, value, disabled = false, onMouseDown, onKeyDown, onFocus, ...props }: TabsTriggerProps) {
  const context = useTabs('TabsTrigger');
  const selected = value === context.value;
  const stop = context.focused ?? context.value;
  const handleMouseDown = (event: MouseEvent<HTMLButtonElement>) => {
    onMouseDown?.(event);
    if (event.defaultPrevented) return;
    if (!disabled && event.button === 0 && !event.ctrlKey) {
      const tab = event.currentTarget;
      const wasFocused = tab.ownerDocument.activeElement === tab;
      tab.focus();
      // Gaining focus already selected it (automatic activation); otherwise select it here.
      if (wasFocused || context.activationMode === 'manual' || tab.ownerDocument.activeElement !== tab) {
        context.select(value);
      }
    } else {
      // Keeps focus where it was (a disabled tab, a right or Ctrl click).
      event.preventDefault();
    }
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') context.select(value);
  };
  const handleFocus = (event: FocusEvent<HTMLButtonElement>) => {
    onFocus?.(event);
    if (event.defaultPrevented || disabled) return;
    if (context.activationMode === 'automatic') context.select(value);
    else context.setFocused(value);
  };
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(context.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(context.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation={context.orientation}
      data-slot="tabs-trigger"
      disabled={disabled}
      tabIndex={!disabled && value === stop ? 0 : -1}
      className={cn(
        'inline-flex h-full min-w-11 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onMouseDown={handleMouseDown}
      onKeyDown={handleKeyDown}
      onFocus={handleFocus}
      {...props}
    />
  );
}

export interface TabsContentProps extends ComponentProps<'div'> {
  value: string;
  /** Keep the panel and its children mounted while its tab is not selected (as Radix: hide it with `data-[state=inactive]:hidden`). */
  forceMount?: true | undefined;
}

export function TabsContent({ className, value, forceMount, children, ...props }: TabsContentProps) {
  const context = useTabs('TabsContent');
  const selected = value === context.value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(context.baseId, value)}
      aria-labelledby={triggerId(context.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={context.orientation}
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

export type ActiveRemovedTab = 'active' | 'removed';

export interface ActiveRemovedTabsProps extends Omit<TabsProps, 'value' | 'defaultValue' | 'onValueChange' | 'children'> {
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
