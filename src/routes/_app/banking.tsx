import { createFileRoute } from '@tanstack/react-router';
import { bankAccountsQuery, personalAccountsQuery } from '@/features/banking';
import { BankingPage } from '@/features/banking/lazy';
import { prefetch } from '@/lib/prefetch';

export const Route = createFileRoute('/_app/banking')({
  loader: ({ context }) => {
    prefetch(context.queryClient, personalAccountsQuery());
    prefetch(context.queryClient, bankAccountsQuery());
  },
  component: BankingPage,
});
