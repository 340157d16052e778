/** Customers: paged list by name, CRUD, remove/restore (D6); DELETE only without invoices. */
import { badRequest } from '../../types';
import { enter } from './access';
import type { Deps, Handlers } from './context';
import { filtered, pageOf } from './crud';
import { rowsOf, type CustomerRow, type Schemas } from './store';
import { byName, mustFind, now, pick } from '../../table';

/** A customer as an invoice, receipt or debtor names it. */
export const customerRef = (c: CustomerRow): Schemas['CustomerRef'] => ({
  id: c.id,
  name: c.name,
  email: c.email,
  phone_number: c.phone_number,
});

const fieldsOf = (body: Schemas['CustomerInput']) => ({
  name: body.name,
  type: body.type ?? 'individual',
  email: body.email ?? null,
  phone_number: body.phone_number ?? null,
});

export function customerHandlers({
  store,
}: Deps): Handlers<'listCustomers' | 'createCustomer' | 'getCustomer' | 'updateCustomer' | 'patchCustomer' | 'deleteCustomer'> {
  const find = (business: number, id: number) => mustFind(store.customers, id, { _business: business });
  return {
    listCustomers: (req) => {
      const { business } = enter(store, req, 'listCustomers');
      const rows = filtered(
        rowsOf(store.customers, business.id),
        req.query,
        (c) => [c.name, c.email, c.phone_number],
        (c) => [c.phone_number],
      ).sort(byName);
      return { status: 200, body: pageOf(rows, req.query, req.url) };
    },
    createCustomer: (req) => {
      const { business } = enter(store, req, 'createCustomer');
      const row = store.customers.insert({ ...fieldsOf(req.body), active: true, created_at: now(), _business: business.id });
      return { status: 201, body: row };
    },
    getCustomer: (req) => {
      const { business } = enter(store, req, 'getCustomer');
      return { status: 200, body: find(business.id, req.params.id) };
    },
    updateCustomer: (req) => {
      const { business } = enter(store, req, 'updateCustomer');
      const { id } = find(business.id, req.params.id);
      return { status: 200, body: store.customers.update(id, fieldsOf(req.body))! };
    },
    patchCustomer: (req) => {
      const { business } = enter(store, req, 'patchCustomer');
      const { id } = find(business.id, req.params.id);
      return {
        status: 200,
        body: store.customers.update(id, pick(req.body, ['name', 'type', 'email', 'phone_number', 'active']))!,
      };
    },
    deleteCustomer: (req) => {
      const { business } = enter(store, req, 'deleteCustomer');
      const { id } = find(business.id, req.params.id);
      if (store.invoices.find((i) => i._customer === id)) {
        throw badRequest({}, 'This customer has invoices and cannot be deleted. Remove it instead.');
      }
      store.customers.delete(id);
      return { status: 204 };
    },
  };
}
