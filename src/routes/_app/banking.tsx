import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { banking } from '@/api/clients';
import type { BankingSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { Badge } from '@/components/ui/badge';
import { ListTable, type ListColumn } from '@/components/list/list-table';
import { formatMoney } from '@/lib/money';
import { humanise } from '@/lib/text';
import { ensureQueryData } from '@/lib/prefetch';

const personalAccountsQuery = () => banking.$api.queryOptions('get', '/personal_bank_accounts/');
const bankAccountsQuery = () => banking.$api.queryOptions('get', '/bank_accounts/');

type Account = BankingSchemas['PersonalBankAccount'] | BankingSchemas['BankAccount'];

const STATUS_VARIANT = { active: 'success', frozen: 'warning', closed: 'neutral' } as const;

function accountColumns<T extends Account>(): ListColumn<T>[] {
  return [
    { id: 'name', header: 'Account name', cell: (row) => row.account_name },
    { id: 'number', header: 'Account number', cell: (row) => <span className="font-mono">{row.account_number}</span> },
    { id: 'bank', header: 'Bank', cell: (row) => row.bank_name },
    { id: 'status', header: 'Status', cell: (row) => <Badge variant={STATUS_VARIANT[row.status]}>{humanise(row.status)}</Badge> },
    { id: 'balance', header: 'Available balance', align: 'right', cell: (row) => formatMoney(row.available_balance, row.currency) },
  ];
}

export const Route = createFileRoute('/_app/banking')({
  loader: ({ context }) =>
    Promise.all([
      ensureQueryData(context.queryClient, personalAccountsQuery()),
      ensureQueryData(context.queryClient, bankAccountsQuery()),
    ]),
  component: BankingPage,
});

function BankingPage() {
  const { data: personal } = useSuspenseQuery(personalAccountsQuery());
  const { data: accounts } = useSuspenseQuery(bankAccountsQuery());
  return (
    <PageLayout title="Banking" description="Your naira and dollar accounts.">
      <section aria-labelledby="personal-accounts" className="flex flex-col gap-3">
        <h2 id="personal-accounts" className="text-lg font-semibold">
          Personal accounts
        </h2>
        <ListTable
          caption="Personal accounts"
          rows={personal}
          columns={accountColumns<BankingSchemas['PersonalBankAccount']>()}
          getRowId={(row) => String(row.id)}
          emptyTitle="No personal accounts yet"
          emptyDescription="Verify your identity to open a naira or dollar account."
        />
      </section>
      <section aria-labelledby="bank-accounts" className="flex flex-col gap-3">
        <h2 id="bank-accounts" className="text-lg font-semibold">
          Business and US accounts
        </h2>
        <ListTable
          caption="Business and US accounts"
          rows={accounts}
          columns={[
            ...accountColumns<BankingSchemas['BankAccount']>(),
            { id: 'category', header: 'For', cell: (row) => row.business_name ?? humanise(row.account_category) },
          ]}
          getRowId={(row) => String(row.id)}
          emptyTitle="No business or US accounts yet"
          emptyDescription="Approved business applications and US accounts appear here."
        />
      </section>
    </PageLayout>
  );
}
