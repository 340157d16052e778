import {
  Suspense,
  cloneElement,
  useEffect,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { lazyWithPreload } from '@/lib/lazy';
import { whenSettled } from '@/lib/when-idle';
import { LoadBoundary } from './load-boundary';

/** One line of a MenuButton's menu, as data (so the menu's code can load later). */
export type MenuEntry =
  | { kind: 'label'; key: string; content: ReactNode; className?: string }
  | { kind: 'separator'; key: string }
  | {
      kind: 'item';
      key: string;
      content: ReactNode;
      onSelect?: () => void;
      disabled?: boolean;
      /** `content` is the element to render as the item (a link), Radix `asChild`. */
      asChild?: boolean;
      variant?: 'default' | 'danger';
    }
  | {
      kind: 'radio';
      key: string;
      value: string;
      onValueChange: (value: string) => void;
      options: { value: string; content: ReactNode }[];
    };

export interface MenuButtonProps {
  /** The button that opens the menu (usually a <Button>). */
  trigger: ReactElement<TriggerProps>;
  entries: MenuEntry[];
  align?: 'start' | 'center' | 'end';
  contentClassName?: string;
  /** Radix's `modal` (default true); false keeps the page scrolling and clickable while it is open. */
  modal?: boolean;
}

interface TriggerProps {
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLButtonElement>) => void;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
}

export interface MenuState {
  open: boolean;
  /** Opened from the keyboard: focus goes to the first item, as a Radix menu does. */
  viaKeyboard: boolean;
}

export type MenuButtonMenuProps = Omit<MenuButtonProps, 'trigger'> & {
  trigger: ReactElement;
  state: MenuState;
  onOpenChange: (open: boolean) => void;
};

const Menu = lazyWithPreload<MenuButtonMenuProps>(() => import('./menu-button-menu').then((m) => m.MenuButtonMenu));
const preloadMenu = () => void Menu.preload().catch(() => undefined);

/**
 * A button with a dropdown menu whose code (Radix Menu and floating-ui, about 14 KB gzip) is not
 * part of the page's first load (issue 4's bundle budget): until the first open the trigger is a
 * plain button (aria-haspopup, aria-expanded); the menu's code is fetched once the page has
 * settled, or as soon as the pointer or focus comes to the button, and a click, Enter, Space or
 * ArrowDown opens the real Radix menu, which then owns focus (first item when opened from the
 * keyboard) and returns it to the trigger on close. A press made before the code is in still opens
 * the menu once it has loaded.
 *
 * A pointer press does not move focus to the plain trigger, as Radix's own trigger does not: focus
 * can change the page under the pointer (a table row shows its cells' full text while something
 * in it has focus, decision 0036's addendum), and then the release lands elsewhere, the click never
 * reaches the button and the menu never opens (the row's link took the click instead). The
 * trigger's own handlers still run.
 */
export function MenuButton({ trigger, ...menu }: MenuButtonProps) {
  const [state, setState] = useState<MenuState | null>(null);
  // Each use of the plain trigger is a new attempt: a menu that failed to load (offline) retries.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => whenSettled(preloadMenu), []);

  const own = trigger.props;
  const open = (viaKeyboard: boolean) => {
    setAttempt((n) => n + 1);
    setState({ open: true, viaKeyboard });
  };
  const closedTrigger = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
      own.onPointerEnter?.(event);
      preloadMenu();
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      own.onFocus?.(event);
      preloadMenu();
    },
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      own.onPointerDown?.(event);
      preloadMenu();
      // The main button of a mouse, a touch or a pen, as Radix's trigger: keep focus where it is.
      if (event.button === 0 && !event.ctrlKey) event.preventDefault();
    },
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      own.onClick?.(event);
      if (event.defaultPrevented) return;
      // Enter and Space click a button with detail 0; a pointer click has detail >= 1.
      open(event.detail === 0);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      own.onKeyDown?.(event);
      if (event.key === 'ArrowDown' && !event.defaultPrevented) {
        event.preventDefault();
        open(true);
      }
    },
  });
  if (!state) return closedTrigger;
  return (
    <LoadBoundary key={attempt} fallback={closedTrigger}>
      <Suspense fallback={closedTrigger}>
        <Menu {...menu} trigger={trigger} state={state} onOpenChange={(open) => setState({ open, viaKeyboard: false })} />
      </Suspense>
    </LoadBoundary>
  );
}
