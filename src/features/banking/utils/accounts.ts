/**
 * The two account lists of the contract (personal accounts, and the bank accounts service's
 * business and US accounts) as one list for the screens: grouped by country and type, each with
 * where its PIN and transactions live.
 */
import type { BankAccount, BusinessCurrency, PersonalAccount } from '../api/banking.queries';
import type { PinTarget } from '../api/pins';

/** `personal`: /personal_bank_accounts/{id}/; `bank`: /bank_accounts/{id}/ (the URL's `$kind`). */
export type AccountKind = 'personal' | 'bank';

export interface AccountEntry {
  kind: AccountKind;
  account: PersonalAccount | BankAccount;
  category: 'personal' | 'business';
}

export interface AccountGroup {
  key: string;
  title: string;
  entries: AccountEntry[];
}

export const entryOf = (kind: AccountKind, account: PersonalAccount | BankAccount): AccountEntry => ({
  kind,
  account,
  category: 'account_category' in account ? account.account_category : 'personal',
});

const ORDER = [
  { currency: 'NGN', category: 'personal', title: 'Nigeria · personal (naira)' },
  { currency: 'NGN', category: 'business', title: 'Nigeria · business (naira)' },
  { currency: 'USD', category: 'personal', title: 'United States · personal (dollar)' },
  { currency: 'USD', category: 'business', title: 'United States · business (dollar)' },
] as const;

/** The accounts grouped by country and type, in a fixed order; empty groups are left out. */
export function groupAccounts(personal: readonly PersonalAccount[], bank: readonly BankAccount[]): AccountGroup[] {
  const entries = [...personal.map((a) => entryOf('personal', a)), ...bank.map((a) => entryOf('bank', a))];
  return ORDER.map(({ currency, category, title }) => ({
    key: `${currency}-${category}`,
    title,
    entries: entries.filter((e) => e.account.currency === currency && e.category === category),
  })).filter((group) => group.entries.length > 0);
}

export const currencySegment = (currency: 'NGN' | 'USD'): BusinessCurrency => (currency === 'NGN' ? 'ngn' : 'usd');

/**
 * Where the account's PIN is set and checked: a personal account by its id, a business account by
 * its currency. A US personal account of the bank accounts service has no PIN call in the contract.
 */
export function pinTargetOf(entry: AccountEntry): PinTarget | null {
  if (entry.kind === 'personal') return { kind: 'personal', id: entry.account.id };
  if (entry.category === 'business') return { kind: 'business', currency: currencySegment(entry.account.currency) };
  return null;
}

/** 'Naira savings account', 'Dollar checking account', for headings and share texts. */
export function accountTypeLabel(entry: AccountEntry): string {
  const money = entry.account.currency === 'NGN' ? 'Naira' : 'Dollar';
  const kind = 'account_type' in entry.account ? entry.account.account_type : null;
  const who = entry.category === 'business' ? 'business' : 'personal';
  return kind ? `${money} ${who} ${kind} account` : `${money} ${who} account`;
}

/** The details someone needs to pay into the account, as one message (WhatsApp, share sheet). */
export function shareText(entry: AccountEntry): string {
  const { account } = entry;
  const lines = [
    `Account name: ${account.account_name}`,
    `Account number: ${account.account_number}`,
    `Bank: ${account.bank_name}`,
  ];
  if (account.routing_number) lines.push(`Routing number (ABA): ${account.routing_number}`);
  return lines.join('\n');
}

export const whatsAppShareLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
