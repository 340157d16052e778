import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describeFormFaults, renderForm } from '@/test/form-faults';
import { expectInertDom } from '@/test/render';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { fileEntry, folderEntry } from '../entries';
import { aFile, aFolder } from '../test-data';
import { stubVault, vp } from '../vault-stub';
import { NameFormModal } from './name-form-modal';

describe('new folder', () => {
  describeFormFaults({
    render: () =>
      renderForm(
        stubVault().on('post', '/folders/', ({ body }) => ({ status: 201, body: aFolder(31, (body as { name: string }).name) }))
          .api,
        (onSaved) => <NameFormModal open onOpenChange={vi.fn()} mode={{ kind: 'new-folder', parent: 12 }} onSaved={onSaved} />,
      ),
    method: 'post',
    path: vp<'post'>('/folders/'),
    submit: 'Create folder',
    values: { 'Folder name': 'Receipts 2027' },
    free: { 'Folder name': { key: 'name', max: 255 } },
  });

  it('asks for a name at the field, and sends the folder it is made in', async () => {
    const vault = stubVault().on('post', '/folders/', { status: 201, body: aFolder(31, 'Receipts') });
    const { user, dialog } = renderForm(vault.api, (onSaved) => (
      <NameFormModal open onOpenChange={vi.fn()} mode={{ kind: 'new-folder', parent: 12 }} onSaved={onSaved} />
    ));
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await within(dialog).findByText('Folder name is required')).toBeInTheDocument();
    expect(vault.calls('post', '/folders/')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Folder name/), 'x'.repeat(256));
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await within(dialog).findByText('Folder name must be at most 255 characters')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Folder name/));
    await user.type(within(dialog).getByLabelText(/Folder name/), '  Receipts ');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await vi.waitFor(() => expect(vault.calls('post', '/folders/')).toHaveLength(1));
    expect(vault.calls('post', '/folders/')[0]!.body).toEqual({ name: 'Receipts', parent: 12 });
  });

  it('a retry after a lost answer sends the same Idempotency-Key, so the folder is made once (issue 21)', async () => {
    const vault = stubVault().on('post', '/folders/', { status: 201, body: aFolder(31, 'Receipts') });
    vault.api.failNext('post', vp<'post'>('/folders/'), 'network');
    const { user, dialog, onSaved } = renderForm(vault.api, (saved) => (
      <NameFormModal open onOpenChange={vi.fn()} mode={{ kind: 'new-folder', parent: null }} onSaved={saved} />
    ));
    await user.type(within(dialog).getByLabelText(/Folder name/), 'Receipts');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Folder name/)).toHaveValue('Receipts');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const keys = vault.calls('post', '/folders/').map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("puts the server's refusal at the field", async () => {
    const vault = stubVault().on('post', '/folders/', {
      status: 400,
      body: { name: ['A folder with this name already exists here.'] },
    });
    const { user, dialog } = renderForm(vault.api, (onSaved) => (
      <NameFormModal open onOpenChange={vi.fn()} mode={{ kind: 'new-folder', parent: null }} onSaved={onSaved} />
    ));
    await user.type(within(dialog).getByLabelText(/Folder name/), 'Receipts');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await within(dialog).findByText('A folder with this name already exists here.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Folder name/)).toHaveValue('Receipts');
  });
});

describe('rename', () => {
  describeFormFaults({
    render: () =>
      renderForm(
        stubVault().on('patch', '/folders/{id}/', ({ body }) => ({
          status: 200,
          body: aFolder(12, (body as { name: string }).name),
        })).api,
        (onSaved) => (
          <NameFormModal
            open
            onOpenChange={vi.fn()}
            mode={{ kind: 'rename', entry: folderEntry(aFolder(12, 'Receipts')) }}
            onSaved={onSaved}
          />
        ),
      ),
    method: 'patch',
    path: vp<'patch'>('/folders/{id}/'),
    submit: 'Rename',
    values: { 'Folder name': 'Receipts (filed)' },
    free: { 'Folder name': { key: 'name', max: 255 } },
    edit: (text) => {
      stubVault();
      renderForm(stubVault().api, (onSaved) => (
        <NameFormModal
          open
          onOpenChange={vi.fn()}
          mode={{ kind: 'rename', entry: folderEntry(aFolder(12, text)) }}
          onSaved={onSaved}
        />
      ));
      return { heading: `Rename ${text}` };
    },
  });

  it('renames a file through its own call, starting from its name', async () => {
    const vault = stubVault().on('patch', '/file_uploads/{id}/', { status: 200, body: aFile(101, 'receipt.pdf') });
    const { user, dialog, onSaved } = renderForm(vault.api, (saved) => (
      <NameFormModal
        open
        onOpenChange={vi.fn()}
        mode={{ kind: 'rename', entry: fileEntry(aFile(101, 'scan.pdf')) }}
        onSaved={saved}
      />
    ));
    const field = within(dialog).getByLabelText(/File name/);
    expect(field).toHaveValue('scan.pdf');
    await user.clear(field);
    await user.type(field, 'receipt.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(vault.calls('patch', '/file_uploads/{id}/')[0]).toMatchObject({
      params: { id: '101' },
      body: { name: 'receipt.pdf' },
    });
  });

  it.each(HOSTILE_NAMES)('a file named %j keeps its name as text in the field', (text) => {
    renderForm(stubVault().api, (onSaved) => (
      <NameFormModal
        open
        onOpenChange={vi.fn()}
        mode={{ kind: 'rename', entry: fileEntry(aFile(101, text)) }}
        onSaved={onSaved}
      />
    ));
    expect(within(screen.getByRole('dialog')).getByLabelText(/File name/)).toHaveValue(text);
    expectInertDom();
  });
});

describe('new tag', () => {
  describeFormFaults({
    render: () =>
      renderForm(
        stubVault().on('post', '/tags/', ({ body }) => ({
          status: 201,
          body: { id: 9, name: (body as { name: string }).name, color: '#6B7280' },
        })).api,
        (onSaved) => <NameFormModal open onOpenChange={vi.fn()} mode={{ kind: 'new-tag' }} onSaved={onSaved} />,
      ),
    method: 'post',
    path: vp<'post'>('/tags/'),
    submit: 'Create tag',
    values: { 'Tag name': 'Tax' },
    free: { 'Tag name': { key: 'name', max: 50 } },
  });
});
