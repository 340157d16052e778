import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  archivedQuery,
  binQuery,
  favouriteFilesQuery,
  favouriteFoldersQuery,
  parseVaultSearch,
  type VaultSearch,
} from '@/features/vault';
import { VaultBrowser } from '@/features/vault/browser/vault-browser';
import { prefetch } from '@/lib/prefetch';

const VIEWS = ['favourites', 'archived', 'bin'] as const;
type View = (typeof VIEWS)[number];
const isView = (value: string): value is View => (VIEWS as readonly string[]).includes(value);

/** The vault's views: `/vault/favourites`, `/vault/archived`, `/vault/bin` (`?q=&sort=&tag=`); any other name is not found. */
export const Route = createFileRoute('/_app/vault/$view')({
  validateSearch: parseVaultSearch,
  params: {
    parse: ({ view }) => {
      if (!isView(view)) throw notFound();
      return { view };
    },
  },
  loader: ({ context, params: { view } }) => {
    if (view === 'favourites') {
      prefetch(context.queryClient, favouriteFoldersQuery());
      prefetch(context.queryClient, favouriteFilesQuery());
    } else if (view === 'archived') prefetch(context.queryClient, archivedQuery());
    else prefetch(context.queryClient, binQuery());
  },
  component: VaultView,
});

function VaultView() {
  const { view } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (patch: Partial<VaultSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  return <VaultBrowser key={view} place={{ kind: view }} search={search} onSearchChange={onSearchChange} />;
}
