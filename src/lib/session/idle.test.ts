import { describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from './idle';

describe('idle timer', () => {
  function setup() {
    let time = 0;
    const onWarn = vi.fn();
    const onActive = vi.fn();
    const onIdle = vi.fn();
    const timer = createIdleTimer({ timeoutMs: 15 * 60_000, warningMs: 60_000, onWarn, onActive, onIdle, now: () => time });
    return { timer, onWarn, onActive, onIdle, tick: (ms: number) => ((time += ms), timer.check()) };
  }

  it('warns a minute before and signs out after 15 minutes without activity', () => {
    const t = setup();
    t.tick(13 * 60_000);
    expect(t.onWarn).not.toHaveBeenCalled();
    t.tick(60_000 + 1);
    expect(t.onWarn).toHaveBeenCalledTimes(1);
    expect(t.onIdle).not.toHaveBeenCalled();
    t.tick(60_000);
    expect(t.onIdle).toHaveBeenCalledTimes(1);
    t.tick(60_000);
    expect(t.onIdle).toHaveBeenCalledTimes(1);
  });

  it('activity resets the clock and dismisses the warning', () => {
    const t = setup();
    t.tick(14 * 60_000 + 10);
    expect(t.onWarn).toHaveBeenCalled();
    t.timer.activity();
    expect(t.onActive).toHaveBeenCalledTimes(1);
    t.tick(10 * 60_000);
    expect(t.onIdle).not.toHaveBeenCalled();
  });
});
