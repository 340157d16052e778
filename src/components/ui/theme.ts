import { useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function isPreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY).matches : false;
}

/** The stored preference; 'system' when nothing (or garbage) is stored or storage is unavailable. */
export function getTheme(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** The theme actually shown: the preference, or the OS setting for 'system'. */
export function resolveTheme(preference: ThemePreference = getTheme()): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return preference;
}

/** Puts the resolved theme on <html>: the `.dark` class and `color-scheme`. */
export function applyTheme(preference: ThemePreference = getTheme()): ResolvedTheme {
  const resolved = resolveTheme(preference);
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    root.classList.toggle('dark', resolved === 'dark');
    root.style.colorScheme = resolved;
  }
  return resolved;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Stores the preference, applies it and tells every subscriber (ThemeToggle, Toaster). */
export function setTheme(preference: ThemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage may be blocked (private mode); the theme still applies for this page.
  }
  applyTheme(preference);
  notify();
}

let watching = false;

/**
 * Applies the stored theme and keeps it in sync with the OS setting (for 'system') and with other
 * tabs (storage events). Call once at start-up, before the first render, to avoid a flash.
 */
export function initTheme(): void {
  applyTheme();
  if (watching || typeof window === 'undefined') return;
  watching = true;
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener('change', () => {
      if (getTheme() === 'system') {
        applyTheme('system');
        notify();
      }
    });
  }
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) {
      applyTheme();
      notify();
    }
  });
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `${preference}:${resolved}` so a change of either re-renders subscribers. */
function snapshot(): string {
  const preference = getTheme();
  return `${preference}:${resolveTheme(preference)}`;
}

export function useTheme(): {
  theme: ThemePreference;
  resolvedTheme: ResolvedTheme;
  setTheme: (preference: ThemePreference) => void;
} {
  const value = useSyncExternalStore(subscribeTheme, snapshot, () => 'system:light');
  const [theme, resolvedTheme] = value.split(':') as [ThemePreference, ResolvedTheme];
  return { theme, resolvedTheme, setTheme };
}
