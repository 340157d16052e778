import { vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { describeHostileInput, describeSaveFaults, renderForm, type FormSpec } from '@/test/form-faults';
import { TagFormModal } from './tag-form-modal';

const TAGS = '/business/v1/{businessId}/tools/tags/';

const spec: FormSpec<'post'> = {
  render: () =>
    renderForm(
      stubApi().on('post', TAGS, ({ body }) => ({ status: 201, body: { id: 51, name: body.name } })),
      (onSaved) => <TagFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />,
    ),
  method: 'post',
  path: TAGS,
  submit: 'Create tag',
  values: { 'Tag name': 'Yards' },
};

describeSaveFaults(spec);
describeHostileInput({ ...spec, free: { 'Tag name': { key: 'name', max: 50 } } });
