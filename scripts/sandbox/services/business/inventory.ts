/**
 * Inventory items (location-scoped, newest first, remove/restore and publish by PATCH), their
 * images (multipart; at most 8, the first is the item's `image`), their stock adjustments
 * (designed: each change of quantity recorded with who, why and when) and the business's tags
 * (PCS from the start; unknown tag names given on an item are added).
 */
import { createHash } from 'node:crypto';
import { normalizeMoney, toMinor } from '../../money';
import { HttpError, badRequest, notFound } from '../../types';
import { enter, type Access } from './access';
import { DEFAULT_TAG } from './businesses';
import { keepImage, type Deps, type Handlers } from './context';
import { filtered, mustRef, pageOf, uniqueName } from './crud';
import { checkCurrency } from './reference';
import { rowsOf, type AdjustmentRow, type BusinessStore, type InventoryRow, type Schemas } from './store';
import { mustFind, newestFirst, now, paginate, pick } from '../../table';

export const MAX_IMAGES = 8;
/**
 * MAGIC VALUE (README: magic values), as the vault's: an image whose file name contains
 * `fail-upload` is refused with 500 'Upload interrupted. Please try again.' and nothing is stored.
 */
export const FAIL_IMAGE_MAGIC = 'fail-upload';
/** Adjustments per page (designed). */
export const ADJUSTMENTS_PAGE_SIZE = 20;

/** Why an item cannot be published yet (designed rule), or null when it can. */
export function publishProblem(item: Pick<InventoryRow, 'name' | 'unit_price' | 'images'>): string | null {
  if (!item.name.trim()) return 'Add a name before publishing.';
  if (toMinor(item.unit_price) <= 0n) return 'Add a selling price before publishing.';
  if (item.images.length === 0) return 'Add an image before publishing.';
  return null;
}

/** Whether a product is at or below its low-stock level (services and items without one never are). */
export function isLowStock(item: Pick<InventoryRow, 'type' | 'quantity' | 'low_stock_threshold'>): boolean {
  return item.type === 'product' && item.low_stock_threshold !== null && item.quantity <= item.low_stock_threshold;
}

/** The name the business knows a user by: their staff record, else their account. */
function userName(store: BusinessStore, access: Access): string {
  const member =
    access.member ??
    store.members.find((m) => m._business === access.business.id && m.email.toLowerCase() === access.user.email.toLowerCase());
  const name = member ? `${member.first_name} ${member.last_name}` : `${access.user.first_name} ${access.user.last_name}`;
  return name.trim() || access.user.email;
}

/** Records a change of an item's quantity and applies it. */
function recordAdjustment(
  store: BusinessStore,
  access: Access,
  item: InventoryRow,
  change: number,
  reason: Schemas['InventoryAdjustmentReason'],
  note: string | null,
  key: string | null = null,
  fingerprint = '',
): AdjustmentRow {
  const after = item.quantity + change;
  const at = now();
  store.inventory.update(item.id, { quantity: after, updated_at: at });
  return store.adjustments.insert({
    item: item.id,
    change,
    quantity_before: item.quantity,
    quantity_after: after,
    reason,
    note,
    user: access.user.id,
    user_name: userName(store, access),
    created_at: at,
    _business: access.business.id,
    _key: key,
    _fingerprint: fingerprint,
  });
}

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
    low_stock_threshold: type === 'service' ? null : (body.low_stock_threshold ?? null),
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
    'low_stock_threshold',
  ]);
  if (body.unit_price !== undefined) changes.unit_price = amountOf(body.unit_price, 'unit_price');
  if (body.cost_price !== undefined) changes.cost_price = amountOf(body.cost_price, 'cost_price');
  if (body.tags !== undefined) changes.tags = ensureTags(store, business, body.tags);
  if (body.location !== undefined) changes.location = access.placeAt(body.location);
  if ((changes.type ?? row.type) === 'service') {
    changes.quantity = 0;
    changes.low_stock_threshold = null;
  }
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
  | 'listInventoryAdjustments'
  | 'createInventoryAdjustment'
  | 'listInventoryTags'
  | 'createInventoryTag'
> {
  const { store } = deps;
  const find = (access: Access, id: number) =>
    mustFind(store.inventory, id, { _business: access.business.id }, { visible: (i) => access.sees(i.location) });
  /** A quantity set by PUT or PATCH is recorded as a count correction. */
  const recordEdit = (access: Access, id: number, quantity: number) => {
    const item = store.inventory.get(id)!;
    if (item.type === 'service') return;
    recordAdjustment(store, access, item, quantity - item.quantity, 'count_correction', 'Quantity edited on the item.');
  };
  const refusePublishing = (item: InventoryRow) => {
    const problem = publishProblem(item);
    if (problem) throw badRequest({ is_published: [problem] }, problem);
  };
  return {
    listInventoryItems: (req) => {
      const { business, scope } = enter(store, req, 'listInventoryItems');
      const rows = filtered(
        rowsOf(store.inventory, business.id).filter((i) => scope.has(i.location)),
        req.query,
        (i) => [i.name, i.barcode_number, i.description, i.unit, ...i.tags, ...i.categories],
      ).filter((i) => {
        const q = req.query;
        if (q.type !== undefined && i.type !== q.type) return false;
        if (q.published !== undefined && i.is_published !== q.published) return false;
        if (q.low_stock !== undefined && isLowStock(i) !== q.low_stock) return false;
        if (q.tag !== undefined && !i.tags.some((t) => t.toLowerCase() === q.tag!.trim().toLowerCase())) return false;
        return true;
      });
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
      if (fields.is_published && !row.is_published) refusePublishing({ ...row, ...fields });
      const { quantity, ...rest } = fields;
      store.inventory.update(row.id, { ...rest, updated_at: now() });
      if (quantity !== row.quantity) recordEdit(access, row.id, quantity);
      return { status: 200, body: store.inventory.get(row.id)! };
    },
    patchInventoryItem: (req) => {
      const access = enter(store, req, 'patchInventoryItem');
      const row = find(access, req.params.id);
      const { quantity, ...changes } = itemChanges(store, access, row, req.body);
      if (changes.is_published && !row.is_published) refusePublishing({ ...row, ...changes });
      store.inventory.update(row.id, { ...changes, updated_at: now() });
      if (quantity !== undefined && quantity !== row.quantity) recordEdit(access, row.id, quantity);
      return { status: 200, body: store.inventory.get(row.id)! };
    },
    uploadInventoryImage: (req) => {
      const access = enter(store, req, 'uploadInventoryImage');
      const row = find(access, req.params.id);
      if (row.images.length >= MAX_IMAGES) throw badRequest({ image: [`An item has at most ${MAX_IMAGES} images.`] });
      const part: unknown = req.body.image;
      if (part instanceof File && part.name.toLowerCase().includes(FAIL_IMAGE_MAGIC)) {
        throw new HttpError(500, { detail: 'Upload interrupted. Please try again.' });
      }
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
    listInventoryAdjustments: (req) => {
      const access = enter(store, req, 'listInventoryAdjustments');
      const item = find(access, req.params.id);
      const rows = store.adjustments.where((a) => a._business === access.business.id && a.item === item.id);
      rows.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      const page = paginate(rows, req.query.page, ADJUSTMENTS_PAGE_SIZE, req.url);
      return { status: 200, body: page };
    },
    createInventoryAdjustment: (req) => {
      const access = enter(store, req, 'createInventoryAdjustment');
      const item = find(access, req.params.id);
      const key = req.headers['idempotency-key'] ?? null;
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([item.id, req.body.change, req.body.reason, req.body.note ?? null]))
        .digest('hex');
      if (key) {
        const seen = store.adjustments.find((a) => a._business === access.business.id && a._key === key);
        if (seen) {
          if (seen._fingerprint !== fingerprint) {
            throw badRequest(
              { 'Idempotency-Key': ['This key was already used for a different adjustment.'] },
              'This Idempotency-Key was already used for a different adjustment.',
            );
          }
          return { status: 201, body: seen };
        }
      }
      if (item.type === 'service')
        throw badRequest({ change: ['A service has no stock to adjust.'] }, 'A service has no stock to adjust.');
      const { change, reason } = req.body;
      if (!Number.isInteger(change) || change === 0) throw badRequest({ change: ['Enter a whole number other than 0.'] });
      if (item.quantity + change < 0) {
        const message = `Only ${item.quantity} in stock: you can take away at most ${item.quantity}.`;
        throw badRequest({ change: [message] }, message);
      }
      const note = req.body.note?.trim() ? req.body.note.trim() : null;
      return {
        status: 201,
        body: recordAdjustment(store, access, item, change, reason, note, key, fingerprint),
      };
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
