import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { stubBanking } from '../testing/banking-stub';
import { SetPinDialog } from './set-pin-dialog';

const SET = '/personal_bank_accounts/{id}/set_pin/' as const;
const OTP = '/personal_bank_accounts/{id}/check_otp/' as const;
const SENT = {
  detail: 'Enter the 6-digit code we sent to confirm your new PIN.',
  otp_sent_to: '+234803****567',
  otp_expires_at: '2026-11-24T16:10:00Z',
};

function renderDialog(target: Parameters<typeof SetPinDialog>[0]['target'] = { kind: 'personal', id: 1001 }) {
  const onOpenChange = vi.fn();
  const result = renderWithApp(
    <SetPinDialog target={target} accountLabel="naira personal savings account" open onOpenChange={onOpenChange} />,
  );
  return { ...result, onOpenChange, dialog: screen.getByRole('dialog') };
}

const boxes = (dialog: HTMLElement, group: string) =>
  within(within(dialog).getByRole('group', { name: group })).getAllByLabelText(/^Digit \d of 6$/);

async function typeInto(user: ReturnType<typeof renderDialog>['user'], dialog: HTMLElement, group: string, digits: string) {
  const [first] = boxes(dialog, group);
  await user.click(first!);
  await user.keyboard(digits);
}

/** Every value a cache holds, as text: no PIN or OTP may be among them. */
function cachedText(client: ReturnType<typeof renderDialog>['queryClient']) {
  const queries = client
    .getQueryCache()
    .getAll()
    .map((q) => [q.queryKey, q.state.data]);
  const mutations = client
    .getMutationCache()
    .getAll()
    .map((m) => m.state.variables);
  return JSON.stringify([queries, mutations]);
}

describe('SetPinDialog', () => {
  it('refuses a run or a repeated digit at the field, and sends nothing', async () => {
    const api = stubBanking().on('post', SET, { status: 200, body: SENT });
    const { user, dialog } = renderDialog();
    await typeInto(user, dialog, 'New PIN', '123456');
    await typeInto(user, dialog, 'Repeat the new PIN', '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText('Do not use a run of digits such as 123456 or 654321: it is easy to guess.'),
    ).toBeVisible();
    await typeInto(user, dialog, 'New PIN', '777777');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Do not use one digit repeated: it is easy to guess.')).toBeVisible();
    expect(api.calls('post', SET)).toHaveLength(0);
  });

  it('says when the two PINs differ, at the second field', async () => {
    const api = stubBanking().on('post', SET, { status: 200, body: SENT });
    const { user, dialog } = renderDialog();
    await typeInto(user, dialog, 'New PIN', '482913');
    await typeInto(user, dialog, 'Repeat the new PIN', '482914');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('The PINs do not match.')).toBeVisible();
    expect(boxes(dialog, 'Repeat the new PIN').every((box) => (box as HTMLInputElement).value === '')).toBe(true);
    expect(api.calls('post', SET)).toHaveLength(0);
  });

  it('sets the PIN, then confirms it with the OTP; a wrong code says how many tries are left; nothing is cached', async () => {
    let otpTries = 0;
    const api = stubBanking()
      .on('post', SET, { status: 200, body: SENT })
      .on('post', OTP, (call) => {
        otpTries += 1;
        return (call.body as { otp: string }).otp === '123456'
          ? { status: 200, body: { valid: true, detail: 'Your transaction PIN is now active.', attempts_remaining: 5 } }
          : { status: 200, body: { valid: false, detail: 'That code is not right.', attempts_remaining: 5 - otpTries } };
      });
    const { user, dialog, onOpenChange, queryClient } = renderDialog();
    await typeInto(user, dialog, 'New PIN', '482913');
    await typeInto(user, dialog, 'Repeat the new PIN', '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/We sent a 6-digit code to \+234803\*\*\*\*567/)).toBeVisible();
    expect(api.calls('post', SET)[0]!.body).toEqual({ pin: '482913', confirm_pin: '482913' });
    expect(api.calls('post', SET)[0]!.path).not.toContain('482913');

    await typeInto(user, dialog, 'Code we sent', '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm PIN' }));
    expect(await within(dialog).findByText('That code is not right. 4 tries left.')).toBeVisible();
    expect(boxes(dialog, 'Code we sent').every((box) => (box as HTMLInputElement).value === '')).toBe(true);

    await typeInto(user, dialog, 'Code we sent', '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm PIN' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await screen.findByText('Your transaction PIN is now active.')).toBeVisible();
    expect(api.calls('post', OTP).map((c) => c.body)).toEqual([{ otp: '000000' }, { otp: '123456' }]);
    expect(cachedText(queryClient)).not.toMatch(/482913|123456|000000/);
  });

  it('uses the business calls for a business account', async () => {
    const api = stubBanking().on('post', '/business/{currency}/set_transaction_pin/', { status: 200, body: SENT });
    const { user, dialog } = renderDialog({ kind: 'business', currency: 'usd' });
    await typeInto(user, dialog, 'New PIN', '570482');
    await typeInto(user, dialog, 'Repeat the new PIN', '570482');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('group', { name: 'Code we sent' })).toBeVisible();
    expect(api.calls('post', '/business/{currency}/set_transaction_pin/')[0]!.path).toMatch(
      /\/business\/usd\/set_transaction_pin\/$/,
    );
  });

  describe('faults', () => {
    it('shows a server failure, keeps the dialog open, and the next press goes through', async () => {
      const api = stubBanking()
        .on('post', SET, { status: 200, body: SENT })
        .failNext('post', SET, { status: 500, body: { detail: 'A server error occurred.' } });
      const { user, dialog } = renderDialog();
      await typeInto(user, dialog, 'New PIN', '482913');
      await typeInto(user, dialog, 'Repeat the new PIN', '482913');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('A server error occurred.');
      // The PIN boxes were emptied when it was sent: the person types it again.
      await typeInto(user, dialog, 'New PIN', '482913');
      await typeInto(user, dialog, 'Repeat the new PIN', '482913');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(await within(dialog).findByRole('group', { name: 'Code we sent' })).toBeVisible();
      expect(api.calls('post', SET)).toHaveLength(2);
    });

    it('shows a dropped connection', async () => {
      stubBanking().failNext('post', SET, 'network');
      const { user, dialog } = renderDialog();
      await typeInto(user, dialog, 'New PIN', '482913');
      await typeInto(user, dialog, 'Repeat the new PIN', '482913');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(await within(dialog).findByRole('alert')).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
    });

    it('puts the server field error under the field (an expired OTP)', async () => {
      stubBanking()
        .on('post', SET, { status: 200, body: SENT })
        .on('post', OTP, {
          status: 400,
          body: { detail: 'OTP expired', otp: ['OTP expired. Set the PIN again to get a new code.'] } as never,
        });
      const { user, dialog } = renderDialog();
      await typeInto(user, dialog, 'New PIN', '482913');
      await typeInto(user, dialog, 'Repeat the new PIN', '482913');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      await typeInto(user, dialog, 'Code we sent', '123456');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm PIN' }));
      expect(await within(dialog).findByText('OTP expired. Set the PIN again to get a new code.')).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Start again' }));
      expect(within(dialog).getByRole('group', { name: 'New PIN' })).toBeVisible();
    });
  });

  it('accepts digits only: hostile input leaves the boxes empty', async () => {
    stubBanking();
    const { user, dialog } = renderDialog();
    await typeInto(user, dialog, 'New PIN', '<script>x</script>');
    expect(boxes(dialog, 'New PIN').every((box) => (box as HTMLInputElement).value === '')).toBe(true);
  });

  describe('Idempotency-Key (the fault sweep: an answer lost after the bank acted)', () => {
    const key = (call: { headers: Headers }) => call.headers.get('Idempotency-Key');

    it('sends the code again under the same key after a lost answer, and a new key after an answer', async () => {
      const api = stubBanking()
        .on('post', SET, { status: 200, body: SENT })
        .on('post', OTP, {
          status: 200,
          body: { valid: true, detail: 'Your transaction PIN is now active.', attempts_remaining: 5 },
        })
        .failNext('post', OTP, 'network');
      const { user, dialog, onOpenChange } = renderDialog();
      await typeInto(user, dialog, 'New PIN', '482913');
      await typeInto(user, dialog, 'Repeat the new PIN', '482913');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      await typeInto(user, dialog, 'Code we sent', '123456');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm PIN' }));
      expect(await within(dialog).findByText('Network Error')).toBeVisible();
      await typeInto(user, dialog, 'Code we sent', '123456');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm PIN' }));
      await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
      const [lost, retried] = api.calls('post', OTP);
      expect(key(lost!)).toMatch(/^[0-9a-f-]{36}$/);
      expect(key(retried!)).toBe(key(lost!));
      expect(key(api.calls('post', SET)[0]!)).not.toBe(key(lost!));
    });

    it('takes a new key for the PIN after a refusal (a 400 is an answer), and never puts the PIN in the key', async () => {
      const api = stubBanking()
        .on('post', SET, { status: 200, body: SENT })
        .failNext('post', SET, { status: 400, body: { pin: ['Do not use one digit repeated.'] } });
      const { user, dialog } = renderDialog();
      for (let press = 0; press < 2; press++) {
        await typeInto(user, dialog, 'New PIN', '482913');
        await typeInto(user, dialog, 'Repeat the new PIN', '482913');
        await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      }
      expect(await within(dialog).findByRole('heading', { name: 'Enter the code' })).toBeVisible();
      const keys = api.calls('post', SET).map(key);
      expect(keys).toHaveLength(2);
      expect(keys[0]).not.toBe(keys[1]);
      expect(keys.join(' ')).not.toContain('482913');
    });
  });
});
