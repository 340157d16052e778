import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessProvider, type Business } from '@/features/business';
import { session } from '@/api/session';
import type { Location } from '../schemas/location.schema';
import { LocationFormModal } from './location-form-modal';
import { signInForTest } from '@/test/render';

const LOCATION: Location = {
  id: 21,
  name: 'Balogun Market Shop',
  address: '14 Balogun Street, Lagos Island, Lagos',
  phone_number: '+2348031234567',
  active: true,
  created_at: '2026-01-10T09:00:00Z',
};

const BUSINESS = {
  id: 12,
  name: 'Adaeze Fabrics',
  category: { id: 3, name: 'Fashion' },
  currency: 'NGN',
  email: 'hello@adaeze.ng',
  phone_number: '+2348031234567',
  address: '14 Balogun Street',
  logo: null,
  owner: 1,
  locations: [LOCATION],
  created_at: '2026-01-10T09:00:00Z',
} satisfies Business;

const requests: { method: string; path: string; body: unknown }[] = [];
let reply: (body: Record<string, unknown>) => Response;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderForm(location?: Location) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <BusinessProvider
        value={{
          businessId: 12,
          location: undefined,
          business: BUSINESS,
          membership: { business_id: 12, member_id: null, is_owner: true, role: null, permissions: [] },
        }}
      >
        <LocationFormModal open onOpenChange={onOpenChange} location={location} onSaved={onSaved} />
      </BusinessProvider>
    </QueryClientProvider>,
  );
  return { onSaved, onOpenChange, invalidate, dialog: screen.getByRole('dialog') };
}

beforeEach(() => {
  requests.length = 0;
  reply = (body) => json({ ...LOCATION, ...body, id: 23 }, 201);
  signInForTest();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const body = request.method === 'GET' ? undefined : ((await request.json()) as Record<string, unknown>);
      requests.push({ method: request.method, path: new URL(request.url).pathname, body });
      return reply(body ?? {});
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

// Form journeys: jsdom needs longer than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('LocationFormModal', () => {
  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm();
    expect(within(dialog).getByRole('heading', { name: 'Add a location' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(await within(dialog).findByText('Location name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Address is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Location name/ })).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('checks the phone format and the lengths', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm();
    // Long text is pasted (typing 500 characters one by one is slow in jsdom).
    await user.click(within(dialog).getByRole('textbox', { name: /Location name/ }));
    await user.paste('x'.repeat(121));
    await user.click(within(dialog).getByRole('textbox', { name: /Address/ }));
    await user.paste('a'.repeat(501));
    await user.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(await within(dialog).findByText('Location name must be at most 120 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Address must be at most 500 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid Nigerian phone number, e.g. 0803 123 4567')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('adds a location: trimmed values, phone without spaces; the lists and the switcher refresh', async () => {
    const user = userEvent.setup();
    const { dialog, onSaved, onOpenChange, invalidate } = renderForm();
    await user.type(within(dialog).getByRole('textbox', { name: /Location name/ }), '  Lekki Showroom ');
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'Plot 5 Admiralty Way');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '0802 987 6543');
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/business/v1/12/tools/locations/',
        body: { name: 'Lekki Showroom', address: 'Plot 5 Admiralty Way', phone_number: '+2348029876543' },
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['get', '/business/v1/{businessId}/tools/locations/'],
        ['get', '/business/v1/businesses/{id}/'],
      ]),
    );
  });

  it('edits with PUT, starting from the location', async () => {
    const user = userEvent.setup();
    reply = (body) => json({ ...LOCATION, ...body });
    const { dialog, onSaved } = renderForm(LOCATION);
    const name = within(dialog).getByRole('textbox', { name: /Location name/ });
    expect(name).toHaveValue('Balogun Market Shop');
    await user.clear(name);
    await user.type(name, 'Balogun Main Shop');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      path: '/business/v1/12/tools/locations/21',
      body: { name: 'Balogun Main Shop', address: LOCATION.address, phone_number: LOCATION.phone_number },
    });
  });

  it("shows the server's field error at the field and keeps the input", async () => {
    const user = userEvent.setup();
    reply = () => json({ name: ['This name is already in use.'] }, 400);
    const { dialog, onSaved, onOpenChange } = renderForm();
    await user.type(within(dialog).getByRole('textbox', { name: /Location name/ }), 'Lekki Showroom');
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'Plot 5');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '+14155550123');
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(await within(dialog).findByText('This name is already in use.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Location name/ })).toHaveValue('Lekki Showroom');
    expect(within(dialog).getByRole('textbox', { name: /Phone number/ })).toHaveValue('+14155550123');
    expect(within(dialog).getByRole('button', { name: 'Add location' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
