import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { NGN_ACCOUNT, USD_BUSINESS, stubBanking } from '../testing/banking-stub';
import { AccountPage } from './account-page';

const PAGE = {
  count: 1,
  next: null,
  previous: null,
  results: [
    {
      id: 70102,
      reference: 'TRF-20261122-K8M2QZ',
      type: 'debit',
      amount: '350000.00',
      fee: '53.75',
      balance_after: '4820500.00',
      currency: 'NGN',
      narration: 'Invoice INV-0042 palm oil supply',
      counterparty_name: 'CHUKWUEMEKA OBI',
      counterparty_account_number: '0234567891',
      counterparty_bank_name: 'Guaranty Trust Bank',
      status: 'pending',
      created_at: '2026-11-22T11:12:00Z',
    },
  ],
} as const;

function stub() {
  return stubBanking()
    .on('get', '/personal_bank_accounts/{id}/', { status: 200, body: NGN_ACCOUNT })
    .on('get', '/personal_bank_accounts/{id}/transactions/', { status: 200, body: { ...PAGE, results: [...PAGE.results] } })
    .on('get', '/bank_accounts/{id}/', { status: 200, body: USD_BUSINESS })
    .on('get', '/business/{currency}/transactions/', {
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    });
}

describe('AccountPage', () => {
  it('shows the full details to share, with copy and a WhatsApp text', async () => {
    stub();
    const { user } = renderWithApp(<AccountPage kind="personal" id={1001} />, { routerPath: '/banking/accounts/personal/1001' });
    expect(await screen.findByTestId('full-account-number')).toHaveTextContent('0123456789');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy account details' }));
    expect(writeText).toHaveBeenCalledWith('Account name: Adaeze Chiamaka Okafor\nAccount number: 0123456789\nBank: Wema Bank');
    const whatsapp = screen.getByRole('link', { name: 'Send on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent('Account name: Adaeze Chiamaka Okafor\nAccount number: 0123456789\nBank: Wema Bank')}`,
    );
    expect(screen.getByText('₦1,235,000.00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See and change limits' })).toHaveAttribute('href', '/banking/limits');
  });

  it('lists the first page of transactions with their status', async () => {
    stub();
    renderWithApp(<AccountPage kind="personal" id={1001} />, { routerPath: '/banking/accounts/personal/1001' });
    const list = await screen.findByRole('list', { name: 'Recent transactions' });
    expect(within(list).getByText('CHUKWUEMEKA OBI')).toBeVisible();
    expect(within(list).getByText('−₦350,000.00')).toBeVisible();
    expect(within(list).getByText('Pending')).toBeVisible();
  });

  it('opens the set-PIN dialog when asked by the URL (a locked PIN’s link), for a business account by currency', async () => {
    const api = stub();
    renderWithApp(<AccountPage kind="bank" id={2002} openSetPin />, { routerPath: '/banking/accounts/bank/2002#set-pin' });
    expect(await screen.findByRole('dialog', { name: 'Set transaction PIN' })).toBeVisible();
    expect(api.calls('get', '/business/{currency}/transactions/')[0]!.path).toMatch(/\/business\/usd\/transactions\/$/);
  });

  it('says a US personal account has no PIN through Ledgerly (the contract has no PIN call for it) and offers no PIN buttons', async () => {
    stub().on('get', '/bank_accounts/{id}/', {
      status: 200,
      body: { ...USD_BUSINESS, id: 2101, account_category: 'personal', business_name: null, has_pin: false },
    });
    renderWithApp(<AccountPage kind="bank" id={2101} />, { routerPath: '/banking/accounts/bank/2101' });
    expect(
      await screen.findByText(/The bank offers no PIN for US personal accounts through Ledgerly, so transfers from this account/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /PIN/ })).not.toBeInTheDocument();
  });
});
