/**
 * A small worker pool: runs `work` on every item with at most `limit` calls in flight, in order of
 * start, and reports progress after each one ends. A failing call does not stop the others (the
 * worker returns its own outcome). Used for the bulk transfer's name checks (at most 6 at once).
 */
export async function runPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
  onProgress?: (done: number, total: number) => void,
): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`The pool needs at least one slot, not ${limit}.`);
  const results = new Array<R>(items.length);
  let next = 0;
  let done = 0;
  async function lane(): Promise<void> {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
      done += 1;
      onProgress?.(done, items.length);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, () => lane()));
  return results;
}

/** How many name checks run at once (issue 16). */
export const NAME_CHECKS_IN_FLIGHT = 6;
