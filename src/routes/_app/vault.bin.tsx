import { createFileRoute } from '@tanstack/react-router';
import { binQuery, vaultSearchSchema, type VaultSearch } from '@/features/vault';
import { VaultBrowser } from '@/features/vault/lazy';
import { prefetch } from '@/lib/prefetch';

/** The bin: deleted files and folders until restored or emptied: `/vault/bin?q=&sort=&tag=`. */
export const Route = createFileRoute('/_app/vault/bin')({
  validateSearch: vaultSearchSchema,
  loader: ({ context }) => {
    prefetch(context.queryClient, binQuery());
  },
  component: VaultBin,
});

function VaultBin() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (patch: Partial<VaultSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  return <VaultBrowser place={{ kind: 'bin' }} search={search} onSearchChange={onSearchChange} />;
}
