import { createFileRoute } from '@tanstack/react-router';
import { storageQuery } from '@/features/vault';
import { VaultLayout } from '@/features/vault/browser/vault-layout';
import { prefetch } from '@/lib/prefetch';

/** The vault's frame (storage, views, uploads tray) around its pages; the vault is the signed-in person's (D8). */
export const Route = createFileRoute('/_app/vault')({
  loader: ({ context }) => prefetch(context.queryClient, storageQuery()),
  component: VaultLayout,
});
