/**
 * The resource layer of the business service: from a contract's list path and item path, one
 * object with the list and item query options, the changes (create, replace, patch, remove and
 * restore, delete) and their cache invalidation. Everything is typed from the generated `paths`:
 * a path the contract lacks, a method it lacks on that path, or a body it would refuse fails `tsc`.
 *
 * Cache keys stay openapi-react-query's (`['get', path, init]`), so invalidating `['get', path]`
 * reaches every cached GET of that path, whatever its parameters.
 */
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import { business } from './clients';
import type { BusinessPaths } from './clients';

/**
 * Where a business call goes (D5): the business, and the chosen location (undefined: every
 * location of the member). Every business call sends the location; resources that are not
 * location-scoped ignore it.
 */
export interface BusinessScope {
  businessId: number;
  location?: number | undefined;
}

type Client = typeof business.client;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Media = `${string}/${string}`;

/** A business path that has `method`. */
export type BusinessPath<M extends Method> = ClientPathsWithMethod<Client, M>;
/** A business path with an `{id}` (an item path). */
type ItemPath = Extract<keyof BusinessPaths, `${string}{id}${string}`>;

type Init<M extends Method, P extends keyof BusinessPaths> = MaybeOptionalInit<BusinessPaths[P], M>;
type Operation<M extends Method, P extends keyof BusinessPaths> = NonNullable<BusinessPaths[P][M]>;
type Answer<M extends Method, P extends keyof BusinessPaths> = Required<FetchResponse<Operation<M, P>, Init<M, P>, Media>>;
/** What a call answers on success (`data`). */
export type ResourceData<M extends Method, P extends keyof BusinessPaths> = Answer<M, P>['data'];
/** The contract's error answer of a call. */
export type ResourceError<M extends Method, P extends keyof BusinessPaths> = Answer<M, P>['error'];
/** The request body a call takes (never when the contract has no such call). */
export type ResourceBody<M extends Method, P extends keyof BusinessPaths> =
  NonNullable<Init<M, P>> extends { body?: infer B } ? B : never;
type QueryOf<M extends Method, P extends keyof BusinessPaths> =
  NonNullable<Init<M, P>> extends { params: { query?: infer Q } } ? NonNullable<Q> : Record<string, never>;
/** The list call's own query parameters (active, search, page, ... as the contract allows); the scope gives `location`. */
export type ListParams<L extends keyof BusinessPaths> = keyof Omit<QueryOf<'get', L>, 'location'> extends never
  ? Record<string, never>
  : Omit<QueryOf<'get', L>, 'location'>;

/** The query options the list and item queries give (openapi-react-query's shape and key). */
export type ResourceQueryOptions<P extends BusinessPath<'get'>> = UseQueryOptions<
  ResourceData<'get', P>,
  ResourceError<'get', P>,
  ResourceData<'get', P>,
  readonly ['get', P, Init<'get', P>]
> & {
  queryKey: readonly ['get', P, Init<'get', P>];
  queryFn: NonNullable<UseQueryOptions<ResourceData<'get', P>, ResourceError<'get', P>>['queryFn']>;
};

/** What a query may add: freshness, `meta` (silent: the page shows the error), enabled. */
export interface ResourceQueryExtras {
  staleTime?: number;
  meta?: { silent?: boolean };
  enabled?: boolean;
}

/**
 * A change's options: `meta` (success toast, silence for the toaster) and callbacks. The
 * resource invalidates its caches first, then calls `onSuccess`: a caller cannot skip it.
 */
export type ResourceMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, unknown, TVariables>,
  'mutationFn' | 'mutationKey'
>;

export type CreateVariables<L extends keyof BusinessPaths> = {
  scope: BusinessScope;
  body: ResourceBody<'post', L>;
  /** Sent as `Idempotency-Key` (issue 21): one per save attempt, the same for its retries (src/lib/attempt-key.ts). */
  idempotencyKey?: string;
};
export type ItemVariables<I extends keyof BusinessPaths, M extends Method> = {
  scope: BusinessScope;
  id: number;
  body: ResourceBody<M, I>;
};
export type IdVariables = { scope: BusinessScope; id: number };
export type SetActiveVariables = IdVariables & { active: boolean };

export interface ResourceConfig<L extends BusinessPath<'get'>, I extends ItemPath> {
  /** The list path (GET list, POST create). */
  list: L;
  /** The item path (`{id}`: GET, PUT, PATCH, DELETE as the contract has them). */
  item?: I;
  /** Other GET paths a change touches (e.g. customers: the debtors that name them). */
  touches?: readonly BusinessPath<'get'>[];
}

/** The path and query of a business call for `scope` (every call sends the location, D5). */
export function scopeParams({ businessId, location }: BusinessScope) {
  return { path: { businessId }, query: { location } };
}

/**
 * Marks every cached GET of `paths` stale, whatever its parameters (`['get', path]` is a prefix
 * of every openapi-react-query key of that path); active queries refetch before it resolves.
 */
export async function invalidatePaths(queryClient: QueryClient, paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })));
}

/** A call's answer, or its error thrown (the middleware throws ApiError; this guards an empty answer). */
function dataOf<T>(result: { data?: T; error?: unknown }): T {
  if (result.error !== undefined) throw result.error;
  return result.data as T;
}

// Inside the factory the paths are generic, so openapi-fetch's per-path overloads can't be picked:
// the calls go through this loosely typed view of the same client, and the public types above
// (from the contract) are what callers see.
type LooseCall = (path: string, init: unknown) => Promise<{ data?: unknown; error?: unknown }>;
const loose = business.client as unknown as Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', LooseCall>;
const looseQueryOptions = business.$api.queryOptions as unknown as (
  method: 'get',
  path: string,
  init: unknown,
  options?: ResourceQueryExtras,
) => unknown;

/**
 * One business resource. Example (customers):
 *
 *   export const customers = businessResource({
 *     list: '/business/v1/{businessId}/tools/customers/',
 *     item: '/business/v1/{businessId}/tools/customers/{id}',
 *     touches: ['/business/v1/{businessId}/tools/debtors/'],
 *   });
 *   customers.listQuery(scope, { active: true, page: 2 });
 *   const create = customers.useCreate({ meta: { successMessage: 'Customer added' } });
 *   create.mutateAsync({ scope, body });
 */
export function businessResource<L extends BusinessPath<'get'>, I extends ItemPath = never>(config: ResourceConfig<L, I>) {
  const { list } = config;
  const item = config.item as I;
  /** Every GET path a change of this resource touches. */
  const invalidates: readonly string[] = [list, ...(config.item ? [config.item] : []), ...(config.touches ?? [])];

  const listInit = (scope: BusinessScope, params?: ListParams<L>) => {
    const base = scopeParams(scope);
    return { params: { path: base.path, query: { ...base.query, ...params } } };
  };
  const itemInit = (scope: BusinessScope, id: number) => {
    const base = scopeParams(scope);
    return { params: { path: { ...base.path, id }, query: base.query } };
  };

  /** A mutation that invalidates this resource's caches, then runs the caller's `onSuccess`. */
  function useChange<TData, TVariables>(
    call: (variables: TVariables) => Promise<TData>,
    options: ResourceMutationOptions<TData, TVariables> = {},
  ): UseMutationResult<TData, unknown, TVariables> {
    return useInvalidatingMutation(call, invalidates, options);
  }

  const calls = {
    create: ({ scope, body, idempotencyKey }: CreateVariables<L>) => {
      const init = listInit(scope);
      const header = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
      return loose.POST(list, { params: { ...init.params, header }, body }).then(dataOf) as Promise<ResourceData<'post', L>>;
    },
    update: ({ scope, id, body }: ItemVariables<I, 'put'>) =>
      loose.PUT(item, { ...itemInit(scope, id), body }).then(dataOf) as Promise<ResourceData<'put', I>>,
    patch: ({ scope, id, body }: ItemVariables<I, 'patch'>) =>
      loose.PATCH(item, { ...itemInit(scope, id), body }).then(dataOf) as Promise<ResourceData<'patch', I>>,
    /** PATCH `{active}`: remove (false) or restore (true), D6. */
    setActive: ({ scope, id, active }: SetActiveVariables) =>
      loose.PATCH(item, { ...itemInit(scope, id), body: { active } }).then(dataOf) as Promise<ResourceData<'patch', I>>,
    /** DELETE for good (only where the contract has it, D6). */
    destroy: ({ scope, id }: IdVariables) =>
      loose.DELETE(item, itemInit(scope, id)).then(dataOf) as Promise<ResourceData<'delete', I>>,
  };

  const resource = {
    list,
    item,
    invalidates,
    /** One list call's query options: the scope's location and the list's own parameters. */
    listQuery: (scope: BusinessScope, params?: ListParams<L>, extras?: ResourceQueryExtras) =>
      looseQueryOptions('get', list, listInit(scope, params), extras) as ResourceQueryOptions<L>,
    /** One record's query options. */
    itemQuery: (scope: BusinessScope, id: number, extras?: ResourceQueryExtras) =>
      looseQueryOptions('get', item, itemInit(scope, id), extras) as ResourceQueryOptions<Extract<I, BusinessPath<'get'>>>,
    /** The list call itself, outside React (pickers' search, CSV export page by page). */
    fetchList: (scope: BusinessScope, params?: ListParams<L>) =>
      loose.GET(list, listInit(scope, params)).then(dataOf) as Promise<ResourceData<'get', L>>,
    /** The calls themselves, without cache work (a CSV import refreshes once at the end). */
    calls,
    useCreate: (options?: ResourceMutationOptions<ResourceData<'post', L>, CreateVariables<L>>) =>
      useChange(calls.create, options),
    /** PUT: the form sends every field. */
    useUpdate: (options?: ResourceMutationOptions<ResourceData<'put', I>, ItemVariables<I, 'put'>>) =>
      useChange(calls.update, options),
    /** PATCH with the changed fields. */
    usePatch: (options?: ResourceMutationOptions<ResourceData<'patch', I>, ItemVariables<I, 'patch'>>) =>
      useChange(calls.patch, options),
    useSetActive: (options?: ResourceMutationOptions<ResourceData<'patch', I>, SetActiveVariables>) =>
      useChange(calls.setActive, options),
    useDelete: (options?: ResourceMutationOptions<ResourceData<'delete', I>, IdVariables>) => useChange(calls.destroy, options),
    /** Refreshes every cache this resource's changes touch (after a batch of `calls`). */
    invalidate: (queryClient: QueryClient) => invalidatePaths(queryClient, invalidates),
  };
  return resource as Resource<L, I, typeof resource>;
}

/**
 * A mutation that marks `invalidates` stale once it succeeds, then runs the caller's `onSuccess`
 * (taken out of the options first, so a caller cannot skip the invalidation). Silent for the
 * toaster unless the caller's `meta` says otherwise.
 */
function useInvalidatingMutation<TData, TVariables>(
  call: (variables: TVariables) => Promise<TData>,
  invalidates: readonly string[],
  options: ResourceMutationOptions<TData, TVariables> = {},
): UseMutationResult<TData, unknown, TVariables> {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    meta: { silent: true, ...rest.meta },
    mutationFn: call,
    onSuccess: async (...args) => {
      await invalidatePaths(queryClient, invalidates);
      await onSuccess?.(...args);
    },
  });
}

/** A POST on one record that is neither a create nor an update (`{id}` in the path). */
export type ActionPath = Extract<BusinessPath<'post'>, ItemPath>;
export type ActionVariables<P extends ActionPath> = IdVariables & {
  body?: ResourceBody<'post', P>;
  /**
   * Sent as `Idempotency-Key` where the contract takes one: the same key for every retry of one
   * attempt (a double click, a retry after a dropped answer), a new key for the next attempt.
   */
  idempotencyKey?: string;
};

/**
 * An action on one record (send a debtor a reminder, ...): POST `path` for `{scope, id, body?}`,
 * then the GET paths it `touches` are marked stale and the caller's `onSuccess` runs.
 *
 *   const send = useRecordAction('/business/v1/{businessId}/tools/debtors/{id}/send_reminder/', {
 *     touches: [], onSuccess: (answer) => toast.success(answer.detail) });
 *   send.mutate({ scope, id: debtor.id });
 */
export function useRecordAction<P extends ActionPath>(
  path: P,
  {
    touches = [],
    ...options
  }: ResourceMutationOptions<ResourceData<'post', P>, ActionVariables<P>> & {
    touches?: readonly BusinessPath<'get'>[];
  },
): UseMutationResult<ResourceData<'post', P>, unknown, ActionVariables<P>> {
  const call = ({ scope, id, body, idempotencyKey }: ActionVariables<P>) => {
    const base = scopeParams(scope);
    const header = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
    return loose.POST(path, { params: { path: { ...base.path, id }, query: base.query, header }, body }).then(dataOf) as Promise<
      ResourceData<'post', P>
    >;
  };
  return useInvalidatingMutation(call, touches, options);
}

/**
 * The resource, without the members its contract lacks: no `itemQuery` without a GET of the
 * item, no `useUpdate` without PUT, no `usePatch`/`useSetActive` without PATCH, no `useDelete`
 * without DELETE (D6: delete for good only where the contract has it).
 */
export type Resource<L extends BusinessPath<'get'>, I, R> = Omit<
  R,
  | ([I] extends [BusinessPath<'get'>] ? never : 'itemQuery')
  | ([I] extends [BusinessPath<'put'>] ? never : 'useUpdate')
  | ([I] extends [BusinessPath<'patch'>] ? never : 'usePatch')
  | ([I] extends [BusinessPath<'patch'>]
      ? ResourceBody<'patch', Extract<I, keyof BusinessPaths>> extends { active?: boolean }
        ? never
        : 'useSetActive'
      : 'useSetActive')
  | ([I] extends [BusinessPath<'delete'>] ? never : 'useDelete')
> & { readonly list: L };
