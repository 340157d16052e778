import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { FEES, page } from './marketplace-test-data';
import { DeliveryFeesPage } from './delivery-fees-page';

const LIST = '/business/v1/{businessId}/marketplace/delivery_fees';
const ITEM = '/business/v1/{businessId}/marketplace/delivery_fees/{id}/';

function renderFees(fees = FEES) {
  let rows = fees;
  const api = stubApi()
    .on('get', LIST, () => ({ status: 200, body: page(rows) }))
    .on('patch', ITEM, ({ params, body }) => {
      rows = rows.map((fee) => (fee.id === Number(params.id) ? { ...fee, ...body } : fee));
      return { status: 200, body: rows.find((fee) => fee.id === Number(params.id))! };
    });
  return { ...renderWithApp(<DeliveryFeesPage />, { routerPath: '/b/12/marketplace/delivery-fees' }), api };
}

const lekki = async () => (await screen.findAllByTestId('delivery-fee'))[0]!;

describe('delivery fees', () => {
  it('says ‘Failed to fetch delivery fees’ when the list cannot load, and Retry loads it', async () => {
    const { api, user } = renderFees();
    api.failNext('get', LIST, { status: 403, body: { detail: 'Forbidden.' } });
    expect(await screen.findByText('Failed to fetch delivery fees')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lekki')).toBeInTheDocument();
  });

  it('edits a fee in place and shows the new amount', async () => {
    const { api, user } = renderFees();
    await user.click(within(await lekki()).getByRole('button', { name: 'Edit the fee to Lekki' }));
    const field = screen.getByRole('textbox', { name: 'Delivery fee to Lekki' });
    await user.clear(field);
    await user.type(field, '3000.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(screen.getAllByTestId('delivery-fee')[0]!).getByTestId('delivery-fee-amount')).toHaveTextContent('3,000.50'),
    );
    expect(api.calls('patch', ITEM).map((call) => call.body)).toEqual([{ amount: '3000.50' }]);
  });

  it.each([{ status: 500 }, 'network'] as const)(
    'a failed update (%j) says ‘Failed to fetch delivery fees’ at the field and keeps the typed fee',
    async (failure) => {
      const { api, user } = renderFees();
      api.failNext('patch', ITEM, failure);
      await user.click(within(await lekki()).getByRole('button', { name: 'Edit the fee to Lekki' }));
      const field = screen.getByRole('textbox', { name: 'Delivery fee to Lekki' });
      await user.clear(field);
      await user.type(field, '2750');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Failed to fetch delivery fees')).toBeInTheDocument();
      expect(field).toHaveValue('2,750');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      // The same value saves on the next try.
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Delivery fee to Lekki' })).toBeNull());
      expect(api.calls('patch', ITEM).map((call) => call.body)).toEqual([{ amount: '2750.00' }, { amount: '2750.00' }]);
    },
  );

  it('asks for a fee when the field is emptied, and sends nothing', async () => {
    const { api, user } = renderFees();
    await user.click(within(await lekki()).getByRole('button', { name: 'Edit the fee to Lekki' }));
    await user.clear(screen.getByRole('textbox', { name: 'Delivery fee to Lekki' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a fee (0 for free delivery).')).toBeInTheDocument();
    expect(api.calls('patch', ITEM)).toHaveLength(0);
  });

  it.each(HOSTILE_NAMES)('an area named %j is shown as text', async (text) => {
    renderFees([{ ...FEES[0]!, location: text, state: text }]);
    const row = await lekki();
    expect(row.querySelector('p')!.textContent).toBe(text);
    expectInertDom();
  });
});
