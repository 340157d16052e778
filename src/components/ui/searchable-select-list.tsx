import type { RefObject } from 'react';
import { Check } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';
import { popoverSurfaceClasses } from './popover';
import type { SelectOption } from './searchable-select';
import { Spinner } from './spinner';

/**
 * The popup of SearchableSelect: Radix Popover (floating-ui, dismissable layer, portal) around the
 * listbox. It loads on demand (the combobox preloads it on intent and once the page has settled), so
 * the pages that show a select on their first paint do not carry the popover. It holds no state:
 * the combobox owns the query, the options and the active option, so nothing typed before this
 * module arrives is lost.
 */
export interface SearchableSelectListProps {
  open: boolean;
  /** The combobox's wrapper: the popup is placed against it, and a press inside it is not outside. */
  anchorRef: RefObject<HTMLDivElement | null>;
  listboxId: string;
  items: readonly SelectOption[];
  /** The '+ New …' entry of `items` (by identity), if any. */
  createItem: SelectOption | null;
  activeIndex: number;
  value: string | null | undefined;
  /** Whether the listbox shows (open, options loaded, at least one entry). */
  showList: boolean;
  /** Loading, error or empty message under the list, if any. */
  status: string | null;
  loading: boolean;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  onClose: () => void;
  onChoose: (option: SelectOption) => void;
  onActivate: (index: number) => void;
}

export function SearchableSelectList({
  open,
  anchorRef,
  listboxId,
  items,
  createItem,
  activeIndex,
  value,
  showList,
  status,
  loading,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  onClose,
  onChoose,
  onActivate,
}: SearchableSelectListProps) {
  return (
    <PopoverPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <PopoverPrimitive.Anchor virtualRef={anchorRef} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="start"
          sideOffset={4}
          data-slot="searchable-select-content"
          // Not a dialog: focus stays in the combobox, the listbox inside is the popup.
          role={undefined}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchorRef.current?.contains(event.target)) event.preventDefault();
          }}
          className={cn(popoverSurfaceClasses, 'w-(--radix-popover-trigger-width) min-w-48 p-1')}
        >
          {showList ? (
            <div
              id={listboxId}
              role="listbox"
              aria-label={ariaLabel}
              aria-labelledby={ariaLabel ? undefined : ariaLabelledBy}
              className="max-h-64 overflow-y-auto"
            >
              {items.map((option, index) => {
                const isSelected = option.value === value;
                const isCreate = option === createItem;
                return (
                  // Keyboard use goes through the combobox (aria-activedescendant); the pointer
                  // handlers here only mirror it.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={option.value}
                    id={`${listboxId}-${index}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={isSelected}
                    aria-disabled={option.disabled || undefined}
                    data-active={index === activeIndex ? '' : undefined}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => {
                      if (!option.disabled && index !== activeIndex) onActivate(index);
                    }}
                    onClick={() => onChoose(option)}
                    data-create={isCreate ? '' : undefined}
                    className={cn(
                      'flex items-center gap-2 rounded-sm px-2 py-1.5 text-sm select-none',
                      isCreate && 'min-h-11 font-medium text-primary',
                      'data-[active]:bg-accent data-[active]:text-accent-foreground',
                      'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
                      "[&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
                    )}
                  >
                    {option.icon ? (
                      <span aria-hidden="true" className="flex">
                        {option.icon}
                      </span>
                    ) : null}
                    <span className="flex-1 truncate">{option.label}</span>
                    {option.secondaryIcon ? (
                      <span aria-hidden="true" className="flex text-muted-foreground">
                        {option.secondaryIcon}
                      </span>
                    ) : null}
                    {isCreate ? null : (
                      <Check aria-hidden="true" className={cn('size-4', isSelected ? 'opacity-100' : 'opacity-0')} />
                    )}
                  </div>
                );
              })}
            </div>
          ) : null}
          {status ? (
            <div role="status" className="flex items-center gap-2 px-2 py-2 text-sm text-muted-foreground">
              {loading ? <Spinner label={null} /> : null}
              {status}
            </div>
          ) : null}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
