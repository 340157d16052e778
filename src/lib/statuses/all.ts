/**
 * Every status vocabulary by kind: for the contract test (every status enum of openapi/ has a
 * look) and tools. Pages import the vocabulary they show from its own module instead: this one
 * would load them all.
 */
import { RECORD_STATUS, ACCESS_STATUS } from './record';
import { STOCK_STATUS, PUBLICATION_STATUS } from './inventory';
import { INVOICE_STATUS } from './sales';
import { BANK_ACCOUNT_STATUS, VERIFICATION_STATUS, APPLICATION_STATUS, TRANSFER_STATUS } from './banking';
import { ORDER_STATUS, PAYOUT_STATUS, AFFILIATE_STATUS, DISPUTE_STATUS } from './marketplace';
import { SUBSCRIPTION_STATUS, PAYMENT_STATUS } from './subscription';
import { TICKET_STATUS } from './support';
import { ENROLMENT_STATUS } from './training';

export const STATUS_VOCABULARY = {
  record: RECORD_STATUS,
  access: ACCESS_STATUS,
  stock: STOCK_STATUS,
  publication: PUBLICATION_STATUS,
  invoice: INVOICE_STATUS,
  bankAccount: BANK_ACCOUNT_STATUS,
  verification: VERIFICATION_STATUS,
  application: APPLICATION_STATUS,
  transfer: TRANSFER_STATUS,
  order: ORDER_STATUS,
  payout: PAYOUT_STATUS,
  affiliate: AFFILIATE_STATUS,
  dispute: DISPUTE_STATUS,
  subscription: SUBSCRIPTION_STATUS,
  payment: PAYMENT_STATUS,
  ticket: TICKET_STATUS,
  enrolment: ENROLMENT_STATUS,
} as const;

export type StatusKind = keyof typeof STATUS_VOCABULARY;
