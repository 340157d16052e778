/** Reference lists of the business service: currencies, banks, business categories, allow list. */
import { badRequest } from '../../types';
import type { Schemas } from './store';

const SINCE = '2025-12-01T00:00:00Z';

export const CURRENCIES: Schemas['Currency'][] = [
  { id: 1, name: 'Nigerian Naira', code: 'NGN', symbol: '₦', active: true, created_at: SINCE },
  { id: 2, name: 'US Dollar', code: 'USD', symbol: '$', active: true, created_at: SINCE },
  { id: 3, name: 'British Pound', code: 'GBP', symbol: '£', active: true, created_at: SINCE },
  { id: 4, name: 'Ghanaian Cedi', code: 'GHS', symbol: 'GH₵', active: true, created_at: SINCE },
  { id: 5, name: 'Euro', code: 'EUR', symbol: '€', active: false, created_at: SINCE },
];

/** The currency `code`, if the service supports it (active). */
export const currencyOf = (code: string): Schemas['Currency'] | undefined => CURRENCIES.find((c) => c.code === code && c.active);

/** Refuses a currency the service does not support (400 on `field`). */
export function checkCurrency(currency: string | undefined, field = 'currency'): void {
  if (currency !== undefined && !currencyOf(currency)) throw badRequest({ [field]: ['This currency is not supported.'] });
}

export const BANKS: Schemas['Bank'][] = [
  { id: 1, name: 'Access Bank', code: '044' },
  { id: 2, name: 'Ecobank Nigeria', code: '050' },
  { id: 3, name: 'Fidelity Bank', code: '070' },
  { id: 4, name: 'First Bank of Nigeria', code: '011' },
  { id: 5, name: 'First City Monument Bank', code: '214' },
  { id: 6, name: 'Guaranty Trust Bank', code: '058' },
  { id: 7, name: 'Kuda Microfinance Bank', code: '50211' },
  { id: 8, name: 'Moniepoint Microfinance Bank', code: '50515' },
  { id: 9, name: 'Opay', code: '999992' },
  { id: 10, name: 'Palmpay', code: '999991' },
  { id: 11, name: 'Stanbic IBTC Bank', code: '221' },
  { id: 12, name: 'Sterling Bank', code: '232' },
  { id: 13, name: 'United Bank for Africa', code: '033' },
  { id: 14, name: 'Wema Bank', code: '035' },
  { id: 15, name: 'Zenith Bank', code: '057' },
];

export const CATEGORIES: Schemas['Category'][] = [
  { id: 6, name: 'Agriculture' },
  { id: 8, name: 'Education' },
  { id: 3, name: 'Fashion & Apparel' },
  { id: 2, name: 'Food & Beverage' },
  { id: 4, name: 'Health & Beauty' },
  { id: 5, name: 'Home Services' },
  { id: 9, name: 'Logistics' },
  { id: 1, name: 'Retail' },
  { id: 7, name: 'Technology' },
];

export const WHITE_LIST_EMAILS = ['owner@ledgerly.ng', 'hello@adaezefabrics.ng', 'hello@mamankechiskitchen.com'];

/** E-mails given early access by the admin call `POST /__sandbox/early-access` (tests), until the next reset. */
export const EARLY_ACCESS_ADDED = new Set<string>();

/** The allow list the service answers: the fixed one, then the ones added by the admin call. */
export const whiteListEmails = (): string[] => [...WHITE_LIST_EMAILS, ...EARLY_ACCESS_ADDED];
