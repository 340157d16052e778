import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { NGN_ACCOUNT, stubBanking } from '../../testing/banking-stub';
import { TransferPage } from './transfer-page';

const TRANSFER = '/personal_bank_accounts/{id}/transfer/' as const;
const VALIDATE = '/business/{currency}/payout/validate/' as const;

const transferAnswer = (name: string, narration: string) =>
  ({
    id: 901,
    reference: 'TRF-20261124-ABC123',
    account_id: 1001,
    amount: '5000.00',
    fee: '10.75',
    currency: 'NGN',
    status: 'successful',
    transfer_type: 'inter',
    beneficiary: {
      name,
      account_number: '0234567891',
      bank_name: 'Guaranty Trust Bank',
      bank_code: '000013',
      routing_number: null,
    },
    narration,
    created_at: '2026-11-24T12:00:00Z',
    idempotency_key: 'k',
  }) as const;

function stub({ name = 'CHUKWUEMEKA OBI', narration = '' } = {}) {
  return stubBanking()
    .on('get', '/personal_bank_accounts/', { status: 200, body: [NGN_ACCOUNT] })
    .on('get', '/bank_accounts/', { status: 200, body: [] })
    .on('get', '/personal_bank_accounts/{id}/beneficiaries/', { status: 200, body: [] })
    .on('get', '/list_banks/', {
      status: 200,
      body: [
        { name: 'Guaranty Trust Bank', code: '000013', slug: 'guaranty-trust-bank', cbn_code: '058' },
        { name: 'Kuda Microfinance Bank', code: '090267', slug: 'kuda-microfinance-bank', cbn_code: null },
      ],
    })
    .on('post', VALIDATE, (call) =>
      (call.body as { account_number: string }).account_number === '0000000000'
        ? {
            status: 400,
            // The shared BadRequest type cannot say `detail` beside the field lists: the bank's real shape.
            body: { detail: 'Could not verify this account.', account_number: ['Could not verify this account.'] } as never,
          }
        : {
            status: 200,
            body: { account_name: name, account_number: '0234567891', bank_code: '000013', bank_name: 'Guaranty Trust Bank' },
          },
    )
    .on('get', '/personal_bank_accounts/{id}/transfer_fee/', (call) => {
      const amount = call.query.get('amount')!;
      const fee = Number(amount) <= 5000 ? '10.75' : '26.88';
      return { status: 200, body: { amount, fee, total: amount, currency: 'NGN' } };
    })
    .on('get', '/ng/transaction_limits/', {
      status: 200,
      body: {
        tier: 'tier_2',
        daily_limit: '5000000.00',
        single_transfer_limit: '1000000.00',
        daily_used: '0.00',
        tier_daily_limit: '5000000.00',
        tier_single_transfer_limit: '1000000.00',
        currency: 'NGN',
      },
    })
    .on('get', '/personal_bank_accounts/{id}/transactions/', {
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    })
    .on('post', '/personal_bank_accounts/{id}/check_pin/', {
      status: 200,
      body: { valid: true, detail: 'PIN correct.', attempts_remaining: 5 },
    })
    .on('post', TRANSFER, { status: 201, body: transferAnswer(name, narration) });
}

type User = ReturnType<typeof renderWithApp>['user'];

function render(from?: string, to?: string) {
  return renderWithApp(<TransferPage from={from} to={to} />, { routerPath: '/banking/transfer' });
}

const SAVED = {
  id: 802,
  name: 'Ngozi Eze',
  account_number: '0123456789',
  bank_name: 'Guaranty Trust Bank',
  bank_code: '000013',
  routing_number: null,
  account_type: null,
  currency: 'NGN',
  created_at: '2026-11-20T09:00:00Z',
} as const;

async function toStep2(user: User) {
  await user.click(await screen.findByRole('radio', { name: /Adaeze Chiamaka Okafor/ }));
  expect(screen.getByRole('radio', { name: 'Another Nigerian bank (NIP)' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'To' })).toHaveFocus();
  expect(screen.getByText('Step 2 of 6')).toBeVisible();
}

async function newBeneficiary(user: User, accountNumber = '0234567891') {
  await user.click(screen.getByRole('radio', { name: 'New beneficiary' }));
  await user.click(await screen.findByRole('combobox', { name: /Bank/ }));
  await user.click(await screen.findByRole('option', { name: 'Guaranty Trust Bank' }));
  await user.type(screen.getByRole('textbox', { name: /Account number/ }), accountNumber);
  await user.click(screen.getByRole('button', { name: 'Check account' }));
}

async function toAuthorise(user: User, amount = '5000') {
  await toStep2(user);
  await newBeneficiary(user);
  expect(await screen.findByTestId('verified-name')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Amount' })).toHaveFocus();
  await user.type(screen.getByRole('textbox', { name: /Amount/ }), amount);
  await screen.findByTestId('transfer-fee');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Review' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Continue to authorise' }));
  expect(await screen.findByRole('heading', { name: 'Authorise' })).toHaveFocus();
}

async function enterPin(user: User) {
  const group = await screen.findByRole('group', { name: 'Transaction PIN' });
  await user.click(within(group).getAllByLabelText(/^Digit \d of 6$/)[0]!);
  await user.keyboard('482913');
  await user.click(screen.getByRole('button', { name: 'Confirm and send' }));
}

/** The Idempotency-Key of each transfer request the page sent. */
function transferKeys(): string[] {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => input)
    .filter((input): input is Request => input instanceof Request && input.method === 'POST' && input.url.endsWith('/transfer/'))
    .map((request) => request.headers.get('Idempotency-Key') ?? '');
}

// Whole journeys through six steps: longer than the 5 s default on a busy 2-core machine.
describe('TransferPage', { timeout: 20_000 }, () => {
  it('sends a naira transfer to a new beneficiary: name check, live fee, review, PIN, result', async () => {
    const api = stub();
    const { user } = render();
    await toAuthorise(user);
    expect(await screen.findByText(/Send ₦5,010\.75 \(with the fee\)/)).toBeVisible();
    await enterPin(user);
    expect(await screen.findByRole('heading', { name: 'Result' })).toHaveFocus();
    expect(screen.getByText('Transfer sent')).toBeVisible();
    expect(screen.getByTestId('transfer-reference')).toHaveTextContent('TRF-20261124-ABC123');
    const [sent] = api.calls('post', TRANSFER);
    expect(sent!.body).toEqual({
      amount: '5000',
      beneficiary_account_number: '0234567891',
      beneficiary_bank_code: '000013',
      beneficiary_name: 'CHUKWUEMEKA OBI',
      narration: '',
      pin: '482913',
      save_beneficiary: true,
    });
    expect(transferKeys()).toHaveLength(1);
    expect(transferKeys()[0]).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: 'Send another' }));
    expect(await screen.findByRole('heading', { name: 'From' })).toHaveFocus();
    expect(screen.getByText('Step 1 of 6')).toBeVisible();
  });

  it('blocks on a failed name check', async () => {
    const api = stub();
    const { user } = render('personal:1001');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'To' });
    await newBeneficiary(user, '0000000000');
    const field = screen.getByRole('textbox', { name: /Account number/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Could not verify this account.'));
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'To' })).toBeVisible();
    expect(api.calls('post', TRANSFER)).toHaveLength(0);
  });

  it('keeps keyboard focus on the name check’s button while it runs, which then becomes Continue', async () => {
    let answer: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    stub();
    // The name check's answer waits until the test lets it through.
    const answerOf = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('/payout/validate/')) await held;
        return answerOf(input, init);
      }),
    );
    const { user } = render('personal:1001');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'To' });
    await newBeneficiary(user);
    const checking = await screen.findByRole('button', { name: 'Checking the account…' });
    // Not `disabled` (that would drop the focus): marked aria-disabled, and presses are ignored.
    expect(checking).not.toBeDisabled();
    expect(checking).toHaveAttribute('aria-disabled', 'true');
    expect(checking).toHaveFocus();
    answer!();
    expect(await screen.findByTestId('verified-name')).toHaveTextContent('CHUKWUEMEKA OBI');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveFocus();
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Amount' })).toHaveFocus();
  });

  it('moves the choice of saved or new beneficiary with the arrow keys, one tab stop', async () => {
    stub().on('get', '/personal_bank_accounts/{id}/beneficiaries/', { status: 200, body: [SAVED] });
    const { user } = render('personal:1001');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'To' });
    const saved = screen.getByRole('radio', { name: 'Saved beneficiary' });
    const fresh = screen.getByRole('radio', { name: 'New beneficiary' });
    expect(fresh).toHaveAttribute('aria-checked', 'true');
    expect(fresh).toHaveAttribute('tabindex', '0');
    expect(saved).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(fresh).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(saved).toHaveFocus();
    expect(saved).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByRole('button', { name: /Ngozi Eze/ })).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(fresh).toHaveFocus();
    expect(fresh).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('textbox', { name: /Account number/ })).toBeVisible();
  });

  it('asks for a 10-digit NUBAN and a bank before any name check', async () => {
    const api = stub();
    const { user } = render('personal:1001');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: 'New beneficiary' }));
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Check account' }));
    expect(screen.getByRole('textbox', { name: /Account number/ })).toHaveAccessibleDescription(
      'Enter the 10-digit account number (NUBAN).',
    );
    expect(await screen.findByText('Choose the bank.')).toBeVisible();
    expect(api.calls('post', VALIDATE)).toHaveLength(0);
  });

  it('refuses at the field an amount over the single limit or over the balance with the fee, naming them', async () => {
    const api = stub().on('get', '/personal_bank_accounts/', {
      status: 200,
      body: [{ ...NGN_ACCOUNT, available_balance: '10000.00' }],
    });
    const { user } = render('personal:1001');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'To' });
    await newBeneficiary(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    await user.type(amount, '1000001');
    await screen.findByTestId('transfer-fee');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription(/^Above your single-transfer limit of ₦1,000,000\.00\./);
    await user.clear(amount);
    await user.type(amount, '9990');
    await waitFor(() => expect(screen.getByTestId('transfer-fee')).toHaveTextContent('₦26.88'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription(
      /^More than your available balance of ₦10,000\.00: this needs ₦10,016\.88 with the fee\./,
    );
    await user.clear(amount);
    await user.type(amount, '9973.12');
    await waitFor(() => expect(screen.getByTestId('transfer-fee')).toHaveTextContent('₦26.88'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Review' })).toHaveFocus();
    expect(screen.getByTestId('summary-total-debited')).toHaveTextContent('₦10,000.00');
    expect(api.calls('post', TRANSFER)).toHaveLength(0);
  });

  it('keeps the key of a press for Check again after the answer is lost, and shows the outcome unknown', async () => {
    const api = stub();
    api.failNext('post', TRANSFER, 'network');
    const { user } = render();
    await toAuthorise(user);
    await enterPin(user);
    expect(await screen.findByText('We don’t know yet whether this transfer was made.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Transfer sent')).toBeVisible();
    // The pressed button is gone: focus is on the step's heading, not lost on the body.
    expect(screen.getByRole('heading', { name: 'Result' })).toHaveFocus();
    const keys = transferKeys();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(api.calls('post', TRANSFER).map((c) => c.body)).toEqual([
      expect.objectContaining({ pin: '482913' }),
      expect.objectContaining({ pin: '482913' }),
    ]);
  });

  it('treats an answer cut short after its headers (the transfer made) as unknown, not failed; Check again sends the same key', async () => {
    const api = stub();
    api.failNext('post', TRANSFER, 'cut');
    const { user } = render();
    await toAuthorise(user);
    await enterPin(user);
    expect(await screen.findByText('We don’t know yet whether this transfer was made.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('(Network Error)');
    expect(screen.queryByText('Not sent: no money moved.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Transfer sent')).toBeVisible();
    const keys = transferKeys();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a refusal with no money moved and goes back to fix it', async () => {
    const api = stub();
    api.failNext('post', TRANSFER, {
      status: 400,
      body: { detail: 'Insufficient funds: this needs ₦5,010.75.', amount: ['Insufficient funds.'] },
    });
    const { user } = render();
    await toAuthorise(user);
    await enterPin(user);
    expect(await screen.findByText('Not sent: no money moved.')).toBeVisible();
    expect(screen.getByText('Insufficient funds: this needs ₦5,010.75.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change the amount' }));
    expect(await screen.findByRole('heading', { name: 'Amount' })).toHaveFocus();
  });

  it.each(HOSTILE_NAMES.slice(0, 3))('renders a hostile beneficiary name and narration as text: %s', async (name) => {
    stub({ name, narration: name });
    const { user } = render();
    await toStep2(user);
    await newBeneficiary(user);
    expect(await screen.findByTestId('verified-name')).toHaveTextContent(name);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '5000');
    await user.click(screen.getByRole('textbox', { name: /Narration/ }));
    await user.paste(name);
    await screen.findByTestId('transfer-fee');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('summary-narration')).toHaveTextContent(name);
    expect(document.querySelector('#pwned, [data-pwned]')).toBeNull();
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('opens on step 2 with the saved beneficiary of ?to= chosen, and sends to it', async () => {
    const api = stub().on('get', '/personal_bank_accounts/{id}/beneficiaries/', {
      status: 200,
      body: [{ ...SAVED, id: 801, name: 'Someone Else', account_number: '0987654321' }, SAVED],
    });
    const { user } = render('personal:1001', '802');
    expect(await screen.findByRole('heading', { name: 'To' })).toBeVisible();
    expect(screen.getByText('Step 2 of 6')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Saved beneficiary' })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByTestId('preselected-beneficiary')).toHaveTextContent('Ngozi Eze');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Amount' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '5000');
    await screen.findByTestId('transfer-fee');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Review' })).toHaveFocus();
    expect(screen.getByText('Ngozi Eze')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue to authorise' }));
    await enterPin(user);
    expect(await screen.findByText('Transfer sent')).toBeVisible();
    expect(api.calls('post', TRANSFER)[0]!.body).toEqual(
      expect.objectContaining({
        beneficiary_account_number: '0123456789',
        beneficiary_name: 'Ngozi Eze',
        save_beneficiary: false,
      }),
    );
    expect(api.calls('post', VALIDATE)).toHaveLength(0);
  });

  it('says so when ?to= is not a saved beneficiary of the account, and lets another be chosen', async () => {
    stub().on('get', '/personal_bank_accounts/{id}/beneficiaries/', { status: 200, body: [SAVED] });
    const { user } = render('personal:1001', '999');
    expect(await screen.findByText(/That saved beneficiary is not on this account’s list any more/)).toBeVisible();
    expect(screen.queryByTestId('preselected-beneficiary')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Ngozi Eze/ }));
    expect(await screen.findByRole('heading', { name: 'Amount' })).toHaveFocus();
  });

  it('ignores ?to= when the account of ?from= cannot be used, starting at step 1', async () => {
    stub();
    render('personal:4242', '802');
    expect(await screen.findByRole('heading', { name: 'From' })).toBeVisible();
    expect(screen.getByText('Step 1 of 6')).toBeVisible();
  });
});
