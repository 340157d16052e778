import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, getTheme, initTheme, resolveTheme, setTheme, useTheme } from './theme';
import { ThemeToggle } from './theme-toggle';

let systemDark = false;
const mediaListeners = new Set<() => void>();

function installMatchMedia() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      get matches() {
        return query.includes('dark') ? systemDark : false;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
      onchange: null,
    }),
  });
}

beforeEach(() => {
  systemDark = false;
  installMatchMedia();
  window.localStorage.clear();
  document.documentElement.className = '';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('theme helper', () => {
  it("defaults to 'system' and ignores garbage in storage", () => {
    expect(getTheme()).toBe('system');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(getTheme()).toBe('system');
  });

  it('persists the choice and puts .dark on <html>', () => {
    setTheme('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(getTheme()).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    setTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it("follows prefers-color-scheme for 'system', live", () => {
    systemDark = true;
    setTheme('system');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(resolveTheme()).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    initTheme();
    systemDark = false;
    act(() => {
      for (const listener of mediaListeners) listener();
    });
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('keeps working when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => setTheme('dark')).not.toThrow();
    expect(document.documentElement).toHaveClass('dark');
  });
});

function Probe() {
  const { theme, resolvedTheme } = useTheme();
  return <p data-testid="probe">{`${theme}/${resolvedTheme}`}</p>;
}

describe('ThemeToggle', () => {
  it('is a named button whose menu switches the theme', async () => {
    render(
      <>
        <ThemeToggle />
        <Probe />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Theme: System' });
    expect(screen.getByTestId('probe')).toHaveTextContent('system/light');
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByTestId('probe')).toHaveTextContent('dark/dark');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Theme: Dark' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'System' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(screen.getByTestId('probe')).toHaveTextContent('system/light');
  });
});
