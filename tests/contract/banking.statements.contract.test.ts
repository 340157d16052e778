/**
 * Contract tests of the banking service (openapi/banking.yaml): statements and transaction lists,
 * every operation through the app's real client. Ids come from what list and create calls answer
 * and each test says whose banking it uses (fixtures/banking.ts), so the file also runs through
 * `prism proxy --errors` in front of the stateful sandbox.
 */
import { describe, expect, it } from 'vitest';
import { expectNonEmpty, ok } from './harness';
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
});
