/**
 * Contract tests of the banking service (openapi/banking.yaml): statements and transaction lists,
 * every operation through the app's real client. Ids come from what list and create calls answer
 * and each test says whose banking it uses (fixtures/banking.ts), so the file also runs through
 * `prism proxy --errors` in front of the stateful sandbox.
 */
import { describe, expect, it } from 'vitest';
import { expectNonEmpty, ok } from './harness';
import { isStateful } from './target';
import {
  banking,
  expectStatement,
  expectTransactionsPage,
  lastMonth,
  personalAccount,
  usdBankAccount,
  ymd,
} from './fixtures/banking';

describe('banking: statements and transaction lists', () => {
  it('GET /personal_bank_accounts/{id}/statement/ answers a statement for a period (getPersonalBankAccountStatement)', async () => {
    const account = await personalAccount('NGN');
    const period = lastMonth();
    const statement = ok(
      await banking.GET('/personal_bank_accounts/{id}/statement/', { params: { path: { id: account.id }, query: period } }),
    );
    expectStatement(statement);
    expect(statement.currency).toBe('NGN');
  });

  it('POST /personal_bank_accounts/{id}/mail_bank_statement/ queues a PDF statement (mailPersonalBankStatement)', async () => {
    const account = await personalAccount('NGN');
    const data = ok(
      await banking.POST('/personal_bank_accounts/{id}/mail_bank_statement/', {
        params: { path: { id: account.id } },
        body: { ...lastMonth(), email: 'adaeze.okafor@gmail.com' },
      }),
    );
    expectNonEmpty(data.detail);
  });

  it('GET /personal_bank_accounts/{id}/transactions/ lists a page of transactions (listPersonalAccountTransactions)', async () => {
    const account = await personalAccount('NGN');
    const page = ok(
      await banking.GET('/personal_bank_accounts/{id}/transactions/', {
        params: { path: { id: account.id }, query: { page: 1 } },
      }),
    );
    expectTransactionsPage(page);
    expect(page.previous).toBeNull();
    for (const tx of page.results) expect(tx.currency).toBe('NGN');
  });

  it('GET /business/{currency}/statement/ answers the business statement (getBusinessAccountStatement)', async () => {
    const statement = ok(
      await banking.GET('/business/{currency}/statement/', { params: { path: { currency: 'ngn' }, query: lastMonth() } }),
    );
    expectStatement(statement);
    expect(statement.currency).toBe('NGN');
  });

  it('POST /business/{currency}/email_statement/ queues the business statement (emailBusinessAccountStatement)', async () => {
    const data = ok(
      await banking.POST('/business/{currency}/email_statement/', {
        params: { path: { currency: 'ngn' } },
        body: { ...lastMonth(), email: 'accountant@nkechiskitchen.ng' },
      }),
    );
    expectNonEmpty(data.detail);
  });

  it('GET /business/{currency}/transactions/ lists a page of business transactions (listBusinessAccountTransactions)', async () => {
    const { start_date } = lastMonth();
    const page = ok(
      await banking.GET('/business/{currency}/transactions/', {
        params: { path: { currency: 'ngn' }, query: { page: 1, start_date, end_date: ymd(new Date()) } },
      }),
    );
    expectTransactionsPage(page);
    for (const tx of page.results) expect(tx.currency).toBe('NGN');
  });

  it('GET /us/transactions/ lists a USD account’s transactions (listUsTransactions)', async () => {
    const account = await usdBankAccount();
    const page = ok(await banking.GET('/us/transactions/', { params: { query: { account_id: account.id, page: 1 } } }));
    expectTransactionsPage(page);
    for (const tx of page.results) expect(tx.currency).toBe('USD');
  });

  // Designed filters (issue 16): search, status, min_amount and max_amount on all three lists. Prism
  // answers its example whatever the filter; the sandbox applies them, so their rules are checked there.
  it('GET /personal_bank_accounts/{id}/transactions/ takes the designed search, status and amount filters (listPersonalAccountTransactions)', async () => {
    const account = await personalAccount('NGN');
    const first = ok(await banking.GET('/personal_bank_accounts/{id}/transactions/', { params: { path: { id: account.id } } }));
    const sample = first.results[0];
    const query = {
      status: 'successful',
      min_amount: '1.00',
      max_amount: '99999999.99',
      search: sample ? sample.reference : 'NIP',
    } as const;
    const page = ok(
      await banking.GET('/personal_bank_accounts/{id}/transactions/', { params: { path: { id: account.id }, query } }),
    );
    expectTransactionsPage(page);
    if (isStateful && sample) {
      expect(page.results.every((t) => t.status === 'successful' && t.reference.includes(sample.reference))).toBe(true);
    }
  });

  it('GET /business/{currency}/transactions/ takes the designed filters and type (listBusinessAccountTransactions)', async () => {
    const page = ok(
      await banking.GET('/business/{currency}/transactions/', {
        params: { path: { currency: 'ngn' }, query: { type: 'credit', status: 'successful', min_amount: '100.00', search: 'a' } },
      }),
    );
    expectTransactionsPage(page);
    if (isStateful) {
      for (const t of page.results) {
        expect(t.type).toBe('credit');
        expect(Number.parseFloat(t.amount)).toBeGreaterThanOrEqual(100);
      }
    }
  });

  it('GET /us/transactions/ takes dates, type and the designed filters (listUsTransactions)', async () => {
    const account = await usdBankAccount();
    const page = ok(
      await banking.GET('/us/transactions/', {
        params: {
          query: {
            account_id: account.id,
            ...lastMonth(),
            type: 'debit',
            status: 'successful',
            max_amount: '100000.00',
            search: 'e',
          },
        },
      }),
    );
    expectTransactionsPage(page);
    if (isStateful) for (const t of page.results) expect([t.type, t.status]).toEqual(['debit', 'successful']);
  });
});
