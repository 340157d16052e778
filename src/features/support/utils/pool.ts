/**
 * Runs `work` over every item with at most `limit` calls in flight at once (the FAQ's questions,
 * the tickets' messages: decision 0033 caps both at 6). Answers every outcome in the items'
 * order; one failure never stops the rest.
 */
export const MAX_IN_FLIGHT = 6;

export async function settlePool<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<R>,
  limit = MAX_IN_FLIGHT,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array<PromiseSettledResult<R>>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = { status: 'fulfilled', value: await work(items[index]!, index) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}
