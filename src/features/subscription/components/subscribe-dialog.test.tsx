import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionSchemas } from '@/api/types';
import { stubApi, succeeded, type ApiStub } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { SubscribeDialog } from './subscribe-dialog';

vi.setConfig({ testTimeout: 20_000 });

type Package = SubscriptionSchemas['Package'];
type Subscription = SubscriptionSchemas['Subscription'];

const POST = '/api/subscription';
const AT = '2026-01-01T00:00:00Z';
const monthly = { cycle_id: 1, cycle_name: 'Monthly', created_date: AT, last_updated: AT };

function pkg(id: number, name: string, price: string, features: string[]): Package {
  return {
    package_id: id,
    name,
    description: `${name} plan`,
    price,
    currency: 'NGN',
    features,
    billing_cycle: monthly,
    created_date: AT,
    last_updated: AT,
  };
}
const STARTER = pkg(1, 'Starter', '5000.00', ['1 location', 'Invoices']);
const GROWTH = pkg(2, 'Growth', '15000.00', ['5 locations', 'Invoices', 'Reports']);

function subscriptionTo(item: Package, method: Subscription['payment_method'] = 'card', id = 800): Subscription {
  return {
    subscription_id: id,
    package: item,
    payment_method: method,
    currency: item.currency,
    payment_status: 'paid',
    status: 'active',
    start_date: '2026-11-20T10:00:00Z',
    end_date: '2099-12-20T10:00:00Z',
    created_date: '2026-11-20T10:00:00Z',
    last_updated: '2026-11-20T10:00:00Z',
  };
}

/** The stub is typed for the business contract; subscription paths are matched the same way. */
function stubSubscription(): ApiStub {
  const api = stubApi();
  let next = 900;
  api.on('post', POST as never, ({ body }: { body: { package_id: number; payment_method: Subscription['payment_method'] } }) => ({
    status: 201,
    body: { data: subscriptionTo(body.package_id === 1 ? STARTER : GROWTH, body.payment_method, (next += 1)) },
  }));
  return api;
}

function open(item: Package, current: Subscription | null) {
  const onSubscribed = vi.fn();
  const onOpenChange = vi.fn();
  const result = renderWithApp(
    <SubscribeDialog open onOpenChange={onOpenChange} pkg={item} current={current} onSubscribed={onSubscribed} />,
  );
  return { ...result, onSubscribed, onOpenChange, dialog: screen.getByRole('dialog') };
}

const posts = (api: ApiStub) => api.calls('post', POST as never);

describe('the subscribe dialog', () => {
  it('shows what a change of plan changes: the price, the features gained and lost, when it starts', () => {
    stubSubscription();
    const { dialog } = open(GROWTH, subscriptionTo(STARTER));
    expect(within(dialog).getByRole('heading', { name: 'Change to Growth' })).toBeInTheDocument();
    expect(dialog.querySelector('[data-slot="price-change"]')).toHaveTextContent(/5,000\.00 \/ month → .*15,000\.00 \/ month/);
    expect(
      within(within(dialog).getByRole('list', { name: 'Features gained' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 locations', 'Reports']);
    expect(within(dialog).getByRole('list', { name: 'Features lost' })).toHaveTextContent('1 location');
    expect(dialog).toHaveTextContent(/Starts now and runs to/);
    expect(dialog).toHaveTextContent('Your Starter plan ends when this one starts.');
  });

  it('asks how to pay before sending anything', async () => {
    const api = stubSubscription();
    const { user, dialog } = open(STARTER, null);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and subscribe' }));
    expect(await within(dialog).findByText('Choose how to pay.')).toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
  });

  it('a double press subscribes once', async () => {
    const api = stubSubscription();
    const { user, dialog, onSubscribed } = open(STARTER, null);
    await user.click(within(dialog).getByRole('radio', { name: /Card/ }));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm and subscribe' }));
    await waitFor(() => expect(onSubscribed).toHaveBeenCalledTimes(1));
    expect(posts(api)).toHaveLength(1);
    expect(posts(api)[0]!.body).toEqual({ package_id: 1, payment_method: 'card' });
  });

  it.each([
    {
      name: 'a 500 with a message',
      failure: { status: 500, body: { detail: 'The server is having a moment.' } },
      message: 'The server is having a moment.',
    },
    { name: 'a dropped connection', failure: 'network' as const, message: 'Network Error' },
  ])('$name: says so, keeps the choice, and the retry goes with the same Idempotency-Key', async ({ failure, message }) => {
    const api = stubSubscription();
    const { user, dialog, onSubscribed } = open(GROWTH, subscriptionTo(STARTER));
    await user.click(within(dialog).getByRole('radio', { name: /Bank transfer/ }));
    api.failNext('post', POST as never, failure);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    expect(onSubscribed).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(onSubscribed).toHaveBeenCalledTimes(1));
    const calls = posts(api);
    expect(calls.filter(succeeded)).toHaveLength(1);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    const key = calls[0]!.headers.get('Idempotency-Key');
    expect(key).toBeTruthy();
    expect(calls[1]!.headers.get('Idempotency-Key')).toBe(key);
  });

  it.each(HOSTILE_NAMES)('a package named %j is shown as text', (text) => {
    stubSubscription();
    const { dialog } = open(pkg(3, text, '100.00', [text, 'Reports']), subscriptionTo(STARTER));
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(`Change to ${text}`, {
      normalizeWhitespace: false,
    });
    expect(within(dialog).getByRole('list', { name: 'Features gained' })).toHaveTextContent(text, { normalizeWhitespace: false });
    expectInertDom();
  });
});
