import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { parseReceiptsSearch, type ReceiptsSearch } from '../search';
import { ReceiptsPage } from './receipts-page';
import { ReceiptRecordPage } from './receipt-record-page';

const LIST = '/business/v1/{businessId}/tools/receipts/';
const ONE = '/business/v1/{businessId}/tools/receipts/{id}';
const INVOICE = '/business/v1/{businessId}/tools/invoices/{id}';

type Receipt = BusinessSchemas['Receipt'];

const receipt = (over: Partial<Receipt>): Receipt => ({
  id: 1,
  number: 'RCT-000001',
  invoice: 301,
  invoice_number: 'INV-000123',
  amount: '10000.00',
  change: '0.00',
  currency: 'NGN',
  payment_method: 'transfer',
  date: '2026-11-20',
  reference: null,
  customer: { id: 40, name: 'Chiamaka Eze' } as Receipt['customer'],
  location: 21,
  created_at: '2026-11-20T10:00:00Z',
  ...over,
});

const ROWS = [
  receipt({ id: 3, number: 'RCT-000003', amount: '20000.00', change: '1300.00', payment_method: 'cash' }),
  receipt({ id: 2, number: 'RCT-000002', amount: '5000.50' }),
  receipt({ id: 1, number: 'RCT-000001', amount: '250.25', currency: 'USD', invoice_number: 'INV-000099' }),
];

const page = (results: Receipt[]) => ({
  status: 200 as const,
  body: { count: results.length, next: null, previous: null, results },
});

/** Every change the page asked of the URL, merged in order. */
let latest: ReceiptsSearch = {};
function Harness({ initial = {} }: { initial?: ReceiptsSearch }) {
  const [search, setSearch] = useState<ReceiptsSearch>(initial);
  return (
    <ReceiptsPage
      search={search}
      onSearchChange={(patch) => {
        latest = { ...latest, ...patch };
        setSearch((prev) => ({ ...prev, ...patch }));
      }}
    />
  );
}

describe('ReceiptsPage', () => {
  it('lists receipts with their invoice, method, amount and change, and totals the page per currency', async () => {
    stubApi().on('get', LIST, page(ROWS));
    renderWithApp(<Harness />, { routerPath: '/' });
    const table = await screen.findByRole('table');
    await within(table).findAllByRole('link');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent ?? '');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('RCT-000003');
    expect(rows[0]).toContain('INV-000123');
    expect(rows[0]).toContain('Cash');
    expect(rows[0]).toContain('₦20,000.00');
    expect(rows[0]).toContain('₦1,300.00');
    expect(rows[2]).toContain('$250.25');
    const totals = screen.getByText('Received on this page in NGN').closest('[data-slot=receipt-totals]') as HTMLElement;
    expect(within(totals).getByText('₦25,000.50')).toBeInTheDocument();
    expect(within(totals).getByText('$250.25')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: 'RCT-000003' })[0]).toHaveAttribute('href', '/b/12/receipts/3');
  });

  it('sends the search and the date range to the server and keeps them in the URL state', async () => {
    latest = {};
    const api = stubApi().on('get', LIST, page(ROWS));
    const { user } = renderWithApp(<Harness />, { routerPath: '/' });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox'), 'INV-000123');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(
        api
          .calls('get', LIST)
          .some(
            (c) =>
              c.query.get('search') === 'INV-000123' &&
              c.query.get('start_date') === '2026-11-01' &&
              c.query.get('end_date') === '2026-11-30',
          ),
      ).toBe(true),
    );
    expect(latest).toMatchObject({ search: 'INV-000123', start_date: '2026-11-01', end_date: '2026-11-30' });
  });

  it('reads only real dates from the URL', () => {
    expect(parseReceiptsSearch({ start_date: '2026-02-30', end_date: '2026-11-30', page: 2 })).toEqual({
      start_date: undefined,
      end_date: '2026-11-30',
      page: 2,
      search: undefined,
    });
  });

  it('shows customers with hostile names as text', async () => {
    stubApi().on(
      'get',
      LIST,
      page(
        HOSTILE_NAMES.map((name, i) =>
          receipt({ id: i + 1, number: `RCT-00000${i + 1}`, customer: { id: i, name } as Receipt['customer'] }),
        ),
      ),
    );
    renderWithApp(<Harness />, { routerPath: '/' });
    const table = await screen.findByRole('table');
    await within(table).findAllByRole('link');
    expect(within(table).getAllByText(HOSTILE_NAMES[0]).length).toBeGreaterThan(0);
    expectInertDom();
  });
});

/** Receipt 125-128 (create, edit, remove, view). */
const member = (permissions: number[]) => ({
  business_id: 12,
  member_id: 3,
  is_owner: false,
  role: { id: 3, name: 'Cashier' },
  permissions,
});

describe('ReceiptsPage: permissions', () => {
  it('offers Record payment to a member who may create receipts (the cashier), not to one who may only view', async () => {
    stubApi().on('get', LIST, page(ROWS));
    const cashier = renderWithApp(<Harness />, { routerPath: '/', membership: member([125, 128]) });
    expect(await screen.findByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    cashier.unmount();
    renderWithApp(<Harness />, { routerPath: '/', membership: member([128]) });
    await within(await screen.findByRole('table')).findAllByRole('link');
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });
});

describe('ReceiptRecordPage', () => {
  it('shows the payment and the invoice it paid, with its balance now', async () => {
    stubApi()
      .on('get', ONE, {
        status: 200,
        body: receipt({
          id: 3,
          number: 'RCT-000003',
          amount: '20000.00',
          change: '1300.00',
          payment_method: 'cash',
          reference: '<b>till 2</b>',
        }),
      })
      .on('get', INVOICE, {
        status: 200,
        body: {
          id: 301,
          title: 'Aso-ebi fabric',
          total_amount_due: '18700.00',
          total_balance: '0.00',
        } as BusinessSchemas['Invoice'],
      });
    renderWithApp(<ReceiptRecordPage id="3" />, { routerPath: '/' });
    expect(await screen.findByRole('heading', { name: 'Receipt RCT-000003' })).toBeInTheDocument();
    expect(screen.getByText('₦1,300.00')).toBeInTheDocument();
    expect(screen.getByText('₦18,700.00', { selector: 'dd *, dd' })).toBeInTheDocument();
    expect(screen.getByText('<b>till 2</b>')).toBeInTheDocument();
    expect(await screen.findByText('Aso-ebi fabric')).toBeInTheDocument();
    expect(screen.getByText('₦0.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('says the receipt was not found for a bad id', async () => {
    stubApi();
    renderWithApp(<ReceiptRecordPage id="abc" />, { routerPath: '/' });
    expect(await screen.findByText(/not found|couldn’t find|could not find/i)).toBeInTheDocument();
  });
});
