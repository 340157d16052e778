/** '+ New supplier' inside the supplier picker (issue 22, item 5). */
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_OWNER } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { SupplierPicker } from './supplier-picker';

const requests: { method: string; path: string; body: unknown }[] = [];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function Harness({ onPick }: { onPick: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SupplierPicker
      aria-label="Supplier"
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

describe('SupplierPicker', () => {
  it('creates a supplier from inside the list and chooses it', async () => {
    const onPick = vi.fn();
    const { user } = renderWithApp(<Harness onPick={onPick} />);
    await user.click(screen.getByRole('combobox', { name: 'Supplier' }));
    await user.click(await screen.findByRole('option', { name: '+ New supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add supplier' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Kano Textiles');
    await user.click(within(dialog).getByRole('button', { name: /Add supplier|Save/ }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('333'));
    expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveValue('Kano Textiles');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('offers no “+ New supplier” without Suppliers: create', async () => {
    const { user } = renderWithApp(<Harness onPick={vi.fn()} />, {
      membership: { ...TEST_OWNER, is_owner: false, member_id: 9, permissions: [136] },
    });
    await user.click(screen.getByRole('combobox', { name: 'Supplier' }));
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    expect(screen.queryByRole('option', { name: /New supplier/ })).not.toBeInTheDocument();
  });
});
