import { useSyncExternalStore } from 'react';
import { session } from './session';
import type { SessionSnapshot } from '@/lib/session/session-store';

/** The current session and its status; re-renders on sign-in, refresh and sign-out (in any tab). */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.getSnapshot(),
    () => session.getSnapshot(),
  );
}
