import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatMoney } from '@/lib/money';
import type { AccountEntry } from '../utils/accounts';
import { accountTypeLabel } from '../utils/accounts';
import { maskAccountNumber, maskedLabel } from '../utils/mask';
import { CopyButton } from './copy-button';
import { BANK_ACCOUNT_STATUS } from '@/lib/statuses/banking';

/** One account on the banking home: balances, the masked number with copy, the bank, the status. */
export function AccountCard({ entry }: { entry: AccountEntry }) {
  const { account } = entry;
  const title = 'business_name' in account && account.business_name ? account.business_name : account.account_name;
  return (
    <Card className="gap-3" data-testid="account-card">
      <CardHeader>
        <CardTitle level={3} className="break-words">
          {title}
        </CardTitle>
        <CardDescription>{accountTypeLabel(entry)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge vocabulary={BANK_ACCOUNT_STATUS} status={account.status} />
          {account.has_pin ? null : (
            <span className="rounded-md bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning-soft-foreground">
              No PIN yet
            </span>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Available</dt>
          <dd className="text-right text-lg font-semibold tabular-nums">
            {formatMoney(account.available_balance, account.currency)}
          </dd>
          <dt className="text-muted-foreground">Ledger balance</dt>
          <dd className="text-right tabular-nums">{formatMoney(account.balance, account.currency)}</dd>
          <dt className="text-muted-foreground">Bank</dt>
          <dd className="text-right break-words">{account.bank_name}</dd>
          <dt className="text-muted-foreground">Account number</dt>
          <dd className="text-right font-mono" aria-label={`Account number ${maskedLabel(account.account_number)}`}>
            {maskAccountNumber(account.account_number)}
          </dd>
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap justify-between">
        <CopyButton value={account.account_number} what="account number" />
        <Link
          to="/banking/accounts/$kind/$accountId"
          params={{ kind: entry.kind, accountId: String(account.id) }}
          className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          aria-label={`Open ${title}, ${accountTypeLabel(entry)}`}
        >
          Open account
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </CardFooter>
    </Card>
  );
}
