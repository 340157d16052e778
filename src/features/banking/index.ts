/** The banking feature: the page loads lazily with its route; query options for the loader. */
import { lazy } from 'react';

export const BankingPage = lazy(() => import('./components/banking-page').then((m) => ({ default: m.BankingPage })));
export { bankAccountsQuery, personalAccountsQuery } from './api/banking.queries';
