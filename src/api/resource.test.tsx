import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/api/session';
import { establishTestSession } from '@/test/session';
import { businessResource } from './resource';

const LIST = '/business/v1/{businessId}/tools/customers/';
const ITEM = '/business/v1/{businessId}/tools/customers/{id}';
const DEBTORS = '/business/v1/{businessId}/tools/debtors/';

const customers = businessResource({ list: LIST, item: ITEM, touches: [DEBTORS] });
const tags = businessResource({ list: '/business/v1/{businessId}/tools/tags/' });
const roles = businessResource({ list: '/business/v1/{businessId}/tools/roles/', item: '/business/v1/{businessId}/tools/roles/{id}' });

const customer = { id: 7, name: 'Ada', type: 'individual', email: null, phone_number: null, active: true };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let requests: Request[] = [];

async function backend(request: Request): Promise<Response> {
  requests.push(request.clone());
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname.endsWith('/customers/')) {
    return json({ count: 1, next: null, previous: null, results: [customer] });
  }
  if (request.method === 'GET' && url.pathname.endsWith('/debtors/')) return json([]);
  if (request.method === 'POST') return json(customer, 201);
  if (request.method === 'PATCH') return json({ ...customer, ...((await request.json()) as object) });
  if (request.method === 'DELETE') return new Response(null, { status: 204 });
  return json({ detail: 'Not found.' }, 404);
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

beforeEach(() => {
  requests = [];
  establishTestSession();
  vi.stubGlobal('fetch', vi.fn(backend));
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

describe('businessResource', () => {
  it("keeps openapi-react-query's key and sends the scope's location with the list's parameters", async () => {
    const options = customers.listQuery({ businessId: 4, location: 3 }, { active: false, page: 2, search: 'ada' });
    expect(options.queryKey).toEqual([
      'get',
      LIST,
      { params: { path: { businessId: 4 }, query: { location: 3, active: false, page: 2, search: 'ada' } } },
    ]);
    const { wrapper } = setup();
    const { result } = renderHook(() => useQuery(options), { wrapper });
    await waitFor(() => expect(result.current.data?.results).toEqual([customer]));
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/business/v1/4/tools/customers/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ location: '3', active: 'false', page: '2', search: 'ada' });
  });

  it('sends no location when the scope has none (all locations, D5)', () => {
    const options = customers.itemQuery({ businessId: 4 }, 7);
    expect(options.queryKey).toEqual(['get', ITEM, { params: { path: { businessId: 4, id: 7 }, query: { location: undefined } } }]);
  });

  it("invalidates the list, the item and the paths it touches before the caller's onSuccess runs", async () => {
    const { queryClient, wrapper } = setup();
    const scope = { businessId: 4, location: 3 };
    await queryClient.query(customers.listQuery(scope, { active: true }));
    await queryClient.query({ queryKey: ['get', DEBTORS, { params: { path: { businessId: 4 } } }], queryFn: () => [] });
    await queryClient.query({ queryKey: ['get', '/business/v1/{businessId}/tools/suppliers/'], queryFn: () => [] });
    const seenByCaller: boolean[] = [];
    const onSuccess = vi.fn(() => {
      seenByCaller.push(
        queryClient.getQueryState(customers.listQuery(scope, { active: true }).queryKey)!.isInvalidated,
        queryClient.getQueryState(['get', DEBTORS, { params: { path: { businessId: 4 } } }])!.isInvalidated,
      );
    });
    const { result } = renderHook(() => customers.useCreate({ onSuccess }), { wrapper });
    await act(() => result.current.mutateAsync({ scope, body: { name: 'Ada', type: 'individual' } }));
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(seenByCaller).toEqual([true, true]);
    // A path the resource does not touch keeps its cache.
    expect(queryClient.getQueryState(['get', '/business/v1/{businessId}/tools/suppliers/'])!.isInvalidated).toBe(false);
    const post = requests.find((request) => request.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/business/v1/4/tools/customers/');
    expect(await post.json()).toEqual({ name: 'Ada', type: 'individual' });
  });

  it('invalidates even when the change fails afterwards in the caller (onSuccess throws)', async () => {
    const { queryClient, wrapper } = setup();
    await queryClient.query(customers.listQuery({ businessId: 4 }, { active: true }));
    const { result } = renderHook(
      () =>
        customers.useSetActive({
          onSuccess: () => {
            throw new Error('caller failed');
          },
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ scope: { businessId: 4 }, id: 7, active: false }).catch(() => undefined));
    expect(queryClient.getQueryState(customers.listQuery({ businessId: 4 }, { active: true }).queryKey)!.isInvalidated).toBe(true);
  });

  it('removes and restores with PATCH {active} on the item (D6)', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => customers.useSetActive(), { wrapper });
    await act(() => result.current.mutateAsync({ scope: { businessId: 4, location: 3 }, id: 7, active: false }));
    const patch = requests.find((request) => request.method === 'PATCH')!;
    const url = new URL(patch.url);
    expect(url.pathname).toBe('/business/v1/4/tools/customers/7');
    expect(url.searchParams.get('location')).toBe('3');
    expect(await patch.json()).toEqual({ active: false });
  });

  it('deletes for good with DELETE on the item', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => customers.useDelete({ meta: { successMessage: 'Deleted' } }), { wrapper });
    await act(() => result.current.mutateAsync({ scope: { businessId: 4 }, id: 9 }));
    const request = requests.find((r) => r.method === 'DELETE')!;
    expect(new URL(request.url).pathname).toBe('/business/v1/4/tools/customers/9');
  });

  it('offers only what the contract has, and refuses a wrong path or body at compile time', () => {
    expect(customers.invalidates).toEqual([LIST, ITEM, DEBTORS]);
    expect(tags.invalidates).toEqual(['/business/v1/{businessId}/tools/tags/']);
    // @ts-expect-error roles have no DELETE in the contract (D6: delete only where the spec has it)
    expect(typeof roles.useDelete).toBe('function');
    // @ts-expect-error tags have no item path: no remove or restore (D6)
    expect(typeof tags.useSetActive).toBe('function');
    // @ts-expect-error a path the contract does not have
    expect(() => businessResource({ list: '/business/v1/{businessId}/tools/nothing/' })).not.toThrow();
    // @ts-expect-error `page` is not a parameter of the tags list
    expect(tags.listQuery({ businessId: 1 }, { page: 2 }).queryKey[1]).toBe('/business/v1/{businessId}/tools/tags/');
    const { wrapper } = setup();
    const { result } = renderHook(() => tags.useCreate(), { wrapper });
    // @ts-expect-error a tag's body is `{name}`, not a number
    expect(typeof (() => result.current.mutate({ scope: { businessId: 1 }, body: { name: 5 } }))).toBe('function');
  });
});
