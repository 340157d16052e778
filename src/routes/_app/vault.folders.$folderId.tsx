import { createFileRoute, notFound } from '@tanstack/react-router';
import { folderQuery, parseVaultSearch, type VaultSearch } from '@/features/vault';
import { VaultBrowser } from '@/features/vault/browser/vault-browser';
import { prefetch } from '@/lib/prefetch';

/** One folder of the vault: `/vault/folders/12?q=&sort=&tag=`; an id that is not a positive whole number is not found. */
export const Route = createFileRoute('/_app/vault/folders/$folderId')({
  validateSearch: parseVaultSearch,
  params: {
    parse: ({ folderId }) => {
      if (!/^[1-9]\d{0,9}$/.test(folderId)) throw notFound();
      return { folderId };
    },
  },
  loader: ({ context, params }) => prefetch(context.queryClient, folderQuery(Number(params.folderId))),
  component: VaultFolder,
});

function VaultFolder() {
  const { folderId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (patch: Partial<VaultSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  return (
    <VaultBrowser
      key={folderId}
      place={{ kind: 'folder', id: Number(folderId) }}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
