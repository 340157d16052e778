import { createFileRoute } from '@tanstack/react-router';
import { rootFilesQuery, rootFoldersQuery, parseVaultSearch, type VaultSearch } from '@/features/vault';
import { VaultBrowser } from '@/features/vault/browser/vault-browser';
import { prefetch } from '@/lib/prefetch';

/** The vault's root: `?q=&sort=&tag=` in the URL. */
export const Route = createFileRoute('/_app/vault/')({
  validateSearch: parseVaultSearch,
  loader: ({ context }) => {
    prefetch(context.queryClient, rootFoldersQuery());
    prefetch(context.queryClient, rootFilesQuery());
  },
  component: VaultRoot,
});

function VaultRoot() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (patch: Partial<VaultSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  return <VaultBrowser place={{ kind: 'root' }} search={search} onSearchChange={onSearchChange} />;
}
