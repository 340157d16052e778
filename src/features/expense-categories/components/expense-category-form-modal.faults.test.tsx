import { vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithApp } from '@/test/render';
import { describeFormFaults, renderForm } from '@/test/form-faults';
import { ExpenseCategoryFormModal } from './expense-category-form-modal';

const CATEGORIES = '/business/v1/{businessId}/tools/expense_categories/';

function categoryNamed(name: string) {
  return { id: 81, name, description: name, active: true, created_at: '2026-01-10T09:10:00Z' };
}

describeFormFaults({
  render: () =>
    renderForm(
      stubApi().on('post', CATEGORIES, ({ body }) => ({
        status: 201,
        body: { ...categoryNamed(body.name), description: body.description ?? null },
      })),
      (onSaved) => <ExpenseCategoryFormModal open onOpenChange={vi.fn()} businessId={12} onSaved={onSaved} />,
    ),
  method: 'post',
  path: CATEGORIES,
  submit: 'Add category',
  values: { Name: 'Utilities', Description: 'Power, water and internet.' },
  free: {
    Name: { key: 'name', max: 120 },
    Description: { key: 'description', max: 1000, multiline: true },
  },
  edit(text) {
    stubApi();
    renderWithApp(<ExpenseCategoryFormModal open onOpenChange={vi.fn()} businessId={12} category={categoryNamed(text)} />);
    return { heading: `Edit “${text}”` };
  },
});
