import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HOSTILE_STRINGS } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { NGN_ACCOUNT, stubBanking } from '../../testing/banking-stub';
import type { TransactionsSearch } from '../search';
import { TransactionsPage } from './transactions-page';

const tx = (id: number, extra: object = {}) => ({
  id,
  reference: `TRF-20261122-K8M2Q${id}`,
  type: 'debit' as const,
  amount: '350000.00',
  fee: '53.75',
  balance_after: '4820500.00',
  currency: 'NGN' as const,
  narration: 'Invoice INV-0042 palm oil supply',
  counterparty_name: 'CHUKWUEMEKA OBI',
  counterparty_account_number: '0234567891',
  counterparty_bank_name: 'Guaranty Trust Bank',
  status: 'successful' as const,
  created_at: '2026-11-22T11:12:00Z',
  ...extra,
});

function stub(results = [tx(1)]) {
  return stubBanking()
    .on('get', '/personal_bank_accounts/{id}/', { status: 200, body: NGN_ACCOUNT })
    .on('get', '/personal_bank_accounts/{id}/transactions/', {
      status: 200,
      body: { count: results.length, next: null, previous: null, results },
    });
}

const PATH = '/banking/accounts/personal/1001/transactions';

describe('TransactionsPage', () => {
  it('sends every filter of the URL to the list call', async () => {
    const api = stub();
    renderWithApp(
      <TransactionsPage
        kind="personal"
        id={1001}
        search={{
          search: 'palm oil',
          status: 'failed',
          type: 'debit',
          min_amount: '100',
          max_amount: '500000.50',
          start_date: '2026-11-01',
          end_date: '2026-11-30',
          page: 2,
        }}
        onSearchChange={vi.fn()}
      />,
      { routerPath: PATH },
    );
    await screen.findByText('CHUKWUEMEKA OBI');
    const query = api.calls('get', '/personal_bank_accounts/{id}/transactions/')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      search: 'palm oil',
      status: 'failed',
      type: 'debit',
      min_amount: '100',
      max_amount: '500000.50',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      page: '2',
    });
    expect(screen.getByText('1 matching transaction')).toBeVisible();
  });

  it('says Filtering…, never the previous filters’ count, until the new filters are answered', async () => {
    stubBanking()
      .on('get', '/personal_bank_accounts/{id}/', { status: 200, body: NGN_ACCOUNT })
      .on('get', '/personal_bank_accounts/{id}/transactions/', (request) => {
        const results = request.query.get('search') ? [tx(1)] : [tx(1), tx(2), tx(3)];
        return { status: 200, body: { count: results.length, next: null, previous: null, results } };
      });
    // The narrowed list's answer is held until released.
    const fetchMock = vi.mocked(globalThis.fetch);
    const real = fetchMock.getMockImplementation()!;
    let release: () => void = () => undefined;
    fetchMock.mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('search=dstv')) return real(input, init);
      return new Promise((resolve) => {
        release = () => resolve(real(input, init));
      });
    });
    function Harness() {
      const [search, setSearch] = useState<TransactionsSearch>({ status: 'successful' });
      return (
        <>
          <button type="button" onClick={() => setSearch({ status: 'successful', search: 'dstv' })}>
            Narrow
          </button>
          <TransactionsPage kind="personal" id={1001} search={search} onSearchChange={vi.fn()} />
        </>
      );
    }
    const { user } = renderWithApp(<Harness />, { routerPath: PATH });
    expect(await screen.findByText('3 matching transactions')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Narrow' }));
    expect(await screen.findByText('Filtering…')).toBeVisible();
    expect(screen.queryByText('3 matching transactions')).toBeNull();
    release();
    expect(await screen.findByText('1 matching transaction')).toBeVisible();
    expect(screen.queryByText('Filtering…')).toBeNull();
  });

  it('puts filters in the URL (back to page 1), and checks amounts at the field first', async () => {
    stub();
    const onSearchChange = vi.fn();
    const { user } = renderWithApp(
      <TransactionsPage kind="personal" id={1001} search={{ page: 3, min_amount: '9000' }} onSearchChange={onSearchChange} />,
      {
        routerPath: PATH,
      },
    );
    await screen.findByText('CHUKWUEMEKA OBI');
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'pending', page: undefined });

    const max = screen.getByLabelText('Largest amount');
    await user.type(max, '12.345{Enter}');
    expect(await screen.findByText('Enter an amount such as 5000 or 5000.50.')).toBeVisible();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(onSearchChange).toHaveBeenCalledTimes(1);
    await user.clear(max);
    await user.type(max, '20,000.50');
    await user.tab();
    expect(onSearchChange).toHaveBeenLastCalledWith({ max_amount: '20000.50', page: undefined });
  });

  it('says at the largest amount when it is below the smallest', async () => {
    stub();
    renderWithApp(
      <TransactionsPage kind="personal" id={1001} search={{ min_amount: '500', max_amount: '100' }} onSearchChange={vi.fn()} />,
      { routerPath: PATH },
    );
    expect(await screen.findByText('The largest amount must not be below the smallest.')).toBeVisible();
    expect(screen.getByLabelText('Largest amount')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the error with Retry when the list fails, then the rows', async () => {
    const api = stub().failNext('get', '/personal_bank_accounts/{id}/transactions/', {
      status: 400,
      body: { detail: 'The bank is not answering.' },
    });
    const { user } = renderWithApp(<TransactionsPage kind="personal" id={1001} search={{}} onSearchChange={vi.fn()} />, {
      routerPath: PATH,
    });
    expect(await screen.findByText('The bank is not answering.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('CHUKWUEMEKA OBI')).toBeVisible();
    expect(api.calls('get', '/personal_bank_accounts/{id}/transactions/')).toHaveLength(2);
  });

  it('renders hostile narrations and names as text, in the list and the detail', async () => {
    const hostile = HOSTILE_STRINGS.slice(0, 10);
    stub(hostile.map((h, i) => tx(i + 1, { narration: h.value, counterparty_name: `${h.value} name` })));
    const { user } = renderWithApp(<TransactionsPage kind="personal" id={1001} search={{}} onSearchChange={vi.fn()} />, {
      routerPath: PATH,
    });
    for (const h of hostile.slice(0, 3)) expect((await screen.findAllByText(`${h.value} name`)).length).toBeGreaterThan(0);
    expectInertDom();
    await user.click(screen.getAllByRole('button', { name: /^Actions for/ })[1]!);
    await user.click(await screen.findByRole('menuitem', { name: 'View details and receipt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(hostile[1]!.value)).toBeVisible();
    expect(within(dialog).getByText('₦350,053.75')).toBeVisible();
    expect(within(dialog).getByText('TRF-20261122-K8M2Q2')).toBeVisible();
    expectInertDom();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
