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
// Issue 16, records: the URL state of the transactions, statement and beneficiaries pages.
export { transactionsSearchSchema, type TransactionsSearch } from './transactions/search';
export { statementSearchSchema, type StatementSearch } from './statements/search';
export { beneficiariesSearchSchema, type BeneficiariesSearch } from './beneficiaries/search';
