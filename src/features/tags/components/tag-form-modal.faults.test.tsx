import { vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { describeFormFaults, renderForm } from '@/test/form-faults';
import { TagFormModal } from './tag-form-modal';

const TAGS = '/business/v1/{businessId}/tools/tags/';

describeFormFaults({
  render: () =>
    renderForm(
      stubApi().on('post', TAGS, ({ body }) => ({ status: 201, body: { id: 51, name: body.name } })),
      (onSaved) => <TagFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />,
    ),
  method: 'post',
  path: TAGS,
  submit: 'Create tag',
  values: { 'Tag name': 'Yards' },
  free: { 'Tag name': { key: 'name', max: 50 } },
});
