import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { describeFormFaults, renderForm, type FormUnderTest } from '@/test/form-faults';
import { TEST_BUSINESS_WITH_SHOP, renderWithApp } from '@/test/render';
import type { Expense } from '../schemas/expense.schema';
import { ExpenseFormModal } from './expense-form-modal';

const EXPENSES = '/business/v1/{businessId}/tools/expenses/';
const CATEGORIES = '/business/v1/{businessId}/tools/expense_categories/';
const TRANSPORT = { id: 82, name: 'Transport', description: null, active: true, created_at: '2026-01-10T09:11:00Z' };

function expenseNamed(name: string): Expense {
  return {
    id: 901,
    amount: '12500.50',
    name,
    expense_date: '2026-11-18',
    category: { id: 82, name: 'Transport' },
    description: name,
    currency: 'NGN',
    location: 21,
    active: true,
    created_at: '2026-11-18T16:20:00Z',
  };
}

function stubExpenses() {
  return stubApi()
    .on('get', CATEGORIES, { status: 200, body: [TRANSPORT] })
    .on('post', EXPENSES, ({ body }) => ({
      status: 201,
      body: { ...expenseNamed(body.name), amount: body.amount, description: body.description ?? null },
    }));
}

const options = { business: TEST_BUSINESS_WITH_SHOP };

describeFormFaults({
  render: () =>
    renderForm(stubExpenses(), (onSaved) => <ExpenseFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />, options),
  method: 'post',
  path: EXPENSES,
  submit: 'Record expense',
  values: { Name: 'Dispatch rider to Lekki', Description: 'Two parcels.' },
  async complete({ user, dialog }: FormUnderTest) {
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    if (!(amount as HTMLInputElement).value) {
      await user.click(amount);
      await user.paste('12500.5');
    }
    const category = within(dialog).getByRole('combobox', { name: /^Category/ });
    if ((category as HTMLInputElement).value !== 'Transport') {
      await user.type(category, 'Trans');
      await user.click(await screen.findByRole('option', { name: 'Transport' }));
    }
  },
  free: {
    Name: { key: 'name', max: 200 },
    Description: { key: 'description', max: 2000, multiline: true },
  },
  edit(text) {
    stubExpenses();
    renderWithApp(<ExpenseFormModal open onOpenChange={vi.fn()} expense={expenseNamed(text)} />, options);
    return { heading: `Edit “${text}”` };
  },
});
