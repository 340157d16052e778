import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, signInForTest } from '@/test/render';
import { NGN_ACCOUNT, stubBanking } from '../../testing/banking-stub';
import { StatementPage } from './statement-page';

const STATEMENT = {
  account: {
    id: 1001,
    account_name: 'Adaeze Chiamaka Okafor',
    account_number: '0123456789',
    bank_name: 'Wema Bank',
    currency: 'NGN' as const,
  },
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  currency: 'NGN' as const,
  opening_balance: '4000000.00',
  closing_balance: '4820500.00',
  total_credit: '1170553.75',
  total_debit: '350053.75',
  transactions: [
    {
      id: 1,
      reference: 'NIP-1',
      type: 'credit' as const,
      amount: '1170553.75',
      fee: '0.00',
      balance_after: '5170553.75',
      currency: 'NGN' as const,
      narration: 'Catering',
      counterparty_name: 'EKO HOTELS',
      counterparty_account_number: '1012345678',
      counterparty_bank_name: 'Zenith Bank',
      status: 'successful' as const,
      created_at: '2026-11-22T09:30:55Z',
    },
    {
      id: 2,
      reference: 'TRF-2',
      type: 'debit' as const,
      amount: '350000.00',
      fee: '53.75',
      balance_after: '4820500.00',
      currency: 'NGN' as const,
      narration: 'Palm oil',
      counterparty_name: 'CHUKWUEMEKA OBI',
      counterparty_account_number: '0234567891',
      counterparty_bank_name: 'Guaranty Trust Bank',
      status: 'successful' as const,
      created_at: '2026-11-22T11:12:00Z',
    },
  ],
};

const PATH = '/banking/accounts/personal/1001/statement';
const PERIOD = { start_date: '2026-11-01', end_date: '2026-11-30' };

function stub(statement = STATEMENT) {
  return stubBanking()
    .on('get', '/personal_bank_accounts/{id}/', { status: 200, body: NGN_ACCOUNT })
    .on('get', '/personal_bank_accounts/{id}/statement/', { status: 200, body: statement })
    .on('post', '/personal_bank_accounts/{id}/mail_bank_statement/', {
      status: 200,
      body: { detail: 'Your statement will arrive by email.' },
    });
}

describe('StatementPage', () => {
  it('shows opening, money in, money out and closing, and that they add up to the kobo', async () => {
    const api = stub();
    renderWithApp(<StatementPage kind="personal" id={1001} search={PERIOD} onPeriodChange={vi.fn()} />, { routerPath: PATH });
    expect(await screen.findByTestId('closing-balance')).toHaveTextContent('₦4,820,500.00');
    expect(screen.getByTestId('opening-balance')).toHaveTextContent('₦4,000,000.00');
    expect(screen.getByTestId('statement-check')).toHaveTextContent(
      'Adds up: ₦4,000,000.00 + ₦1,170,553.75 − ₦350,053.75 = ₦4,820,500.00.',
    );
    expect(Object.fromEntries(api.calls('get', '/personal_bank_accounts/{id}/statement/')[0]!.query)).toEqual(PERIOD);
  });

  it('shows money in as the card’s figure on a phone, like money out, not in the secondary line', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 });
    try {
      stub();
      renderWithApp(<StatementPage kind="personal" id={1001} search={PERIOD} onPeriodChange={vi.fn()} />, { routerPath: PATH });
      const credit = await screen.findByText('+₦1,170,553.75');
      expect(credit.closest('[data-money]')).toHaveTextContent(/^Money in: \+₦1,170,553\.75$/);
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    }
  });

  it('says so when the figures do not add up', async () => {
    stub({ ...STATEMENT, closing_balance: '4820500.01' });
    renderWithApp(<StatementPage kind="personal" id={1001} search={PERIOD} onPeriodChange={vi.fn()} />, { routerPath: PATH });
    expect(await screen.findByTestId('statement-check')).toHaveTextContent(/Does not add up/);
  });

  it('refuses a reversed period at the field and asks nothing', async () => {
    const onPeriodChange = vi.fn();
    stub();
    const { user } = renderWithApp(<StatementPage kind="personal" id={1001} search={PERIOD} onPeriodChange={onPeriodChange} />, {
      routerPath: PATH,
    });
    const to = await screen.findByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(screen.getByText('The end date must not be before the start date.')).toBeVisible();
    expect(onPeriodChange).not.toHaveBeenCalled();
  });

  it('e-mails the statement only after the address is confirmed, prefilled with the user’s', async () => {
    signInForTest();
    const api = stub();
    const { user } = renderWithApp(<StatementPage kind="personal" id={1001} search={PERIOD} onPeriodChange={vi.fn()} />, {
      routerPath: PATH,
    });
    await user.click(await screen.findByRole('button', { name: 'E-mail statement' }));
    const dialog = await screen.findByRole('dialog');
    const address = within(dialog).getByLabelText(/Send to/);
    expect(address).toHaveValue('owner@ledgerly.ng');
    await user.clear(address);
    await user.type(address, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
    await user.clear(address);
    await user.type(address, 'accountant@adaezefabrics.ng');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByTestId('confirm-email')).toHaveTextContent('accountant@adaezefabrics.ng');
    expect(api.calls('post', '/personal_bank_accounts/{id}/mail_bank_statement/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send statement' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = api.calls('post', '/personal_bank_accounts/{id}/mail_bank_statement/');
    expect(calls.map((c) => c.body)).toEqual([{ ...PERIOD, email: 'accountant@adaezefabrics.ng' }]);
  });

  it('keeps the dialog and says why when sending fails', async () => {
    signInForTest();
    stub().failNext('post', '/personal_bank_accounts/{id}/mail_bank_statement/', {
      status: 400,
      body: { detail: 'A statement covers at most 366 days.' },
    });
    const { user } = renderWithApp(<StatementPage kind="personal" id={1001} search={PERIOD} onPeriodChange={vi.fn()} />, {
      routerPath: PATH,
    });
    await user.click(await screen.findByRole('button', { name: 'E-mail statement' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send statement' }));
    expect(await within(dialog).findByText('A statement covers at most 366 days.')).toBeVisible();
    expect(within(dialog).getByTestId('confirm-email')).toHaveTextContent('owner@ledgerly.ng');
  });
});
