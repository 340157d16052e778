import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { stubBanking } from '../testing/banking-stub';
import { LimitsPage } from './limits-page';

const NG = '/ng/transaction_limits/' as const;
const NG_LIMIT = {
  tier: 'tier_2',
  daily_limit: '5000000.00',
  single_transfer_limit: '1000000.00',
  daily_used: '250000.00',
  tier_daily_limit: '5000000.00',
  tier_single_transfer_limit: '1000000.00',
  currency: 'NGN',
} as const;
const TIERS = [
  {
    tier: 'basic',
    single_transfer_limit: '1000.00',
    daily_limit: '2500.00',
    monthly_limit: '10000.00',
    currency: 'USD',
    requirements: ['Verified US identity (SSN and government ID)'],
  },
  {
    tier: 'standard',
    single_transfer_limit: '10000.00',
    daily_limit: '25000.00',
    monthly_limit: '100000.00',
    currency: 'USD',
    requirements: ['Account open for at least 30 days'],
  },
  {
    tier: 'premium',
    single_transfer_limit: '50000.00',
    daily_limit: '100000.00',
    monthly_limit: '500000.00',
    currency: 'USD',
    requirements: ['Verified US business (KYB with EIN)'],
  },
] as const;
const ACTIVE = {
  tier: 'basic',
  single_transfer_limit: '1000.00',
  daily_limit: '2500.00',
  monthly_limit: '10000.00',
  daily_used: '750.00',
  monthly_used: '3200.00',
  currency: 'USD',
} as const;

function stub() {
  return stubBanking()
    .on('get', NG, { status: 200, body: NG_LIMIT })
    .on('get', '/us/transaction_limits/', {
      status: 200,
      body: [...TIERS].map((t) => ({ ...t, requirements: [...t.requirements] })),
    })
    .on('get', '/us/active_limit/', { status: 200, body: ACTIVE });
}

async function fillPin(user: ReturnType<typeof renderWithApp>['user'], pin: string) {
  const group = screen.getByRole('group', { name: /Transaction PIN of your naira account/ });
  await user.click(within(group).getAllByLabelText(/^Digit \d of 6$/)[0]!);
  await user.keyboard(pin);
}

async function setAmount(user: ReturnType<typeof renderWithApp>['user'], label: RegExp, value: string) {
  const field = screen.getByRole('textbox', { name: label });
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe('LimitsPage', () => {
  it('shows the naira limits with today’s use and the US tier with its meters', async () => {
    stub();
    renderWithApp(<LimitsPage />, { routerPath: '/banking/limits' });
    expect(await screen.findByRole('meter', { name: /Sent today: ₦250,000\.00 of ₦5,000,000\.00/ })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
    expect(await screen.findByRole('meter', { name: /Sent this month: \$3,200\.00 of \$10,000\.00/ })).toHaveAttribute(
      'aria-valuenow',
      '32',
    );
    expect(screen.getByRole('button', { name: 'Upgrade to Standard' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upgrade to Basic' })).toBeNull();
  });

  it('refuses limits above the tier, single above daily and a missing PIN at the fields, and sends nothing', async () => {
    const api = stub();
    const { user } = renderWithApp(<LimitsPage />, { routerPath: '/banking/limits' });
    await screen.findByRole('button', { name: 'Save limits' });
    await setAmount(user, /^Daily limit/, '6000000');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('At most ₦5,000,000.00 on your tier.')).toBeVisible();
    expect(screen.getByText('Enter all 6 digits of the PIN.')).toBeVisible();
    await setAmount(user, /^Daily limit/, '1000');
    await setAmount(user, /^Limit per transfer/, '2000');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Must not be more than the daily limit.')).toBeVisible();
    await setAmount(user, /^Daily limit/, '');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Enter an amount.')).toBeVisible();
    expect(api.calls('post', NG)).toHaveLength(0);
  });

  it('saves lower limits with the PIN and shows a wrong PIN under the PIN field', async () => {
    const api = stub()
      .on('post', NG, { status: 200, body: { ...NG_LIMIT, daily_limit: '100000.00', single_transfer_limit: '60000.00' } })
      .failNext('post', NG, {
        status: 400,
        body: { detail: 'Wrong PIN. 4 attempts left.', pin: ['Wrong PIN. 4 attempts left.'] },
      });
    const { user } = renderWithApp(<LimitsPage />, { routerPath: '/banking/limits' });
    await screen.findByRole('button', { name: 'Save limits' });
    await setAmount(user, /^Daily limit/, '100000');
    await setAmount(user, /^Limit per transfer/, '60000');
    await fillPin(user, '111112');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Wrong PIN. 4 attempts left.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Daily limit/ })).toHaveValue('100,000');
    await fillPin(user, '482913');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Your naira limits are saved.')).toBeVisible();
    expect(api.calls('post', NG).map((c) => c.body)).toEqual([
      { daily_limit: '100000.00', single_transfer_limit: '60000.00', pin: '111112' },
      { daily_limit: '100000.00', single_transfer_limit: '60000.00', pin: '482913' },
    ]);
    await waitFor(() => expect(screen.getByRole('meter', { name: /Sent today: ₦250,000\.00 of ₦100,000\.00/ })).toBeVisible());
  });

  it('shows why an upgrade was refused, and the new tier when it is accepted', async () => {
    const api = stub()
      .on('post', '/us/upgrade/', {
        status: 200,
        body: {
          detail: 'You are now on the standard tier.',
          active_limit: {
            ...ACTIVE,
            tier: 'standard',
            single_transfer_limit: '10000.00',
            daily_limit: '25000.00',
            monthly_limit: '100000.00',
          },
        },
      })
      .failNext('post', '/us/upgrade/', {
        status: 400,
        body: { detail: 'The standard tier needs: A USD account open for at least 30 days.' },
      });
    const { user } = renderWithApp(<LimitsPage />, { routerPath: '/banking/limits' });
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Standard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The standard tier needs: A USD account open for at least 30 days.',
    );
    await user.click(screen.getByRole('button', { name: 'Upgrade to Standard' }));
    expect(await screen.findByText('You are now on the standard tier.')).toBeVisible();
    expect(screen.getByText('Current').closest('li')).toHaveTextContent('Standard');
    expect(api.calls('post', '/us/upgrade/').map((c) => c.query.get('tier'))).toEqual(['standard', 'standard']);
  });

  it('shows the server’s requirements as text, hostile or not', async () => {
    const hostile = HOSTILE_STRINGS.slice(0, 12).map((h) => h.value);
    stubBanking()
      .on('get', NG, { status: 200, body: NG_LIMIT })
      .on('get', '/us/transaction_limits/', { status: 200, body: TIERS.map((t) => ({ ...t, requirements: hostile })) })
      .on('get', '/us/active_limit/', { status: 200, body: ACTIVE });
    renderWithApp(<LimitsPage />, { routerPath: '/banking/limits' });
    const lists = await screen.findAllByText(hostile[0]!);
    expect(lists).toHaveLength(3);
    expectInertDom();
  });
});
