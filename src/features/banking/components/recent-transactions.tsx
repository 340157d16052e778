import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { BankingSchemas } from '@/api/types';
import { QueryContent } from '@/components/record/query-content';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { businessTransactionsQuery, personalTransactionsQuery, usTransactionsQuery } from '../api/banking.queries';
import { currencySegment, type AccountEntry } from '../utils/accounts';
import { TRANSFER_STATUS } from '@/lib/statuses/banking';

type Page = BankingSchemas['PaginatedTransactionList'];

/** The first page of the account's transactions: each kind of account has its own call. */
function useTransactions(entry: AccountEntry): UseQueryResult<Page, unknown> {
  const personal = entry.kind === 'personal';
  const business = !personal && entry.category === 'business';
  const a = useQuery({ ...personalTransactionsQuery(entry.account.id), enabled: personal });
  const b = useQuery({ ...businessTransactionsQuery(currencySegment(entry.account.currency)), enabled: business });
  const c = useQuery({ ...usTransactionsQuery(entry.account.id), enabled: !personal && !business });
  return personal ? a : business ? b : c;
}

/** The first page of the account's transactions, newest first (issue 16 builds the full list). */
export function RecentTransactions({ entry }: { entry: AccountEntry }) {
  const query = useTransactions(entry);
  const params = { kind: entry.kind, accountId: String(entry.account.id) };
  return (
    <>
      <QueryContent query={query} label="recent transactions">
        {(page) =>
          page.results.length === 0 ? (
            <p className="text-sm text-muted-foreground">No transactions yet.</p>
          ) : (
            <ul className="flex flex-col divide-y" aria-label="Recent transactions">
              {page.results.map((t) => (
                <li key={t.id} className="flex items-start justify-between gap-3 py-3">
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-medium break-words">{t.counterparty_name || t.narration || t.reference}</span>
                    {t.narration && t.counterparty_name ? (
                      <span className="text-sm break-words text-muted-foreground">{t.narration}</span>
                    ) : null}
                    <span className="text-xs text-muted-foreground">{formatDateTime(t.created_at)}</span>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span
                      className={
                        t.type === 'credit'
                          ? 'font-semibold text-success-soft-foreground tabular-nums'
                          : 'font-semibold tabular-nums'
                      }
                    >
                      {t.type === 'credit' ? '+' : '−'}
                      {formatMoney(t.amount, t.currency)}
                    </span>
                    {t.status === 'successful' ? null : <StatusBadge vocabulary={TRANSFER_STATUS} status={t.status} />}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
      {/* Issue 16: the full list and the statement. */}
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link
          to="/banking/accounts/$kind/$accountId/transactions"
          params={params}
          className="inline-flex min-h-11 items-center font-medium underline sm:min-h-0"
        >
          All transactions
        </Link>
        <Link
          to="/banking/accounts/$kind/$accountId/statement"
          params={params}
          className="inline-flex min-h-11 items-center font-medium underline sm:min-h-0"
        >
          Statement
        </Link>
      </p>
    </>
  );
}
