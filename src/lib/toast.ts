/**
 * The app's toasts. `toast()` has sonner's signature but does not import sonner: sonner (about
 * 9 KB gzip) loads with the Toaster after the first paint, off the first load of every page
 * (issue 4's bundle budget). A toast asked for before the Toaster is ready waits, in order, and
 * shows once the Toaster has mounted; asking for one also makes the Toaster load at once.
 */
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast>[0];
type Show = (api: SonnerToast) => void;

let api: SonnerToast | undefined;
const waiting: Show[] = [];
const listeners = new Set<() => void>();

function show(fn: Show): void {
  if (api) {
    fn(api);
    return;
  }
  waiting.push(fn);
  for (const listener of listeners) listener();
}

/** For the Toaster: `listener` runs when a toast waits for it (at once if one already does). */
export function onToastWaiting(listener: () => void): () => void {
  listeners.add(listener);
  if (waiting.length > 0) listener();
  return () => {
    listeners.delete(listener);
  };
}

/** For the Toaster, once sonner's list has mounted: shows the waiting toasts; undo on unmount. */
export function attachToaster(next: SonnerToast): () => void {
  api = next;
  for (const fn of waiting.splice(0)) fn(next);
  return () => {
    if (api === next) api = undefined;
  };
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast): void => {
    show((t) => t(message, data));
  },
  {
    success: (message: Message, data?: ExternalToast): void => {
      show((t) => t.success(message, data));
    },
    error: (message: Message, data?: ExternalToast): void => {
      show((t) => t.error(message, data));
    },
    dismiss: (id?: string | number): void => {
      if (api) api.dismiss(id);
      else waiting.length = 0;
    },
  },
);
