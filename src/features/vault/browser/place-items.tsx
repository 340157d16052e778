import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/utils';
import { arrangeOnce, type Entry, type VaultFile, type VaultFolder } from './entries';
import { folderQuery } from '../api/vault.queries';
import type { BulkAction } from './actions';
import { ItemList, VIRTUAL_FROM, preloadVirtualRows, type Layout } from './item-list';
import type { VaultPlace, VaultSearch } from './search';
import { EMPTY_SELECTION, clickSelect, keepShown, selectAll, type Selection } from './selection';

/** A dialog the selection asks for (the browser shows it). */
export type ItemsDialog =
  { kind: 'rename'; entry: Entry } | { kind: 'move'; entries: Entry[] } | { kind: 'delete'; entries: Entry[] };

export interface PlaceItemsProps {
  place: VaultPlace;
  /** The place's name (the list's accessible name). */
  title: string;
  folders: readonly VaultFolder[];
  files: readonly VaultFile[];
  search: VaultSearch;
  layout: Layout;
  /** A bulk action is running (its buttons wait). */
  busy: boolean;
  /** Runs a bulk action; resolves with the entries it failed on. */
  run: (action: BulkAction, entries: readonly Entry[]) => Promise<Entry[]>;
  onDialog: (dialog: ItemsDialog) => void;
  onOpenFile: (file: VaultFile, siblings: readonly VaultFile[]) => void;
}

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

/** Whether a row is a folder holding enough items to be listed virtualised. */
const isLongFolder = (entry: Entry) =>
  entry.type === 'folder' && entry.folder.folders_count + entry.folder.files_count >= VIRTUAL_FROM;

const EMPTY: Record<VaultPlace['kind'], { title: string; description: string }> = {
  root: { title: 'Your vault is empty', description: 'Upload files or drop them here, or make a folder.' },
  folder: { title: 'This folder is empty', description: 'Upload files or drop them here, or make a folder.' },
  favourites: { title: 'No favourites yet', description: 'Select files or folders and choose Favourite.' },
  archived: { title: 'Nothing archived', description: 'Archived files and folders wait here until you unarchive them.' },
  bin: { title: 'The bin is empty', description: 'Deleted files and folders stay here until you restore them or empty the bin.' },
};

/**
 * A place's items once its answer is in (the browser shows its skeleton until then, and this
 * code loads meanwhile, not with the vault's first paint): folders first, then files, searched,
 * sorted and tag-filtered from the URL; the selection (click, Shift, Ctrl/Cmd, select all) with
 * its actions; the list or grid, or what an empty place holds.
 */
export function PlaceItems({ place, title, folders, files, search, layout, busy, run, onDialog, onOpenFile }: PlaceItemsProps) {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [rawSelection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const inBin = place.kind === 'bin';
  const inArchive = place.kind === 'archived';

  // Sorted once per answer and URL state, not on every render (a folder may hold thousands).
  const { q, sort, tag } = search;
  const entries = useMemo(() => arrangeOnce(folders, files, { q, sort, tag }), [folders, files, q, sort, tag]);
  // A long list (or a folder here that opens into one) fetches the virtualizer's code ahead of need.
  const long = useMemo(() => entries.length >= VIRTUAL_FROM || entries.some(isLongFolder), [entries]);
  useEffect(() => {
    if (long) preloadVirtualRows();
  }, [long]);
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

  function open(entry: Entry) {
    if (entry.type === 'folder') void navigate({ to: '/vault/folders/$folderId', params: { folderId: String(entry.id) } });
    else onOpenFile(entry.file, filesOf(entries));
  }

  /**
   * A folder's name under the pointer: its page and contents load ahead (as links do on hover, the
   * router's 'intent' preload), and its rows are arranged as it will open them (no search yet).
   */
  function intent(entry: Entry) {
    if (entry.type !== 'folder' || inBin) return;
    const id = entry.id;
    void router.preloadRoute({ to: '/vault/folders/$folderId', params: { folderId: String(id) } }).catch(() => undefined);
    void queryClient.query(folderQuery(id)).then(
      (folder) => arrangeOnce(folder.folders, folder.files, {}),
      () => undefined,
    );
  }

  if (entries.length === 0)
    return (
      <EmptyState
        level={3}
        title={search.q || search.tag ? 'Nothing matches' : EMPTY[place.kind].title}
        description={search.q || search.tag ? 'Try another name or tag.' : EMPTY[place.kind].description}
      />
    );

  const allStarred = chosen.length > 0 && chosen.every((e) => e.starred);
  const actions: { label: string; run: () => void; variant?: 'danger' }[] = inBin
    ? [{ label: 'Restore', run: () => void run('restore', chosen) }]
    : [
        ...(chosen.length === 1 && chosen[0]!.type === 'folder' && !inArchive
          ? [{ label: 'Open', run: () => open(chosen[0]!) }]
          : []),
        ...(chosen.length === 1 && !inArchive
          ? [{ label: 'Rename', run: () => onDialog({ kind: 'rename', entry: chosen[0]! }) }]
          : []),
        ...(inArchive
          ? [{ label: 'Unarchive', run: () => void run('unarchive', chosen) }]
          : [
              {
                label: allStarred ? 'Unfavourite' : 'Favourite',
                run: () => void run(allStarred ? 'unfavourite' : 'favourite', chosen),
              },
              { label: 'Move', run: () => onDialog({ kind: 'move', entries: chosen }) },
              { label: 'Duplicate', run: () => void run('duplicate', chosen) },
              { label: 'Archive', run: () => void run('archive', chosen) },
            ]),
        { label: 'Delete', variant: 'danger' as const, run: () => onDialog({ kind: 'delete', entries: chosen }) },
      ];
  const allChecked = chosen.length === entries.length;

  return (
    <>
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
      <ItemList
        entries={entries}
        layout={layout}
        label={title}
        selected={selection.keys}
        dateLabel={inBin ? 'Deleted' : 'Updated'}
        onSelect={(key, modifiers) => setSelection(clickSelect(selection, order(), key, modifiers))}
        onSelectAll={() => setSelection(selectAll(order()))}
        onOpen={open}
        onIntent={intent}
        canOpen={(entry) => !(inBin && entry.type === 'folder')}
        onDeleteKey={(active) => {
          // The selection, or the active item when nothing is selected; the bin deletes nothing.
          if (!inBin) onDialog({ kind: 'delete', entries: chosen.length ? chosen : [active] });
        }}
      />
    </>
  );
}
