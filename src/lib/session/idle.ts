/**
 * Idle sign-out: after `timeoutMs` without activity in any tab the session ends; `warningMs`
 * before that the user is warned and may stay. Activity is shared between tabs through
 * localStorage, so working in one tab keeps the others signed in.
 */
/** Minutes from `VITE_IDLE_TIMEOUT_MINUTES` (optional), else 15 (the banking limit). */
function configuredMinutes(): number {
  const raw = Number((import.meta.env as Record<string, unknown> | undefined)?.VITE_IDLE_TIMEOUT_MINUTES);
  return Number.isFinite(raw) && raw > 0 ? raw : 15;
}

export const IDLE_TIMEOUT_MS = configuredMinutes() * 60_000;
export const IDLE_WARNING_MS = 60_000;
export const LAST_ACTIVITY_KEY = 'ledgerly.lastActivity';

export interface IdleTimerOptions {
  timeoutMs: number;
  warningMs: number;
  onWarn: (remainingMs: number) => void;
  onActive: () => void;
  onIdle: () => void;
  now?: () => number;
  storage?: Storage | undefined;
  /** How often the timer checks (ms). */
  tickMs?: number;
}

export function createIdleTimer(options: IdleTimerOptions) {
  const now = options.now ?? (() => Date.now());
  const storage = options.storage;
  let last = now();
  let warned = false;
  let done = false;

  function sharedLast(): number {
    try {
      const stored = Number(storage?.getItem(LAST_ACTIVITY_KEY));
      return Number.isFinite(stored) && stored > last ? stored : last;
    } catch {
      return last;
    }
  }

  /** Records activity (throttled writes: at most one per second). */
  function activity() {
    if (done) return;
    const time = now();
    const previous = last;
    last = time;
    if (time - previous > 1000) {
      try {
        storage?.setItem(LAST_ACTIVITY_KEY, String(time));
      } catch {
        // Without storage each tab keeps its own clock.
      }
    }
    if (warned) {
      warned = false;
      options.onActive();
    }
  }

  /** Checks the clock; call on an interval and when the tab becomes visible. */
  function check() {
    if (done) return;
    last = sharedLast();
    const idle = now() - last;
    if (idle >= options.timeoutMs) {
      done = true;
      options.onIdle();
    } else if (idle >= options.timeoutMs - options.warningMs) {
      if (!warned) warned = true;
      options.onWarn(options.timeoutMs - idle);
    } else if (warned) {
      warned = false;
      options.onActive();
    }
  }

  return { activity, check, stayActive: activity };
}
