/**
 * The banking pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const BankingPage = lazy(() => import('./components/banking-page').then((m) => ({ default: m.BankingPage })));
export const AccountPage = lazy(() => import('./components/account-page').then((m) => ({ default: m.AccountPage })));
export const LimitsPage = lazy(() => import('./components/limits-page').then((m) => ({ default: m.LimitsPage })));
/** Issue 16's Authorise step: enter and check the PIN (attempts left; a locked PIN links to setting a new one). */
export const PinCheckStep = lazy(() => import('./components/pin-check-step').then((m) => ({ default: m.PinCheckStep })));
/** Setting a PIN (new PIN twice, then the OTP). */
export const SetPinDialog = lazy(() => import('./components/set-pin-dialog').then((m) => ({ default: m.SetPinDialog })));
export const BankingOnboardingPage = lazy(() =>
  import('./onboarding/components/onboarding-page').then((m) => ({ default: m.OnboardingPage })),
);
/** Issue 16: send money, the six-step transfer flow (decision 0027). */
export const TransferPage = lazy(() => import('./transfer/components/transfer-page').then((m) => ({ default: m.TransferPage })));
/** Bulk transfers (issue 16): `/banking/bulk-transfer?from=<kind>:<id>`. */
export const BulkTransferPage = lazy(() =>
  import('./bulk/components/bulk-transfer-page').then((m) => ({ default: m.BulkTransferPage })),
);
// Issue 16, records: an account's transactions (filters, detail, receipt), its statement, saved beneficiaries.
export const TransactionsPage = lazy(() =>
  import('./transactions/components/transactions-page').then((m) => ({ default: m.TransactionsPage })),
);
export const StatementPage = lazy(() =>
  import('./statements/components/statement-page').then((m) => ({ default: m.StatementPage })),
);
export const BeneficiariesPage = lazy(() =>
  import('./beneficiaries/components/beneficiaries-page').then((m) => ({ default: m.BeneficiariesPage })),
);
