/** Suppliers: paged list by name (`page=all` too), CRUD, remove/restore (D6), DELETE for good. */
import { enter } from './access';
import type { Deps, Handlers } from './context';
import { filtered, pageOf } from './crud';
import { rowsOf, type Schemas } from './store';
import { byName, mustFind, now, pick } from '../../table';

const fieldsOf = (body: Schemas['SupplierInput']) => ({
  name: body.name,
  address: body.address ?? null,
  phone_number: body.phone_number ?? null,
  email: body.email ?? null,
  description: body.description ?? null,
});

export function supplierHandlers({
  store,
}: Deps): Handlers<'listSuppliers' | 'createSupplier' | 'getSupplier' | 'updateSupplier' | 'patchSupplier' | 'deleteSupplier'> {
  const find = (business: number, id: number) => mustFind(store.suppliers, id, { _business: business });
  return {
    listSuppliers: (req) => {
      const { business } = enter(store, req, 'listSuppliers');
      const rows = filtered(
        rowsOf(store.suppliers, business.id),
        req.query,
        (s) => [s.name, s.email, s.phone_number, s.address],
        (s) => [s.phone_number],
      ).sort(byName);
      return { status: 200, body: pageOf(rows, req.query, req.url) };
    },
    createSupplier: (req) => {
      const { business } = enter(store, req, 'createSupplier');
      return {
        status: 201,
        body: store.suppliers.insert({ ...fieldsOf(req.body), active: true, created_at: now(), _business: business.id }),
      };
    },
    getSupplier: (req) => {
      const { business } = enter(store, req, 'getSupplier');
      return { status: 200, body: find(business.id, req.params.id) };
    },
    updateSupplier: (req) => {
      const { business } = enter(store, req, 'updateSupplier');
      const { id } = find(business.id, req.params.id);
      return { status: 200, body: store.suppliers.update(id, fieldsOf(req.body))! };
    },
    patchSupplier: (req) => {
      const { business } = enter(store, req, 'patchSupplier');
      const { id } = find(business.id, req.params.id);
      const changes = pick(req.body, ['name', 'address', 'phone_number', 'email', 'description', 'active']);
      return { status: 200, body: store.suppliers.update(id, changes)! };
    },
    deleteSupplier: (req) => {
      const { business } = enter(store, req, 'deleteSupplier');
      const { id } = find(business.id, req.params.id);
      // Items that named the supplier keep their stock and lose the reference.
      for (const item of store.inventory.where((i) => i.supplier === id))
        store.inventory.update(item.id, { supplier: null, updated_at: now() });
      store.suppliers.delete(id);
      return { status: 204 };
    },
  };
}
