/**
 * The file detail modal (issue 17, item 3; spec sections 3-4): the file's name (rename), its
 * description, size with unit, type, dates, hash, folder, tags, access and share links, with the
 * preview toggled in place and previous / next between the files of its folder. Full screen on
 * phones. Escape, the X and Close all close it through the vault state, which resets the file
 * detail, file id, access and share id.
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Eye, EyeOff, Pencil } from 'lucide-react';
import { vault } from '@/api/clients';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Modal, ModalContent, ModalDescription, ModalHeader, ModalTitle } from '@/components/ui/modal';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { DownloadButton } from '../preview/download-button';
import { FilePreview } from '../preview/file-preview';
import { KIND_LABELS, previewKind } from '../preview/preview-kind';
import { FileShares } from '../sharing/file-shares';
import { siblingPosition, useVaultState, vaultStore } from '../state/vault-state';
import { usePatchVaultFile, vaultFileQuery, type VaultFile } from './file-detail.queries';
import { FileDetailsForm } from './file-details-form';
import { FileTags } from './file-tags';

/** Full screen below 640 px, a large dialog above. */
export const PHONE_FULL_SCREEN =
  'max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-screen max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:p-4';

/** '2.40 MB' from the contract's display value and unit. */
export const sizeText = (file: Pick<VaultFile, 'file_size' | 'file_size_unit'>) => `${file.file_size} ${file.file_size_unit}`;

export function FileDetailModal() {
  const state = useVaultState();
  const stored = state.fileDetail;
  const fresh = useQuery({ ...vaultFileQuery(state.fileId ?? 0), enabled: state.fileId !== null });
  const file = fresh.data && fresh.data.id === stored?.id ? fresh.data : stored;
  const position = siblingPosition(state);

  return (
    <Modal open={state.modalOpen && file !== null} onOpenChange={(open) => (open ? undefined : vaultStore.closeModal())}>
      <ModalContent size="lg" className={PHONE_FULL_SCREEN}>
        {file ? (
          <>
            <ModalHeader>
              <ModalTitle className="[overflow-wrap:anywhere]">{file.name}</ModalTitle>
              <ModalDescription>
                {sizeText(file)} · {KIND_LABELS[previewKind(file.mimetype, file.name)]}
              </ModalDescription>
            </ModalHeader>
            <div className="flex flex-wrap items-center gap-2">
              {position.count > 1 ? (
                <div role="group" aria-label="Files in this folder" className="flex items-center gap-1">
                  <Button
                    variant="outlined"
                    size="icon"
                    aria-label="Previous file"
                    disabled={!position.hasPrevious}
                    onClick={() => vaultStore.step(-1)}
                  >
                    <ChevronLeft aria-hidden="true" />
                  </Button>
                  <span className="min-w-16 text-center text-sm tabular-nums">
                    {position.index + 1} of {position.count}
                  </span>
                  <Button
                    variant="outlined"
                    size="icon"
                    aria-label="Next file"
                    disabled={!position.hasNext}
                    onClick={() => vaultStore.step(1)}
                  >
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </div>
              ) : null}
              <Button variant="outlined" size="sm" aria-pressed={state.previewOpen} onClick={() => vaultStore.togglePreview()}>
                {state.previewOpen ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {state.previewOpen ? 'Hide preview' : 'Preview'}
              </Button>
              <DownloadButton file={file} />
            </div>
            {state.previewOpen ? <FilePreview file={file} /> : null}
            <FileDetailBody key={file.id} file={file} />
          </>
        ) : null}
      </ModalContent>
    </Modal>
  );
}

function FileDetailBody({ file }: { file: VaultFile }) {
  const [editing, setEditing] = useState(false);
  const detailsId = useId();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={detailsId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={detailsId} className="text-base font-semibold">
            Details
          </h3>
          {editing ? null : (
            <Button variant="outlined" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Rename or describe
            </Button>
          )}
        </div>
        {editing ? <FileDetailsForm file={file} onDone={() => setEditing(false)} /> : null}
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted-foreground">Description</dt>
          <dd className="break-words whitespace-pre-line">{file.description?.trim() ? file.description : 'No description'}</dd>
          <dt className="text-muted-foreground">Size</dt>
          <dd className="tabular-nums">{sizeText(file)}</dd>
          <dt className="text-muted-foreground">Type</dt>
          <dd className="break-words">{file.mimetype}</dd>
          <dt className="text-muted-foreground">Folder</dt>
          <dd>
            <FolderName id={file.folder} />
          </dd>
          <dt className="text-muted-foreground">Uploaded</dt>
          <dd>{formatDateTime(file.created_at)}</dd>
          <dt className="text-muted-foreground">Changed</dt>
          <dd>{formatDateTime(file.updated_at)}</dd>
          <dt className="text-muted-foreground">SHA-256</dt>
          <dd className="font-mono text-xs break-all">{file.hash}</dd>
        </dl>
      </section>
      <FileAccess file={file} />
      <FileTags file={file} />
      <FileShares fileId={file.id} fileName={file.name} />
    </div>
  );
}

function FolderName({ id }: { id: number | null }) {
  const folder = useQuery({
    ...vault.$api.queryOptions('get', '/folders/{id}/', { params: { path: { id: id ?? 0 } } }, { meta: { silent: true } }),
    enabled: id !== null,
    select: (detail) => [...detail.ancestors.map((a) => a.name), detail.name].join(' / '),
  });
  if (id === null) return <>Vault (top level)</>;
  if (folder.isPending) return <span className="text-muted-foreground">Loading…</span>;
  if (folder.isError) return <span className="text-muted-foreground">Unknown folder</span>;
  return <span className="break-words">{folder.data}</span>;
}

function FileAccess({ file }: { file: VaultFile }) {
  const patch = usePatchVaultFile();
  const access = useVaultState((state) => state.access);
  const id = useId();
  return (
    <section className="flex flex-col gap-2">
      <NativeSelect
        id={id}
        label="Access"
        value={access}
        disabled={patch.isPending}
        wrapperClassName="max-w-sm"
        onChange={(event) => {
          const next = event.target.value as VaultFile['access'];
          vaultStore.setAccess(next);
          patch.mutate(
            { params: { path: { id: file.id } }, body: { access: next } },
            {
              onSuccess: () => toast.success(next === 'public' ? 'The file is public' : 'The file is restricted'),
              onError: (error) => {
                vaultStore.setAccess(file.access);
                toast.error(toApiError(error).message);
              },
            },
          );
        }}
      >
        <option value="public">Public</option>
        <option value="restricted">Restricted</option>
      </NativeSelect>
      <p className="text-sm text-muted-foreground">
        A new share link starts public; restricted files are best shared with a password.
      </p>
    </section>
  );
}
