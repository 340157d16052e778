/**
 * Inventory items (location-scoped, newest first, remove/restore and publish by PATCH), their
 * images (multipart; at most 8, the first is the item's `image`) and the business's tags (PCS
 * from the start; unknown tag names given on an item are added).
 */
import { normalizeMoney } from '../../money';
import { badRequest, notFound } from '../../types';
import { enter, type Access } from './access';
import { DEFAULT_TAG } from './businesses';
import { keepImage, type Deps, type Handlers } from './context';
import { filtered, mustRef, pageOf, uniqueName } from './crud';
import { checkCurrency } from './reference';
import { rowsOf, type BusinessStore, type InventoryRow, type Schemas } from './store';
import { mustFind, newestFirst, now, pick } from '../../table';

export const MAX_IMAGES = 8;

/** A price or cost: a money string that is not negative, normalised to two decimals. */
export function amountOf(value: string, field: string): string {
  if (value.startsWith('-')) throw badRequest({ [field]: ['Must not be negative.'] });
  return normalizeMoney(value);
}

/** The tag names of an item, each added to the business's tags when new (existing spelling kept). */
function ensureTags(store: BusinessStore, business: number, names: string[]): string[] {
  const tags = rowsOf(store.tags, business);
  const out = names.map((name) => {
    const known = tags.find((t) => t.name.toLowerCase() === name.trim().toLowerCase());
    if (known) return known.name;
    const added = store.tags.insert({ name: name.trim(), _business: business });
    tags.push(added);
    return added.name;
  });
  return [...new Set(out)];
}

function checkSupplier(store: BusinessStore, business: number, supplier: number | null | undefined) {
  if (supplier !== undefined && supplier !== null) mustRef(store.suppliers, business, supplier, 'supplier', 'supplier');
}

type ItemFields = Omit<InventoryRow, 'id' | 'images' | 'image' | 'user' | 'created_at' | 'updated_at' | '_business'>;

/** The stored fields of a new or replaced item, with the contract's defaults. */
function itemFields(store: BusinessStore, access: Access, body: Schemas['InventoryItemInput'], location: number): ItemFields {
  const business = access.business.id;
  checkSupplier(store, business, body.supplier);
  checkCurrency(body.currency);
  const type = body.type ?? 'product';
  return {
    name: body.name,
    type,
    tags: ensureTags(store, business, body.tags ?? [DEFAULT_TAG]),
    currency: body.currency ?? access.business.currency,
    unit_price: amountOf(body.unit_price, 'unit_price'),
    cost_price: amountOf(body.cost_price ?? '0', 'cost_price'),
    categories: body.categories ?? [],
    description: body.description ?? null,
    barcode_number: body.barcode_number ?? null,
    quantity: type === 'service' ? 0 : (body.quantity ?? 0),
    location,
    supplier: body.supplier ?? null,
    unit: body.unit ?? null,
    active: body.active ?? true,
    is_published: body.is_published ?? false,
  };
}

/** The changes a PATCH body makes, checked and normalised. */
function itemChanges(
  store: BusinessStore,
  access: Access,
  row: InventoryRow,
  body: Schemas['InventoryItemPatch'],
): Partial<InventoryRow> {
  const business = access.business.id;
  checkSupplier(store, business, body.supplier);
  checkCurrency(body.currency);
  const changes: Partial<InventoryRow> = pick(body, [
    'name',
    'type',
    'currency',
    'categories',
    'description',
    'barcode_number',
    'quantity',
    'supplier',
    'unit',
    'active',
    'is_published',
  ]);
  if (body.unit_price !== undefined) changes.unit_price = amountOf(body.unit_price, 'unit_price');
  if (body.cost_price !== undefined) changes.cost_price = amountOf(body.cost_price, 'cost_price');
  if (body.tags !== undefined) changes.tags = ensureTags(store, business, body.tags);
  if (body.location !== undefined) changes.location = access.placeAt(body.location);
  if ((changes.type ?? row.type) === 'service') changes.quantity = 0;
  return changes;
}

export function inventoryHandlers(
  deps: Deps,
): Handlers<
  | 'listInventoryItems'
  | 'createInventoryItem'
  | 'getInventoryItem'
  | 'updateInventoryItem'
  | 'patchInventoryItem'
  | 'uploadInventoryImage'
  | 'deleteInventoryImage'
  | 'listInventoryTags'
  | 'createInventoryTag'
> {
  const { store } = deps;
  const find = (access: Access, id: number) => mustFind(store.inventory, id, { _business: access.business.id }, { visible: (i) => access.sees(i.location) });
  return {
    listInventoryItems: (req) => {
      const { business, scope } = enter(store, req, 'listInventoryItems');
      const rows = filtered(
        rowsOf(store.inventory, business.id).filter((i) => scope.has(i.location)),
        req.query,
        (i) => [i.name, i.barcode_number, i.description, i.unit, ...i.tags, ...i.categories],
      );
      return { status: 200, body: pageOf(rows.sort(newestFirst), req.query, req.url) };
    },
    createInventoryItem: (req) => {
      const access = enter(store, req, 'createInventoryItem');
      const at = now();
      const fields = itemFields(store, access, req.body, access.placeAt(req.body.location));
      const row = store.inventory.insert({
        ...fields,
        images: [],
        image: null,
        user: access.user.id,
        created_at: at,
        updated_at: at,
        _business: access.business.id,
      });
      return { status: 201, body: row };
    },
    getInventoryItem: (req) => {
      const access = enter(store, req, 'getInventoryItem');
      return { status: 200, body: find(access, req.params.id) };
    },
    updateInventoryItem: (req) => {
      const access = enter(store, req, 'updateInventoryItem');
      const row = find(access, req.params.id);
      const location = req.body.location === undefined ? row.location : access.placeAt(req.body.location);
      const fields = itemFields(store, access, req.body, location);
      return { status: 200, body: store.inventory.update(row.id, { ...fields, updated_at: now() })! };
    },
    patchInventoryItem: (req) => {
      const access = enter(store, req, 'patchInventoryItem');
      const row = find(access, req.params.id);
      return {
        status: 200,
        body: store.inventory.update(row.id, { ...itemChanges(store, access, row, req.body), updated_at: now() })!,
      };
    },
    uploadInventoryImage: (req) => {
      const access = enter(store, req, 'uploadInventoryImage');
      const row = find(access, req.params.id);
      if (row.images.length >= MAX_IMAGES) throw badRequest({ image: [`An item has at most ${MAX_IMAGES} images.`] });
      const image = { id: store.next('image'), image: keepImage(deps, req.body.image, 'image') };
      const images = [...row.images, image];
      store.inventory.update(row.id, { images, image: images[0]!.image, updated_at: now() });
      return { status: 201, body: image };
    },
    deleteInventoryImage: (req) => {
      const access = enter(store, req, 'deleteInventoryImage');
      const row = find(access, req.params.id);
      if (!row.images.some((i) => i.id === req.params.image_id)) throw notFound();
      const images = row.images.filter((i) => i.id !== req.params.image_id);
      store.inventory.update(row.id, { images, image: images[0]?.image ?? null, updated_at: now() });
      return { status: 204 };
    },
    listInventoryTags: (req) => {
      const { business } = enter(store, req, 'listInventoryTags');
      return { status: 200, body: rowsOf(store.tags, business.id).sort((a, b) => a.id - b.id) };
    },
    createInventoryTag: (req) => {
      const { business } = enter(store, req, 'createInventoryTag');
      uniqueName(store.tags, business.id, req.body.name);
      return { status: 201, body: store.tags.insert({ name: req.body.name.trim(), _business: business.id }) };
    },
  };
}
