import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { TEST_BUSINESS_WITH_SHOP, renderWithApp, theDialog } from '@/test/render';
import type { Business } from '@/features/business';
import { PayrollFormModal } from './payroll-form-modal';
import { MEMBERS, PAYROLL, PAYROLLS, memberOf, payrollOf } from './payroll-test-data';

const TWO_SHOPS: Business = {
  ...TEST_BUSINESS_WITH_SHOP,
  locations: [
    ...TEST_BUSINESS_WITH_SHOP.locations,
    {
      id: 22,
      name: 'Lekki showroom',
      address: '5 Admiralty Way',
      phone_number: '+2348029876543',
      active: true,
      created_at: '2026-02-01T09:00:00Z',
    },
  ],
};

function stubPayroll() {
  return stubApi()
    .on('get', MEMBERS, {
      status: 200,
      body: { count: 2, next: null, previous: null, results: [memberOf(701, 'Amaka', 'Obi'), memberOf(702, 'Bayo', 'Adewale')] },
    })
    .on('post', PAYROLLS, ({ body }) => ({
      status: 201,
      body: payrollOf(5, 'Amaka', 'Obi', { amount: body.amount, description: body.description ?? null }),
    }))
    .on('put', PAYROLL, ({ body }) => ({ status: 200, body: payrollOf(5, 'Amaka', 'Obi', { amount: body.amount }) }));
}

async function chooseStaff(user: ReturnType<typeof renderWithApp>['user'], dialog: HTMLElement, name: string) {
  const staff = within(dialog).getByRole('combobox', { name: /^Staff member/ });
  await user.type(staff, name.slice(0, 3));
  await user.click(await screen.findByRole('option', { name }));
}

describe('PayrollFormModal', () => {
  it('says at each field what is missing or wrong, and sends nothing', async () => {
    const api = stubPayroll();
    const { user } = renderWithApp(<PayrollFormModal open onOpenChange={vi.fn()} />, { business: TEST_BUSINESS_WITH_SHOP });
    const dialog = theDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add payroll' }));
    expect(await within(dialog).findByText('Choose a staff member')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount is required')).toBeInTheDocument();

    const amount = within(dialog).getByRole('textbox', { name: /^Monthly pay/ });
    await user.click(amount);
    await user.paste('0');
    await user.click(within(dialog).getByRole('button', { name: 'Add payroll' }));
    expect(await within(dialog).findByText('Amount must be more than zero')).toBeInTheDocument();
    await user.clear(amount);
    await user.paste('1234567890123456');
    await user.click(within(dialog).getByRole('button', { name: 'Add payroll' }));
    expect(await within(dialog).findByText('Amount is too large')).toBeInTheDocument();
    expect(api.calls('post', PAYROLLS)).toHaveLength(0);
  });

  it('adds payroll for an active staff member in the business currency; the location is left to the contract default', async () => {
    const api = stubPayroll();
    const onSaved = vi.fn();
    const { user } = renderWithApp(<PayrollFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />, {
      business: TEST_BUSINESS_WITH_SHOP,
    });
    const dialog = theDialog();
    expect(within(dialog).queryByRole('combobox', { name: /^Paid from/ })).not.toBeInTheDocument();
    await chooseStaff(user, dialog, 'Amaka Obi');
    await user.click(within(dialog).getByRole('textbox', { name: /^Monthly pay/ }));
    await user.paste('150000.5');
    await user.click(within(dialog).getByRole('textbox', { name: /^Description/ }));
    await user.paste('  Sales attendant  ');
    await user.click(within(dialog).getByRole('button', { name: 'Add payroll' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [call] = api.calls('post', PAYROLLS);
    expect(call!.body).toEqual({ staff: 701, amount: '150000.50', description: 'Sales attendant' });
    // Only active staff are offered (the members call asks for them).
    expect(api.calls('get', MEMBERS).every((request) => request.query.get('active') === 'true')).toBe(true);
  });

  it('with several locations and one chosen at the top, pays from that one (changeable)', async () => {
    const api = stubPayroll();
    const onSaved = vi.fn();
    const { user } = renderWithApp(<PayrollFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />, {
      business: TWO_SHOPS,
      location: 22,
    });
    const dialog = theDialog();
    expect(within(dialog).getByRole('combobox', { name: /^Paid from/ })).toHaveValue('Lekki showroom');
    await chooseStaff(user, dialog, 'Bayo Adewale');
    await user.click(within(dialog).getByRole('textbox', { name: /^Monthly pay/ }));
    await user.paste('90000');
    await user.click(within(dialog).getByRole('button', { name: 'Add payroll' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.calls('post', PAYROLLS)[0]!.body).toEqual({ staff: 702, amount: '90000.00', description: null, location: 22 });
  });

  it('edits with every field (PUT), keeping the entry’s currency and location', async () => {
    const api = stubPayroll();
    const onSaved = vi.fn();
    const row = payrollOf(5, 'Amaka', 'Obi', { currency: 'USD', amount: '2500.00' });
    const { user } = renderWithApp(<PayrollFormModal open onOpenChange={vi.fn()} payroll={row} onSaved={onSaved} />, {
      business: TEST_BUSINESS_WITH_SHOP,
    });
    const dialog = theDialog();
    expect(within(dialog).getByRole('heading', { name: 'Edit pay of “Amaka Obi”' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Staff member/ })).toHaveValue('Amaka Obi');
    const amount = within(dialog).getByRole('textbox', { name: /^Monthly pay/ });
    await user.clear(amount);
    await user.paste('2750');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [call] = api.calls('put', PAYROLL);
    expect(call!.params.id).toBe('5');
    expect(call!.body).toEqual({ staff: 605, amount: '2750.00', description: 'Monthly salary', location: 21, currency: 'USD' });
  });

  it('shows the server’s refusal at its field and keeps the input', async () => {
    const api = stubPayroll();
    const { user } = renderWithApp(<PayrollFormModal open onOpenChange={vi.fn()} />, { business: TEST_BUSINESS_WITH_SHOP });
    const dialog = theDialog();
    await chooseStaff(user, dialog, 'Amaka Obi');
    await user.click(within(dialog).getByRole('textbox', { name: /^Monthly pay/ }));
    await user.paste('5000');
    api.failNext('post', PAYROLLS, {
      status: 400,
      body: { detail: 'Invalid input.', amount: ['Pay must be at least the minimum wage.'] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add payroll' }));
    expect(await within(dialog).findByText('Pay must be at least the minimum wage.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Monthly pay/ })).toHaveValue('5000');
  });
});
