/**
 * The subscription service's designed rules (issue 19, decision 0032) through its handlers (no
 * ports): a repeated Idempotency-Key answers the first subscription and creates nothing more, the
 * same key with another body is refused, the history lists every subscription newest first, and a
 * bank transfer stays pending with the account to pay into.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxUser } from '../../auth';
import { loadSandboxConfig } from '../../config';
import { SandboxState } from '../../state';
import { publicView } from '../../table';
import { HttpError } from '../../types';
import { authModule } from '../auth/index';
import { PACKAGES, subscriptionModule } from './index';
import { storeOf } from './store';
import { SUBSCRIPTION_KEY_REUSED, subscriptionHandlers } from './subscriptions';

type Handlers = ReturnType<typeof subscriptionHandlers>;
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** The handlers answer synchronously (the type allows a promise). */
type Answer = { status: number; body: unknown };

let state: SandboxState;
let handlers: Handlers;

beforeEach(() => {
  state = new SandboxState(loadSandboxConfig());
  authModule.seed!(state);
  subscriptionModule.seed!(state);
  handlers = subscriptionHandlers({ store: storeOf(state), packages: PACKAGES });
});

const owner = (): SandboxUser => state.auth.users.get(1)!;
const request = (user: SandboxUser, body?: unknown, headers: Record<string, string> = {}) =>
  ({ params: {}, query: {}, body, user, token: null, headers, url: new URL('http://127.0.0.1:4003/api/subscription') }) as never;

function subscribe(body: { package_id: number; payment_method: string }, key?: string): Loose {
  const answer = handlers.createSubscription(request(owner(), body, key ? { 'idempotency-key': key } : {})) as Answer;
  expect(answer.status).toBe(201);
  return publicView(answer.body) as Loose;
}
const history = (): Loose[] =>
  (publicView((handlers.listSubscriptionHistory(request(owner())) as Answer).body) as Loose).results as Loose[];

describe('createSubscription with an Idempotency-Key (designed)', () => {
  it('answers the first subscription for a repeat of the same key, and creates one', () => {
    const before = history().length;
    const first = subscribe({ package_id: 1, payment_method: 'card' }, 'key-0001-aaaa');
    const again = subscribe({ package_id: 1, payment_method: 'card' }, 'key-0001-aaaa');
    expect(again.data.subscription_id).toBe(first.data.subscription_id);
    expect(history()).toHaveLength(before + 1);
  });

  it('refuses the same key with another body, and changes nothing', () => {
    subscribe({ package_id: 1, payment_method: 'card' }, 'key-0002-bbbb');
    const count = history().length;
    try {
      handlers.createSubscription(
        request(owner(), { package_id: 2, payment_method: 'card' }, { 'idempotency-key': 'key-0002-bbbb' }),
      );
      expect.unreachable('a reused key with another body was accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect(JSON.stringify((error as HttpError).body)).toContain(SUBSCRIPTION_KEY_REUSED);
    }
    expect(history()).toHaveLength(count);
  });

  it('creates a second subscription for a new key, cancelling the first', () => {
    subscribe({ package_id: 1, payment_method: 'card' }, 'key-0003-cccc');
    subscribe({ package_id: 2, payment_method: 'card' }, 'key-0004-dddd');
    const [latest, previous] = history();
    expect(latest!.package.package_id).toBe(2);
    expect(latest!.status).toBe('active');
    expect(previous!.status).toBe('cancelled');
  });
});

describe('listSubscriptionHistory (designed)', () => {
  it('lists the seeded subscription, then every new one newest first', () => {
    expect(history().map((s) => (s.package as Loose).package_id as number)).toEqual([2]);
    subscribe({ package_id: 4, payment_method: 'wallet' });
    expect(history().map((s) => (s.package as Loose).package_id as number)).toEqual([4, 2]);
  });
});

describe('a bank transfer', () => {
  it('stays pending, with the account, the amount and a reference to quote', () => {
    const { data } = subscribe({ package_id: 3, payment_method: 'bank_transfer' });
    expect(data.status).toBe('pending');
    expect(data.payment_status).toBe('pending');
    expect(data.payment_instructions).toEqual({
      bank_name: expect.any(String),
      account_name: expect.any(String),
      account_number: expect.any(String),
      amount: '150000.00',
      currency: 'NGN',
      reference: `LGS-${data.subscription_id}`,
    });
  });

  it('a card payment has no instructions', () => {
    expect(subscribe({ package_id: 1, payment_method: 'card' }).data.payment_instructions).toBeNull();
  });
});
