import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Folder } from 'lucide-react';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Modal, ModalContent, ModalDescription, ModalFooter, ModalHeader, ModalTitle } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { folderQuery, rootFoldersQuery } from '../../api/vault.queries';
import { itemsWord } from '../items-word';
import type { Entry } from '../entries';

export interface MoveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: readonly Entry[];
  /** Where the items are now (null: root): the browsing starts there. */
  from: number | null;
  /** Moves the items into the folder (null: root); resolves with the items that could not move. */
  onMove: (target: number | null) => Promise<readonly Entry[]>;
}

/**
 * Move to a folder: browse from where the items are (a folder's sub-folders, up through the
 * breadcrumb to root) and press 'Move here'. The folders being moved are not offered as places.
 */
export function MoveDialog({ open, onOpenChange, entries, from, onMove }: MoveDialogProps) {
  const [at, setAt] = useState<number | null>(from);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const root = useQuery({ ...rootFoldersQuery(), enabled: open && at === null });
  const folder = useQuery({ ...folderQuery(at ?? 0), enabled: open && at !== null });
  const moving = new Set(entries.filter((e) => e.type === 'folder').map((e) => e.id));
  const query = at === null ? root : folder;
  const folders = (at === null ? root.data : folder.data?.folders)?.filter((f) => !moving.has(f.id)) ?? [];
  const trail = [
    { id: null as number | null, name: 'Vault' },
    ...(folder.data && at !== null ? [...folder.data.ancestors, { id: folder.data.id, name: folder.data.name }] : []),
  ];
  const here = trail.at(-1)!;
  const already = entries.every((e) => (e.type === 'folder' ? e.folder.parent : e.file.folder) === at);

  async function move() {
    setPending(true);
    setError(null);
    try {
      const failed = await onMove(at);
      if (failed.length === 0) onOpenChange(false);
      else setError(`${itemsWord(failed)} could not be moved here.`);
    } catch (caught) {
      setError(toApiError(caught).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <ModalContent size="sm">
        <ModalHeader>
          <ModalTitle className="[overflow-wrap:anywhere]">Move {itemsWord(entries)}</ModalTitle>
          <ModalDescription>Choose a folder, then Move here.</ModalDescription>
        </ModalHeader>
        <nav aria-label="Folder path" className="flex flex-wrap items-center gap-1 text-sm">
          {trail.map((step, i) => (
            <span key={step.id ?? 'root'} className="flex min-w-0 items-center gap-1">
              {i > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" /> : null}
              {i === trail.length - 1 ? (
                <span aria-current="location" title={step.name} className="max-w-48 truncate font-semibold">
                  {step.name}
                </span>
              ) : (
                <Button variant="tertiary" size="sm" className="max-w-48" title={step.name} onClick={() => setAt(step.id)}>
                  <span className="truncate">{step.name}</span>
                </Button>
              )}
            </span>
          ))}
        </nav>
        {query.isPending ? (
          <Spinner label="Loading folders" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {toApiError(query.error).message}
          </p>
        ) : folders.length === 0 ? (
          <p className="text-sm text-muted-foreground">No folders here.</p>
        ) : (
          <ul aria-label={`Folders in ${here.name}`} className="flex max-h-64 flex-col gap-1 overflow-y-auto">
            {folders.map((f) => (
              <li key={f.id}>
                <Button variant="outlined" fullWidth className="justify-start" title={f.name} onClick={() => setAt(f.id)}>
                  <Folder aria-hidden="true" />
                  <span className="truncate">{f.name}</span>
                  <span className="sr-only">, open</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {error ? (
          <p role="alert" className="text-sm text-destructive [overflow-wrap:anywhere]">
            {error}
          </p>
        ) : null}
        <ModalFooter>
          <Button variant="outlined" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={() => void move()} loading={pending} disabled={already}>
            Move here
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
