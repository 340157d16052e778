/** '+ New customer' inside the customer picker (issue 22, item 5). */
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_OWNER } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { CustomerPicker } from './customer-picker';

const requests: { method: string; path: string; body: unknown }[] = [];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function Harness({ onPick }: { onPick: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CustomerPicker
      aria-label="Customer"
      value={value}
      onChange={(next) => {
        setValue(next);
        onPick(next);
      }}
    />
  );
}

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : ((await request.json()) as Record<string, unknown>);
      requests.push({ method: request.method, path: url.pathname, body });
      if (request.method === 'POST') {
        return json({ id: 333, email: null, phone: null, active: true, created_at: '2026-11-24T09:00:00Z', ...body }, 201);
      }
      return json({ count: 0, next: null, previous: null, results: [] });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

vi.setConfig({ testTimeout: 20_000 });

describe('CustomerPicker', () => {
  it('creates a customer from inside the list and chooses it', async () => {
    const onPick = vi.fn();
    const { user } = renderWithApp(<Harness onPick={onPick} />);
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: '+ New customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add customer' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Amaka Stores');
    await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Business' }));
    await user.click(within(dialog).getByRole('button', { name: /Add customer|Save/ }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('333'));
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Amaka Stores');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('offers no “+ New customer” without Customers: create', async () => {
    const { user } = renderWithApp(<Harness onPick={vi.fn()} />, {
      membership: { ...TEST_OWNER, is_owner: false, member_id: 9, permissions: [96] },
    });
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    expect(screen.queryByRole('option', { name: /New customer/ })).not.toBeInTheDocument();
  });
});
