// @vitest-environment jsdom
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollOptions } from './poll';
import { createQueryClient } from './query-client';

let visibility: DocumentVisibilityState = 'visible';

/** What the browser does when the tab is hidden or shown again. */
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

type Transfer = { status: 'pending' | 'successful' };

/** A query on the app's query client polled every 2 s; `settleAt` is the fetch whose answer is final. */
function pollTransfer(settleAt = Number.POSITIVE_INFINITY) {
  const client = createQueryClient();
  client.mount();
  let fetches = 0;
  const observer = new QueryObserver<Transfer>(client, {
    queryKey: ['transfer', 7],
    queryFn: () => {
      fetches += 1;
      return Promise.resolve({ status: fetches >= settleAt ? 'successful' : 'pending' });
    },
    ...pollOptions<Transfer>({ intervalMs: 2000, until: (data) => data?.status === 'successful' }),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return {
    fetches: () => fetches,
    stop: () => {
      unsubscribe();
      client.unmount();
      client.clear();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('pollOptions', () => {
  it('polls while visible, not at all while hidden, and fetches once at once when shown again', async () => {
    const poll = pollTransfer();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll.fetches()).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(poll.fetches()).toBe(2);

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll.fetches()).toBe(2);

    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(poll.fetches()).toBe(3);
    await vi.advanceTimersByTimeAsync(1999);
    expect(poll.fetches()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll.fetches()).toBe(4);
    poll.stop();
  });

  it('stops once the answer is final, even when the tab is shown again', async () => {
    const poll = pollTransfer(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(poll.fetches()).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    setVisibility('hidden');
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll.fetches()).toBe(2);
    poll.stop();
  });
});
