import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogsHost } from './use-dialogs-host';

const settled = vi.hoisted(() => ({ run: undefined as (() => void) | undefined }));
vi.mock('@/lib/when-idle', () => ({
  whenSettled: (run: () => void) => {
    settled.run = run;
    return () => undefined;
  },
}));

afterEach(() => {
  settled.run = undefined;
});

describe('useDialogsHost', () => {
  it('mounts the part at the first open, before the page has settled, and keys each open', () => {
    const { result, rerender } = renderHook(({ asked }) => useDialogsHost(asked), { initialProps: { asked: false } });
    expect(result.current).toEqual({ mounted: false, key: 0 });
    rerender({ asked: true });
    expect(result.current).toEqual({ mounted: true, key: 1 });
    // Closing keeps it mounted (a closing dialog animates); the next open is a new key (a new try after a failed load).
    rerender({ asked: false });
    expect(result.current).toEqual({ mounted: true, key: 1 });
    rerender({ asked: true });
    expect(result.current.key).toBe(2);
  });

  it('mounts the part once the page has settled, with nothing asked', () => {
    const { result } = renderHook(() => useDialogsHost(false));
    expect(result.current.mounted).toBe(false);
    act(() => settled.run?.());
    expect(result.current).toEqual({ mounted: true, key: 0 });
  });

  it('starts mounted when a dialog is already asked for', () => {
    const { result } = renderHook(() => useDialogsHost(true));
    expect(result.current).toEqual({ mounted: true, key: 1 });
  });
});
