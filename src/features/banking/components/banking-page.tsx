import { useQuery } from '@tanstack/react-query';
import type { BankingSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, tableStateOf, type ListColumn } from '@/components/list/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatMoney } from '@/lib/money';
import { humanise } from '@/lib/text';
import { bankAccountsQuery, personalAccountsQuery } from '../api/banking.queries';

type Account = BankingSchemas['PersonalBankAccount'] | BankingSchemas['BankAccount'];

function accountColumns<T extends Account>(): ListColumn<T>[] {
  return [
    { id: 'name', header: 'Account name', cell: (row) => row.account_name },
    { id: 'number', header: 'Account number', cell: (row) => <span className="font-mono">{row.account_number}</span> },
    { id: 'bank', header: 'Bank', cell: (row) => row.bank_name },
    { id: 'status', header: 'Status', cell: (row) => <StatusBadge kind="bankAccount" status={row.status} /> },
    {
      id: 'balance',
      header: 'Available balance',
      align: 'right',
      cell: (row) => formatMoney(row.available_balance, row.currency),
    },
  ];
}

const PERSONAL_COLUMNS = accountColumns<BankingSchemas['PersonalBankAccount']>();
const ACCOUNT_COLUMNS: ListColumn<BankingSchemas['BankAccount']>[] = [
  ...accountColumns<BankingSchemas['BankAccount']>(),
  { id: 'category', header: 'For', cell: (row) => row.business_name ?? humanise(row.account_category) },
];

/** The banking page (built out in a later issue): the member's naira and dollar accounts. */
export function BankingPage() {
  const personal = useQuery(personalAccountsQuery());
  const accounts = useQuery(bankAccountsQuery());
  return (
    <PageLayout title="Banking" description="Your naira and dollar accounts.">
      <section aria-labelledby="personal-accounts" className="flex flex-col gap-3">
        <h2 id="personal-accounts" className="text-lg font-semibold">
          Personal accounts
        </h2>
        <ListTable
          caption="Personal accounts"
          rows={personal.data}
          {...tableStateOf(personal)}
          columns={PERSONAL_COLUMNS}
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
          rows={accounts.data}
          {...tableStateOf(accounts)}
          columns={ACCOUNT_COLUMNS}
          getRowId={(row) => String(row.id)}
          emptyTitle="No business or US accounts yet"
          emptyDescription="Approved business applications and US accounts appear here."
        />
      </section>
    </PageLayout>
  );
}
