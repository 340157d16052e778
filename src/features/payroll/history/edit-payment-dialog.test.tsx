import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { describeFormFaults, renderForm, type FormUnderTest } from '@/test/form-faults';
import { renderWithApp, theDialog } from '@/test/render';
import { EditPaymentDialog } from './edit-payment-dialog';

const ONE = '/business/v1/{businessId}/tools/payroll_histories/{id}';

type Payment = BusinessSchemas['PayrollHistory'];

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: 9001,
  payroll: 801,
  staff: { id: 601, first_name: 'Tunde', last_name: 'Bakare' },
  amount: '120000.00',
  currency: 'NGN',
  date: '2026-10-25',
  description: 'October 2026 salary',
  location: 21,
  created_at: '2026-10-25T16:00:00Z',
  ...over,
});

function stubPayments() {
  return stubApi().on('patch', ONE, ({ body }) => ({ status: 200, body: { ...payment(), ...body } }));
}

describeFormFaults({
  render: () =>
    renderForm(stubPayments(), (onSaved) => (
      <EditPaymentDialog open onOpenChange={vi.fn()} payment={payment()} onSaved={onSaved} />
    )),
  method: 'patch',
  path: ONE,
  submit: 'Save changes',
  values: { Description: 'October salary, paid by transfer' },
  async complete({ user, dialog }: FormUnderTest) {
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    if (!(amount as HTMLInputElement).value) {
      await user.click(amount);
      await user.paste('120000');
    }
  },
  free: { Description: { key: 'description', max: 1000, multiline: true } },
  edit(text) {
    stubPayments();
    renderWithApp(
      <EditPaymentDialog
        open
        onOpenChange={vi.fn()}
        payment={payment({ staff: { id: 601, first_name: text, last_name: 'Bakare' } })}
      />,
    );
    return { heading: `Edit the payment to ${`${text} Bakare`.trim()}` };
  },
});

describe('EditPaymentDialog rules', () => {
  async function submitWith(amount: string, description?: string) {
    const api = stubPayments();
    const { user } = renderWithApp(<EditPaymentDialog open onOpenChange={vi.fn()} payment={payment()} />);
    const dialog = theDialog();
    const field = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await user.clear(field);
    if (amount) {
      await user.click(field);
      await user.paste(amount);
    }
    if (description !== undefined) {
      const text = within(dialog).getByRole('textbox', { name: /^Description/ });
      await user.clear(text);
      await user.click(text);
      await user.paste(description);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    return { api, dialog };
  }

  it.each([
    ['', 'Amount is required'],
    ['0', 'Amount must be more than zero'],
    ['1234567890123456', 'Amount is too large'],
  ])('refuses the amount %j at the field: %s', async (amount, message) => {
    const { api, dialog } = await submitWith(amount);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('patch', ONE)).toHaveLength(0);
  });

  it('refuses a description over 1,000 characters at the field', async () => {
    const { api, dialog } = await submitWith('1000', 'x'.repeat(1001));
    expect(await within(dialog).findByText('Description must be at most 1000 characters')).toBeInTheDocument();
    expect(api.calls('patch', ONE)).toHaveLength(0);
  });

  it("puts the server's field errors under their fields and keeps the input", async () => {
    const api = stubApi().on('patch', ONE, { status: 400, body: { date: ['Enter a date after the payroll entry started.'] } });
    const { user } = renderWithApp(<EditPaymentDialog open onOpenChange={vi.fn()} payment={payment()} />);
    await user.click(within(theDialog()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a date after the payroll entry started.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('patch', ONE)).toHaveLength(1));
    // Kept as it was (the field groups the digits once it loses focus).
    expect(
      within(theDialog())
        .getByRole<HTMLInputElement>('textbox', { name: /^Amount/ })
        .value.replaceAll(',', ''),
    ).toBe('120000.00');
  });

  it('sends a blank description as null', async () => {
    const { api } = await submitWith('500', '   ');
    await waitFor(() => expect(api.calls('patch', ONE)).toHaveLength(1));
    expect(api.calls('patch', ONE)[0]!.body).toEqual({ amount: '500.00', date: '2026-10-25', description: null });
  });
});
