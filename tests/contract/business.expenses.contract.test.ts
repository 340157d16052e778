/**
 * Contract tests of the business tools: expenses (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/expenses/`), every operation through the app's real client, and
 * a request that breaks the contract. The business is the first one GET /business/v1/businesses/
 * answers; every other id comes from what list and create calls answer
 * (fixtures/business-tools.ts), so the file also runs through `prism proxy --errors` in front of
 * the stateful sandbox.
 */
import { expect, it } from 'vitest';
import { day, expectContractRefusal, expectList, expectRecord, expectViolation, ok } from './harness';
import {
  atLocation,
  biz,
  business,
  createExpense,
  createExpenseCategory,
  describeTools,
  expectExpense,
  inBusiness,
  type Schemas,
  withId,
} from './fixtures/business-tools';

describeTools('expenses', () => {
  it('GET expenses/ lists the active expenses of a location (listExpenses)', async () => {
    const category = await createExpenseCategory();
    await createExpense(category.id);
    const expenses = ok(
      await business.GET('/business/v1/{businessId}/tools/expenses/', {
        params: { path: inBusiness(), query: { ...atLocation(), active: true } },
      }),
    );
    expectList(expenses, expectExpense);
  });

  it('POST expenses/ records an expense at the location given as a query parameter (createExpense)', async () => {
    const category = await createExpenseCategory();
    const expense = await createExpense(category.id);
    expectExpense(expense);
    expect(expense.category.id).toBe(category.id);
    expect(expense.location).toBe(biz.location);
    // No currency given: the business currency.
    expect(expense.currency).toBe(biz.currency);
    expect(expense.active).toBe(true);
  });

  it('PATCH expenses/{id}/ changes an expense (patchExpense)', async () => {
    const category = await createExpenseCategory();
    const { id } = await createExpense(category.id);
    const body: Schemas['ExpensePatch'] = { amount: '47500.00', description: '105 litres for the Balogun shop.' };
    const expense = ok(
      await business.PATCH('/business/v1/{businessId}/tools/expenses/{id}/', {
        params: { path: withId(id), query: atLocation() },
        body,
      }),
    );
    expectRecord(expense, id, expectExpense);
  });

  it('an expense without its required category breaks the contract and is refused with 422 (createExpense)', async () => {
    expectViolation();
    await expectContractRefusal(
      business.POST('/business/v1/{businessId}/tools/expenses/', {
        params: { path: inBusiness(), query: atLocation() },
        body: { amount: '12500.00', name: 'Dispatch rider to Lekki', expense_date: day() } as never,
      }),
    );
  });
});
