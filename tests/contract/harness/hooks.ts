/**
 * What runs around every contract test: the calls it made go to this worker's coverage report, an
 * unused expectViolation() or an unexpected `sl-violations` header fails it, and the next test
 * starts with the suite's session again. Imported once per test file (through harness/index.ts).
 */
import { afterAll, afterEach, expect } from 'vitest';
import { resetToken, takeRecorded } from './clients';
import { writeCalls, type Recorded } from './coverage';

const refused = (r: Recorded) => r.violations !== null || r.status === 400 || r.status === 422;

afterEach(() => {
  resetToken();
  const { calls, unusedViolation } = takeRecorded();
  writeCalls(calls);
  expect(unusedViolation, 'expectViolation() was called but no call followed').toBe(false);
  const accepted = calls.filter((r) => r.expected && !refused(r));
  expect(accepted.map((r) => `${r.method} ${r.schemaPath} (${r.status}) was expected to violate the contract`)).toEqual([]);
  const violated = calls.filter((r) => r.violations && !r.expected);
  expect(violated.map((r) => `${r.method} ${r.schemaPath}: ${r.violations}`)).toEqual([]);
});

/** Calls made in a file's afterAll (or after its last test) still count. */
afterAll(() => {
  writeCalls(takeRecorded().calls);
});
