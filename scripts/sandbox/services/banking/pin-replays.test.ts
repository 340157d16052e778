/**
 * The PIN calls under an Idempotency-Key (issue 21, the fault sweep) over HTTP: a code resent under
 * the same key after the PIN was confirmed (its answer lost) answers the first answer, not 'No new
 * PIN is waiting'; a key with another body is refused; without a key the call acts as before.
 */
import { describe, expect, it } from 'vitest';
import { sendJson, useTestSandbox } from '../../harness';

const ctx = useTestSandbox();
const ACCOUNT = 1001;

const post = (path: string, body: unknown, key?: string) =>
  sendJson(ctx, 'banking', `/personal_bank_accounts/${ACCOUNT}/${path}`, body, key);

describe('setting a PIN with an Idempotency-Key', () => {
  it('answers a code resent under the same key with the first answer, and refuses the key with another code', async () => {
    expect((await post('set_pin/', { pin: '570482', confirm_pin: '570482' }, 'pin-key-0001')).status).toBe(200);
    const again = await post('set_pin/', { pin: '570482', confirm_pin: '570482' }, 'pin-key-0001');
    expect(again.status).toBe(200);
    const first = await post('check_otp/', { otp: '123456' }, 'otp-key-0001');
    const resent = await post('check_otp/', { otp: '123456' }, 'otp-key-0001');
    expect([first.status, resent.status]).toEqual([200, 200]);
    expect(await resent.json()).toEqual(await first.json());
    expect(await (await post('check_pin/', { pin: '570482' })).json()).toMatchObject({ valid: true });
    const other = await post('check_otp/', { otp: '654321' }, 'otp-key-0001');
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({
      'Idempotency-Key': ['This Idempotency-Key was already used for a different request.'],
    });
  });

  it('without a key, a code sent again after the PIN was confirmed is refused as before', async () => {
    await post('set_pin/', { pin: '570482', confirm_pin: '570482' });
    expect((await post('check_otp/', { otp: '123456' })).status).toBe(200);
    expect((await post('check_otp/', { otp: '123456' })).status).toBe(400);
  });
});
