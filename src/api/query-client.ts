/**
 * The app's query client. Failures are toasted here, from the caches (not from the HTTP layer):
 * a query or mutation can opt out with `meta: { silent: true }` (it shows the error itself).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { toApiError } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean; successMessage?: string };
  }
}

function report(error: unknown, silent: boolean | undefined) {
  const normalised = toApiError(error);
  // A 401 signs out and the sign-in page says why; a silent error is shown in place.
  if (silent || normalised.silent || normalised.status === 401) return;
  toast.error(normalised.message, { id: `${normalised.status}:${normalised.message}` });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => report(error, query.meta?.silent),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta?.silent),
      onSuccess: (_data, _vars, _ctx, mutation) => {
        if (mutation.meta?.successMessage) toast.success(mutation.meta.successMessage);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => {
          const status = toApiError(error).status;
          return typeof status !== 'number' || status >= 500 ? count < 1 : false;
        },
        refetchOnWindowFocus: false,
      },
      // A mutation (a transfer, a payment) runs now or fails now: offline it fails at once with
      // 'Network Error' instead of waiting to replay when the connection returns (decision D3).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
