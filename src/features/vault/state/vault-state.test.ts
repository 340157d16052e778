import { describe, expect, it, vi } from 'vitest';
import type { VaultSchemas } from '@/api/types';
import { INITIAL_VAULT_STATE, createVaultStore, siblingPosition } from './vault-state';

const file = (id: number, extra: Partial<VaultSchemas['VaultFile']> = {}): VaultSchemas['VaultFile'] => ({
  id,
  name: `File ${id}.pdf`,
  description: null,
  file: `http://127.0.0.1:4007/__files/${id}/f.pdf`,
  file_size: '1.00',
  file_size_unit: 'MB',
  mimetype: 'application/pdf',
  hash: 'a'.repeat(64),
  access: 'restricted',
  folder: null,
  root: true,
  is_archived: false,
  is_deleted: false,
  is_starred: false,
  tags: [],
  tags_detail: [],
  created_at: '2026-10-14T09:30:00Z',
  updated_at: '2026-10-14T09:30:00Z',
  ...extra,
});

describe('vault state (spec sections 3-4)', () => {
  it('starts closed, with access public', () => {
    expect(createVaultStore().getState()).toEqual(INITIAL_VAULT_STATE);
    expect(INITIAL_VAULT_STATE.access).toBe('public');
  });

  it('opening a file fills the detail, id, url and the file’s access', () => {
    const store = createVaultStore();
    store.openFile(file(7));
    expect(store.getState()).toMatchObject({
      modalOpen: true,
      fileId: 7,
      fileUrl: file(7).file,
      access: 'restricted',
      shareId: null,
    });
    expect(store.getState().fileDetail?.name).toBe('File 7.pdf');
  });

  it('closing the modal resets file detail, file id, access (to public) and share id', () => {
    const store = createVaultStore();
    store.openFile(file(7));
    store.setShareId('3f8b2c1e-6d4a-4f7b-9a21-5c0e8d7b1a42');
    store.togglePreview();
    const listener = vi.fn();
    store.subscribe(listener);
    store.closeModal();
    const state = store.getState();
    expect(state).toMatchObject({ modalOpen: false, fileDetail: null, fileId: null, access: 'public', shareId: null });
    expect(state.previewOpen).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('toggles the preview of the open file, or opens it with data', () => {
    const store = createVaultStore();
    store.openFile(file(7));
    store.togglePreview();
    expect(store.getState()).toMatchObject({ previewOpen: true, previewData: { id: 7 } });
    store.togglePreview();
    expect(store.getState()).toMatchObject({ previewOpen: false, previewData: null });
    store.closeModal();
    store.openPreview(file(9, { mimetype: 'image/png' }));
    expect(store.getState()).toMatchObject({ modalOpen: false, previewOpen: true, previewData: { id: 9 } });
    store.closePreview();
    expect(store.getState()).toMatchObject({ previewOpen: false, previewData: null });
  });

  it('steps to the previous and next file of the folder, and stops at the ends', () => {
    const store = createVaultStore();
    const siblings = [file(1), file(2), file(3)];
    store.openFile(siblings[1]!, siblings);
    store.setShareId('x');
    store.step(1);
    expect(store.getState()).toMatchObject({ fileId: 3, shareId: null });
    expect(siblingPosition(store.getState())).toMatchObject({ index: 2, hasNext: false, hasPrevious: true });
    store.step(1);
    expect(store.getState().fileId).toBe(3);
    store.step(-1);
    store.step(-1);
    store.step(-1);
    expect(store.getState().fileId).toBe(1);
  });

  it('a changed file replaces the open one and its place among the siblings', () => {
    const store = createVaultStore();
    store.openFile(file(1), [file(1), file(2)]);
    store.updateFile(file(1, { name: 'Renamed.pdf', access: 'public' }));
    expect(store.getState().fileDetail?.name).toBe('Renamed.pdf');
    expect(store.getState().access).toBe('public');
    expect(store.getState().siblings[0]?.name).toBe('Renamed.pdf');
  });
});
