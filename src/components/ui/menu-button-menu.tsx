import { useRef } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
import type { MenuButtonMenuProps, MenuEntry } from './menu-button';

function Entry({ entry }: { entry: MenuEntry }) {
  switch (entry.kind) {
    case 'label':
      return <DropdownMenuLabel className={entry.className}>{entry.content}</DropdownMenuLabel>;
    case 'separator':
      return <DropdownMenuSeparator />;
    case 'item':
      return (
        <DropdownMenuItem onSelect={entry.onSelect} disabled={entry.disabled} asChild={entry.asChild} variant={entry.variant}>
          {entry.content}
        </DropdownMenuItem>
      );
    case 'radio':
      return (
        <DropdownMenuRadioGroup value={entry.value} onValueChange={entry.onValueChange}>
          {entry.options.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value}>
              {option.content}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      );
  }
}

/** MenuButton's menu (loaded on demand): the design system's Radix dropdown, built from entries. */
export function MenuButtonMenu({
  trigger,
  entries,
  align = 'end',
  contentClassName,
  modal,
  state,
  onOpenChange,
}: MenuButtonMenuProps) {
  const keyboardEntryDone = useRef(false);
  return (
    <DropdownMenu modal={modal} open={state.open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        align={align}
        className={contentClassName}
        onFocus={(event) => {
          // Opened from the keyboard before Radix was listening (the first open, see MenuButton):
          // when Radix focuses the menu, move on to its first item, as a keyboard open does.
          if (!state.viaKeyboard || keyboardEntryDone.current || event.target !== event.currentTarget) return;
          keyboardEntryDone.current = true;
          event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
        }}
      >
        {entries.map((entry) => (
          <Entry key={entry.key} entry={entry} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
