import { vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { describeHostileInput, describeSaveFaults, type FormSpec } from '@/test/form-faults';
import { renderWithApp, theDialog } from '@/test/render';
import { TagFormModal } from './tag-form-modal';

const TAGS = '/business/v1/{businessId}/tools/tags/';

vi.setConfig({ testTimeout: 20_000 });

const spec: FormSpec<'post'> = {
  render() {
    const api = stubApi().on('post', TAGS, ({ body }) => ({ status: 201, body: { id: 51, name: body.name } }));
    const onSaved = vi.fn();
    const { user } = renderWithApp(<TagFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />);
    return { api, user, onSaved, dialog: theDialog() };
  },
  method: 'post',
  path: TAGS,
  submit: 'Create tag',
  values: { 'Tag name': 'Yards' },
};

describeSaveFaults(spec);
describeHostileInput({ ...spec, free: { 'Tag name': { key: 'name', max: 50 } } });
