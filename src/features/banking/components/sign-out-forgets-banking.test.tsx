/**
 * Security of the banking area (decision 0022): every banking page sits under the signed-in
 * layout (which runs the idle sign-out and its warning), and after a sign-out nothing of the
 * banking area survives in the query cache or the warm-start store.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { session } from '@/api/session';
import { keepWarmStart } from '@/api/warm-start';
import { connectSession, createAppRouter } from '@/router';
import { establishTestSession } from '@/test/session';
import { bankAccountsQuery, kycsQuery, ngLimitQuery, personalAccountsQuery } from '../api/banking.queries';
import { NGN_ACCOUNT, USD_BUSINESS } from '../testing/banking-stub';

const BANKING_ROUTES = ['/_app/banking', '/_app/banking_/accounts/$kind/$accountId', '/_app/banking_/limits'] as const;

let cleanup: (() => void)[] = [];
afterEach(() => {
  cleanup.forEach((stop) => stop());
  cleanup = [];
  localStorage.clear();
});

describe('banking security', () => {
  it('puts every banking page under the signed-in layout, where the idle sign-out runs', () => {
    const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/'] }));
    const bankingIds = Object.keys(router.routesById).filter((id) => id.startsWith('/_app/banking'));
    expect(bankingIds).toEqual(expect.arrayContaining([...BANKING_ROUTES]));
    for (const id of bankingIds) {
      expect(router.routesById[id as keyof typeof router.routesById].parentRoute?.id, id).toBe('/_app');
    }
  });

  it('forgets accounts, balances and verification at sign-out, and never keeps them for a warm start', async () => {
    const client = createQueryClient();
    const router = createAppRouter(client, createMemoryHistory({ initialEntries: ['/banking'] }));
    establishTestSession();
    cleanup.push(
      connectSession(router, client),
      keepWarmStart(client, () => session.getSnapshot().session?.id),
    );

    // Answers as the pages get them (fetched, not set by hand, so the warm-start store sees them).
    await client.query({ queryKey: personalAccountsQuery().queryKey, queryFn: () => [NGN_ACCOUNT] });
    await client.query({ queryKey: bankAccountsQuery().queryKey, queryFn: () => [USD_BUSINESS] });
    await client.query({ queryKey: kycsQuery().queryKey, queryFn: () => [] });
    await client.query({ queryKey: ngLimitQuery().queryKey, queryFn: () => ({ daily_limit: '5000000.00' }) });
    const dump = (storage: Storage) =>
      Object.keys(storage)
        .map((key) => `${key}=${storage.getItem(key) ?? ''}`)
        .join('\n');
    const stored = () => dump(localStorage) + dump(sessionStorage);
    expect(client.getQueryData(personalAccountsQuery().queryKey)).toEqual([NGN_ACCOUNT]);
    expect(stored()).not.toContain(NGN_ACCOUNT.account_number);
    expect(stored()).not.toContain(USD_BUSINESS.balance);

    session.signOut('idle');
    await waitFor(() => expect(client.getQueryCache().getAll()).toHaveLength(0));
    expect(client.getMutationCache().getAll()).toHaveLength(0);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('ledgerly.warm.'))).toEqual([]);
    expect(stored()).not.toContain(NGN_ACCOUNT.account_number);
  });
});
