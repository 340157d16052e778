/**
 * Expenses (location-scoped, newest first, remove/restore by PATCH) and expense categories
 * (by name, CRUD; DELETE refused while expenses use the category).
 */
import { normalizeMoney } from '../../money';
import { badRequest } from '../../types';
import { enter } from './access';
import type { Deps, Handlers } from './context';
import { filtered, mustRef, uniqueName } from './crud';
import { checkCurrency } from './reference';
import { rowsOf, type BusinessStore, type ExpenseRow, type Schemas } from './store';
import { byName, mustFind, now, pick } from '../../table';

export function expenseView(store: BusinessStore, row: ExpenseRow): Schemas['Expense'] {
  const { _category, ...fields } = row;
  const category = store.expenseCategories.get(_category);
  return { ...fields, category: { id: _category, name: category?.name ?? 'Uncategorised' } };
}

export const byExpenseDate = (a: ExpenseRow, b: ExpenseRow) => b.expense_date.localeCompare(a.expense_date) || b.id - a.id;

function checkCategory(store: BusinessStore, business: number, id: number) {
  const category = mustRef(store.expenseCategories, business, id, 'category', 'expense category');
  if (!category.active) throw badRequest({ category: ['This expense category has been removed.'] });
}

const categoryFields = (body: Schemas['ExpenseCategoryInput']) => ({ name: body.name, description: body.description ?? null });

export function expenseHandlers({
  store,
}: Deps): Handlers<
  | 'listExpenses'
  | 'createExpense'
  | 'patchExpense'
  | 'listExpenseCategories'
  | 'createExpenseCategory'
  | 'getExpenseCategory'
  | 'updateExpenseCategory'
  | 'patchExpenseCategory'
  | 'deleteExpenseCategory'
> {
  const view = (row: ExpenseRow) => expenseView(store, row);
  return {
    listExpenses: (req) => {
      const { business, scope } = enter(store, req, 'listExpenses');
      const rows = rowsOf(store.expenses, business.id).filter(
        (e) => scope.has(e.location) && (req.query.active === undefined || e.active === req.query.active),
      );
      return { status: 200, body: rows.sort(byExpenseDate).map(view) };
    },
    createExpense: (req) => {
      const access = enter(store, req, 'createExpense');
      const { business } = access;
      checkCategory(store, business.id, req.body.category);
      checkCurrency(req.body.currency);
      const row = store.expenses.insert({
        name: req.body.name,
        amount: normalizeMoney(req.body.amount),
        expense_date: req.body.expense_date,
        _category: req.body.category,
        description: req.body.description ?? null,
        currency: req.body.currency ?? business.currency,
        location: access.placeAt(req.body.location),
        active: true,
        created_at: now(),
        _business: business.id,
      });
      return { status: 201, body: view(row) };
    },
    patchExpense: (req) => {
      const access = enter(store, req, 'patchExpense');
      const { id } = mustFind(
        store.expenses,
        req.params.id,
        { _business: access.business.id },
        { visible: (e) => access.sees(e.location) },
      );
      const { category, amount, location } = req.body;
      if (category !== undefined) checkCategory(store, access.business.id, category);
      checkCurrency(req.body.currency);
      const changes: Partial<ExpenseRow> = pick(req.body, ['name', 'expense_date', 'description', 'currency', 'active']);
      if (category !== undefined) changes._category = category;
      if (amount !== undefined) changes.amount = normalizeMoney(amount);
      if (location !== undefined) changes.location = access.placeAt(location);
      return { status: 200, body: view(store.expenses.update(id, changes)!) };
    },
    listExpenseCategories: (req) => {
      const { business } = enter(store, req, 'listExpenseCategories');
      const rows = filtered(rowsOf(store.expenseCategories, business.id), req.query, (c) => [c.name, c.description]);
      return { status: 200, body: rows.sort(byName) };
    },
    createExpenseCategory: (req) => {
      const { business } = enter(store, req, 'createExpenseCategory');
      uniqueName(store.expenseCategories, business.id, req.body.name);
      const row = store.expenseCategories.insert({
        ...categoryFields(req.body),
        active: true,
        created_at: now(),
        _business: business.id,
      });
      return { status: 201, body: row };
    },
    getExpenseCategory: (req) => {
      const { business } = enter(store, req, 'getExpenseCategory');
      return { status: 200, body: mustFind(store.expenseCategories, req.params.id, { _business: business.id }) };
    },
    updateExpenseCategory: (req) => {
      const { business } = enter(store, req, 'updateExpenseCategory');
      const { id } = mustFind(store.expenseCategories, req.params.id, { _business: business.id });
      uniqueName(store.expenseCategories, business.id, req.body.name, id);
      return { status: 200, body: store.expenseCategories.update(id, categoryFields(req.body))! };
    },
    patchExpenseCategory: (req) => {
      const { business } = enter(store, req, 'patchExpenseCategory');
      const { id } = mustFind(store.expenseCategories, req.params.id, { _business: business.id });
      if (req.body.name !== undefined) uniqueName(store.expenseCategories, business.id, req.body.name, id);
      return { status: 200, body: store.expenseCategories.update(id, pick(req.body, ['name', 'description', 'active']))! };
    },
    deleteExpenseCategory: (req) => {
      const { business } = enter(store, req, 'deleteExpenseCategory');
      const { id } = mustFind(store.expenseCategories, req.params.id, { _business: business.id });
      if (store.expenses.find((e) => e._category === id)) {
        throw badRequest({}, 'Expenses use this category, so it cannot be deleted. Remove it instead.');
      }
      store.expenseCategories.delete(id);
      return { status: 204 };
    },
  };
}
