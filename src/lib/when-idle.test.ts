// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, hasPainted, oneAtATime, resetFirstPaintForTests, whenIdle, whenSettled } from './when-idle';

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

  it('runs the pieces settled at the same time one per idle moment, each in a task of its own', () => {
    const order: string[] = [];
    whenSettled(() => order.push('menus'), 2000);
    whenSettled(() => order.push('fields'), 2000);
    const cancelled = whenSettled(() => order.push('drawer'), 2000);
    whenSettled(() => order.push('toaster'), 2000);
    vi.advanceTimersByTime(2000); // the quiet period ends for all four
    vi.advanceTimersToNextTimer(); // an idle moment: the first piece
    expect(order).toEqual(['menus']);
    cancelled();
    vi.advanceTimersToNextTimer();
    expect(order).toEqual(['menus', 'fields']);
    vi.runAllTimers();
    expect(order).toEqual(['menus', 'fields', 'toaster']);
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

describe('oneAtATime', () => {
  it('releases one piece per idle moment, in order, and skips cancelled ones', () => {
    const release: (() => void)[] = [];
    const inTurn = oneAtATime((fn) => {
      release.push(fn);
      return () => undefined;
    });
    const order: string[] = [];
    inTurn(() => order.push('a'));
    const cancelB = inTurn(() => order.push('b'));
    inTurn(() => order.push('c'));
    release.forEach((fn) => fn()); // the wrapped scheduler lets all three go at once
    expect(order).toEqual(['a']); // the first runs at once, the rest wait for idle moments
    cancelB();
    vi.advanceTimersToNextTimer();
    expect(order).toEqual(['a', 'c']);
    vi.runAllTimers();
    expect(order).toEqual(['a', 'c']);
    // Once the queue has drained, the next piece runs as soon as it is released.
    inTurn(() => order.push('d'));
    release.at(-1)!();
    expect(order).toEqual(['a', 'c', 'd']);
  });

  it('cancels through the wrapped scheduler before release', () => {
    const cancelled = vi.fn();
    const inTurn = oneAtATime(() => cancelled);
    inTurn(() => undefined)();
    expect(cancelled).toHaveBeenCalledOnce();
  });
});

describe('afterFirstPaint', () => {
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  let paint: PaintCallback | undefined;
  const original = globalThis.PerformanceObserver;

  beforeEach(() => {
    resetFirstPaintForTests();
    paint = undefined;
    // A browser that reports paints: the test decides when the first contentful paint happens.
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: PaintCallback) {
        paint = callback;
      }
      observe() {}
      disconnect() {}
    }
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    globalThis.PerformanceObserver = original;
  });

  it('waits for the first contentful paint, not any paint', async () => {
    let resolved = false;
    void afterFirstPaint().then(() => (resolved = true));
    paint?.({ getEntriesByName: () => [] }); // first-paint only: nothing contentful yet
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved).toBe(false);
    paint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
    expect(hasPainted()).toBe(true);
  });

  it('goes ahead after the fallback when no paint is reported', async () => {
    let resolved = false;
    void afterFirstPaint(1500).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });

  it('resolves at once once painted', async () => {
    const first = afterFirstPaint();
    paint?.({ getEntriesByName: () => [{}] });
    await first;
    expect(afterFirstPaint()).toBe(first);
  });
});
