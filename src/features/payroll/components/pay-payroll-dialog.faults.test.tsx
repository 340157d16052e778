import { vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { describeFormFaults, renderForm } from '@/test/form-faults';
import { renderWithApp } from '@/test/render';
import { PayPayrollDialog } from './pay-payroll-dialog';
import { HISTORIES, payrollOf, paymentOf } from './payroll-test-data';

const NOT_PAID = payrollOf(5, 'Amaka', 'Obi');

function stubPayments() {
  return stubApi().on('post', HISTORIES, ({ body }) => ({ status: 201, body: paymentOf(body) }));
}

describeFormFaults({
  render: () => {
    const api = stubPayments();
    return renderForm(api, (onPaid) => <PayPayrollDialog payroll={NOT_PAID} open onOpenChange={vi.fn()} onPaid={onPaid} />);
  },
  method: 'post',
  path: HISTORIES,
  submit: 'Record payment',
  values: { Description: 'November salary' },
  free: { Description: { key: 'description', max: 1000, multiline: true } },
  edit(text) {
    stubPayments();
    renderWithApp(<PayPayrollDialog payroll={payrollOf(5, text, text)} open onOpenChange={vi.fn()} />);
    return { heading: `Pay “${text} ${text}”` };
  },
});
