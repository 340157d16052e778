/**
 * The contract-test harness, one import for every test file (`from './harness'`):
 * - clients.ts: the app's real clients pointed at the target, recording every call; the session
 * - hooks.ts (a setup file of the contract project): after each test, the calls go to the
 *   coverage report and violations fail it
 * - users.ts: sign-up and sign-in of a real user of the test's own
 * - errors.ts: forced errors and what ApiError makes of them; requests that break the contract
 * - openapi.ts: the contracts as data, the `$ref` walker, the error bodies a contract documents
 * - shapes.ts, files.ts: shared value checks and request values
 * - coverage.ts: the bookkeeping the global teardown checks (every operation, every error status)
 */
export { api, created, deleted, expectViolation, ok, useToken } from './clients';
export { DEMO_OTP, newSignup, signUpVerified, useNewUser } from './users';
export {
  expectContractRefusal,
  expectDocumentedError,
  expectError,
  expectFieldErrors,
  expectServerMessage,
  expectValidation,
  rejection,
} from './errors';
export { contractFile, documentedErrorBodies, loadDocument } from './openapi';
export * from './shapes';
export * from './files';
