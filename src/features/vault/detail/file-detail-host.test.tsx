import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VaultSchemas } from '@/api/types';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { stubVaultApi } from '../sharing/vault-test-stub';
import { openFileDetail, vaultStore } from '../state/vault-state';
import { FileDetailHost } from './file-detail-host';

type VaultFile = VaultSchemas['VaultFile'];

const file = (extra: Partial<VaultFile> = {}): VaultFile => ({
  id: 101,
  name: 'FIRS VAT receipt.zip',
  description: 'VAT remittance receipt.',
  file: 'http://127.0.0.1:4007/__files/abc/receipt.zip',
  file_size: '2.40',
  file_size_unit: 'MB',
  mimetype: 'application/zip',
  hash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  access: 'restricted',
  folder: null,
  root: true,
  is_archived: false,
  is_deleted: false,
  is_starred: false,
  tags: [7],
  tags_detail: [{ id: 7, name: 'Tax' }],
  created_at: '2026-10-14T09:30:00Z',
  updated_at: '2026-10-14T09:30:00Z',
  ...extra,
});

const TAGS = [
  { id: 7, name: 'Tax', color: '#2E7D32' },
  { id: 8, name: 'Receipts', color: '#F9A825' },
];

function stub(current: VaultFile) {
  let stored = current;
  return stubVaultApi()
    .on('get', '/file_uploads/{id}/', () => ({ status: 200, body: stored }))
    .on('get', '/tags/', { status: 200, body: TAGS })
    .on('get', '/file_shares/', { status: 200, body: [] })
    .on('patch', '/file_uploads/{id}/', ({ body }) => {
      const patch = body as Partial<VaultFile>;
      stored = {
        ...stored,
        ...patch,
        tags_detail: (patch.tags ?? stored.tags).map((id) => ({ id, name: TAGS.find((t) => t.id === id)?.name ?? `Tag ${id}` })),
      };
      return { status: 200, body: stored };
    });
}

afterEach(() => act(() => vaultStore.reset()));

describe('the file detail modal', () => {
  it('shows the file, and closing it (Escape) resets the vault state', async () => {
    stub(file());
    const { user } = renderWithApp(<FileDetailHost />);
    act(() => openFileDetail(file()));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'FIRS VAT receipt.zip' })).toBeInTheDocument();
    expect(within(dialog).getByText('2.40 MB · File')).toBeInTheDocument();
    expect(within(dialog).getByText(file().hash)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Access')).toHaveValue('restricted');
    expect(within(dialog).getByText('Vault (top level)')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(vaultStore.getState()).toMatchObject({
      modalOpen: false,
      fileDetail: null,
      fileId: null,
      access: 'public',
      shareId: null,
    });
  });

  it('toggles the preview, which offers a download for a type it cannot show', async () => {
    stub(file());
    const { user } = renderWithApp(<FileDetailHost />);
    act(() => openFileDetail(file()));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByRole('button', { name: 'Hide preview' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByText('There is no preview for this kind of file.')).toBeInTheDocument();
    expect(vaultStore.getState().previewOpen).toBe(true);
  });

  it('renames the file; a blank name is refused at the field', async () => {
    const api = stub(file());
    const { user } = renderWithApp(<FileDetailHost />);
    act(() => openFileDetail(file()));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Rename or describe' }));
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText('Give the file a name')).toBeInTheDocument();
    expect(api.calls('patch', '/file_uploads/{id}/')).toHaveLength(0);

    await user.type(name, 'Q3 VAT receipt.zip');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByRole('heading', { name: 'Q3 VAT receipt.zip' })).toBeInTheDocument();
    expect(api.calls('patch', '/file_uploads/{id}/').map((c) => c.body)).toEqual([{ name: 'Q3 VAT receipt.zip' }]);
  });

  it('a failed rename keeps what was typed and says why', async () => {
    const api = stub(file());
    api.failNext('patch', '/file_uploads/{id}/', { status: 500, body: { detail: 'The server is having a moment.' } });
    const { user } = renderWithApp(<FileDetailHost />);
    act(() => openFileDetail(file()));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Rename or describe' }));
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Kept.zip');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('The server is having a moment.')).toBeInTheDocument();
    expect(name).toHaveValue('Kept.zip');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByRole('heading', { name: 'Kept.zip' })).toBeInTheDocument();
  });

  it('adds and removes tags, and refuses a new tag that already exists', async () => {
    const api = stub(file());
    const { user } = renderWithApp(<FileDetailHost />);
    act(() => openFileDetail(file()));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Receipts' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText('Add a tag'), 'Receipts');
    await user.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    expect(await within(dialog).findByRole('button', { name: 'Remove tag Receipts' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove tag Tax' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Remove tag Tax' })).not.toBeInTheDocument());
    expect(api.calls('patch', '/file_uploads/{id}/').map((c) => c.body)).toEqual([{ tags: [7, 8] }, { tags: [8] }]);

    await user.type(within(dialog).getByRole('textbox', { name: /^New tag/ }), 'tax');
    await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    expect(await within(dialog).findByText('You already have a tag with this name: pick it from the list')).toBeInTheDocument();
  });

  it.each(HOSTILE_NAMES)('shows a file named %j as text, with its tag', async (name) => {
    const hostile = file({ name, tags_detail: [{ id: 7, name }], description: name });
    stub(hostile);
    renderWithApp(<FileDetailHost />);
    act(() => openFileDetail(hostile));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(name);
    expect(within(dialog).getByRole('button', { name: `Remove tag ${name}` })).toBeInTheDocument();
    expectInertDom();
  });
});
