import { createFileRoute } from '@tanstack/react-router';
import { archivedQuery, vaultSearchSchema, type VaultSearch } from '@/features/vault';
import { VaultBrowser } from '@/features/vault/lazy';
import { prefetch } from '@/lib/prefetch';

/** Archived files and folders: `/vault/archived?q=&sort=&tag=`. */
export const Route = createFileRoute('/_app/vault/archived')({
  validateSearch: vaultSearchSchema,
  loader: ({ context }) => {
    prefetch(context.queryClient, archivedQuery());
  },
  component: VaultArchived,
});

function VaultArchived() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (patch: Partial<VaultSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  return <VaultBrowser place={{ kind: 'archived' }} search={search} onSearchChange={onSearchChange} />;
}
