/**
 * Records opened lately (customers, items, invoices), read from the query cache: a record page
 * keeps its answer there under the contract path, so nothing new is stored (no list in storage,
 * nothing sensitive kept anywhere new). Newest first; only the current business's.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RecentRecord } from './palette-entries';

const RECORD_PATHS: [string, RecentRecord['kind']][] = [
  ['/business/v1/{businessId}/tools/customers/{id}', 'customer'],
  ['/business/v1/{businessId}/tools/inventories/{id}/', 'item'],
  ['/business/v1/{businessId}/tools/invoices/{id}', 'invoice'],
];

interface PathInit {
  params?: { path?: { businessId?: unknown; id?: unknown } };
}

function labelOf(kind: RecentRecord['kind'], data: unknown): string | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  const text = kind === 'invoice' ? (record.number ?? record.customer_name) : (record.name ?? record.product_name);
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

export function recentRecords(client: QueryClient, businessId: number | undefined, limit = 5): RecentRecord[] {
  if (businessId === undefined) return [];
  const found: (RecentRecord & { at: number })[] = [];
  for (const query of client.getQueryCache().getAll()) {
    const [method, path, init] = query.queryKey as [unknown, unknown, PathInit | undefined];
    const kind = method === 'get' ? RECORD_PATHS.find(([pattern]) => pattern === path)?.[1] : undefined;
    const params = init?.params?.path;
    if (!kind || Number(params?.businessId) !== businessId || query.state.status !== 'success') continue;
    const label = labelOf(kind, query.state.data);
    const id = Number(params?.id);
    if (!label || !Number.isInteger(id)) continue;
    found.push({ kind, id, label, at: query.state.dataUpdatedAt });
  }
  return found
    .sort((a, b) => b.at - a.at)
    .slice(0, limit)
    .map(({ kind, id, label }) => ({ kind, id, label }));
}
