import { createFileRoute } from '@tanstack/react-router';
import { rootFilesQuery, rootFoldersQuery } from '@/features/vault';
import { VaultPage } from '@/features/vault/lazy';
import { prefetch } from '@/lib/prefetch';

export const Route = createFileRoute('/_app/vault')({
  loader: ({ context }) => {
    prefetch(context.queryClient, rootFoldersQuery());
    prefetch(context.queryClient, rootFilesQuery());
  },
  component: VaultPage,
});
