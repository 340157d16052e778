import { createFileRoute } from '@tanstack/react-router';
import { bankAccountsQuery, kybsQuery, kycsQuery, personalAccountsQuery } from '@/features/banking';
import { BankingPage } from '@/features/banking/components/banking-page';
import { prefetch } from '@/lib/prefetch';

export const Route = createFileRoute('/_app/banking')({
  loader: ({ context }) => {
    prefetch(context.queryClient, personalAccountsQuery());
    prefetch(context.queryClient, bankAccountsQuery());
    prefetch(context.queryClient, kycsQuery());
    prefetch(context.queryClient, kybsQuery());
  },
  component: BankingPage,
});
