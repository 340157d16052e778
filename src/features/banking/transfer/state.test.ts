import { describe, expect, it } from 'vitest';
import { clampStep, initialTransferState, transferReducer, type TransferState } from './state';

const at = (step: number): TransferState => transferReducer(initialTransferState, { type: 'step', step });

describe('transferReducer', () => {
  it('starts at step 1 with no account or route', () => {
    expect(initialTransferState).toEqual({ account: null, paymentRoute: null, transferStep: 1 });
  });

  it('sets a given step', () => {
    expect(at(4).transferStep).toBe(4);
    expect(transferReducer(at(4), { type: 'step', step: 2 }).transferStep).toBe(2);
  });

  it('moves back by one, never below 1', () => {
    expect(transferReducer(at(3), { type: 'back' }).transferStep).toBe(2);
    expect(transferReducer(at(1), { type: 'back' }).transferStep).toBe(1);
  });

  it('never goes above 6 or below 1 when set', () => {
    expect(at(9).transferStep).toBe(6);
    expect(at(0).transferStep).toBe(1);
    expect(at(-3).transferStep).toBe(1);
    expect(clampStep(Number.NaN)).toBe(1);
    expect(clampStep(2.7)).toBe(2);
  });

  it('resets to 1 and keeps the chosen account and route', () => {
    const chosen = transferReducer(at(5), { type: 'account', account: { kind: 'personal', id: 7 }, paymentRoute: 'nip' });
    const reset = transferReducer(chosen, { type: 'reset' });
    expect(reset).toEqual({ account: { kind: 'personal', id: 7 }, paymentRoute: 'nip', transferStep: 1 });
  });

  it('changes the route without moving the step', () => {
    const next = transferReducer(at(3), { type: 'route', paymentRoute: 'wire' });
    expect(next).toMatchObject({ paymentRoute: 'wire', transferStep: 3 });
  });
});
