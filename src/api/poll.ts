/**
 * One way to poll (a pending transfer, an export being prepared, a support chat): query options
 * that refetch every `intervalMs` while the tab is visible, not at all while it is hidden, and
 * once at once when it shows again, after which the interval resumes. Spread them into a query's
 * options: `useQuery({ ...transferQuery(id), ...pollOptions({ intervalMs: 2000, until: isFinal }) })`.
 */
import { focusManager, type Query } from '@tanstack/react-query';

export interface PollOptions<TData> {
  /** Time between fetches while the tab is visible. */
  intervalMs: number;
  /** Stops polling (and the refetch on showing the tab) once the latest data says so. */
  until?: (data: TData | undefined) => boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query whose cached data is TData
type AnyQuery<TData> = Query<any, any, TData, any>;

export function pollOptions<TData>({ intervalMs, until }: PollOptions<TData>) {
  const done = (query: AnyQuery<TData>) => until?.(query.state.data) ?? false;
  return {
    // TanStack Query's focus state is the page's visibility (visibilitychange).
    refetchInterval: (query: AnyQuery<TData>) => (done(query) || !focusManager.isFocused() ? false : intervalMs),
    refetchIntervalInBackground: false,
    // Showing the tab again fetches once, however fresh the last answer is.
    refetchOnWindowFocus: (query: AnyQuery<TData>) => (done(query) ? false : ('always' as const)),
  };
}
