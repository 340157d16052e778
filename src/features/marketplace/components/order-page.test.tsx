import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { ORDER } from './marketplace-test-data';
import { OrderPage } from './order-page';

const ITEM = '/business/v1/{businessId}/marketplace/orders/{id}/';
const STATUS = '/business/v1/{businessId}/marketplace/orders/{id}/status/';

function renderOrder(start: BusinessSchemas['Order'] = ORDER) {
  let order = start;
  const api = stubApi()
    .on('get', ITEM, () => ({ status: 200, body: order }))
    .on('patch', STATUS, ({ body }) => {
      order = {
        ...order,
        status: body.status,
        tracking_note: body.note ?? order.tracking_note,
        status_history: [...order.status_history, { status: body.status, note: body.note ?? null, at: '2026-11-24T10:00:00Z' }],
      };
      return { status: 200, body: order };
    });
  const result = renderWithApp(<OrderPage id={String(start.id)} search={{}} />, {
    routerPath: `/b/12/marketplace/orders/${start.id}`,
  });
  return { ...result, api };
}

const fulfilment = async () => (await screen.findByRole('heading', { name: 'Fulfilment' })).closest('section')!;

describe('an order', () => {
  it('shows the buyer, delivery fee, payment status, items linked to the inventory, and its status history', async () => {
    renderOrder();
    expect(await screen.findByRole('heading', { name: `Order ${ORDER.order_number}` })).toBeInTheDocument();
    expect(screen.getByText('Tolani Adeleke')).toBeInTheDocument();
    expect(screen.getByText('₦2,500.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Swiss voile lace (5 yards)' })).toHaveAttribute('href', '/b/12/inventory/2003');
    const history = within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Pending'),
      expect.stringContaining('Processing'),
    ]);
  });

  it('offers only the moves a processing order allows, and ships it with the tracking note', async () => {
    const { api, user } = renderOrder();
    const section = await fulfilment();
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark as shipped', 'Cancel the order']);
    await user.click(within(section).getByRole('button', { name: 'Mark as shipped' }));
    await user.click(await within(section).findByRole('button', { name: 'Mark as shipped' }));
    expect(await within(section).findByText('Give the courier and tracking number.')).toBeInTheDocument();
    expect(api.calls('patch', STATUS)).toHaveLength(0);
    await user.type(within(section).getByRole('textbox', { name: /Tracking note/ }), ' GIG Logistics, waybill 55120 ');
    await user.click(within(section).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(api.calls('patch', STATUS)).toHaveLength(1));
    expect(api.calls('patch', STATUS)[0]!.body).toEqual({ status: 'shipped', note: 'GIG Logistics, waybill 55120' });
    expect(await within(await fulfilment()).findByRole('button', { name: 'Mark as delivered' })).toBeInTheDocument();
    expect(screen.getAllByText('GIG Logistics, waybill 55120').length).toBeGreaterThan(0);
  });

  it('shows the server’s refusal of a move and keeps the note', async () => {
    const { api, user } = renderOrder();
    api.failNext('patch', STATUS, {
      status: 400,
      body: { detail: 'no', status: ['An order that is cancelled can only become nothing, not shipped.'] },
    });
    const section = await fulfilment();
    await user.click(within(section).getByRole('button', { name: 'Mark as shipped' }));
    await user.type(await within(section).findByRole('textbox', { name: /Tracking note/ }), 'DHL 123');
    await user.click(within(section).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'An order that is cancelled can only become nothing, not shipped.',
    );
    expect(within(section).getByRole('textbox', { name: /Tracking note/ })).toHaveValue('DHL 123');
  });

  it('a delivered order offers no move', async () => {
    renderOrder({ ...ORDER, status: 'delivered' });
    await screen.findByRole('heading', { name: `Order ${ORDER.order_number}` });
    expect(screen.queryByRole('heading', { name: 'Fulfilment' })).toBeNull();
  });

  it.each(HOSTILE_NAMES)('a buyer and an address named %j are shown as text', async (text) => {
    renderOrder({ ...ORDER, customer: { ...ORDER.customer, name: text }, delivery_address: text });
    await screen.findByRole('heading', { name: `Order ${ORDER.order_number}` });
    expect(screen.getAllByText((_, el) => el?.tagName === 'SPAN' && el.textContent === text).length).toBeGreaterThan(0);
    expectInertDom();
  });
});
