import { describe, expect, it } from 'vitest';
import { NAME_CHECKS_IN_FLIGHT, runPool } from './pool';

/** A call that stays open until the test lets it end. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise<void>((r) => setTimeout(r, 0));

describe('runPool', () => {
  it('never has more than 6 calls in flight, and starts the next as soon as one ends', async () => {
    const gates = Array.from({ length: 50 }, deferred);
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const progress: string[] = [];
    const run = runPool(
      gates,
      NAME_CHECKS_IN_FLIGHT,
      async (gate, index) => {
        started.push(index);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await gate.promise;
        inFlight -= 1;
        return index * 2;
      },
      (done, total) => progress.push(`Checked ${done} of ${total}`),
    );
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    gates[3]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(progress).toEqual(['Checked 1 of 50']);
    for (const gate of gates) {
      gate.resolve();
      await tick();
    }
    const results = await run;
    expect(most).toBe(6);
    expect(results).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
    expect(progress.at(-1)).toBe('Checked 50 of 50');
    expect(progress).toHaveLength(50);
  });

  it('uses fewer lanes than items when there are few, and answers in item order', async () => {
    const gates = [deferred(), deferred(), deferred()];
    let lanes = 0;
    const run = runPool(gates, 6, async (gate, index) => {
      lanes += 1;
      await gate.promise;
      return index;
    });
    await tick();
    expect(lanes).toBe(3);
    gates[2]!.resolve();
    gates[0]!.resolve();
    gates[1]!.resolve();
    expect(await run).toEqual([0, 1, 2]);
  });

  it('refuses a pool without a slot', async () => {
    await expect(runPool([1], 0, (x) => Promise.resolve(x))).rejects.toThrow(RangeError);
  });
});
