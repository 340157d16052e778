/**
 * A customer's types and their names, apart from the form's schema so the list's Type column does
 * not bring the form's rules (and the phone checks) into the page's first load (issue 21).
 */
import type { CustomerType } from '../api/customers.queries';

export const CUSTOMER_TYPES = ['individual', 'business'] as const satisfies readonly CustomerType[];

export const CUSTOMER_TYPE_LABELS: Record<CustomerType, string> = { individual: 'Individual', business: 'Business' };
