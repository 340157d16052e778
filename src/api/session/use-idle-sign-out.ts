import { useCallback, useEffect, useRef, useState } from 'react';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, createIdleTimer } from '@/lib/session/idle';
import { session } from './session';

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleState {
  /** Milliseconds left before sign-out while the warning shows, else null. */
  remainingMs: number | null;
  /** Keeps the session (the warning's button). */
  stay: () => void;
}

/**
 * Signs out after `timeoutMs` of inactivity (default 15 minutes, the banking limit; configurable
 * with VITE_IDLE_TIMEOUT_MINUTES), warning `warningMs` before. Runs only while `enabled`.
 */
export function useIdleSignOut({
  enabled,
  timeoutMs = IDLE_TIMEOUT_MS,
  warningMs = IDLE_WARNING_MS,
}: {
  enabled: boolean;
  timeoutMs?: number;
  warningMs?: number;
}): IdleState {
  const [remainingMs, setRemaining] = useState<number | null>(null);
  const timerRef = useRef<ReturnType<typeof createIdleTimer> | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let storage: Storage | undefined;
    try {
      storage = window.localStorage;
    } catch {
      storage = undefined;
    }
    const timer = createIdleTimer({
      timeoutMs,
      warningMs,
      storage,
      onWarn: (ms) => setRemaining(ms),
      onActive: () => setRemaining(null),
      onIdle: () => {
        setRemaining(null);
        session.signOut('idle');
      },
    });
    timerRef.current = timer;
    timer.activity();
    // While the warning shows, only its buttons count: a stray move doesn't dismiss it unseen.
    const onActivity = () => {
      if (!document.querySelector('[data-idle-warning]')) timer.activity();
    };
    for (const name of EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    const interval = window.setInterval(() => timer.check(), 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') timer.check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      timerRef.current = null;
      for (const name of EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, timeoutMs, warningMs]);

  const stay = useCallback(() => {
    timerRef.current?.stayActive();
    setRemaining(null);
  }, []);

  return { remainingMs: enabled ? remainingMs : null, stay };
}
