/**
 * What the getting-started checklist reads to tell done from not done: the cheapest call per step
 * (the first page of a list for its `count`, one item where the list takes `page_size`), for all
 * locations (D5), and the signed-in owner's bank accounts.
 */
import { banking, business } from '@/api/clients';

const tools = (businessId: number) => ({ path: { businessId } });

export const checklistQueries = {
  inventory: (businessId: number) =>
    business.$api.queryOptions('get', '/business/v1/{businessId}/tools/inventories/', {
      params: { ...tools(businessId), query: { page_size: 1 } },
    }),
  customers: (businessId: number) =>
    business.$api.queryOptions('get', '/business/v1/{businessId}/tools/customers/', { params: tools(businessId) }),
  invoices: (businessId: number) =>
    business.$api.queryOptions('get', '/business/v1/{businessId}/tools/invoices/', { params: tools(businessId) }),
  staff: (businessId: number) =>
    business.$api.queryOptions('get', '/business/v1/{businessId}/tools/members/', { params: tools(businessId) }),
  bankAccounts: () => banking.$api.queryOptions('get', '/bank_accounts/'),
};
