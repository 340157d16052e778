import { Suspense, lazy, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight, FolderPlus, LayoutGrid, List, Tag, Upload } from 'lucide-react';
import { SearchBox } from '@/components/list/search-box';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithPreload } from '@/lib/lazy';
import { storageQuery, vaultTagsQuery } from '../api/vault.queries';
import type { BulkAction } from './actions';
import type { Entry, VaultFile } from './entries';
import type { Layout } from './item-list';
import type { BrowserDialog } from './browser-dialogs';
import type { VaultPlace, VaultSearch, VaultSort } from './search';
import { usePlace } from './use-place';

// A place's items (sorting, the selection, the list) load while its answer is on its way: the
// skeleton shows until both are in. Fetched as soon as the browser's own code runs.
const PlaceItems = lazyWithPreload(() => import('./place-items').then((m) => m.PlaceItems));
void PlaceItems.preload().catch(() => undefined);
const BrowserDialogs = lazy(() => import('./browser-dialogs').then((m) => ({ default: m.BrowserDialogs })));

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

type Dialog = BrowserDialog | null;

/** Opens a file's detail (the vault state, loaded with the first file opened: the detail modal needs it then). */
function openFileDetail(file: VaultFile, siblings: readonly VaultFile[]) {
  void import('../state/vault-state').then((state) => state.openFileDetail(file, siblings));
}

/**
 * The vault browser at one place (root, a folder, favourites, the archive or the bin): folders
 * first, then files, as a list or a grid (remembered), searched, sorted and tag-filtered from the
 * URL; a selection with its actions; uploads by button or by dropping files anywhere on it.
 */
export function VaultBrowser({ place, search, onSearchChange, onOpenFile = openFileDetail }: VaultBrowserProps) {
  const contents = usePlace(place);
  const queryClient = useQueryClient();
  const storage = useQuery(storageQuery());
  const tags = useQuery({ ...vaultTagsQuery(), enabled: place.kind !== 'bin' });
  const [layout, setLayout] = useState<Layout>(readLayout);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const count = contents.folders.length + contents.files.length;

  const canAdd = contents.target !== undefined;
  const inBin = place.kind === 'bin';

  function chooseLayout(next: Layout) {
    setLayout(next);
    try {
      localStorage.setItem(LAYOUT_KEY, next);
    } catch {
      /* private mode: the choice lasts the visit */
    }
  }

  function upload(list: FileList | File[] | null) {
    const picked = list ? [...list] : [];
    if (!canAdd || picked.length === 0) return;
    const free = storage.data ? storage.data.limit_bytes - storage.data.used_bytes : null;
    const start = { files: picked, folder: contents.target ?? null, freeBytes: free, queryClient };
    void import('../upload/begin-uploads').then((uploads) => uploads.beginUploads(start));
  }

  async function run(action: BulkAction, list: readonly Entry[], target?: number | null) {
    setBusy(true);
    try {
      // Items that leave the place leave the selection with it (keepShown).
      const { runBulkAction } = await import('./actions');
      const result = await runBulkAction(queryClient, action, list, target);
      return result.failed.map((f) => f.entry);
    } finally {
      setBusy(false);
    }
  }

  async function emptyBin() {
    const actions = await import('./actions');
    await actions.emptyBin(queryClient);
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

  const headingId = 'vault-place-title';
  let body: ReactNode;
  const skeleton = (
    <div aria-label="Loading" className="flex flex-col gap-2">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
  if (contents.state === 'loading') {
    body = skeleton;
  } else if (contents.state === 'error') {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border p-4">
        <p className="text-sm text-destructive [overflow-wrap:anywhere]">{contents.error}</p>
        <Button variant="outlined" onClick={contents.retry}>
          Retry
        </Button>
      </div>
    );
  } else {
    body = (
      <Suspense fallback={skeleton}>
        <PlaceItems
          place={place}
          title={contents.title}
          folders={contents.folders}
          files={contents.files}
          search={search}
          layout={layout}
          busy={busy}
          run={run}
          onDialog={setDialog}
          onOpenFile={onOpenFile}
        />
      </Suspense>
    );
  }

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
        {inBin && contents.state === 'ready' && count > 0 ? (
          <Button variant="danger" onClick={() => setDialog({ kind: 'empty-bin' })}>
            Empty bin
          </Button>
        ) : null}
      </div>

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

      {dialog ? (
        <Suspense fallback={null}>
          <BrowserDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            place={place}
            target={contents.target ?? null}
            count={count}
            run={run}
            emptyBin={emptyBin}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
