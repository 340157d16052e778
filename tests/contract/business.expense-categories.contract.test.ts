/**
 * Contract tests of the business tools: expense categories (openapi/business.yaml,
 * `/business/v1/{businessId}/tools/expense_categories/`), every operation through the app's real
 * client. The business is the first one GET /business/v1/businesses/ answers; every other id comes
 * from what list and create calls answer (fixtures/business-tools.ts), so the file also runs
 * through `prism proxy --errors` in front of the stateful sandbox.
 */
import { expect, it } from 'vitest';
import { deleted, expectList, expectRecord, ok, unique } from './harness';
import {
  business,
  createExpenseCategory,
  describeTools,
  expectExpenseCategory,
  inBusiness,
  type Schemas,
  withId,
} from './fixtures/business-tools';

describeTools('expense categories', () => {
  it('GET expense_categories/ lists the categories (listExpenseCategories)', async () => {
    await createExpenseCategory();
    const categories = ok(
      await business.GET('/business/v1/{businessId}/tools/expense_categories/', {
        params: { path: inBusiness(), query: { active: true, search: 'Utilities' } },
      }),
    );
    expectList(categories, expectExpenseCategory);
  });

  it('POST expense_categories/ creates a category (createExpenseCategory)', async () => {
    const category = await createExpenseCategory();
    expectExpenseCategory(category);
    expect(category.active).toBe(true);
  });

  it('GET expense_categories/{id} answers the category (getExpenseCategory)', async () => {
    const { id } = await createExpenseCategory();
    const category = ok(
      await business.GET('/business/v1/{businessId}/tools/expense_categories/{id}', { params: { path: withId(id) } }),
    );
    expectRecord(category, id, expectExpenseCategory);
  });

  it('PUT expense_categories/{id} replaces a category (updateExpenseCategory)', async () => {
    const { id } = await createExpenseCategory();
    const body: Schemas['ExpenseCategoryInput'] = { name: `Transport ${unique()}`, description: null };
    const category = ok(
      await business.PUT('/business/v1/{businessId}/tools/expense_categories/{id}', { params: { path: withId(id) }, body }),
    );
    expectRecord(category, id, expectExpenseCategory);
  });

  it('PATCH expense_categories/{id} removes a category with {active: false} (patchExpenseCategory)', async () => {
    const { id } = await createExpenseCategory();
    const category = ok(
      await business.PATCH('/business/v1/{businessId}/tools/expense_categories/{id}', {
        params: { path: withId(id) },
        body: { active: false },
      }),
    );
    expectRecord(category, id, expectExpenseCategory);
  });

  it('DELETE expense_categories/{id} deletes an unused category for good (deleteExpenseCategory)', async () => {
    const { id } = await createExpenseCategory();
    deleted(await business.DELETE('/business/v1/{businessId}/tools/expense_categories/{id}', { params: { path: withId(id) } }));
  });
});
