import { Suspense, lazy, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronRight, FolderPlus, LayoutGrid, List, Tag, Upload } from 'lucide-react';
import { SearchBox } from '@/components/list/search-box';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useRefreshVault, vaultCalls } from '../api/vault-changes';
import { storageQuery, vaultTagsQuery } from '../api/vault.queries';
import { startUploads } from '../upload/vault-uploads';
import { openFileDetail } from '../state/vault-state';
import { itemsWord, useBulkAction, type BulkAction } from './actions';
import { arrange, type Entry, type VaultFile } from './entries';
import { ItemList, type Layout } from './item-list';
import type { VaultPlace, VaultSearch, VaultSort } from './search';
import { EMPTY_SELECTION, clickSelect, keepShown, selectAll, type Selection } from './selection';
import { usePlace } from './use-place';

const NameFormModal = lazy(() => import('./dialogs/name-form-modal').then((m) => ({ default: m.NameFormModal })));
const MoveDialog = lazy(() => import('./dialogs/move-dialog').then((m) => ({ default: m.MoveDialog })));
const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** Where the list-or-grid choice is kept (a display preference, nothing sensitive). */
export const LAYOUT_KEY = 'ledgerly.vault.layout';

function readLayout(): Layout {
  try {
    return localStorage.getItem(LAYOUT_KEY) === 'grid' ? 'grid' : 'list';
  } catch {
    return 'list';
  }
}

const SORT_LABELS: Record<VaultSort, string> = {
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  '-date': 'Newest first',
  date: 'Oldest first',
  '-size': 'Largest first',
  size: 'Smallest first',
};

export interface VaultBrowserProps {
  place: VaultPlace;
  search: VaultSearch;
  onSearchChange: (patch: Partial<VaultSearch>) => void;
  /** Opens a file (the file's detail); `siblings` are the files shown with it, in order (previous / next). */
  onOpenFile?: (file: VaultFile, siblings: readonly VaultFile[]) => void;
}

type Dialog =
  | { kind: 'new-folder' }
  | { kind: 'new-tag' }
  | { kind: 'rename'; entry: Entry }
  | { kind: 'move'; entries: Entry[] }
  | { kind: 'delete'; entries: Entry[] }
  | { kind: 'empty-bin' }
  | null;

const NO_ENTRIES: Entry[] = [];

/** A value made on its first call, then kept. */
function lazyValue<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}

/** The files among the rows, in order (a file's previous / next). */
function filesOf(entries: readonly Entry[]): VaultFile[] {
  const files: VaultFile[] = [];
  for (const entry of entries) if (entry.type === 'file') files.push(entry.file);
  return files;
}

/**
 * The vault browser at one place (root, a folder, favourites, the archive or the bin): folders
 * first, then files, as a list or a grid (remembered), searched, sorted and tag-filtered from the
 * URL; a selection with its actions; uploads by button or by dropping files anywhere on it.
 */
export function VaultBrowser({ place, search, onSearchChange, onOpenFile = openFileDetail }: VaultBrowserProps) {
  const contents = usePlace(place);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshVault();
  const bulk = useBulkAction();
  const storage = useQuery(storageQuery());
  const tags = useQuery({ ...vaultTagsQuery(), enabled: place.kind !== 'bin' });
  const [layout, setLayout] = useState<Layout>(readLayout);
  const [rawSelection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  // Sorted once per answer and URL state, not on every render (a folder may hold thousands).
  const { q, sort, tag } = search;
  const { folders: placeFolders, files: placeFiles } = contents;
  const entries = useMemo(() => arrange(placeFolders, placeFiles, { q, sort, tag }), [placeFolders, placeFiles, q, sort, tag]);
  // The rows' keys in order, made when first needed (a selection), not as a folder opens.
  const order = useMemo(() => lazyValue(() => entries.map((e) => e.key)), [entries]);
  const selection = useMemo(
    () => (rawSelection.keys.size === 0 ? rawSelection : keepShown(rawSelection, order())),
    [rawSelection, order],
  );
  const chosen = useMemo(
    () => (selection.keys.size === 0 ? NO_ENTRIES : entries.filter((e) => selection.keys.has(e.key))),
    [entries, selection],
  );
  const canAdd = contents.target !== undefined;
  const inBin = place.kind === 'bin';
  const inArchive = place.kind === 'archived';

  function chooseLayout(next: Layout) {
    setLayout(next);
    try {
      localStorage.setItem(LAYOUT_KEY, next);
    } catch {
      /* private mode: the choice lasts the visit */
    }
  }

  function open(entry: Entry) {
    if (entry.type === 'folder') void navigate({ to: '/vault/folders/$folderId', params: { folderId: String(entry.id) } });
    else onOpenFile(entry.file, filesOf(entries));
  }

  function upload(list: FileList | File[] | null) {
    const picked = list ? [...list] : [];
    if (!canAdd || picked.length === 0) return;
    const free = storage.data ? storage.data.limit_bytes - storage.data.used_bytes : null;
    startUploads({ files: picked, folder: contents.target ?? null, freeBytes: free, queryClient });
  }

  async function run(action: BulkAction, list: readonly Entry[], target?: number | null) {
    setBusy(true);
    try {
      // Items that leave the place leave the selection with it (keepShown).
      const result = await bulk(action, list, target);
      return result.failed.map((f) => f.entry);
    } finally {
      setBusy(false);
    }
  }

  async function emptyBin() {
    const { data, error } = await vaultCalls.emptyBin();
    if (error !== undefined || !data) throw error ?? new Error('The bin could not be emptied.');
    await refresh();
    toast.success(data.detail);
  }

  const onDrop = (event: DragEvent) => {
    if (!canAdd) return;
    event.preventDefault();
    setDragging(false);
    upload([...event.dataTransfer.files]);
  };
  const dragHandlers = canAdd
    ? {
        onDragEnter: (event: DragEvent) => {
          if ([...event.dataTransfer.types].includes('Files')) setDragging(true);
        },
        onDragOver: (event: DragEvent) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        },
        onDragLeave: (event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        },
        onDrop,
      }
    : {};

  const allStarred = chosen.length > 0 && chosen.every((e) => e.starred);
  const actions: { label: string; run: () => void; variant?: 'danger' }[] = inBin
    ? [{ label: 'Restore', run: () => void run('restore', chosen) }]
    : [
        ...(chosen.length === 1 && chosen[0]!.type === 'folder' && !inArchive
          ? [{ label: 'Open', run: () => open(chosen[0]!) }]
          : []),
        ...(chosen.length === 1 && !inArchive
          ? [{ label: 'Rename', run: () => setDialog({ kind: 'rename', entry: chosen[0]! }) }]
          : []),
        ...(inArchive
          ? [{ label: 'Unarchive', run: () => void run('unarchive', chosen) }]
          : [
              {
                label: allStarred ? 'Unfavourite' : 'Favourite',
                run: () => void run(allStarred ? 'unfavourite' : 'favourite', chosen),
              },
              { label: 'Move', run: () => setDialog({ kind: 'move', entries: chosen }) },
              { label: 'Duplicate', run: () => void run('duplicate', chosen) },
              { label: 'Archive', run: () => void run('archive', chosen) },
            ]),
        { label: 'Delete', variant: 'danger' as const, run: () => setDialog({ kind: 'delete', entries: chosen }) },
      ];

  const headingId = 'vault-place-title';
  let body: ReactNode;
  if (contents.state === 'loading') {
    body = (
      <div aria-label="Loading" className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (contents.state === 'error') {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border p-4">
        <p className="text-sm text-destructive [overflow-wrap:anywhere]">{contents.error}</p>
        <Button variant="outlined" onClick={contents.retry}>
          Retry
        </Button>
      </div>
    );
  } else if (entries.length === 0) {
    body = (
      <EmptyState
        level={3}
        title={search.q || search.tag ? 'Nothing matches' : EMPTY[place.kind].title}
        description={search.q || search.tag ? 'Try another name or tag.' : EMPTY[place.kind].description}
      />
    );
  } else {
    body = (
      <ItemList
        entries={entries}
        layout={layout}
        label={contents.title}
        selected={selection.keys}
        dateLabel={inBin ? 'Deleted' : 'Updated'}
        onSelect={(key, modifiers) => setSelection(clickSelect(selection, order(), key, modifiers))}
        onSelectAll={() => setSelection(selectAll(order()))}
        onOpen={open}
        canOpen={(entry) => !(inBin && entry.type === 'folder')}
        onDeleteKey={(active) => {
          // The selection, or the active item when nothing is selected; the bin deletes nothing.
          if (!inBin) setDialog({ kind: 'delete', entries: chosen.length ? chosen : [active] });
        }}
      />
    );
  }

  const allChecked = entries.length > 0 && chosen.length === entries.length;

  return (
    <section aria-labelledby={headingId} data-slot="vault-browser" className="relative flex flex-col gap-3" {...dragHandlers}>
      <div className="flex flex-col gap-1">
        {place.kind === 'folder' ? (
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
              <li>
                <Link to="/vault" className="inline-flex min-h-11 items-center underline-offset-2 hover:underline sm:min-h-8">
                  Vault
                </Link>
              </li>
              {contents.ancestors.map((a) => (
                <li key={a.id} className="flex min-w-0 items-center gap-1">
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
                  <Link
                    to="/vault/folders/$folderId"
                    params={{ folderId: String(a.id) }}
                    title={a.name}
                    className="inline-flex min-h-11 max-w-48 items-center underline-offset-2 hover:underline sm:min-h-8"
                  >
                    <span className="truncate">{a.name}</span>
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h2 id={headingId} title={contents.title} className="text-xl font-semibold [overflow-wrap:anywhere]">
          {contents.title}
        </h2>
      </div>

      <div className="flex flex-wrap items-end gap-2">
        <SearchBox
          value={search.q}
          onChange={(q) => onSearchChange({ q })}
          label={place.kind === 'folder' ? 'Search this folder' : `Search ${contents.title.toLowerCase()}`}
          placeholder="Search by name"
          className="min-w-48 flex-1"
        />
        <NativeSelect
          label="Sort"
          value={search.sort ?? 'name'}
          onChange={(event) =>
            onSearchChange({ sort: event.target.value === 'name' ? undefined : (event.target.value as VaultSort) })
          }
          wrapperClassName="w-40"
        >
          {(Object.keys(SORT_LABELS) as VaultSort[]).map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </NativeSelect>
        {!inBin ? (
          <NativeSelect
            label="Tag"
            value={search.tag ?? ''}
            onChange={(event) => onSearchChange({ tag: event.target.value ? Number(event.target.value) : undefined })}
            wrapperClassName="w-40"
          >
            <option value="">All tags</option>
            {tags.data?.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </NativeSelect>
        ) : null}
        <div role="group" aria-label="Show as" className="flex gap-1">
          <Button
            variant={layout === 'list' ? 'secondary' : 'tertiary'}
            size="icon"
            aria-pressed={layout === 'list'}
            onClick={() => chooseLayout('list')}
          >
            <List aria-hidden="true" />
            <span className="sr-only">List</span>
          </Button>
          <Button
            variant={layout === 'grid' ? 'secondary' : 'tertiary'}
            size="icon"
            aria-pressed={layout === 'grid'}
            onClick={() => chooseLayout('grid')}
          >
            <LayoutGrid aria-hidden="true" />
            <span className="sr-only">Grid</span>
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        {canAdd ? (
          <>
            <Button onClick={() => fileInput.current?.click()}>
              <Upload aria-hidden="true" />
              Upload files
            </Button>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              aria-label="Files to upload"
              data-testid="vault-file-input"
              onChange={(event) => {
                upload(event.target.files);
                event.target.value = '';
              }}
            />
            <Button variant="outlined" onClick={() => setDialog({ kind: 'new-folder' })}>
              <FolderPlus aria-hidden="true" />
              New folder
            </Button>
          </>
        ) : null}
        {!inBin ? (
          <Button variant="tertiary" onClick={() => setDialog({ kind: 'new-tag' })}>
            <Tag aria-hidden="true" />
            New tag
          </Button>
        ) : null}
        {inBin && entries.length > 0 ? (
          <Button variant="danger" onClick={() => setDialog({ kind: 'empty-bin' })}>
            Empty bin
          </Button>
        ) : null}
      </div>

      {entries.length > 0 ? (
        <div
          role="toolbar"
          aria-label="Selection"
          className={cn(
            'flex flex-wrap items-center gap-2 rounded-lg border px-2 py-1',
            chosen.length > 0 && 'border-primary bg-accent/40',
          )}
        >
          <label className="flex min-h-11 cursor-pointer items-center gap-2 px-2 text-sm sm:min-h-10">
            <input
              type="checkbox"
              checked={allChecked}
              ref={(el) => {
                if (el) el.indeterminate = chosen.length > 0 && !allChecked;
              }}
              onChange={() => setSelection(allChecked ? EMPTY_SELECTION : selectAll(order()))}
              className="size-4 accent-primary"
            />
            Select all
          </label>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {chosen.length > 0 ? `${chosen.length} selected` : `${entries.length} ${entries.length === 1 ? 'item' : 'items'}`}
          </p>
          {chosen.length > 0 ? (
            <div className="flex flex-wrap gap-1">
              {actions.map((action) => (
                <Button key={action.label} size="sm" variant={action.variant ?? 'outlined'} disabled={busy} onClick={action.run}>
                  {action.label}
                </Button>
              ))}
              <Button size="sm" variant="tertiary" onClick={() => setSelection(EMPTY_SELECTION)}>
                Clear selection
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      {body}

      {dragging ? (
        <div
          aria-hidden="true"
          data-slot="vault-drop-zone"
          className="pointer-events-none absolute inset-0 z-20 flex items-center justify-center rounded-lg border-2 border-dashed border-primary bg-background/90 p-6 text-center"
        >
          <p className="text-lg font-semibold [overflow-wrap:anywhere]">Drop files to upload to {contents.title}</p>
        </div>
      ) : null}

      <Suspense fallback={null}>
        {dialog?.kind === 'new-folder' || dialog?.kind === 'new-tag' || dialog?.kind === 'rename' ? (
          <NameFormModal
            open
            onOpenChange={(next) => !next && setDialog(null)}
            mode={
              dialog.kind === 'rename'
                ? { kind: 'rename', entry: dialog.entry }
                : dialog.kind === 'new-tag'
                  ? { kind: 'new-tag' }
                  : { kind: 'new-folder', parent: contents.target ?? null }
            }
            onSaved={(saved) =>
              toast.success(dialog.kind === 'rename' ? `Renamed to “${saved.name}”.` : `“${saved.name}” created.`)
            }
          />
        ) : null}
        {dialog?.kind === 'move' ? (
          <MoveDialog
            open
            onOpenChange={(next) => !next && setDialog(null)}
            entries={dialog.entries}
            from={place.kind === 'folder' ? place.id : null}
            onMove={(target) => run('move', dialog.entries, target)}
          />
        ) : null}
        {dialog?.kind === 'delete' ? (
          <ConfirmDialog
            open
            onOpenChange={(next) => !next && setDialog(null)}
            title={`Move ${itemsWord(dialog.entries)} to the bin?`}
            description="You can restore them from the bin until it is emptied."
            confirmLabel="Move to bin"
            variant="danger"
            onConfirm={() => run('delete', dialog.entries)}
          />
        ) : null}
        {dialog?.kind === 'empty-bin' ? (
          <ConfirmDialog
            open
            onOpenChange={(next) => !next && setDialog(null)}
            title="Empty the bin for good?"
            description={`The ${entries.length === 1 ? 'item' : `${entries.length} items`} in the bin, and everything in its folders, will be deleted for good and their space freed. This cannot be undone.`}
            confirmLabel="Delete for good"
            variant="danger"
            requireDoubleConfirm
            doubleConfirmLabel="I understand these files cannot be recovered"
            onConfirm={emptyBin}
          />
        ) : null}
      </Suspense>
    </section>
  );
}

const EMPTY: Record<VaultPlace['kind'], { title: string; description: string }> = {
  root: { title: 'Your vault is empty', description: 'Upload files or drop them here, or make a folder.' },
  folder: { title: 'This folder is empty', description: 'Upload files or drop them here, or make a folder.' },
  favourites: { title: 'No favourites yet', description: 'Select files or folders and choose Favourite.' },
  archived: { title: 'Nothing archived', description: 'Archived files and folders wait here until you unarchive them.' },
  bin: { title: 'The bin is empty', description: 'Deleted files and folders stay here until you restore them or empty the bin.' },
};
