/**
 * Statements and transaction lists, read from the ledger. Days are the account's (Africa/Lagos for
 * NGN, America/New_York for USD). A statement's opening balance is the balance before its first
 * transaction, so opening + credits - debits (fees included) = closing, exactly.
 */
import { paginate } from '../../table';
import { badRequest } from '../../types';
import { businessAccount, personalAccount, signedIn, usdAccount, type Deps, type Handlers } from './context';
import { ledgerOf, movement, transactionFilter, type TransactionFilter } from './ledger';
import { fromMinor, sum, toMinor } from '../../money';
import type { AccountRow, BankingStore, Schemas, TransactionRow } from './store';
import { ZONE } from './tariffs';
import { dayIn, daysBetween, isRealDate } from './time';

const PAGE_SIZE = 20;
const MAX_DAYS = 366;

function checkPeriod(start: string, end: string): void {
  if (!isRealDate(start)) throw badRequest({ start_date: ['Enter a real date.'] });
  if (!isRealDate(end)) throw badRequest({ end_date: ['Enter a real date.'] });
  if (end < start) throw badRequest({ end_date: ['The end date must not be before the start date.'] });
  if (daysBetween(start, end) > MAX_DAYS) throw badRequest({ end_date: [`A statement covers at most ${MAX_DAYS} days.`] });
}

const dayOf = (account: AccountRow) => (t: TransactionRow) => dayIn(ZONE[account.currency], t.created_at);

export function statementOf(store: BankingStore, account: AccountRow, start: string, end: string): Schemas['AccountStatement'] {
  checkPeriod(start, end);
  const day = dayOf(account);
  const ledger = ledgerOf(store, account.id);
  const inRange = ledger.filter((t) => day(t) >= start && day(t) <= end);
  const before = ledger.filter((t) => day(t) < start).at(-1);
  const first = inRange[0];
  const opening = first ? toMinor(first.balance_after) - movement(first) : before ? toMinor(before.balance_after) : 0n;
  const credit = sum(inRange.filter((t) => t.type === 'credit').map((t) => toMinor(t.amount)));
  const debit = sum(inRange.filter((t) => t.type === 'debit').map((t) => toMinor(t.amount) + toMinor(t.fee)));
  return {
    account: {
      id: account.id,
      account_name: account.account_name,
      account_number: account.account_number,
      bank_name: account.bank_name,
      currency: account.currency,
    },
    start_date: start,
    end_date: end,
    currency: account.currency,
    opening_balance: fromMinor(opening),
    closing_balance: fromMinor(opening + credit - debit),
    total_credit: fromMinor(credit),
    total_debit: fromMinor(debit),
    transactions: inRange,
  };
}

function emailed(account: AccountRow, body: Schemas['StatementEmailInput']): Schemas['Detail'] {
  checkPeriod(body.start_date, body.end_date);
  const to = body.email ?? account._email;
  return { detail: `Your statement for ${body.start_date} to ${body.end_date} will arrive by email at ${to} within 10 minutes.` };
}

/** An account's transactions, newest first, 20 per page, filtered as the list's query says. */
function transactionPage(
  store: BankingStore,
  account: AccountRow,
  query: TransactionFilter & { page?: number },
  url: URL,
): Schemas['PaginatedTransactionList'] {
  const rows = ledgerOf(store, account.id)
    .filter(transactionFilter(query, dayOf(account)))
    .reverse();
  return paginate(rows, query.page, PAGE_SIZE, url);
}

export function statementHandlers(
  deps: Deps,
): Handlers<
  | 'getPersonalBankAccountStatement'
  | 'mailPersonalBankStatement'
  | 'getBusinessAccountStatement'
  | 'emailBusinessAccountStatement'
  | 'listPersonalAccountTransactions'
  | 'listBusinessAccountTransactions'
  | 'listUsTransactions'
> {
  const { store } = deps;
  return {
    getPersonalBankAccountStatement: (req) => {
      const account = personalAccount(store, signedIn(deps, req).id, req.params.id);
      return { status: 200, body: statementOf(store, account, req.query.start_date, req.query.end_date) };
    },
    mailPersonalBankStatement: (req) => {
      const account = personalAccount(store, signedIn(deps, req).id, req.params.id);
      return { status: 200, body: emailed(account, req.body) };
    },
    getBusinessAccountStatement: (req) => {
      const account = businessAccount(store, signedIn(deps, req).id, req.params.currency);
      return { status: 200, body: statementOf(store, account, req.query.start_date, req.query.end_date) };
    },
    emailBusinessAccountStatement: (req) => {
      const account = businessAccount(store, signedIn(deps, req).id, req.params.currency);
      return { status: 200, body: emailed(account, req.body) };
    },
    listPersonalAccountTransactions: (req) => {
      const account = personalAccount(store, signedIn(deps, req).id, req.params.id);
      return { status: 200, body: transactionPage(store, account, req.query, req.url) };
    },
    listBusinessAccountTransactions: (req) => {
      const account = businessAccount(store, signedIn(deps, req).id, req.params.currency);
      return { status: 200, body: transactionPage(store, account, req.query, req.url) };
    },
    listUsTransactions: (req) => {
      const account = usdAccount(store, signedIn(deps, req).id, req.query.account_id);
      return { status: 200, body: transactionPage(store, account, req.query, req.url) };
    },
  };
}
