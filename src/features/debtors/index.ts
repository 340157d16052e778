/**
 * The debtors feature. Route configs in the entry chunk import this index, so it stays light:
 * the URL search schemas, the query options and the types. The pages are in lazy.ts (only the
 * routes' code-split chunks import them).
 */
export {
  DEBTOR_PATH,
  DEBTORS_PATH,
  debtorQuery,
  debtors,
  debtorsQuery,
  type Debtor,
  type DebtorDetail,
  type DebtorInvoice,
} from './api/debtors.queries';
export { parseDebtorSearch, parseDebtorsSearch, type DebtorSearch, type DebtorsSearch } from './search';
export type { DebtorsPageProps } from './components/debtors-page';
export type { DebtorRecordPageProps } from './components/debtor-record-page';
