import { useMemo, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { ArrowLeft, Send } from 'lucide-react';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, tableStateOf, type ListColumn } from '@/components/list/list-table';
import { SearchBox } from '@/components/list/search-box';
import { QueryContent } from '@/components/record/query-content';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDate } from '@/lib/dates';
import { bankAccountsQuery, personalAccountsQuery } from '../../api/banking.queries';
import { accountTypeLabel, groupAccounts, type AccountEntry } from '../../utils/accounts';
import { maskAccountNumber } from '../../utils/mask';
import {
  beneficiarySourceOf,
  searchBeneficiaries,
  transferHref,
  useBeneficiaries,
  type Beneficiary,
} from '../beneficiaries.queries';
import type { BeneficiariesSearch, BeneficiariesSearchPatch } from '../search';

export interface BeneficiariesPageProps {
  search: BeneficiariesSearch;
  onSearchChange: (patch: BeneficiariesSearchPatch) => void;
}

const keyOf = (entry: AccountEntry) => `${entry.kind}:${entry.account.id}`;

/** Saved beneficiaries of one account at a time, searched in the browser, each with Send. */
export function BeneficiariesPage({ search, onSearchChange }: BeneficiariesPageProps) {
  const personal = useQuery(personalAccountsQuery());
  const bank = useQuery(bankAccountsQuery());
  return (
    <PageLayout
      title="Beneficiaries"
      description="People and businesses you have sent money to, most recent first."
      actions={
        <Link to="/banking" className={buttonVariants({ variant: 'outlined' })}>
          <ArrowLeft aria-hidden />
          All accounts
        </Link>
      }
    >
      <QueryContent query={personal} label="your accounts">
        {(personalAccounts) => (
          <QueryContent query={bank} label="your accounts">
            {(bankAccounts) => {
              const entries = groupAccounts(personalAccounts, bankAccounts).flatMap((g) => g.entries);
              return entries.length === 0 ? (
                <EmptyState title="No account yet" description="Open an account to send money and save beneficiaries." />
              ) : (
                <AccountBeneficiaries
                  entries={entries}
                  entry={entries.find((e) => keyOf(e) === search.account) ?? entries[0]!}
                  search={search}
                  onSearchChange={onSearchChange}
                />
              );
            }}
          </QueryContent>
        )}
      </QueryContent>
    </PageLayout>
  );
}

function AccountBeneficiaries({
  entries,
  entry,
  search,
  onSearchChange,
}: {
  entries: AccountEntry[];
  entry: AccountEntry;
  search: BeneficiariesSearch;
  onSearchChange: (patch: BeneficiariesSearchPatch) => void;
}) {
  const query = useBeneficiaries(beneficiarySourceOf(entry));
  const router = useRouter();
  const rows = useMemo(
    () => (query.data ? searchBeneficiaries(query.data, search.search) : undefined),
    [query.data, search.search],
  );

  const columns = useMemo<ListColumn<Beneficiary>[]>(() => {
    const go = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      router.history.push(href);
    };
    return [
      { id: 'name', header: 'Name', cell: (b) => b.name, card: 'title' },
      {
        id: 'account',
        header: 'Account',
        cell: (b) =>
          [b.account_number, b.bank_name, b.routing_number ? `Routing ${b.routing_number}` : ''].filter(Boolean).join(' · '),
      },
      { id: 'saved', header: 'Saved', cell: (b) => formatDate(b.created_at) },
      {
        id: 'send',
        header: 'Send',
        align: 'right',
        card: 'amount',
        cell: (b) => {
          const href = transferHref(entry, b);
          return (
            <a
              href={href}
              onClick={(event) => go(event, href)}
              className={buttonVariants({ variant: 'outlined', size: 'sm' })}
              aria-label={`Send money to ${b.name}`}
            >
              <Send aria-hidden />
              Send
            </a>
          );
        },
      },
    ];
  }, [entry, router]);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <NativeSelect label="Account" value={keyOf(entry)} onChange={(e) => onSearchChange({ account: e.target.value })}>
          {entries.map((e) => (
            <option key={keyOf(e)} value={keyOf(e)}>
              {accountTypeLabel(e)} · {maskAccountNumber(e.account.account_number)}
            </option>
          ))}
        </NativeSelect>
        <SearchBox
          label="Search beneficiaries"
          placeholder="Name, account number or bank"
          value={search.search}
          onChange={(value) => onSearchChange({ search: value })}
        />
      </div>
      {search.search && rows ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {rows.length} of {query.data?.length ?? 0} beneficiaries match
        </p>
      ) : null}
      <ListTable
        caption={`Beneficiaries of the ${accountTypeLabel(entry).toLowerCase()}`}
        rows={rows}
        columns={columns}
        emptyTitle={search.search ? 'No beneficiary matches' : 'No saved beneficiaries yet'}
        emptyDescription={
          search.search ? 'Try another name, number or bank.' : 'Beneficiaries you save when sending money show here.'
        }
        getRowId={(b) => String(b.id)}
        {...tableStateOf(query)}
      />
    </div>
  );
}
