import { createFileRoute } from '@tanstack/react-router';
import { favouriteFilesQuery, favouriteFoldersQuery, vaultSearchSchema, type VaultSearch } from '@/features/vault';
import { VaultBrowser } from '@/features/vault/lazy';
import { prefetch } from '@/lib/prefetch';

/** Starred files and folders: `/vault/favourites?q=&sort=&tag=`. */
export const Route = createFileRoute('/_app/vault/favourites')({
  validateSearch: vaultSearchSchema,
  loader: ({ context }) => {
    prefetch(context.queryClient, favouriteFilesQuery());
    prefetch(context.queryClient, favouriteFoldersQuery());
  },
  component: VaultFavourites,
});

function VaultFavourites() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (patch: Partial<VaultSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  return <VaultBrowser place={{ kind: 'favourites' }} search={search} onSearchChange={onSearchChange} />;
}
