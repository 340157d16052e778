import { createFileRoute } from '@tanstack/react-router';
import { nextOfKinsQuery, vaultProfileQuery } from '@/features/vault';
import { NextOfKinPage } from '@/features/vault/next-of-kin/next-of-kin-page';
import { prefetch } from '@/lib/prefetch';

/** The vault's next of kin and profile (issue 17, item 8): every signed-in person's own (D8). */
export const Route = createFileRoute('/_app/vault_/next-of-kin')({
  loader: ({ context }) => {
    prefetch(context.queryClient, vaultProfileQuery());
    prefetch(context.queryClient, nextOfKinsQuery());
  },
  component: NextOfKinPage,
});
