import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BankingSchemas } from '@/api/types';
import { expectInertDom, renderWithApp } from '@/test/render';
import { HOSTILE_NAMES, hostile } from '@/test/hostile-strings';
import { NGN_ACCOUNT, stubBanking, type BankingCall } from '../../testing/banking-stub';
import { BulkTransferPage } from './bulk-transfer-page';

const VALIDATE = '/business/{currency}/payout/validate/' as const;
const FEE = '/personal_bank_accounts/{id}/transfer_fee/' as const;
const CHECK_PIN = '/personal_bank_accounts/{id}/check_pin/' as const;
const BULK = '/personal_bank_accounts/{id}/bulk_transfer/' as const;
const UNVERIFIABLE = '0000000000';

type Item = BankingSchemas['BulkTransferItem'];

function batchAnswer(call: BankingCall): BankingSchemas['BulkTransferResult'] {
  const items = (call.body as { transfers: Item[] }).transfers;
  return {
    batch_id: 'BATCH-20261124-TEST01',
    total_amount: '0.00',
    total_fee: '0.00',
    transfers: items.map((item, index) => ({
      id: 900 + index,
      reference: `TRF-TEST-${index}`,
      account_id: NGN_ACCOUNT.id,
      amount: item.amount,
      fee: '26.88',
      currency: 'NGN',
      status: 'pending',
      transfer_type: 'inter',
      beneficiary: {
        name: item.beneficiary_name,
        account_number: item.beneficiary_account_number,
        bank_name: 'Guaranty Trust Bank',
        bank_code: item.beneficiary_bank_code,
        routing_number: null,
      },
      narration: item.narration ?? '',
      created_at: '2026-11-24T10:00:00Z',
      idempotency_key: `k:${index}`,
    })),
  };
}

function stub({
  names = (n: string) => `HOLDER ${n.slice(-4)}`,
  balance = NGN_ACCOUNT.available_balance,
}: { names?: (n: string) => string; balance?: string } = {}) {
  return stubBanking()
    .on('get', '/personal_bank_accounts/', { status: 200, body: [{ ...NGN_ACCOUNT, available_balance: balance }] })
    .on('get', '/bank_accounts/', { status: 200, body: [] })
    .on('get', '/list_banks/', {
      status: 200,
      body: [{ name: 'Guaranty Trust Bank', code: '000013', slug: 'guaranty-trust-bank', cbn_code: '058' }],
    })
    .on('post', VALIDATE, (call) => {
      const { account_number, bank_code } = call.body as { account_number: string; bank_code: string };
      if (account_number === UNVERIFIABLE) {
        const refused: Record<string, string[]> = { account_number: ['Could not verify this account.'] };
        return { status: 400 as const, body: refused };
      }
      return {
        status: 200,
        body: { account_name: names(account_number), account_number, bank_code, bank_name: 'Guaranty Trust Bank' },
      };
    })
    .on('get', FEE, (call) => ({
      status: 200,
      body: { amount: call.query.get('amount')!, fee: '26.88', total: '0.00', currency: 'NGN' },
    }))
    .on('post', CHECK_PIN, { status: 200, body: { valid: true, detail: 'PIN correct.', attempts_remaining: 5 } })
    .on('post', BULK, (call) => ({ status: 201, body: batchAnswer(call) }));
}

function renderPage() {
  return renderWithApp(<BulkTransferPage from={`personal:${NGN_ACCOUNT.id}`} />, { routerPath: '/banking/bulk-transfer' });
}

async function upload(user: ReturnType<typeof renderPage>['user'], csv: string) {
  const input = await screen.findByLabelText('Upload a CSV file');
  await user.upload(input, new File([csv], 'payroll.csv', { type: 'text/csv' }));
}

const row = (n: number, values: Partial<Record<'bank' | 'account' | 'amount' | 'narration', string>> = {}) =>
  [
    values.bank ?? '000013',
    values.account ?? `02345678${String(n).padStart(2, '0')}`,
    values.amount ?? '5000',
    values.narration ?? `Pay ${n}`,
  ].join(',');

async function enterPin(user: ReturnType<typeof renderPage>['user'], label = 'Confirm and send') {
  const group = await screen.findByRole('group', { name: 'Transaction PIN' });
  await user.click(within(group).getAllByLabelText(/^Digit \d of 6$/)[0]!);
  await user.keyboard('482913');
  await user.click(screen.getByRole('button', { name: label }));
}

const keysSent = () =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => input as Request)
    .filter((request) => request.method === 'POST' && request.url.endsWith('/bulk_transfer/'))
    .map((request) => request.headers.get('Idempotency-Key'));

describe('BulkTransferPage', () => {
  it('lists bad rows with their lines and reasons, sends nothing until they are fixed or dropped, then sends one batch', async () => {
    const api = stub();
    const { user } = renderPage();
    await upload(
      user,
      [
        'bank_code,account_number,amount,narration',
        row(1),
        row(2, { account: '12345' }),
        row(3, { amount: '0' }),
        row(4, { account: UNVERIFIABLE }),
        row(5, { amount: '"1,250.50"' }),
      ].join('\n'),
    );
    expect(await screen.findByText('5 rows read from the file.')).toBeVisible();
    // Format faults show at once, with their line numbers.
    const list = await screen.findByRole('list', { name: 'Rows to fix' });
    expect(list).toHaveTextContent('Line 3: Account number: A Nigerian account number (NUBAN) has 10 digits.');
    expect(list).toHaveTextContent('Line 4: Amount: The amount must be more than 0.');

    await user.click(screen.getByRole('button', { name: 'Check rows and review' }));
    // The name check refuses line 5; the rows with format faults were never checked.
    await waitFor(() => expect(within(list).getByText(/^Line 5:/)).toBeVisible());
    expect(list).toHaveTextContent('Line 5: Account number: Could not verify this account.');
    expect(screen.getByRole('alert')).toHaveTextContent('3 rows need fixing before anything is sent.');
    expect(api.calls('post', VALIDATE).map((c) => (c.body as { account_number: string }).account_number)).toEqual([
      '0234567801',
      UNVERIFIABLE,
      '0234567805',
    ]);
    expect(api.calls('post', BULK)).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Review the batch' })).toBeNull();

    // Fix line 3 in place, fix line 4's amount, drop line 5.
    const line3 = screen.getByRole('group', { name: 'Line 3' });
    await user.clear(within(line3).getByRole('textbox', { name: 'Account number' }));
    await user.type(within(line3).getByRole('textbox', { name: 'Account number' }), '0234567803');
    const line4 = screen.getByRole('group', { name: 'Line 4' });
    await user.clear(within(line4).getByRole('textbox', { name: 'Amount' }));
    await user.type(within(line4).getByRole('textbox', { name: 'Amount' }), '700');
    await user.click(within(list).getByRole('button', { name: 'Drop line 5' }));
    expect(screen.queryByRole('list', { name: 'Rows to fix' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Check rows and review' }));
    const review = await screen.findByRole('region', { name: 'Review the batch' });
    // Only the changed rows were checked again.
    expect(api.calls('post', VALIDATE)).toHaveLength(5);
    expect(within(review).getByText('Transfers').nextSibling).toHaveTextContent('4');
    expect(within(review).getByText('Total').nextSibling).toHaveTextContent('₦11,950.50');
    expect(within(review).getByText('Total fees').nextSibling).toHaveTextContent('₦107.52');
    expect(within(review).getByText('Leaves your account').nextSibling).toHaveTextContent('₦12,058.02');
    // The scrolling lists (50 rows overflow them) are reached by keyboard (axe: scrollable-region-focusable).
    expect(within(review).getByRole('list', { name: 'Transfers in the batch' })).toHaveAttribute('tabindex', '0');

    await user.click(within(review).getByRole('button', { name: 'Continue to authorise' }));
    await enterPin(user);
    expect(await screen.findByRole('heading', { name: 'Batch sent' })).toBeVisible();
    const sent = api.calls('post', BULK);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      pin: '482913',
      transfers: [
        {
          amount: '5000.00',
          beneficiary_account_number: '0234567801',
          beneficiary_bank_code: '000013',
          beneficiary_name: 'HOLDER 7801',
          narration: 'Pay 1',
        },
        {
          amount: '5000.00',
          beneficiary_account_number: '0234567803',
          beneficiary_bank_code: '000013',
          beneficiary_name: 'HOLDER 7803',
          narration: 'Pay 2',
        },
        {
          amount: '700.00',
          beneficiary_account_number: '0234567803',
          beneficiary_bank_code: '000013',
          beneficiary_name: 'HOLDER 7803',
          narration: 'Pay 3',
        },
        {
          amount: '1250.50',
          beneficiary_account_number: '0234567805',
          beneficiary_bank_code: '000013',
          beneficiary_name: 'HOLDER 7805',
          narration: 'Pay 5',
        },
      ],
    });
    expect(screen.getByRole('list', { name: 'Outcome of each transfer' }).children).toHaveLength(4);
    expect(screen.getByRole('list', { name: 'Outcome of each transfer' })).toHaveAttribute('tabindex', '0');
  }, 20_000);

  it('keeps the batch Idempotency-Key for Check again after a failed send', async () => {
    const api = stub();
    api.failNext('post', BULK, { status: 500, body: { detail: 'A server error occurred.' } });
    const { user } = renderPage();
    await upload(user, ['bank_code,account_number,amount,narration', row(1), row(2)].join('\n'));
    await user.click(await screen.findByRole('button', { name: 'Check rows and review' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to authorise' }));
    await enterPin(user);
    expect(await screen.findByText('A server error occurred.')).toBeVisible();
    expect(screen.getByText(/We could not tell whether the batch was sent/)).toBeVisible();
    await enterPin(user, 'Check again');
    expect(await screen.findByRole('heading', { name: 'Batch sent' })).toBeVisible();
    const keys = keysSent();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(api.calls('post', BULK)).toHaveLength(2);
  });

  it('takes the blamed row back to the table when the bank refuses the batch', async () => {
    const api = stub();
    api.failNext('post', BULK, {
      status: 400,
      body: {
        detail: 'Above your single-transfer limit.',
        'transfers.1.amount': ['Above your single-transfer limit of ₦1,000,000.00.'],
      },
    });
    const { user } = renderPage();
    await upload(user, ['bank_code,account_number,amount,narration', row(1), row(2)].join('\n'));
    await user.click(await screen.findByRole('button', { name: 'Check rows and review' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to authorise' }));
    await enterPin(user);
    const list = await screen.findByRole('list', { name: 'Rows to fix' });
    expect(list).toHaveTextContent('Line 3: Amount: Above your single-transfer limit of ₦1,000,000.00.');
    expect(screen.getByRole('alert')).toHaveTextContent('The bank refused the batch: 1 row needs fixing. Nothing was sent.');
  });

  it('refuses a batch over the available balance', async () => {
    stub({ balance: '10000.00' });
    const { user } = renderPage();
    await upload(user, ['bank_code,account_number,amount,narration', row(1), row(2)].join('\n'));
    await user.click(await screen.findByRole('button', { name: 'Check rows and review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This batch needs ₦10,053.76 (amounts and fees) but the available balance is ₦10,000.00.',
    );
    expect(screen.getByRole('button', { name: 'Continue to authorise' })).toBeDisabled();
  });

  it('refuses a file without the template columns, and a row typed by hand is checked like a file row', async () => {
    const api = stub();
    const { user } = renderPage();
    await upload(user, 'name,amount\nAda,5');
    expect(
      await screen.findByText(/This file does not match the template\. Choose the column that holds Bank code/),
    ).toBeVisible();
    const first = screen.getByRole('group', { name: 'Row 1' });
    await user.type(within(first).getByRole('textbox', { name: 'Bank code' }), '000013');
    expect(within(first).getByText('Guaranty Trust Bank')).toBeVisible();
    await user.type(within(first).getByRole('textbox', { name: 'Account number' }), '0234567891');
    await user.click(screen.getByRole('button', { name: 'Check rows and review' }));
    expect(await screen.findByRole('list', { name: 'Rows to fix' })).toHaveTextContent('Row 1: Amount: Enter the amount.');
    expect(api.calls('post', VALIDATE)).toHaveLength(0);
    await user.type(within(first).getByRole('textbox', { name: 'Amount' }), '1500');
    await user.click(screen.getByRole('button', { name: 'Check rows and review' }));
    expect(await screen.findByRole('region', { name: 'Review the batch' })).toBeVisible();
  });

  it('shows hostile names and narrations as text, and sends them exactly as typed', async () => {
    const names = HOSTILE_NAMES.slice(0, 3);
    const api = stub({ names: (n) => names[Number(n.slice(-1)) - 1]! });
    const narration = hostile('img onerror').slice(0, 100);
    const { user, container } = renderPage();
    await upload(user, ['bank_code,account_number,amount,narration', row(1), row(2), row(3)].join('\n'));
    const line2 = await screen.findByRole('group', { name: 'Line 2' });
    await user.clear(within(line2).getByRole('textbox', { name: 'Narration' }));
    await user.click(within(line2).getByRole('textbox', { name: 'Narration' }));
    await user.paste(narration);
    await user.click(screen.getByRole('button', { name: 'Check rows and review' }));
    const review = await screen.findByRole('region', { name: 'Review the batch' });
    for (const name of names) expect(within(review).getByText(name)).toBeVisible();
    expectInertDom(container);
    await user.click(within(review).getByRole('button', { name: 'Continue to authorise' }));
    await enterPin(user);
    await screen.findByRole('heading', { name: 'Batch sent' });
    const transfers = (api.calls('post', BULK)[0]!.body as { transfers: Item[] }).transfers;
    expect(transfers.map((t) => t.beneficiary_name)).toEqual(names);
    expect(transfers[0]!.narration).toBe(narration);
    expectInertDom(container);
  });
});
