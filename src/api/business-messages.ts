/**
 * Messages of the spec's error catalogue for particular business calls (section 8), keyed
 * 'METHOD /path/template'. Kept apart from clients.ts (which reads the Vite environment) so
 * node code, such as the contract suite, can build a business client with the same table.
 */
import { MESSAGES } from './errors';

const deliveryFees = { message: MESSAGES.deliveryFeesFailed, preferServer: false };
const affiliates = { message: MESSAGES.affiliatesFailed, preferServer: false };

export const BUSINESS_MESSAGES = {
  'GET /business/v1/businesses/': { message: MESSAGES.businessesFailed, preferServer: true },
  'GET /business/v1/{businessId}/marketplace/delivery_fees': deliveryFees,
  'PATCH /business/v1/{businessId}/marketplace/delivery_fees/{id}/': deliveryFees,
  'GET /business/v1/{businessId}/marketplace/affiliates/': affiliates,
  'GET /business/v1/{businessId}/marketplace/affiliates/{id}': affiliates,
  'GET /business/v1/{businessId}/marketplace/affiliates/{id}/affiliate_products': affiliates,
} satisfies Record<string, { message: string; preferServer: boolean }>;
