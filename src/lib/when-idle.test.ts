// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, whenSettled } from './when-idle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the work later, unless cancelled', () => {
    const work = vi.fn();
    const cancelled = vi.fn();
    whenIdle(work);
    whenIdle(cancelled)();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('whenSettled', () => {
  it('waits for the quiet period after load, then an idle moment', () => {
    const work = vi.fn();
    whenSettled(work, 2000); // jsdom's document is already complete
    vi.advanceTimersByTime(1999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled', () => {
    const work = vi.fn();
    const cancel = whenSettled(work, 2000);
    vi.advanceTimersByTime(1000);
    cancel();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
