import { useQuery } from '@tanstack/react-query';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, tableStateOf } from '@/components/list/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/dates';
import { rootFilesQuery, rootFoldersQuery } from '../api/vault.queries';
// Issue 17 (detail side): a file's name opens the detail modal; the host shows it. The browser
// replaces this page; its onOpenFile(file, siblings) calls openFileDetail the same way.
import { FileDetailHost } from '../detail/file-detail-host';
import { openFileDetail } from '../state/vault-state';

/** The vault page (built out in a later issue): the root folders and files. */
export function VaultPage() {
  const folders = useQuery(rootFoldersQuery());
  const files = useQuery(rootFilesQuery());
  return (
    <PageLayout title="Vault" description="Your files and folders, kept safe and shared on your terms.">
      <section aria-labelledby="vault-folders" className="flex flex-col gap-3">
        <h2 id="vault-folders" className="text-lg font-semibold">
          Folders
        </h2>
        <ListTable
          caption="Folders"
          rows={folders.data}
          {...tableStateOf(folders)}
          columns={[
            { id: 'name', header: 'Name', cell: (row) => row.name },
            { id: 'files', header: 'Files', align: 'right', card: 'hidden', cell: (row) => row.files_count },
            { id: 'folders', header: 'Folders', align: 'right', card: 'hidden', cell: (row) => row.folders_count },
            { id: 'updated', header: 'Updated', cell: (row) => formatDate(row.updated_at) },
          ]}
          getRowId={(row) => String(row.id)}
          emptyTitle="No folders yet"
        />
      </section>
      <section aria-labelledby="vault-files" className="flex flex-col gap-3">
        <h2 id="vault-files" className="text-lg font-semibold">
          Files
        </h2>
        <ListTable
          caption="Files"
          rows={files.data}
          {...tableStateOf(files)}
          columns={[
            {
              id: 'name',
              header: 'Name',
              cell: (row) => (
                <button
                  type="button"
                  className="min-h-11 text-left font-medium [overflow-wrap:anywhere] text-primary underline-offset-2 hover:underline sm:min-h-0"
                  onClick={() => openFileDetail(row, files.data)}
                >
                  {row.name}
                </button>
              ),
            },
            {
              id: 'size',
              header: 'Size',
              align: 'right',
              card: 'subtitle',
              cell: (row) => `${row.file_size} ${row.file_size_unit}`,
            },
            {
              id: 'access',
              header: 'Access',
              card: 'status',
              cell: (row) => <StatusBadge kind="access" status={row.access} />,
            },
            { id: 'updated', header: 'Updated', cell: (row) => formatDate(row.updated_at) },
          ]}
          getRowId={(row) => String(row.id)}
          emptyTitle="No files yet"
          emptyDescription="Files you upload to the vault appear here."
        />
      </section>
      <FileDetailHost />
    </PageLayout>
  );
}
