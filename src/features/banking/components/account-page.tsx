import { lazy, Suspense, useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Gauge, MessageCircle, Share2 } from 'lucide-react';
import { PageLayout } from '@/components/layout/page-layout';
import { QueryContent } from '@/components/record/query-content';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatMoney } from '@/lib/money';
import { lazyWithPreload } from '@/lib/lazy';
import { humanise } from '@/lib/text';
import { bankAccountQuery, personalAccountQuery, type BankAccount, type PersonalAccount } from '../api/banking.queries';
import {
  accountTypeLabel,
  entryOf,
  pinTargetOf,
  shareText,
  whatsAppShareLink,
  type AccountEntry,
  type AccountKind,
} from '../utils/accounts';
import { CopyButton } from './copy-button';
import { RecentTransactions } from './recent-transactions';
import { BANK_ACCOUNT_STATUS } from '@/lib/statuses/banking';

// 'Check PIN' opens the PIN step (the PIN input and its attempts): loaded when the button is
// pointed at, focused or pressed, not with the page (issue 21's budget).
const PinCheckStep = lazyWithPreload(() => import('./pin-check-step').then((m) => m.PinCheckStep));
const preloadPinCheck = () => void PinCheckStep.preload().catch(() => undefined);

const SetPinDialog = lazy(() => import('./set-pin-dialog').then((m) => ({ default: m.SetPinDialog })));

export interface AccountPageProps {
  kind: AccountKind;
  id: number;
  /** `#set-pin`: open the set-PIN dialog (the locked-PIN link of PinCheckStep). */
  openSetPin?: boolean;
  /** Clears `#set-pin` when the dialog closes. */
  onSetPinClosed?: () => void;
}

function useAccount(kind: AccountKind, id: number): UseQueryResult<PersonalAccount | BankAccount, unknown> {
  const personal = useQuery({ ...personalAccountQuery(id), enabled: kind === 'personal' });
  const bank = useQuery({ ...bankAccountQuery(id), enabled: kind === 'bank' });
  return kind === 'personal' ? personal : bank;
}

/** One account: balances, the details to share, its PIN, its limits and recent transactions. */
export function AccountPage({ kind, id, openSetPin = false, onSetPinClosed }: AccountPageProps) {
  const query = useAccount(kind, id);
  const title = query.data
    ? 'business_name' in query.data && query.data.business_name
      ? query.data.business_name
      : query.data.account_name
    : 'Account';
  return (
    <PageLayout
      title={title}
      description={query.data ? accountTypeLabel(entryOf(kind, query.data)) : undefined}
      actions={
        <>
          <Link to="/banking" className={buttonVariants({ variant: 'outlined' })}>
            <ArrowLeft aria-hidden />
            All accounts
          </Link>
          <Link to="/banking/transfer" search={{ from: `${kind}:${id}` }} className={buttonVariants()}>
            Send money
          </Link>
        </>
      }
    >
      <QueryContent query={query} label="the account">
        {(account) => <AccountDetails entry={entryOf(kind, account)} openSetPin={openSetPin} onSetPinClosed={onSetPinClosed} />}
      </QueryContent>
    </PageLayout>
  );
}

function AccountDetails({
  entry,
  openSetPin,
  onSetPinClosed,
}: {
  entry: AccountEntry;
  openSetPin: boolean;
  onSetPinClosed?: (() => void) | undefined;
}) {
  const { account } = entry;
  const target = pinTargetOf(entry);
  const [pinOpen, setPinOpen] = useState(openSetPin && target !== null);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState(false);
  const text = shareText(entry);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const label = accountTypeLabel(entry).toLowerCase();

  const share = async () => {
    try {
      await navigator.share({ title: 'My account details', text });
    } catch {
      // Closing the share sheet is not a failure.
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card aria-labelledby="balances-title">
        <CardHeader>
          <CardTitle id="balances-title">Balances</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            <dt className="text-muted-foreground">Available</dt>
            <dd className="min-w-0 text-right text-xl font-semibold break-words tabular-nums sm:text-2xl">
              {formatMoney(account.available_balance, account.currency)}
            </dd>
            <dt className="text-muted-foreground">Ledger balance</dt>
            <dd className="text-right tabular-nums">{formatMoney(account.balance, account.currency)}</dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd className="text-right">
              <StatusBadge vocabulary={BANK_ACCOUNT_STATUS} status={account.status} />
            </dd>
          </dl>
        </CardContent>
      </Card>

      <Card aria-labelledby="share-title">
        <CardHeader>
          <CardTitle id="share-title">Details to share</CardTitle>
          <CardDescription>What someone needs to pay you.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Account name</dt>
            <dd className="text-right break-words">{account.account_name}</dd>
            <dt className="text-muted-foreground">Account number</dt>
            <dd className="text-right font-mono text-base" data-testid="full-account-number">
              {account.account_number}
            </dd>
            <dt className="text-muted-foreground">Bank</dt>
            <dd className="text-right break-words">{account.bank_name}</dd>
            {account.routing_number ? (
              <>
                <dt className="text-muted-foreground">Routing number</dt>
                <dd className="text-right font-mono">{account.routing_number}</dd>
              </>
            ) : null}
          </dl>
          <div className="grid gap-2 sm:grid-cols-2">
            <CopyButton value={account.account_number} what="account number" label="Copy account number" />
            <CopyButton value={text} what="account details" label="Copy account details" />
            <a
              href={whatsAppShareLink(text)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outlined', size: 'sm' })}
            >
              <MessageCircle aria-hidden />
              Send on WhatsApp
            </a>
            {canShare ? (
              <Button variant="outlined" size="sm" onClick={() => void share()}>
                <Share2 aria-hidden />
                Share…
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>

      <Card aria-labelledby="pin-title">
        <CardHeader>
          <CardTitle id="pin-title">Transaction PIN</CardTitle>
          <CardDescription>
            {target === null
              ? 'The bank offers no PIN for US personal accounts through Ledgerly, so transfers from this account are not available here. It receives money with the details above.'
              : account.has_pin
                ? 'Your PIN confirms every transfer from this account.'
                : 'Set a PIN before you send money from this account.'}
          </CardDescription>
        </CardHeader>
        {target ? (
          <CardContent className="flex flex-col gap-3">
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setPinOpen(true)}>{account.has_pin ? 'Change PIN' : 'Set PIN'}</Button>
              {account.has_pin ? (
                <Button
                  variant="outlined"
                  aria-expanded={checking}
                  onPointerEnter={preloadPinCheck}
                  onFocus={preloadPinCheck}
                  onClick={() => {
                    setChecking((open) => !open);
                    setChecked(false);
                  }}
                >
                  Check PIN
                </Button>
              ) : null}
            </div>
            {checking && account.has_pin ? (
              checked ? (
                <p role="status" className="text-sm font-medium text-success-soft-foreground">
                  That is your PIN.
                </p>
              ) : (
                <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
                  <PinCheckStep
                    target={target}
                    account={{ kind: entry.kind, id: account.id }}
                    onVerified={() => setChecked(true)}
                  />
                </Suspense>
              )
            ) : null}
            {pinOpen ? (
              <Suspense fallback={null}>
                <SetPinDialog
                  target={target}
                  accountLabel={label}
                  open={pinOpen}
                  onOpenChange={(open) => {
                    setPinOpen(open);
                    if (!open) {
                      setChecking(false);
                      onSetPinClosed?.();
                    }
                  }}
                />
              </Suspense>
            ) : null}
          </CardContent>
        ) : null}
      </Card>

      <Card aria-labelledby="limits-title">
        <CardHeader>
          <CardTitle id="limits-title">Limits</CardTitle>
          <CardDescription>Tier: {humanise(account.tier)}</CardDescription>
        </CardHeader>
        <CardContent>
          <Link to="/banking/limits" className={buttonVariants({ variant: 'outlined' })}>
            <Gauge aria-hidden />
            See and change limits
          </Link>
          <Link
            to="/banking/bulk-transfer"
            search={{ from: `${entry.kind}:${account.id}` }}
            className={buttonVariants({ variant: 'outlined' })}
          >
            Bulk transfer
          </Link>
        </CardContent>
      </Card>

      <Card aria-labelledby="transactions-title" className="lg:col-span-2">
        <CardHeader>
          <CardTitle id="transactions-title">Recent transactions</CardTitle>
        </CardHeader>
        <CardContent>
          <RecentTransactions entry={entry} />
        </CardContent>
      </Card>
    </div>
  );
}
