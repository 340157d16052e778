import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { expectInertDom, renderWithApp } from '@/test/render';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { StockHistory } from './stock-history';

const HISTORY = '/business/v1/{businessId}/tools/inventories/{id}/adjustments/';

const adjustment = (id: number, change: number, after: number, extra: Record<string, unknown> = {}) => ({
  id,
  item: 1001,
  change,
  quantity_before: after - change,
  quantity_after: after,
  reason: change > 0 ? ('received' as const) : ('damaged' as const),
  note: null,
  user: 501,
  user_name: 'Adaeze Okafor',
  created_at: '2026-11-20T17:45:00Z',
  ...extra,
});

describe('StockHistory', () => {
  it('lists each change with its reason, the stock after it, who and the note', async () => {
    stubApi().on('get', HISTORY, {
      status: 200,
      body: {
        count: 2,
        next: null,
        previous: null,
        results: [adjustment(2, -3, 45, { note: 'Rain got in' }), adjustment(1, 12, 48)],
      },
    });
    renderWithApp(<StockHistory scope={{ businessId: 12 }} itemId={1001} unit="piece" />);
    const list = await screen.findByRole('list', { name: 'Stock adjustments, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Damaged or lost−3 → 45 pieceAdaeze Okafor · ');
    expect(rows[0]).toHaveTextContent('Rain got in');
    expect(rows[1]).toHaveTextContent('Stock received+12 → 48 piece');
  });

  it('pages through a long history', async () => {
    const api = stubApi().on('get', HISTORY, ({ query }) => {
      const page = Number(query.get('page'));
      return {
        status: 200,
        body: {
          count: 25,
          next: page === 1 ? 'http://x/?page=2' : null,
          previous: null,
          results: [adjustment(page, page, 10 + page)],
        },
      };
    });
    const { user } = renderWithApp(<StockHistory scope={{ businessId: 12 }} itemId={1001} unit={null} />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(api.calls('get', HISTORY).map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('says when there is no history, and offers Retry when it fails', async () => {
    const api = stubApi().on('get', HISTORY, { status: 200, body: { count: 0, next: null, previous: null, results: [] } });
    api.failNext('get', HISTORY, { status: 403, body: { detail: 'You may not see this.' } });
    const { user } = renderWithApp(<StockHistory scope={{ businessId: 12 }} itemId={1001} unit={null} />);
    expect(await screen.findByText('You may not see this.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No stock changes yet')).toBeInTheDocument();
  });

  it.each(HOSTILE_NAMES)('shows a note and a name %j as text', async (text) => {
    stubApi().on('get', HISTORY, {
      status: 200,
      body: { count: 1, next: null, previous: null, results: [adjustment(1, 1, 1, { note: text, user_name: text })] },
    });
    renderWithApp(<StockHistory scope={{ businessId: 12 }} itemId={1001} unit={null} />);
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain(text);
    expectInertDom();
  });
});
