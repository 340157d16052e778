import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { renderWithApp } from '@/test/render';
import { DebtorsPage } from './debtors-page';

const LIST = '/business/v1/{businessId}/tools/debtors/';
const REMIND = '/business/v1/{businessId}/tools/debtors/{id}/send_reminder/';

const CHIDI: BusinessSchemas['Debtor'] = {
  id: 7,
  customer: { id: 7, name: 'Chidi Okafor', email: 'chidi.okafor@gmail.com', phone_number: '+2348031234567' },
  total_owed: '125000.00',
  currency: 'NGN',
  invoices_count: 2,
  oldest_due_date: '2026-10-01',
  days_overdue: 54,
  last_reminded_at: null,
  next_reminder_at: null,
};

/** A cashier-like member: debtors view only (ids 145-148: create, edit, remove, view). */
const VIEW_ONLY = { business_id: 12, member_id: 3, is_owner: false, role: { id: 3, name: 'Cashier' }, permissions: [148] };

async function openActions(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Actions for Chidi Okafor' }));
  return screen.findByRole('menuitem', { name: 'Send reminder' });
}

describe('DebtorsPage: send a reminder', () => {
  it('sends one reminder for the row and shows where it went', async () => {
    const api = stubApi()
      .on('get', LIST, { status: 200, body: [CHIDI] })
      .on('post', REMIND, { status: 200, body: { detail: 'Reminder sent to chidi.okafor@gmail.com.' } });
    const { user } = renderWithApp(<DebtorsPage />);
    expect(await screen.findByText('₦125,000.00')).toBeInTheDocument();
    await user.click(await openActions(user));
    expect(await screen.findByText('Reminder sent to chidi.okafor@gmail.com.')).toBeInTheDocument();
    expect(api.calls('post', REMIND).map((call) => call.path)).toEqual(['/business/v1/12/tools/debtors/7/send_reminder/']);
  });

  it("shows the server's refusal and sends nothing more", async () => {
    const api = stubApi()
      .on('get', LIST, { status: 200, body: [CHIDI] })
      .failNext('post', REMIND, {
        status: 400,
        body: { detail: 'A reminder was sent to this customer in the last 24 hours. Try again later.' },
      });
    const { user } = renderWithApp(<DebtorsPage />);
    await user.click(await openActions(user));
    expect(
      await screen.findByText('A reminder was sent to this customer in the last 24 hours. Try again later.'),
    ).toBeInTheDocument();
    expect(api.calls('post', REMIND)).toHaveLength(1);
  });

  it('offers no reminder to a member who may only view debtors', async () => {
    stubApi().on('get', LIST, { status: 200, body: [CHIDI] });
    renderWithApp(<DebtorsPage />, { membership: VIEW_ONLY });
    const row = (await screen.findByText('Chidi Okafor')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });
});
