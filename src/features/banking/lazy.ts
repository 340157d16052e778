/**
 * The banking pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

/** Issue 16's Authorise step: enter and check the PIN (attempts left; a locked PIN links to setting a new one). */
export const PinCheckStep = lazy(() => import('./components/pin-check-step').then((m) => ({ default: m.PinCheckStep })));
/** Setting a PIN (new PIN twice, then the OTP). */
export const SetPinDialog = lazy(() => import('./components/set-pin-dialog').then((m) => ({ default: m.SetPinDialog })));
/** Issue 16: send money, the six-step transfer flow (decision 0027). */
/** Bulk transfers (issue 16): `/banking/bulk-transfer?from=<kind>:<id>`. */
// Issue 16, records: an account's transactions (filters, detail, receipt), its statement, saved beneficiaries.
