/** The designed filters of the three transaction lists (issue 16): search, status and amount range, with the contract's dates and type. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { operations } from '../../../../src/api/generated/banking';
import type { SandboxUser } from '../../auth';
import { loadSandboxConfig } from '../../config';
import { toMinor } from '../../money';
import { SandboxState } from '../../state';
import { HttpError, type ServiceHandlers } from '../../types';
import { authModule } from '../auth/index';
import { bankingModule, bankingServiceHandlers } from './index';
import { post } from './ledger';
import { storeOf, type BankingStore, type Schemas } from './store';

type H = ServiceHandlers<operations>;
type Req = { params?: object; query?: object };

let state: SandboxState;
let store: BankingStore;
let handlers: H;
let owner: SandboxUser;

async function call<K extends keyof H>(name: K, req: Req = {}) {
  const handler = handlers[name] as (r: never) => ReturnType<H[K]>;
  const url = new URL('http://127.0.0.1:4005/x/');
  return await handler({ params: {}, query: {}, body: undefined, headers: {}, ...req, user: owner, token: null, url } as never);
}

async function refusal(name: keyof H, req: Req): Promise<HttpError> {
  try {
    await call(name, req);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error(`${name} was not refused`);
}

beforeEach(() => {
  state = new SandboxState(loadSandboxConfig());
  authModule.seed!(state);
  bankingModule.seed!(state);
  store = storeOf(state);
  handlers = bankingServiceHandlers({ state, store });
  owner = state.auth.findByEmail('owner@ledgerly.ng')!;
});

type Page = Schemas['PaginatedTransactionList'];

async function personal(query: object): Promise<Page> {
  return (await call('listPersonalAccountTransactions', { params: { id: 1001 }, query })).body;
}

describe('transaction list filters', () => {
  it('finds text in the narration, reference or counterparty, whatever its case', async () => {
    const all = await personal({});
    const sample = all.results[3]!;
    const byNarration = await personal({ search: sample.narration.toUpperCase() });
    expect(byNarration.count).toBeGreaterThan(0);
    expect(
      byNarration.results.every(
        (t) =>
          t.narration.toLowerCase().includes(sample.narration.toLowerCase()) ||
          t.counterparty_name.toLowerCase().includes(sample.narration.toLowerCase()),
      ),
    ).toBe(true);
    const byReference = await personal({ search: sample.reference.toLowerCase() });
    expect(byReference.results.map((t) => t.id)).toEqual([sample.id]);
    expect((await personal({ search: 'no such narration anywhere' })).count).toBe(0);
  });

  it('keeps amounts between min and max inclusive, in minor units, the fee not counted', async () => {
    const all = await personal({});
    const amount = all.results[0]!.amount;
    const exact = await personal({ min_amount: amount, max_amount: amount });
    expect(exact.count).toBeGreaterThan(0);
    expect(exact.results.every((t) => t.amount === amount)).toBe(true);
    const over = await personal({ min_amount: '50000' });
    expect(over.results.every((t) => toMinor(t.amount) >= 5_000_000n)).toBe(true);
    const under = await personal({ max_amount: '49999.99' });
    expect(over.count + under.count).toBe(all.count);
    const refused = await refusal('listPersonalAccountTransactions', {
      params: { id: 1001 },
      query: { min_amount: '100.00', max_amount: '99.99' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty('max_amount');
  });

  it('keeps one status, and combines every filter', async () => {
    const account = store.accounts.get(1001)!;
    post(store, account, {
      reference: 'TRF-20261124-FAILED',
      type: 'debit',
      amount: '7000.00',
      fee: '10.75',
      narration: 'Lace <b>order</b>',
      counterparty_name: 'CHIDI OKAFOR',
      counterparty_account_number: '0234567891',
      counterparty_bank_name: 'Guaranty Trust Bank',
      status: 'failed',
      _rail: 'inter',
      created_at: '2026-11-19T10:00:00Z',
    });
    const failed = await personal({ status: 'failed' });
    expect(failed.results.map((t) => t.reference)).toEqual(['TRF-20261124-FAILED']);
    expect((await personal({ status: 'successful' })).results.some((t) => t.reference === 'TRF-20261124-FAILED')).toBe(false);
    const combined = await personal({
      status: 'failed',
      type: 'debit',
      search: '<b>order',
      min_amount: '7000',
      max_amount: '7000.00',
      start_date: '2026-11-19',
      end_date: '2026-11-19',
    });
    expect(combined.count).toBe(1);
    expect((await personal({ status: 'failed', type: 'credit' })).count).toBe(0);
  });

  it('filters the business and US lists the same way, with dates and type on both', async () => {
    const business = (
      await call('listBusinessAccountTransactions', {
        params: { currency: 'ngn' },
        query: { type: 'credit', min_amount: '100000' },
      })
    ).body;
    expect(business.count).toBeGreaterThan(0);
    expect(business.results.every((t) => t.type === 'credit' && toMinor(t.amount) >= 10_000_000n)).toBe(true);
    const us = (
      await call('listUsTransactions', {
        query: { account_id: 2002, type: 'debit', start_date: '2026-10-01', end_date: '2026-10-31' },
      })
    ).body;
    expect(us.count).toBeGreaterThan(0);
    expect(us.results.every((t) => t.type === 'debit' && t.created_at >= '2026-10-01' && t.created_at < '2026-11-02')).toBe(true);
    const usAll = (await call('listUsTransactions', { query: { account_id: 2002 } })).body;
    expect(us.count).toBeLessThan(usAll.count);
  });
});
