/**
 * The banking feature, for route configs and other areas (kept light: it is in the entry chunk).
 * Pages and dialogs load on demand from lazy.ts.
 */

export {
  applicationsQuery,
  bankAccountQuery,
  bankAccountsQuery,
  kybsQuery,
  kycsQuery,
  ngLimitQuery,
  personalAccountQuery,
  personalAccountsQuery,
  usActiveLimitQuery,
  usTiersQuery,
} from './api/banking.queries';
export type { AccountKind } from './utils/accounts';
export type { PinTarget } from './api/pins';
export { clearOnboardingDraft } from './onboarding/draft-storage';
export { parseTransferSearch } from './transfer/search';
// Issue 16, records: the URL state of the transactions, statement and beneficiaries pages (parsed in
// the pages' chunks: the routes have no validateSearch, so nothing of it reaches the entry chunk).
export { parseTransactionsSearch, type TransactionsSearch } from './transactions/search';
export { parseStatementSearch, type StatementSearch } from './statements/search';
export { parseBeneficiariesSearch, type BeneficiariesSearch } from './beneficiaries/search';
