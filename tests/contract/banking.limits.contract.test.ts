/**
 * Contract tests of the banking service (openapi/banking.yaml): transaction limits, every operation
 * through the app's real client, the 422 answer and a request that breaks the contract. Ids come
 * from what list and create calls answer and each test says whose banking it uses
 * (fixtures/banking.ts), so the file also runs through `prism proxy --errors` in front of the
 * stateful sandbox.
 */
import { describe, expect, it } from 'vitest';
import {
  cents,
  expectContractRefusal,
  expectDocumentedError,
  expectError,
  expectNonEmpty,
  expectViolation,
  ok,
  useNewUser,
} from './harness';
import {
  banking,
  expectMoney,
  expectNgLimit,
  expectUsActiveLimit,
  nairaAccountWithPin,
  PIN,
  type Schemas,
} from './fixtures/banking';

describe('banking: transaction limits', () => {
  it('GET /ng/transaction_limits/ answers the naira limits in force (getNgTransactionLimit)', async () => {
    expectNgLimit(ok(await banking.GET('/ng/transaction_limits/')));
  });

  it('POST /ng/transaction_limits/ sets lower custom limits with the PIN (setNgTransactionLimit)', async () => {
    // The PIN of the person's naira account confirms the change.
    await useNewUser();
    await nairaAccountWithPin();
    const body: Schemas['NgTransactionLimitInput'] = { daily_limit: '2000000.00', single_transfer_limit: '500000.00', pin: PIN };
    const limit = ok(await banking.POST('/ng/transaction_limits/', { body }));
    expectNgLimit(limit);
    expect(limit.daily_limit).toBe(body.daily_limit);
    expect(limit.single_transfer_limit).toBe(body.single_transfer_limit);
  });

  it('GET /us/transaction_limits/ lists the US tiers, lowest first (listUsTransactionLimits)', async () => {
    const tiers = ok(await banking.GET('/us/transaction_limits/'));
    expect(tiers.map((t) => t.tier)).toEqual(['basic', 'standard', 'premium']);
    for (const tier of tiers) {
      expectMoney(tier.single_transfer_limit);
      expectMoney(tier.daily_limit);
      expectMoney(tier.monthly_limit);
      expect(tier.currency).toBe('USD');
      expect(tier.requirements.length).toBeGreaterThan(0);
      tier.requirements.forEach(expectNonEmpty);
    }
    // Each tier raises every limit.
    for (let i = 1; i < tiers.length; i++) {
      expect(cents(tiers[i]!.daily_limit)).toBeGreaterThan(cents(tiers[i - 1]!.daily_limit));
      expect(cents(tiers[i]!.monthly_limit)).toBeGreaterThan(cents(tiers[i - 1]!.monthly_limit));
    }
  });

  it('GET /us/active_limit/ answers the US tier in force with usage (getUsActiveLimit)', async () => {
    expectUsActiveLimit(ok(await banking.GET('/us/active_limit/')));
  });

  it('POST /us/upgrade/ moves to a higher US tier (upgradeUsLimitTier)', async () => {
    // The demo owner: a higher tier needs USD accounts open for 30 days. The next tier up from
    // the one in force, from the service's own list.
    const current = ok(await banking.GET('/us/active_limit/')).tier;
    const tiers = ok(await banking.GET('/us/transaction_limits/')).map((t) => t.tier);
    const next = tiers[tiers.indexOf(current) + 1];
    if (next !== 'standard' && next !== 'premium') throw new Error(`no US tier above ${current}`);
    const result = ok(await banking.POST('/us/upgrade/', { params: { query: { tier: next } } }));
    expectNonEmpty(result.detail);
    expectUsActiveLimit(result.active_limit);
    expect(result.active_limit.tier).toBe(next);
  });

  it('422 answer carries the list of violations (upgradeUsLimitTier)', async () => {
    const error = await expectError(422, 'POST', '/us/upgrade/', (headers) =>
      banking.POST('/us/upgrade/', { params: { query: { tier: 'premium' } }, headers }),
    );
    const body = expectDocumentedError('banking', error, 'POST', '/us/upgrade/', 422);
    expect((body as { validation: unknown[] }).validation.length).toBeGreaterThan(0);
  });

  it('a limit change without its PIN is refused with 422 (setNgTransactionLimit)', async () => {
    expectViolation();
    await expectContractRefusal(
      banking.POST('/ng/transaction_limits/', {
        body: { daily_limit: '2000000.00', single_transfer_limit: '500000.00' } as never,
      }),
    );
  });
});
