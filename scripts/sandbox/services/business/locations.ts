/**
 * Locations: paged list by name, CRUD, remove/restore (D6). The business's last active location
 * can be neither removed nor deleted; DELETE is also refused while records belong to it.
 */
import { badRequest } from '../../types';
import { enter } from './access';
import type { Deps, Handlers } from './context';
import { filtered, pageOf, uniqueName } from './crud';
import { rowsOf, type BusinessStore, type Schemas } from './store';
import { byName, mustFind, now, pick } from '../../table';

const fieldsOf = (body: Schemas['LocationInput']) => ({
  name: body.name,
  address: body.address,
  phone_number: body.phone_number,
});

function refuseLastActive(store: BusinessStore, business: number, id: number) {
  const others = store.locations.where((l) => l._business === business && l.active && l.id !== id);
  if (others.length === 0) throw badRequest({}, 'A business needs at least one active location.');
}

function inUse(store: BusinessStore, id: number): boolean {
  return [store.inventory, store.invoices, store.expenses, store.payrolls].some(
    (table) => table.find((row) => row.location === id) !== undefined,
  );
}

export function locationHandlers({
  store,
}: Deps): Handlers<'listLocations' | 'createLocation' | 'getLocation' | 'updateLocation' | 'patchLocation' | 'deleteLocation'> {
  const find = (business: number, id: number) => mustFind(store.locations, id, { _business: business });
  return {
    listLocations: (req) => {
      const { business } = enter(store, req, 'listLocations');
      const rows = filtered(
        rowsOf(store.locations, business.id),
        req.query,
        (l) => [l.name, l.address, l.phone_number],
        (l) => [l.phone_number],
      ).sort(byName);
      return { status: 200, body: pageOf(rows, req.query, req.url) };
    },
    createLocation: (req) => {
      const { business } = enter(store, req, 'createLocation');
      uniqueName(store.locations, business.id, req.body.name);
      return {
        status: 201,
        body: store.locations.insert({ ...fieldsOf(req.body), active: true, created_at: now(), _business: business.id }),
      };
    },
    getLocation: (req) => {
      const { business } = enter(store, req, 'getLocation');
      return { status: 200, body: find(business.id, req.params.id) };
    },
    updateLocation: (req) => {
      const { business } = enter(store, req, 'updateLocation');
      const { id } = find(business.id, req.params.id);
      uniqueName(store.locations, business.id, req.body.name, id);
      return { status: 200, body: store.locations.update(id, fieldsOf(req.body))! };
    },
    patchLocation: (req) => {
      const { business } = enter(store, req, 'patchLocation');
      const { id } = find(business.id, req.params.id);
      if (req.body.name !== undefined) uniqueName(store.locations, business.id, req.body.name, id);
      if (req.body.active === false) refuseLastActive(store, business.id, id);
      return { status: 200, body: store.locations.update(id, pick(req.body, ['name', 'address', 'phone_number', 'active']))! };
    },
    deleteLocation: (req) => {
      const { business } = enter(store, req, 'deleteLocation');
      const { id } = find(business.id, req.params.id);
      refuseLastActive(store, business.id, id);
      if (inUse(store, id)) throw badRequest({}, 'Inventory, invoices or expenses belong to this location. Remove it instead.');
      store.locations.delete(id);
      for (const member of store.members.where((m) => m._locations.includes(id))) {
        store.members.update(member.id, { _locations: member._locations.filter((l) => l !== id) });
      }
      return { status: 204 };
    },
  };
}
