import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithApp, theDialog } from '@/test/render';
import { toIsoDate } from '@/lib/dates';
import { ALREADY_PAID_TITLE, PayPayrollDialog } from './pay-payroll-dialog';
import { HISTORIES, payrollOf, paymentOf } from './payroll-test-data';

function stubPayments() {
  return stubApi().on('post', HISTORIES, ({ body }) => ({ status: 201, body: paymentOf(body) }));
}

const submit = () => within(theDialog()).getByRole('button', { name: 'Record payment' });

describe('PayPayrollDialog', () => {
  it('defaults to the entry’s pay and today, and records one payment with an Idempotency-Key', async () => {
    const api = stubPayments();
    const onPaid = vi.fn();
    const { user } = renderWithApp(
      <PayPayrollDialog
        payroll={payrollOf(5, 'Amaka', 'Obi', { amount: '150000.50' })}
        open
        onOpenChange={vi.fn()}
        onPaid={onPaid}
      />,
    );
    const dialog = theDialog();
    expect(within(dialog).getByRole('heading', { name: 'Pay “Amaka Obi”' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveValue('150000.50');
    expect(within(dialog).getByLabelText(/^Date paid/)).toHaveValue(toIsoDate());
    await user.click(submit());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const [call] = api.calls('post', HISTORIES);
    expect(call!.body).toEqual({ payroll: 5, amount: '150000.50', date: toIsoDate(), description: null });
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('checks the amount and the date at their fields', async () => {
    const api = stubPayments();
    const { user } = renderWithApp(<PayPayrollDialog payroll={payrollOf(5, 'Amaka', 'Obi')} open onOpenChange={vi.fn()} />);
    const dialog = theDialog();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Amount/ }));
    await user.click(submit());
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument();
    expect(api.calls('post', HISTORIES)).toHaveLength(0);
  });

  it(`a second payment this month asks '${ALREADY_PAID_TITLE}' first: Cancel pays nothing, Pay again pays once`, async () => {
    const api = stubPayments();
    const onPaid = vi.fn();
    const paid = payrollOf(5, 'Amaka', 'Obi', { paid_this_month: '120000.00', last_paid_on: toIsoDate() });
    const { user } = renderWithApp(<PayPayrollDialog payroll={paid} open onOpenChange={vi.fn()} onPaid={onPaid} />);
    expect(within(theDialog()).getByText('Already paid this month: ₦120,000.00.')).toBeInTheDocument();
    await user.click(submit());
    let ask = await screen.findByRole('alertdialog', { name: ALREADY_PAID_TITLE });
    expect(ask).toHaveTextContent('Paid so far this month: ₦120,000.00.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('post', HISTORIES)).toHaveLength(0);

    await user.click(submit());
    ask = await screen.findByRole('alertdialog', { name: ALREADY_PAID_TITLE });
    await user.click(within(ask).getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(api.calls('post', HISTORIES)).toHaveLength(1);
  });

  it('asks too for a date in the month of the latest payment, not for another month', async () => {
    const api = stubPayments();
    const onPaid = vi.fn();
    const paidBefore = payrollOf(5, 'Amaka', 'Obi', { paid_this_month: '0.00', last_paid_on: '2025-03-25' });
    const { user } = renderWithApp(<PayPayrollDialog payroll={paidBefore} open onOpenChange={vi.fn()} onPaid={onPaid} />);
    const date = within(theDialog()).getByLabelText(/^Date paid/);
    await user.clear(date);
    await user.type(date, '2025-03-31');
    await user.click(submit());
    const ask = await screen.findByRole('alertdialog', { name: ALREADY_PAID_TITLE });
    expect(ask).toHaveTextContent('Last paid on 25 Mar 2025.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.clear(date);
    await user.type(date, '2025-04-30');
    await user.click(submit());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(api.calls('post', HISTORIES).map((call) => call.body.date)).toEqual(['2025-04-30']);
  });

  it('a retry after a lost answer sends the same Idempotency-Key', async () => {
    const api = stubPayments().failNext('post', HISTORIES, 'network');
    const onPaid = vi.fn();
    const { user } = renderWithApp(
      <PayPayrollDialog payroll={payrollOf(5, 'Amaka', 'Obi')} open onOpenChange={vi.fn()} onPaid={onPaid} />,
    );
    await user.click(submit());
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    const keys = api.calls('post', HISTORIES).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
