/**
 * The vault's modal and preview state (spec section 3, 'Vault state'): the modal open flag, the
 * file detail, file id, file url, share id, access (default public), the preview flag and the
 * preview data. One small external store (useSyncExternalStore), so the browser that opens a file
 * and the modal host that shows it need no provider between them.
 *
 * Spec section 4: closing the modal resets the file detail, file id, access (to public) and share
 * id; the preview is toggled, or opened with its data.
 */
import { useSyncExternalStore } from 'react';
import type { VaultSchemas } from '@/api/types';

type VaultFile = VaultSchemas['VaultFile'];
type AccessLevel = VaultSchemas['AccessLevel'];

/** The contract's default access (spec section 9). */
export const DEFAULT_ACCESS: AccessLevel = 'public';

export interface VaultState {
  modalOpen: boolean;
  fileDetail: VaultFile | null;
  fileId: number | null;
  fileUrl: string | null;
  shareId: string | null;
  access: AccessLevel;
  previewOpen: boolean;
  previewData: VaultFile | null;
  /** The files of the folder the file was opened from, in the order shown (previous / next). */
  siblings: readonly VaultFile[];
}

export const INITIAL_VAULT_STATE: VaultState = {
  modalOpen: false,
  fileDetail: null,
  fileId: null,
  fileUrl: null,
  shareId: null,
  access: DEFAULT_ACCESS,
  previewOpen: false,
  previewData: null,
  siblings: [],
};

/**
 * What closing the modal resets (spec section 4): the file detail, file id, access (to public) and
 * share id. A preview shown inside the modal closes with it; the file url stays until the next file.
 */
export function closedModal(state: VaultState): VaultState {
  return {
    ...state,
    modalOpen: false,
    fileDetail: null,
    fileId: null,
    access: DEFAULT_ACCESS,
    shareId: null,
    previewOpen: false,
    previewData: null,
  };
}

/** The file's fields the state keeps, beside the file itself. */
function withFile(state: VaultState, file: VaultFile): VaultState {
  return { ...state, fileDetail: file, fileId: file.id, fileUrl: file.file, access: file.access };
}

export function createVaultStore(initial: VaultState = INITIAL_VAULT_STATE) {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: VaultState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const api = {
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Opens the file detail modal on `file`; `siblings` are its folder's files for previous / next. */
    openFile(file: VaultFile, siblings: readonly VaultFile[] = [file]) {
      set({
        ...withFile(state, file),
        modalOpen: true,
        shareId: null,
        siblings,
        previewData: state.previewOpen ? file : state.previewData,
      });
    },
    /** Closes the modal (spec section 4). */
    closeModal() {
      set(closedModal(state));
    },
    /** A fresh copy of the open file (after a rename, a tag, an access change). */
    updateFile(file: VaultFile) {
      const siblings = state.siblings.map((s) => (s.id === file.id ? file : s));
      const open = state.fileId === file.id ? withFile(state, file) : state;
      const previewData = state.previewData?.id === file.id ? file : state.previewData;
      set({ ...open, siblings, previewData });
    },
    setAccess(access: AccessLevel) {
      set({ ...state, access });
    },
    /** The share the modal is showing (just made, or picked from the list); null for none. */
    setShareId(shareId: string | null) {
      set({ ...state, shareId });
    },
    /** Shows or hides the preview of the open file. */
    togglePreview() {
      const previewOpen = !state.previewOpen;
      set({ ...state, previewOpen, previewData: previewOpen ? state.fileDetail : null });
    },
    /** Opens the preview with its data (without the modal, from the browser, or a sibling). */
    openPreview(file: VaultFile, siblings: readonly VaultFile[] = state.siblings) {
      set({ ...state, previewOpen: true, previewData: file, fileUrl: file.file, siblings });
    },
    closePreview() {
      set({ ...state, previewOpen: false, previewData: null });
    },
    /** Moves to the previous (-1) or next (+1) file of the folder, in the modal and the preview. */
    step(offset: -1 | 1) {
      const current = state.modalOpen ? state.fileId : state.previewData?.id;
      const at = state.siblings.findIndex((s) => s.id === current);
      const next = at < 0 ? undefined : state.siblings[at + offset];
      if (!next) return;
      if (state.modalOpen) api.openFile(next, state.siblings);
      else api.openPreview(next);
    },
    reset() {
      set(INITIAL_VAULT_STATE);
    },
  };
  return api;
}

export type VaultStore = ReturnType<typeof createVaultStore>;

/** The app's one vault store. */
export const vaultStore = createVaultStore();
const subscribe = (listener: () => void) => vaultStore.subscribe(listener);
const getSnapshot = () => vaultStore.getState();

/** Where the current file sits among its siblings: whether there is a previous and a next one. */
export function siblingPosition(state: VaultState): { index: number; count: number; hasPrevious: boolean; hasNext: boolean } {
  const current = state.modalOpen ? state.fileId : state.previewData?.id;
  const index = state.siblings.findIndex((s) => s.id === current);
  return {
    index,
    count: state.siblings.length,
    hasPrevious: index > 0,
    hasNext: index >= 0 && index < state.siblings.length - 1,
  };
}

/** The vault state, or the part `select` picks (re-renders only when that part changes). */
export function useVaultState(): VaultState;
export function useVaultState<T>(select: (state: VaultState) => T): T;
export function useVaultState<T>(select?: (state: VaultState) => T): T | VaultState {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return select ? select(state) : state;
}

/** The browser's `onOpenFile(file, siblings)`: opens the detail modal. */
export const openFileDetail = (file: VaultFile, siblings?: readonly VaultFile[]) => vaultStore.openFile(file, siblings);
/** Opens the preview straight away with the file (no modal). */
export const openFilePreview = (file: VaultFile, siblings?: readonly VaultFile[]) => vaultStore.openPreview(file, siblings);
