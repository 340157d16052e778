import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { createTransferAttempts, isLostAnswer } from './attempts';

function keys() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('createTransferAttempts', () => {
  it('sends once for a double press, under one key', async () => {
    let release!: (value: string) => void;
    const send = vi.fn((_input: string, _key: string) => new Promise<string>((resolve) => (release = resolve)));
    const attempts = createTransferAttempts(send, keys());
    const first = attempts.confirm('body');
    expect(await attempts.confirm('body')).toBeNull();
    release('T1');
    expect(await first).toEqual({ kind: 'sent', transfer: 'T1' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('body', 'key-1');
  });

  it('reuses the same key and request on Check again after a lost answer', async () => {
    const send = vi
      .fn<(input: string, key: string) => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('T1');
    const attempts = createTransferAttempts(send, keys());
    const lost = await attempts.confirm('body');
    expect(lost?.kind).toBe('unknown');
    expect(await attempts.checkAgain()).toEqual({ kind: 'sent', transfer: 'T1' });
    expect(send.mock.calls).toEqual([
      ['body', 'key-1'],
      ['body', 'key-1'],
    ]);
    // Once answered, nothing is held: Check again has nothing to send.
    expect(await attempts.checkAgain()).toBeNull();
  });

  it('takes a new key for the next press', async () => {
    const send = vi.fn((_input: string, key: string) => Promise.resolve(key));
    const attempts = createTransferAttempts(send, keys());
    await attempts.confirm('a');
    await attempts.confirm('a');
    expect(send.mock.calls.map((c) => c[1])).toEqual(['key-1', 'key-2']);
  });

  it('treats a refusal as known: nothing to check again', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError({ status: 400, message: 'Insufficient funds.' })));
    const attempts = createTransferAttempts(send, keys());
    const outcome = await attempts.confirm('body');
    expect(outcome).toMatchObject({ kind: 'refused', error: { message: 'Insufficient funds.' } });
    expect(await attempts.checkAgain()).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('forgets the held request', async () => {
    const send = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const attempts = createTransferAttempts(send, keys());
    await attempts.confirm('body');
    attempts.forget();
    expect(await attempts.checkAgain()).toBeNull();
    expect(attempts.currentKey()).toBeNull();
  });
});

describe('isLostAnswer', () => {
  it('is true for network, timeout, unreadable and 5xx; false for refusals', () => {
    for (const status of ['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR', 500, 503] as const) {
      expect(isLostAnswer(new ApiError({ status, message: 'x' }))).toBe(true);
    }
    for (const status of [400, 403, 404, 422] as const) {
      expect(isLostAnswer(new ApiError({ status, message: 'x' }))).toBe(false);
    }
  });
});
