import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { describeFormFaults, renderForm, type FormUnderTest } from '@/test/form-faults';
import { TEST_BUSINESS_WITH_SHOP, renderWithApp } from '@/test/render';
import { PayrollFormModal } from './payroll-form-modal';
import { MEMBERS, PAYROLLS, memberOf, payrollOf } from './payroll-test-data';

function stubPayroll() {
  return stubApi()
    .on('get', MEMBERS, { status: 200, body: { count: 1, next: null, previous: null, results: [memberOf(701, 'Amaka', 'Obi')] } })
    .on('post', PAYROLLS, ({ body }) => ({
      status: 201,
      body: payrollOf(5, 'Amaka', 'Obi', { amount: body.amount, description: body.description ?? null }),
    }));
}

const options = { business: TEST_BUSINESS_WITH_SHOP };

describeFormFaults({
  render: () =>
    renderForm(stubPayroll(), (onSaved) => <PayrollFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />, options),
  method: 'post',
  path: PAYROLLS,
  submit: 'Add payroll',
  values: { Description: 'Salary, sales attendant.' },
  async complete({ user, dialog }: FormUnderTest) {
    const amount = within(dialog).getByRole('textbox', { name: /^Monthly pay/ });
    if (!(amount as HTMLInputElement).value) {
      await user.click(amount);
      await user.paste('150000');
    }
    const staff = within(dialog).getByRole('combobox', { name: /^Staff member/ });
    if ((staff as HTMLInputElement).value !== 'Amaka Obi') {
      await user.type(staff, 'Ama');
      await user.click(await screen.findByRole('option', { name: 'Amaka Obi' }));
    }
  },
  free: { Description: { key: 'description', max: 1000, multiline: true } },
  edit(text) {
    stubPayroll();
    renderWithApp(<PayrollFormModal open onOpenChange={vi.fn()} payroll={payrollOf(5, text, text)} />, options);
    return { heading: `Edit pay of “${text} ${text}”` };
  },
});
