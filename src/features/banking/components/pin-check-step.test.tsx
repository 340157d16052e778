import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { stubBanking } from '../testing/banking-stub';
import { PinCheckStep } from './pin-check-step';

const CHECK = '/personal_bank_accounts/{id}/check_pin/' as const;

function renderStep() {
  const onVerified = vi.fn();
  const result = renderWithApp(
    <PinCheckStep target={{ kind: 'personal', id: 1001 }} account={{ kind: 'personal', id: 1001 }} onVerified={onVerified} />,
    { routerPath: '/banking/accounts/personal/1001' },
  );
  return { ...result, onVerified };
}

async function enter(user: ReturnType<typeof renderStep>['user'], pin: string) {
  const group = await screen.findByRole('group', { name: 'Transaction PIN' });
  await user.click(within(group).getAllByLabelText(/^Digit \d of 6$/)[0]!);
  await user.keyboard(pin);
  await user.click(screen.getByRole('button', { name: 'Check PIN' }));
}

describe('PinCheckStep', () => {
  it('asks for all six digits before sending', async () => {
    const api = stubBanking();
    const { user } = renderStep();
    await enter(user, '48');
    expect(await screen.findByText('Enter all 6 digits of the PIN.')).toBeVisible();
    expect(api.calls('post', CHECK)).toHaveLength(0);
  });

  it('shows the attempts left after a wrong PIN, then locks at 0 and links to setting a new PIN', async () => {
    let left = 2;
    const api = stubBanking().on('post', CHECK, () => {
      left -= 1;
      return { status: 200, body: { valid: false, detail: 'Wrong PIN.', attempts_remaining: left } };
    });
    const { user, onVerified } = renderStep();
    await enter(user, '111112');
    expect(await screen.findByText('Wrong PIN. 1 attempt left before the PIN locks.')).toBeVisible();
    await enter(user, '111113');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your PIN is locked.');
    expect(within(alert).getByRole('link', { name: 'Set a new PIN' })).toHaveAttribute(
      'href',
      '/banking/accounts/personal/1001#set-pin',
    );
    expect(onVerified).not.toHaveBeenCalled();
    expect(api.calls('post', CHECK).map((c) => c.body)).toEqual([{ pin: '111112' }, { pin: '111113' }]);
  });

  it('treats a 403 (already locked) as locked', async () => {
    stubBanking().on('post', CHECK, {
      status: 403,
      body: { detail: 'Your PIN is locked after 5 wrong attempts. Set a new PIN to unlock it.' },
    });
    const { user } = renderStep();
    await enter(user, '482913');
    expect(await screen.findByRole('link', { name: 'Set a new PIN' })).toBeVisible();
  });

  it('hands the right PIN to the caller once, and empties the boxes', async () => {
    stubBanking().on('post', CHECK, { status: 200, body: { valid: true, detail: 'PIN confirmed.', attempts_remaining: 5 } });
    const { user, onVerified } = renderStep();
    await enter(user, '482913');
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('482913'));
    expect(onVerified).toHaveBeenCalledTimes(1);
    const group = screen.getByRole('group', { name: 'Transaction PIN' });
    expect(
      within(group)
        .getAllByLabelText(/^Digit \d of 6$/)
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('');
  });

  it('shows a server failure without locking', async () => {
    stubBanking().failNext('post', CHECK, { status: 500, body: { detail: 'A server error occurred.' } });
    const { user } = renderStep();
    await enter(user, '482913');
    expect(await screen.findByText('A server error occurred.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Set a new PIN' })).toBeNull();
  });

  it('keeps focus on the button pressed while the PIN is checked (a disabled button would drop it), and ignores a second press', async () => {
    const api = stubBanking().on('post', CHECK, {
      status: 200,
      body: { valid: false, detail: 'Wrong PIN.', attempts_remaining: 3 },
    });
    // Hold the check's answer until the test lets it go.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('check_pin')) await gate;
      return stubbed(input, init);
    });
    const { user } = renderStep();
    await enter(user, '111112');
    const button = await screen.findByRole('button', { name: 'Checking…' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    release();
    expect(await screen.findByText('Wrong PIN. 3 attempts left before the PIN locks.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check PIN' })).toHaveFocus();
    expect(api.calls('post', CHECK)).toHaveLength(1);
  });
});
