import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createTimedFetch } from './http';
import { createQueryClient } from './query-client';

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('createQueryClient: mutations offline', () => {
  it('fail at once with Network Error and are never replayed when the connection returns', async () => {
    const client = createQueryClient();
    client.mount();
    let sent = 0;
    // The app's fetch wrapper over a connection that is down, as the browser reports it.
    const send = createTimedFetch(50_000, () => {
      sent += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const observer = new MutationObserver<Response, ApiError, { amount: string }>(client, {
      mutationFn: ({ amount }) => send(new Request('http://127.0.0.1:4005/personal_bank_accounts/1/transfer/', { method: 'POST', body: amount })),
    });

    onlineManager.setOnline(false);
    const outcome = observer.mutate({ amount: '5000.00' }).catch((error: unknown) => error);
    // Not paused waiting for the network: it was sent straight away.
    expect(observer.getCurrentResult().isPaused).toBe(false);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 'FETCH_ERROR', message: 'Network Error' });
    expect(sent).toBe(1);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(sent).toBe(1);
    expect(client.getMutationCache().getAll().map((m) => [m.state.status, m.state.isPaused])).toEqual([['error', false]]);
    client.unmount();
  });
});
