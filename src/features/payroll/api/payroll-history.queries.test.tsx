import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithApp } from '@/test/render';
import { payrollPaymentsBetweenQuery } from './payroll-history.queries';

const LIST = '/business/v1/{businessId}/tools/payroll_histories/';

function Paid() {
  const query = useQuery(payrollPaymentsBetweenQuery({ businessId: 12 }, { start_date: '2026-11-01', end_date: '2026-11-30' }));
  return <p>{query.data ? `${query.data.length} payments: ${query.data.map((p) => p.amount).join(', ')}` : 'loading'}</p>;
}

describe('payrollPaymentsBetweenQuery', () => {
  it('asks for the whole period in one page and gives the payments as a list', async () => {
    const row = {
      id: 1,
      payroll: 801,
      staff: { id: 601, first_name: 'Tunde', last_name: 'Bakare' },
      amount: '120000.00',
      currency: 'NGN',
      date: '2026-11-25',
      description: null,
      location: 21,
      created_at: '2026-11-25T16:00:00Z',
    };
    const api = stubApi().on('get', LIST, { status: 200, body: { count: 1, next: null, previous: null, results: [row] } });
    renderWithApp(<Paid />);
    expect(await screen.findByText('1 payments: 120000.00')).toBeInTheDocument();
    const query = api.calls('get', LIST)[0]!.query;
    expect([query.get('start_date'), query.get('end_date'), query.get('page_size')]).toEqual([
      '2026-11-01',
      '2026-11-30',
      '9999',
    ]);
  });
});
