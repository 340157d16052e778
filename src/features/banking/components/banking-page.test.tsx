import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { NGN_ACCOUNT, USD_BUSINESS, stubBanking } from '../testing/banking-stub';
import { BankingPage } from './banking-page';

const KYC = {
  id: 301,
  country: 'NG',
  status: 'verified',
  reason: null,
  first_name: 'Adaeze',
  middle_name: null,
  last_name: 'Okafor',
  gender: 'female',
  date_of_birth: '1990-04-12',
  phone_number: '+2348031234567',
  address: '14 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  postal_code: '100271',
  document_type: 'nin',
  bvn_last4: '5678',
  ssn_last4: null,
  passport_image: 'https://files.example.ng/kyc/301/passport.jpg',
  created_at: '2026-11-21T09:30:00Z',
  updated_at: '2026-11-21T09:30:00Z',
  verified_at: '2026-11-21T09:42:10Z',
} as const;

function stub({
  personal = [NGN_ACCOUNT],
  bank = [USD_BUSINESS],
  kycs = [KYC],
}: { personal?: unknown[]; bank?: unknown[]; kycs?: unknown[] } = {}) {
  return stubBanking()
    .on('get', '/personal_bank_accounts/', { status: 200, body: personal as never })
    .on('get', '/bank_accounts/', { status: 200, body: bank as never })
    .on('get', '/kycs/', { status: 200, body: kycs as never })
    .on('get', '/kybs/', { status: 200, body: [] })
    .on('get', '/business/{currency}/applications/', { status: 200, body: [] });
}

describe('BankingPage', () => {
  it('groups the accounts by country and type, with both balances, the bank and the number masked', async () => {
    stub();
    renderWithApp(<BankingPage />, { routerPath: '/banking' });
    const naira = await screen.findByRole('region', { name: 'Nigeria · personal (naira)' });
    const dollars = screen.getByRole('region', { name: 'United States · business (dollar)' });
    expect(within(naira).getByText('₦1,235,000.00')).toBeVisible();
    expect(within(naira).getByText('₦1,250,000.00')).toBeVisible();
    expect(within(naira).getByText('Wema Bank')).toBeVisible();
    expect(within(naira).getByText('•••• 6789')).toBeVisible();
    expect(within(dollars).getByText('$18,100.40')).toBeVisible();
    expect(within(dollars).getByText('No PIN yet')).toBeVisible();
    // The full numbers are nowhere on the page.
    expect(document.body.textContent).not.toContain('0123456789');
    expect(document.body.textContent).not.toContain('200198765432');
    expect(within(naira).getByRole('link', { name: /^Open Adaeze Chiamaka Okafor/ })).toHaveAttribute(
      'href',
      '/banking/accounts/personal/1001',
    );
    expect(within(dollars).getByRole('link', { name: /^Open Lone Star Jollof LLC/ })).toHaveAttribute(
      'href',
      '/banking/accounts/bank/2002',
    );
  });

  it('copies the full account number from a masked card', async () => {
    stub();
    const { user } = renderWithApp(<BankingPage />, { routerPath: '/banking' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const naira = await screen.findByRole('region', { name: 'Nigeria · personal (naira)' });
    await user.click(within(naira).getByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenCalledWith('0123456789');
    expect(await within(naira).findByText('Account number copied')).toBeInTheDocument();
  });

  it('shows the next step when there is no account yet, linking to onboarding', async () => {
    stub({ personal: [], bank: [], kycs: [] });
    renderWithApp(<BankingPage />, { routerPath: '/banking' });
    expect(await screen.findByRole('heading', { name: 'Open your first account' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start verification' })).toHaveAttribute('href', '/banking/onboarding');
    expect(screen.getByText('Not started')).toBeVisible();
  });

  it('shows a rejected verification with its reason and the way to resubmit', async () => {
    stub({
      personal: [],
      bank: [],
      kycs: [{ ...KYC, status: 'rejected', reason: 'The BVN could not be verified: no record matches it.' }],
    });
    renderWithApp(<BankingPage />, { routerPath: '/banking' });
    expect(await screen.findByText('The BVN could not be verified: no record matches it.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Correct and resubmit' })).toHaveAttribute('href', '/banking/onboarding');
  });

  it('follows a pending verification until it settles', async () => {
    let reads = 0;
    stub({ personal: [], bank: [] }).on('get', '/kycs/', () => {
      reads += 1;
      return { status: 200, body: [{ ...KYC, status: reads > 1 ? 'verified' : 'pending' }] };
    });
    renderWithApp(<BankingPage />, { routerPath: '/banking' });
    expect(await screen.findByRole('heading', { name: 'Verification in progress' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Identity verified' }, { timeout: 6000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open an account' })).toHaveAttribute('href', '/banking/onboarding');
  });

  it('renders hostile account names as text', async () => {
    stub({ personal: HOSTILE_NAMES.map((name, i) => ({ ...NGN_ACCOUNT, id: 1001 + i, account_name: name })), bank: [] });
    renderWithApp(<BankingPage />, { routerPath: '/banking' });
    expect(await screen.findByRole('heading', { name: HOSTILE_NAMES[0] })).toBeVisible();
    expectInertDom();
  });

  it('shows a failed load with Retry', async () => {
    // Two failures: the first load and its one retry (src/api/query-client.ts).
    const failure = { status: 500, body: { detail: 'A server error occurred.' } };
    stub().failNext('get', '/personal_bank_accounts/', failure).failNext('get', '/personal_bank_accounts/', failure);
    renderWithApp(<BankingPage />, { routerPath: '/banking' });
    expect(await screen.findByText('A server error occurred.', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
