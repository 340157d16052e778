import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithApp } from '@/test/render';
import { LowStockCard } from './low-stock-card';

const LIST = '/business/v1/{businessId}/tools/inventories/';

const page = (count: number) => ({ status: 200 as const, body: { count, next: null, previous: null, results: [] } });

describe('LowStockCard', () => {
  it('counts the low-stock items with one small call and links to that filter', async () => {
    const api = stubApi().on('get', LIST, page(7));
    renderWithApp(<LowStockCard scope={{ businessId: 12, location: 21 }} />, { routerPath: '/b/12' });
    const card = await screen.findByRole('region', { name: 'Low stock' });
    expect(await within(card).findByText('7 items')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See the low-stock items' })).toHaveAttribute(
      'href',
      '/b/12/inventory?location=21&low=true',
    );
    const [call, ...more] = api.calls('get', LIST);
    expect(more).toHaveLength(0);
    expect(call!.query.get('low_stock')).toBe('true');
    expect(call!.query.get('active')).toBe('true');
    expect(call!.query.get('page_size')).toBe('1');
    expect(call!.query.get('location')).toBe('21');
  });

  it('says so when nothing is low, without a link', async () => {
    stubApi().on('get', LIST, page(0));
    renderWithApp(<LowStockCard scope={{ businessId: 12, location: undefined }} />, { routerPath: '/b/12' });
    const card = await screen.findByRole('region', { name: 'Low stock' });
    expect(await within(card).findByText('0 items')).toBeInTheDocument();
    expect(within(card).getByText('Nothing is running low.')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    const api = stubApi()
      .on('get', LIST, page(1))
      .failNext('get', LIST, { status: 403, body: { detail: 'You may not see the inventory.' } });
    const { user } = renderWithApp(<LowStockCard scope={{ businessId: 12, location: 21 }} />, { routerPath: '/b/12' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You may not see the inventory.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    expect(api.calls('get', LIST)).toHaveLength(2);
  });
});
