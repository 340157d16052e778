import { Link } from '@tanstack/react-router';
import { formatMoney } from '@/lib/money';
import type { BankAccount, PersonalAccount } from '../../api/banking.queries';
import { maskAccountNumber, maskedLabel } from '../../utils/mask';
import { accountTypeLabel, entryOf, type AccountKind } from '../../utils/accounts';
import type { AccountRef, PaymentRoute } from '../state';
import { ROUTE_LABELS, sourceOf, type TransferSource } from '../utils/source';

export interface FromOption {
  kind: AccountKind;
  account: PersonalAccount | BankAccount;
}

/** Why money cannot leave this account now (null: it can). */
export function unavailableReason(account: PersonalAccount | BankAccount): string | null {
  if (account.status !== 'active') return `This account is ${account.status}.`;
  if (!account.has_pin) return 'Set a transaction PIN on this account first.';
  return null;
}

const optionClasses =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

export interface FromStepProps {
  options: FromOption[];
  selected: AccountRef | null;
  route: PaymentRoute | null;
  source: TransferSource | null;
  onAccount: (account: AccountRef, route: PaymentRoute) => void;
  onRoute: (route: PaymentRoute) => void;
  error: string | null;
}

/** Step 1: the account money leaves and the route it takes (NIP or intra-bank; ACH or wire). */
export function FromStep({ options, selected, route, source, onAccount, onRoute, error }: FromStepProps) {
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'from-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">Account to send from</legend>
        {options.map(({ kind, account }) => {
          const reason = unavailableReason(account);
          const id = `from-${kind}-${account.id}`;
          const checked = selected?.kind === kind && selected.id === account.id;
          return (
            <label key={id} htmlFor={id} className={optionClasses}>
              <input
                id={id}
                type="radio"
                name="from-account"
                className="mt-1 size-5 shrink-0 accent-primary"
                checked={checked}
                disabled={reason !== null}
                onChange={() => onAccount({ kind, id: account.id }, sourceOf(kind, account).routes[0]!)}
              />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="font-medium break-words">
                  {'business_name' in account && account.business_name ? account.business_name : account.account_name}
                </span>
                <span className="text-sm text-muted-foreground">
                  {accountTypeLabel(entryOf(kind, account))} ·{' '}
                  <span className="whitespace-nowrap" aria-label={maskedLabel(account.account_number)}>
                    {maskAccountNumber(account.account_number)}
                  </span>
                </span>
                <span className="text-sm tabular-nums">Available {formatMoney(account.available_balance, account.currency)}</span>
                {reason ? (
                  <span className="text-sm text-destructive">
                    {reason}{' '}
                    {!account.has_pin ? (
                      <Link
                        to="/banking/accounts/$kind/$accountId"
                        params={{ kind, accountId: String(account.id) }}
                        hash="set-pin"
                        className="inline-flex min-h-11 items-center underline"
                      >
                        Set a PIN
                      </Link>
                    ) : null}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
        {error ? (
          <p id="from-error" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </fieldset>
      {source && source.routes.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">How to send</legend>
          {source.routes.map((r) => (
            <div key={r} className={optionClasses}>
              <input
                id={`route-${r}`}
                type="radio"
                name="payment-route"
                className="mt-1 size-5 shrink-0 accent-primary"
                checked={route === r}
                aria-describedby={`route-${r}-detail`}
                onChange={() => onRoute(r)}
              />
              <span className="flex flex-col gap-0.5">
                <label htmlFor={`route-${r}`} className="font-medium">
                  {ROUTE_LABELS[r].title}
                </label>
                <span id={`route-${r}-detail`} className="text-sm text-muted-foreground">
                  {r === 'intra' ? `To another ${source.entry.account.bank_name} account. Free.` : ROUTE_LABELS[r].detail}
                </span>
              </span>
            </div>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
