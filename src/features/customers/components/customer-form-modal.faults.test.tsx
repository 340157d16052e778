import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { describeFormFaults, renderForm } from '@/test/form-faults';
import { CustomerFormModal } from './customer-form-modal';

const CUSTOMERS = '/business/v1/{businessId}/tools/customers/';

const render = () =>
  renderForm(
    stubApi().on('post', CUSTOMERS, ({ body }) => ({
      status: 201,
      body: {
        id: 101,
        name: body.name,
        type: body.type ?? 'individual',
        email: body.email ?? null,
        phone_number: body.phone_number ?? null,
        active: true,
        created_at: '2026-11-20T10:00:00Z',
      },
    })),
    (onSaved) => <CustomerFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />,
  );

describeFormFaults({
  render,
  method: 'post',
  path: CUSTOMERS,
  submit: 'Add customer',
  values: { Name: 'Chidi Okafor', Email: 'chidi@example.com', Phone: '08091234567' },
  free: { Name: { key: 'name', max: 200 } },
});

// Issue 21's fault sweep: an answer lost after the customer was made must not make a second one.
describe('the save under an Idempotency-Key', () => {
  const keysOf = (form: ReturnType<typeof render>) =>
    form.api.calls('post', CUSTOMERS).map((call) => call.headers.get('Idempotency-Key'));

  it('retries a lost answer under the same key', async () => {
    const form = render();
    await form.user.type(within(form.dialog).getByRole('textbox', { name: 'Name' }), 'Chidi Okafor');
    form.api.failNext('post', CUSTOMERS, 'network');
    const save = within(form.dialog).getByRole('button', { name: 'Add customer' });
    await form.user.click(save);
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeEnabled());
    await form.user.click(save);
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1));
    const [first, second, ...more] = keysOf(form);
    expect(first).toMatch(/^\S{8,128}$/);
    expect(second).toBe(first);
    expect(more).toEqual([]);
  });

  it('sends a new key once the input changed', async () => {
    const form = render();
    const name = within(form.dialog).getByRole('textbox', { name: 'Name' });
    await form.user.type(name, 'Chidi Okafor');
    form.api.failNext('post', CUSTOMERS, { status: 500, body: { detail: 'A server error occurred.' } });
    const save = within(form.dialog).getByRole('button', { name: 'Add customer' });
    await form.user.click(save);
    expect(await screen.findByText('A server error occurred.')).toBeInTheDocument();
    await form.user.type(name, ' Jr');
    await waitFor(() => expect(save).toBeEnabled());
    await form.user.click(save);
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1));
    const [first, second] = keysOf(form);
    expect(first).toMatch(/^\S{8,128}$/);
    expect(second).toMatch(/^\S{8,128}$/);
    expect(second).not.toBe(first);
  });
});
