/**
 * Contract tests of the business tools (openapi/business.yaml, `/business/v1/{businessId}/tools/`,
 * except statistics and reports, which business-root.contract.test.ts covers): every operation
 * through the app's real client. The business is the first one GET /business/v1/businesses/
 * answers, and every other id comes from what list and create calls answer, so the suite also
 * runs through `prism proxy --errors` in front of the stateful sandbox. Location-scoped calls send
 * the `location` query parameter (decision D5). Plus the error answers the screens handle and one
 * request that breaks the contract.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ApiError } from '../../src/api/errors';
import type { components } from '../../src/api/generated/business';
import { api, expectError, expectViolation, ok } from './harness';

type Schemas = components['schemas'];
type Customer = Schemas['Customer'];
type CustomerRef = Schemas['CustomerRef'];
type Supplier = Schemas['Supplier'];
type Location = Schemas['Location'];
type Member = Schemas['Member'];
type Role = Schemas['Role'];
type ExpenseCategory = Schemas['ExpenseCategory'];
type Expense = Schemas['Expense'];
type InventoryItem = Schemas['InventoryItem'];
type Invoice = Schemas['Invoice'];
type Receipt = Schemas['Receipt'];
type Debtor = Schemas['Debtor'];
type Payroll = Schemas['Payroll'];
type PayrollHistory = Schemas['PayrollHistory'];

const business = api.business.client;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONEY = /^-?\d{1,15}(\.\d{1,2})?$/;
const VAT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const CURRENCY = /^[A-Z]{3}$/;
const PHONE = /^(\+[1-9]\d{7,14}|0[789][01]\d{8})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PERMISSION_IDS = Array.from({ length: 56 }, (_, i) => 93 + i);
const ACTIONS = ['create', 'edit', 'remove', 'view'] as const;

/** A unique suffix, so names that must be unique per business do not clash between runs. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A calendar date `days` from today (year-month-day). */
const day = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A money string in cents, for the server-computed totals. */
const cents = (money: string) => Math.round(Number(money) * 100);

/** The business every call works in: the first one the user has, and its first location. */
let biz: { id: number; location: number; currency: string };

beforeAll(async () => {
  const businesses = ok(await api.business.client.GET('/business/v1/businesses/'));
  expect(businesses.length).toBeGreaterThan(0);
  const first = businesses[0]!;
  expect(first.locations.length).toBeGreaterThan(0);
  biz = { id: first.id, location: first.locations[0]!.id, currency: first.currency };
});

const inBusiness = () => ({ businessId: biz.id });
const withId = (id: number) => ({ businessId: biz.id, id });
const atLocation = () => ({ location: biz.location });

// ---- shapes the screens read ----

function expectId(value: unknown): void {
  expect(Number.isInteger(value)).toBe(true);
  expect(value as number).toBeGreaterThanOrEqual(1);
}

function expectDateTime(value: unknown): void {
  expect(value).toMatch(ISO_DATE_TIME);
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

function expectDate(value: unknown): void {
  expect(value).toMatch(ISO_DATE);
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

function expectNullableString(value: unknown): void {
  expect(value === null || typeof value === 'string').toBe(true);
}

function expectNullableUrl(value: string | null): void {
  if (value !== null) expect(() => new URL(value)).not.toThrow();
}

function expectNullablePhone(value: string | null): void {
  if (value !== null) expect(value).toMatch(PHONE);
}

function expectNullableEmail(value: string | null): void {
  if (value !== null) expect(value).toMatch(EMAIL);
}

/** A `{count, next, previous, results}` envelope (decision D6). */
function expectPage<T>(page: { count: number; next: string | null; previous: string | null; results: T[] }, each: (item: T) => void): void {
  expect(Number.isInteger(page.count)).toBe(true);
  expect(page.count).toBeGreaterThanOrEqual(page.results.length);
  expectNullableUrl(page.next);
  expectNullableUrl(page.previous);
  expect(Array.isArray(page.results)).toBe(true);
  page.results.forEach(each);
}

function expectNamedRef(ref: { id: number; name: string }): void {
  expectId(ref.id);
  expect(ref.name).toEqual(expect.any(String));
  expect(ref.name.length).toBeGreaterThan(0);
}

function expectStaffRef(ref: Schemas['StaffRef']): void {
  expectId(ref.id);
  expect(ref.first_name.length).toBeGreaterThan(0);
  expect(ref.last_name.length).toBeGreaterThan(0);
}

function expectCustomerRef(ref: CustomerRef): void {
  expectNamedRef(ref);
  expectNullableEmail(ref.email);
  expectNullablePhone(ref.phone_number);
}

function expectCustomer(customer: Customer): void {
  expectNamedRef(customer);
  expect(['individual', 'business']).toContain(customer.type);
  expectNullableEmail(customer.email);
  expectNullablePhone(customer.phone_number);
  expect(typeof customer.active).toBe('boolean');
  expectDateTime(customer.created_at);
}

function expectSupplier(supplier: Supplier): void {
  expectNamedRef(supplier);
  expectNullableString(supplier.address);
  expectNullablePhone(supplier.phone_number);
  expectNullableEmail(supplier.email);
  expectNullableString(supplier.description);
  expect(typeof supplier.active).toBe('boolean');
  expectDateTime(supplier.created_at);
}

function expectLocation(location: Location): void {
  expectNamedRef(location);
  expect(location.address.length).toBeGreaterThan(0);
  expect(location.phone_number).toMatch(PHONE);
  expect(typeof location.active).toBe('boolean');
  expectDateTime(location.created_at);
}

function expectMember(member: Member): void {
  expectStaffRef(member);
  expectNullablePhone(member.phone_number);
  expect(member.email).toMatch(EMAIL);
  // The staff table shows the locations and the role by name.
  expect(Array.isArray(member.locations)).toBe(true);
  member.locations.forEach(expectNamedRef);
  if (member.role !== null) expectNamedRef(member.role);
  expect(typeof member.active).toBe('boolean');
  expectDateTime(member.created_at);
  expectDateTime(member.updated_at);
  expectNullableUrl(member.profile_image);
}

function expectRole(role: Role): void {
  expectNamedRef(role);
  expectNullableString(role.description);
  // The roles form derives each resource's flags from these ids.
  expect(new Set(role.permissions).size).toBe(role.permissions.length);
  for (const id of role.permissions) expect(PERMISSION_IDS).toContain(id);
  expect(typeof role.active).toBe('boolean');
  expectDateTime(role.created_at);
}

function expectExpenseCategory(category: ExpenseCategory): void {
  expectNamedRef(category);
  expectNullableString(category.description);
  expect(typeof category.active).toBe('boolean');
  expectDateTime(category.created_at);
}

function expectExpense(expense: Expense): void {
  expectNamedRef(expense);
  expect(expense.amount).toMatch(MONEY);
  expectDate(expense.expense_date);
  expectNamedRef(expense.category);
  expectNullableString(expense.description);
  expect(expense.currency).toMatch(CURRENCY);
  expectId(expense.location);
  expect(typeof expense.active).toBe('boolean');
  expectDateTime(expense.created_at);
}

function expectInventoryItem(item: InventoryItem): void {
  expectNamedRef(item);
  expect(['product', 'service']).toContain(item.type);
  for (const tag of item.tags) expect(tag.length).toBeGreaterThan(0);
  for (const category of item.categories) expect(category.length).toBeGreaterThan(0);
  expect(item.currency).toMatch(CURRENCY);
  expect(item.unit_price).toMatch(MONEY);
  expect(item.cost_price).toMatch(MONEY);
  expectId(item.user);
  // The main image is the first of the images, null when there are none.
  for (const image of item.images) {
    expectId(image.id);
    expect(() => new URL(image.image)).not.toThrow();
  }
  expect(item.image).toBe(item.images[0]?.image ?? null);
  expectNullableString(item.description);
  expectNullableString(item.barcode_number);
  expect(Number.isInteger(item.quantity)).toBe(true);
  expect(item.quantity).toBeGreaterThanOrEqual(0);
  if (item.type === 'service') expect(item.quantity).toBe(0);
  expectId(item.location);
  expect(typeof item.active).toBe('boolean');
  if (item.supplier !== null) expectId(item.supplier);
  expectNullableString(item.unit);
  expect(typeof item.is_published).toBe('boolean');
  expectDateTime(item.created_at);
  expectDateTime(item.updated_at);
}

/** The invoice screens read the server's totals; they must add up. */
function expectInvoice(invoice: Invoice): void {
  expectId(invoice.id);
  expect(invoice.title.length).toBeGreaterThan(0);
  expectCustomerRef(invoice.customer);
  expectId(invoice.currency.id);
  expect(invoice.currency.code).toMatch(CURRENCY);
  expect(invoice.currency.symbol.length).toBeGreaterThan(0);
  expect(invoice.items.length).toBeGreaterThan(0);
  for (const line of invoice.items) {
    expectId(line.id);
    if (line.inventory !== null) expectId(line.inventory);
    expect(line.name.length).toBeGreaterThan(0);
    expect(line.quantity).toBeGreaterThanOrEqual(1);
    expect(line.unit_price).toMatch(MONEY);
    expect(cents(line.total)).toBe(line.quantity * cents(line.unit_price));
  }
  if (invoice.member !== null) expectStaffRef(invoice.member);
  for (const money of [invoice.total_amount, invoice.discount, invoice.total_amount_due, invoice.total_amount_paid, invoice.total_balance, invoice.change]) {
    expect(money).toMatch(MONEY);
    expect(cents(money)).toBeGreaterThanOrEqual(0);
  }
  expect(invoice.vat).toMatch(VAT);
  expect(cents(invoice.total_amount)).toBe(invoice.items.reduce((sum, line) => sum + cents(line.total), 0));
  const net = cents(invoice.total_amount) - cents(invoice.discount);
  expect(Math.abs(cents(invoice.total_amount_due) - Math.round(net * (1 + Number(invoice.vat) / 100)))).toBeLessThanOrEqual(1);
  const due = cents(invoice.total_amount_due);
  const paid = cents(invoice.total_amount_paid);
  expect(cents(invoice.total_balance)).toBe(Math.max(due - paid, 0));
  expect(cents(invoice.change)).toBe(Math.max(paid - due, 0));
  // `receipt` is the latest payment, null while nothing is paid.
  if (invoice.receipt === null) expect(paid).toBe(0);
  else {
    expectId(invoice.receipt);
    expect(paid).toBeGreaterThan(0);
  }
  expect(['draft', 'unpaid', 'partially_paid', 'paid', 'overdue', 'cancelled']).toContain(invoice.state);
  if (invoice.state === 'paid') expect(cents(invoice.total_balance)).toBe(0);
  if (invoice.state === 'draft' || invoice.state === 'unpaid') expect(paid).toBe(0);
  if (invoice.state === 'partially_paid') expect(paid).toBeGreaterThan(0);
  expectDate(invoice.sale_date);
  if (invoice.due_date !== null) expectDate(invoice.due_date);
  expectNullableUrl(invoice.file);
  expectNullableString(invoice.note);
  expectId(invoice.location);
  expectDateTime(invoice.created_at);
  expectDateTime(invoice.updated_at);
}

function expectReceipt(receipt: Receipt): void {
  expectId(receipt.id);
  expectId(receipt.invoice);
  expect(receipt.amount).toMatch(MONEY);
  expect(cents(receipt.amount)).toBeGreaterThan(0);
  expect(receipt.currency).toMatch(CURRENCY);
  expect(['cash', 'transfer', 'card', 'pos']).toContain(receipt.payment_method);
  expectDate(receipt.date);
  expectNullableString(receipt.reference);
  expectCustomerRef(receipt.customer);
  expectId(receipt.location);
  expectDateTime(receipt.created_at);
}

function expectDebtor(debtor: Debtor): void {
  // A debtor is keyed by the customer it summarises.
  expect(debtor.id).toBe(debtor.customer.id);
  expectCustomerRef(debtor.customer);
  expect(debtor.total_owed).toMatch(MONEY);
  expect(cents(debtor.total_owed)).toBeGreaterThan(0);
  expect(debtor.currency).toMatch(CURRENCY);
  expect(Number.isInteger(debtor.invoices_count)).toBe(true);
  expect(debtor.invoices_count).toBeGreaterThanOrEqual(1);
  if (debtor.oldest_due_date !== null) expectDate(debtor.oldest_due_date);
}

function expectPayroll(payroll: Payroll): void {
  expectId(payroll.id);
  expectStaffRef(payroll.staff);
  expect(payroll.amount).toMatch(MONEY);
  expect(payroll.currency).toMatch(CURRENCY);
  expectNullableString(payroll.description);
  expectId(payroll.location);
  expect(typeof payroll.active).toBe('boolean');
  expectDateTime(payroll.created_at);
}

function expectPayrollHistory(history: PayrollHistory): void {
  expectId(history.id);
  expectId(history.payroll);
  expectStaffRef(history.staff);
  expect(history.amount).toMatch(MONEY);
  expect(history.currency).toMatch(CURRENCY);
  expectDate(history.date);
  expectNullableString(history.description);
  expectId(history.location);
  expectDateTime(history.created_at);
}

/** A successful create: 201 and the new record. */
function created<T>(result: { data?: T; error?: unknown; response: Response }): T {
  const data = ok(result);
  expect(result.response.status).toBe(201);
  return data;
}

/** A successful delete for good: 204 and no body. */
function deleted(result: { data?: unknown; error?: unknown; response: Response }): void {
  ok(result);
  expect(result.response.status).toBe(204);
  expect(result.data).toBeUndefined();
}

// ---- the error bodies the contract documents, read from openapi/business.yaml and its shared refs ----

type Node = Record<string, unknown>;
const CONTRACT = path.resolve(import.meta.dirname, '..', '..', 'openapi', 'business.yaml');
const documents = new Map<string, Node>();

function loadDocument(file: string): Node {
  let doc = documents.get(file);
  if (!doc) {
    doc = parse(readFileSync(file, 'utf8')) as Node;
    documents.set(file, doc);
  }
  return doc;
}

/** Follows `$ref`s (local or into another file) to the node they name. */
function deref(node: unknown, file: string): { node: Node; file: string } {
  let current = node as Node;
  let where = file;
  while (typeof current.$ref === 'string') {
    const [target = '', pointer = ''] = current.$ref.split('#');
    if (target) where = path.resolve(path.dirname(where), target);
    current = pointer
      .split('/')
      .filter(Boolean)
      .reduce<Node>((n, key) => n[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Node, loadDocument(where));
  }
  return { node: current, file: where };
}

/**
 * Every body the contract documents for `status` of an operation: the media type's `example`, its
 * named `examples` and its schema's `examples` (Prism serves the schema's first example before the
 * named ones; a real server may answer any of them).
 */
function documentedErrorBodies(method: string, schemaPath: string, status: number): unknown[] {
  const paths = loadDocument(CONTRACT).paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  const declared = paths[schemaPath]?.[method.toLowerCase()]?.responses[String(status)];
  expect(declared, `${method} ${schemaPath} declares ${status}`).toBeDefined();
  const response = deref(declared, CONTRACT);
  const media = (response.node.content as Record<string, Node>)['application/json']!;
  const bodies: unknown[] = [];
  if ('example' in media) bodies.push(media.example);
  for (const example of Object.values((media.examples ?? {}) as Record<string, unknown>)) {
    bodies.push(deref(example, response.file).node.value);
  }
  bodies.push(...((deref(media.schema, response.file).node.examples ?? []) as unknown[]));
  return bodies;
}

/** A forced error answered with a documented body, normalised into the ApiError the screens show. */
function expectDocumentedError(error: ApiError, method: string, schemaPath: string, status: number): Record<string, unknown> {
  expect(documentedErrorBodies(method, schemaPath, status)).toContainEqual(error.body);
  const body = error.body as Record<string, unknown>;
  expect(body.detail).toEqual(expect.any(String));
  expect((body.detail as string).length).toBeGreaterThan(0);
  // The message is the server's `detail` (the 401 path of src/api/http.ts keeps no separate detail).
  expect(error.message).toBe(body.detail);
  if (status !== 401) expect(error.detail).toBe(body.detail);
  if (body.code !== undefined) expect(body.code).toMatch(/^[a-z_]+$/);
  if (status === 400) {
    // Every `{field: [message]}` of the body, and nothing else.
    const fields = Object.fromEntries(
      Object.entries(body).filter(([key, value]) => key !== 'detail' && key !== 'non_field_errors' && Array.isArray(value)),
    );
    expect(Object.keys(fields).length).toBeGreaterThan(0);
    expect(error.fieldErrors).toEqual(fields);
  } else {
    expect(error.fieldErrors).toEqual({});
  }
  return body;
}

// ---- fixtures: each test makes what it needs and uses the ids the server answers ----

async function createCustomer(body: Schemas['CustomerInput'] = {
  name: `Chidi Okafor ${unique()}`,
  type: 'individual',
  email: `chidi.okafor.${unique()}@gmail.com`,
  phone_number: '+2348091234567',
}): Promise<Customer> {
  return created(await business.POST('/business/v1/{businessId}/tools/customers/', { params: { path: inBusiness() }, body }));
}

async function createSupplier(): Promise<Supplier> {
  const body: Schemas['SupplierInput'] = {
    name: `Kano Textiles Ltd ${unique()}`,
    address: '22 Bello Road, Kano',
    phone_number: '+2348061112233',
    email: `sales.${unique()}@kanotextiles.ng`,
    description: 'Ankara and lace wholesale, delivers weekly to Lagos.',
  };
  return created(await business.POST('/business/v1/{businessId}/tools/suppliers/', { params: { path: inBusiness() }, body }));
}

async function createLocation(): Promise<Location> {
  const body: Schemas['LocationInput'] = {
    name: `Yaba Tech Market stall ${unique()}`,
    address: '3 Herbert Macaulay Way, Yaba, Lagos',
    phone_number: '08023456789',
  };
  return created(await business.POST('/business/v1/{businessId}/tools/locations/', { params: { path: inBusiness() }, body }));
}

async function createRole(): Promise<Role> {
  const body: Schemas['RoleInput'] = {
    name: `Sales attendant ${unique()}`,
    description: 'Records sales and receipts, views inventory and customers.',
    permissions: [93, 96, 108, 109, 112, 125, 128, 132],
  };
  return created(await business.POST('/business/v1/{businessId}/tools/roles/', { params: { path: inBusiness() }, body }));
}

async function createMember(role: number | null = null): Promise<Member> {
  const body: Schemas['MemberInput'] = {
    first_name: 'Tunde',
    last_name: 'Bakare',
    phone_number: '+2348034567890',
    email: `tunde.bakare.${unique()}@adaezefabrics.ng`,
    locations: [biz.location],
    role,
  };
  return created(await business.POST('/business/v1/{businessId}/tools/members/', { params: { path: inBusiness() }, body }));
}

async function createExpenseCategory(): Promise<ExpenseCategory> {
  const body: Schemas['ExpenseCategoryInput'] = { name: `Utilities ${unique()}`, description: 'Power, diesel, water and internet.' };
  return created(await business.POST('/business/v1/{businessId}/tools/expense_categories/', { params: { path: inBusiness() }, body }));
}

async function createExpense(category: number): Promise<Expense> {
  const body: Schemas['ExpenseInput'] = {
    amount: '45000.00',
    name: 'Diesel for generator',
    expense_date: day(),
    category,
    description: '100 litres for the Balogun shop.',
  };
  return created(
    await business.POST('/business/v1/{businessId}/tools/expenses/', { params: { path: inBusiness(), query: atLocation() }, body }),
  );
}

const ANKARA: Schemas['InventoryItemInput'] = {
  name: 'Ankara fabric (6 yards)',
  type: 'product',
  tags: ['PCS'],
  unit_price: '15000.00',
  cost_price: '9500.00',
  quantity: 48,
  unit: 'piece',
  barcode_number: '6151100012345',
  description: 'Hollandais wax print, 6 yards per piece.',
  categories: ['Fabrics'],
};

async function createInventoryItem(fields: Partial<Schemas['InventoryItemInput']> = {}): Promise<InventoryItem> {
  const body: Schemas['InventoryItemInput'] = { ...ANKARA, name: `${ANKARA.name} ${unique()}`, location: biz.location, ...fields };
  return created(await business.POST('/business/v1/{businessId}/tools/inventories/', { params: { path: inBusiness() }, body }));
}

/** A 1x1 PNG, the smallest picture the image upload accepts. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** Uploads a picture as multipart, the way the inventory form sends it. */
async function uploadImage(itemId: number): Promise<Schemas['InventoryImage']> {
  const picture = new File([PNG], 'ankara-wax-print.png', { type: 'image/png' });
  const body: Schemas['InventoryImageUpload'] = { image: picture.name };
  return created(
    await business.POST('/business/v1/{businessId}/tools/inventories/{id}/images/', {
      params: { path: withId(itemId), query: atLocation() },
      body,
      bodySerializer: () => {
        const form = new FormData();
        form.append('image', picture);
        return form;
      },
    }),
  );
}

/** An invoice for a new customer over one product line (stock at the business's first location). */
async function createInvoice(state: 'draft' | 'unpaid' = 'unpaid', customer?: Customer): Promise<Invoice> {
  const [buyer, item] = await Promise.all([customer ?? createCustomer(), createInventoryItem()]);
  const body: Schemas['InvoiceInput'] = {
    customer: buyer.id,
    title: 'Wedding outfits for the Okafor family',
    sale_date: day(),
    due_date: day(14),
    items: [{ inventory: item.id, quantity: 2, unit_price: '15000.00' }],
    discount: '2000.00',
    vat: '7.5',
    state,
    note: 'Balance due on collection.',
  };
  return created(
    await business.POST('/business/v1/{businessId}/tools/invoices/', { params: { path: inBusiness(), query: atLocation() }, body }),
  );
}

async function createPayroll(staff: number): Promise<Payroll> {
  const body: Schemas['PayrollInput'] = { staff, amount: '120000.00', description: 'Monthly salary, sales attendant.', location: biz.location };
  return created(await business.POST('/business/v1/{businessId}/tools/payrolls/', { params: { path: inBusiness() }, body }));
}

async function createPayrollHistory(): Promise<PayrollHistory> {
  const member = await createMember();
  const payroll = await createPayroll(member.id);
  const body: Schemas['PayrollHistoryInput'] = { payroll: payroll.id, amount: '120000.00', date: day(), description: 'October salary' };
  return created(
    await business.POST('/business/v1/{businessId}/tools/payroll_histories/', { params: { path: inBusiness(), query: atLocation() }, body }),
  );
}

// ---- the operations ----

describe('business tools: customers', () => {
  it('GET customers/ lists customers in a page (listCustomers)', async () => {
    await createCustomer();
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/customers/', {
        params: { path: inBusiness(), query: { active: true, page: 1, search: 'Okafor' } },
      }),
    );
    expectPage(page, expectCustomer);
    expect(page.results.length).toBeGreaterThan(0);
  });

  it('POST customers/ creates a customer (createCustomer)', async () => {
    const customer = await createCustomer();
    expectCustomer(customer);
    expect(customer.active).toBe(true);
    expect(customer.email).not.toBeNull();
  });

  it('GET customers/{id} answers the customer (getCustomer)', async () => {
    const { id } = await createCustomer();
    const customer = ok(await business.GET('/business/v1/{businessId}/tools/customers/{id}', { params: { path: withId(id) } }));
    expectCustomer(customer);
    expect(customer.id).toBe(id);
  });

  it('PUT customers/{id} replaces a customer (updateCustomer)', async () => {
    const { id } = await createCustomer();
    const body: Schemas['CustomerInput'] = {
      name: `Grace Boutique Ltd ${unique()}`,
      type: 'business',
      email: `orders.${unique()}@graceboutique.ng`,
      phone_number: '08023456789',
    };
    const customer = ok(await business.PUT('/business/v1/{businessId}/tools/customers/{id}', { params: { path: withId(id) }, body }));
    expectCustomer(customer);
    expect(customer.id).toBe(id);
  });

  it('PATCH customers/{id} removes a customer with {active: false} (patchCustomer)', async () => {
    const { id } = await createCustomer();
    const customer = ok(
      await business.PATCH('/business/v1/{businessId}/tools/customers/{id}', { params: { path: withId(id) }, body: { active: false } }),
    );
    expectCustomer(customer);
    expect(customer.id).toBe(id);
  });

  it('DELETE customers/{id} deletes a customer without invoices for good (deleteCustomer)', async () => {
    const { id } = await createCustomer();
    deleted(await business.DELETE('/business/v1/{businessId}/tools/customers/{id}', { params: { path: withId(id) } }));
  });
});

describe('business tools: debtors', () => {
  it('GET debtors/ lists the customers who owe, at a location (listDebtors)', async () => {
    await createInvoice('unpaid');
    const debtors = ok(
      await business.GET('/business/v1/{businessId}/tools/debtors/', { params: { path: inBusiness(), query: atLocation() } }),
    );
    expect(Array.isArray(debtors)).toBe(true);
    expect(debtors.length).toBeGreaterThan(0);
    debtors.forEach(expectDebtor);
  });

  it('GET debtors/{id} answers the debt with its open invoices (getDebtor)', async () => {
    const invoice = await createInvoice('unpaid');
    const debtor = ok(
      await business.GET('/business/v1/{businessId}/tools/debtors/{id}', {
        params: { path: withId(invoice.customer.id), query: atLocation() },
      }),
    );
    expectDebtor(debtor);
    expect(debtor.id).toBe(invoice.customer.id);
    expect(debtor.invoices.length).toBe(debtor.invoices_count);
    // The amount owed is the sum of the open balances; the oldest due date is the earliest one.
    expect(cents(debtor.total_owed)).toBe(debtor.invoices.reduce((sum, i) => sum + cents(i.total_balance), 0));
    const dueDates = debtor.invoices.map((i) => i.due_date ?? i.sale_date).sort();
    expect(debtor.oldest_due_date).toBe(dueDates[0]);
    for (const open of debtor.invoices) {
      expectId(open.id);
      expect(open.title.length).toBeGreaterThan(0);
      expect(cents(open.total_balance)).toBeGreaterThan(0);
      expectDate(open.sale_date);
      expect(['unpaid', 'partially_paid', 'overdue']).toContain(open.state);
    }
    expect(debtor.invoices.map((i) => i.id)).toContain(invoice.id);
  });

  it('POST debtors/{id}/send_reminder/ emails a payment reminder (sendDebtorReminder)', async () => {
    const invoice = await createInvoice('unpaid');
    const body: Schemas['ReminderInput'] = { channel: 'email', message: 'Kindly pay the balance before collection.' };
    const result = await business.POST('/business/v1/{businessId}/tools/debtors/{id}/send_reminder/', {
      params: { path: withId(invoice.customer.id) },
      body,
    });
    const sent = ok(result);
    expect(result.response.status).toBe(200);
    expect(sent.detail).toEqual(expect.any(String));
    expect(sent.detail.length).toBeGreaterThan(0);
  });
});

describe('business tools: expenses', () => {
  it('GET expenses/ lists the active expenses of a location (listExpenses)', async () => {
    const category = await createExpenseCategory();
    await createExpense(category.id);
    const expenses = ok(
      await business.GET('/business/v1/{businessId}/tools/expenses/', {
        params: { path: inBusiness(), query: { ...atLocation(), active: true } },
      }),
    );
    expect(Array.isArray(expenses)).toBe(true);
    expect(expenses.length).toBeGreaterThan(0);
    expenses.forEach(expectExpense);
  });

  it('POST expenses/ records an expense at the location given as a query parameter (createExpense)', async () => {
    const category = await createExpenseCategory();
    const expense = await createExpense(category.id);
    expectExpense(expense);
    expect(expense.category.id).toBe(category.id);
    expect(expense.location).toBe(biz.location);
    // No currency given: the business currency.
    expect(expense.currency).toBe(biz.currency);
    expect(expense.active).toBe(true);
  });

  it('PATCH expenses/{id}/ changes an expense (patchExpense)', async () => {
    const category = await createExpenseCategory();
    const { id } = await createExpense(category.id);
    const body: Schemas['ExpensePatch'] = { amount: '47500.00', description: '105 litres for the Balogun shop.' };
    const expense = ok(
      await business.PATCH('/business/v1/{businessId}/tools/expenses/{id}/', { params: { path: withId(id), query: atLocation() }, body }),
    );
    expectExpense(expense);
    expect(expense.id).toBe(id);
  });
});

describe('business tools: expense categories', () => {
  it('GET expense_categories/ lists the categories (listExpenseCategories)', async () => {
    await createExpenseCategory();
    const categories = ok(
      await business.GET('/business/v1/{businessId}/tools/expense_categories/', {
        params: { path: inBusiness(), query: { active: true, search: 'Utilities' } },
      }),
    );
    expect(Array.isArray(categories)).toBe(true);
    expect(categories.length).toBeGreaterThan(0);
    categories.forEach(expectExpenseCategory);
  });

  it('POST expense_categories/ creates a category (createExpenseCategory)', async () => {
    const category = await createExpenseCategory();
    expectExpenseCategory(category);
    expect(category.active).toBe(true);
  });

  it('GET expense_categories/{id} answers the category (getExpenseCategory)', async () => {
    const { id } = await createExpenseCategory();
    const category = ok(
      await business.GET('/business/v1/{businessId}/tools/expense_categories/{id}', { params: { path: withId(id) } }),
    );
    expectExpenseCategory(category);
    expect(category.id).toBe(id);
  });

  it('PUT expense_categories/{id} replaces a category (updateExpenseCategory)', async () => {
    const { id } = await createExpenseCategory();
    const body: Schemas['ExpenseCategoryInput'] = { name: `Transport ${unique()}`, description: null };
    const category = ok(
      await business.PUT('/business/v1/{businessId}/tools/expense_categories/{id}', { params: { path: withId(id) }, body }),
    );
    expectExpenseCategory(category);
    expect(category.id).toBe(id);
  });

  it('PATCH expense_categories/{id} removes a category with {active: false} (patchExpenseCategory)', async () => {
    const { id } = await createExpenseCategory();
    const category = ok(
      await business.PATCH('/business/v1/{businessId}/tools/expense_categories/{id}', {
        params: { path: withId(id) },
        body: { active: false },
      }),
    );
    expectExpenseCategory(category);
    expect(category.id).toBe(id);
  });

  it('DELETE expense_categories/{id} deletes an unused category for good (deleteExpenseCategory)', async () => {
    const { id } = await createExpenseCategory();
    deleted(await business.DELETE('/business/v1/{businessId}/tools/expense_categories/{id}', { params: { path: withId(id) } }));
  });
});

describe('business tools: inventory', () => {
  it('GET inventories/ lists the items of a location in one page (listInventoryItems)', async () => {
    await createInventoryItem();
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/inventories/', {
        params: { path: inBusiness(), query: { ...atLocation(), active: true, page: 1, page_size: 9999, search: 'Ankara' } },
      }),
    );
    expectPage(page, expectInventoryItem);
    expect(page.results.length).toBeGreaterThan(0);
  });

  it('POST inventories/ creates a stocked product from a supplier (createInventoryItem)', async () => {
    const supplier = await createSupplier();
    const item = await createInventoryItem({ supplier: supplier.id });
    expectInventoryItem(item);
    expect(item.type).toBe('product');
    expect(item.supplier).toBe(supplier.id);
    expect(item.location).toBe(biz.location);
    expect(item.quantity).toBeGreaterThan(0);
    expect(item.active).toBe(true);
  });

  it('GET inventories/{id}/ answers the item (getInventoryItem)', async () => {
    const { id } = await createInventoryItem();
    const item = ok(
      await business.GET('/business/v1/{businessId}/tools/inventories/{id}/', { params: { path: withId(id), query: atLocation() } }),
    );
    expectInventoryItem(item);
    expect(item.id).toBe(id);
  });

  it('PUT inventories/{id}/ replaces an item (updateInventoryItem)', async () => {
    const { id } = await createInventoryItem();
    const body: Schemas['InventoryItemInput'] = {
      ...ANKARA,
      name: `Ankara fabric (6 yards) ${unique()}`,
      unit_price: '16500.00',
      quantity: 40,
      location: biz.location,
      supplier: null,
    };
    const item = ok(await business.PUT('/business/v1/{businessId}/tools/inventories/{id}/', { params: { path: withId(id) }, body }));
    expectInventoryItem(item);
    expect(item.id).toBe(id);
  });

  it('PATCH inventories/{id}/ publishes an item to the marketplace (patchInventoryItem)', async () => {
    const { id } = await createInventoryItem();
    const item = ok(
      await business.PATCH('/business/v1/{businessId}/tools/inventories/{id}/', {
        params: { path: withId(id), query: atLocation() },
        body: { is_published: true },
      }),
    );
    expectInventoryItem(item);
    expect(item.id).toBe(id);
  });

  it('POST inventories/{id}/images/ uploads a picture as multipart (uploadInventoryImage)', async () => {
    const item = await createInventoryItem();
    const image = await uploadImage(item.id);
    expectId(image.id);
    expect(new URL(image.image).protocol).toMatch(/^https?:$/);
  });

  it('DELETE inventories/{id}/images/{image_id} deletes a picture (deleteInventoryImage)', async () => {
    const item = await createInventoryItem();
    const image = await uploadImage(item.id);
    deleted(
      await business.DELETE('/business/v1/{businessId}/tools/inventories/{id}/images/{image_id}', {
        params: { path: { ...withId(item.id), image_id: image.id }, query: atLocation() },
      }),
    );
  });
});

describe('business tools: tags', () => {
  it('GET tags/ lists every tag, PCS included (listInventoryTags)', async () => {
    const tags = ok(await business.GET('/business/v1/{businessId}/tools/tags/', { params: { path: inBusiness() } }));
    expect(Array.isArray(tags)).toBe(true);
    tags.forEach(expectNamedRef);
    expect(tags.map((t) => t.name)).toContain('PCS');
    expect(new Set(tags.map((t) => t.name)).size).toBe(tags.length);
  });

  it('POST tags/ creates a tag (createInventoryTag)', async () => {
    const body: Schemas['TagInput'] = { name: `Yards ${unique()}`.slice(0, 50) };
    const tag = created(await business.POST('/business/v1/{businessId}/tools/tags/', { params: { path: inBusiness() }, body }));
    expectNamedRef(tag);
    expect(Object.keys(tag).sort()).toEqual(['id', 'name']);
  });
});

describe('business tools: invoices', () => {
  it('GET invoices/ lists the invoices of a location (listInvoices)', async () => {
    await createInvoice('unpaid');
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/invoices/', { params: { path: inBusiness(), query: { ...atLocation(), page: 1 } } }),
    );
    expectPage(page, expectInvoice);
    expect(page.results.length).toBeGreaterThan(0);
  });

  it('POST invoices/ issues an invoice with the totals computed by the server (createInvoice)', async () => {
    const customer = await createCustomer();
    const invoice = await createInvoice('unpaid', customer);
    expectInvoice(invoice);
    expect(invoice.customer.id).toBe(customer.id);
    expect(invoice.state).toBe('unpaid');
    expect(invoice.receipt).toBeNull();
    expect(invoice.total_amount_paid).toMatch(/^0(\.0{1,2})?$/);
    expect(cents(invoice.total_balance)).toBe(cents(invoice.total_amount_due));
    expect(invoice.location).toBe(biz.location);
    // No currency given: the business currency.
    expect(invoice.currency.code).toBe(biz.currency);
  });

  it('GET invoices/{id} answers the invoice (getInvoice)', async () => {
    const { id } = await createInvoice('unpaid');
    const invoice = ok(
      await business.GET('/business/v1/{businessId}/tools/invoices/{id}', { params: { path: withId(id), query: atLocation() } }),
    );
    expectInvoice(invoice);
    expect(invoice.id).toBe(id);
  });

  it('PATCH invoices/{id} moves the due date of an unpaid invoice (patchInvoice, designed)', async () => {
    const { id } = await createInvoice('unpaid');
    const body: Schemas['InvoicePatch'] = { due_date: day(21), note: 'Balance due on collection.' };
    const invoice = ok(
      await business.PATCH('/business/v1/{businessId}/tools/invoices/{id}', { params: { path: withId(id), query: atLocation() }, body }),
    );
    expectInvoice(invoice);
    expect(invoice.id).toBe(id);
  });

  it('DELETE invoices/{id} deletes a draft invoice for good (deleteInvoice, designed)', async () => {
    const { id } = await createInvoice('draft');
    deleted(await business.DELETE('/business/v1/{businessId}/tools/invoices/{id}', { params: { path: withId(id), query: atLocation() } }));
  });
});

describe('business tools: receipts', () => {
  it('GET receipts/ lists the payments of a location (listReceipts)', async () => {
    const invoice = await createInvoice('unpaid');
    const body: Schemas['ReceiptInput'] = { invoice: invoice.id, amount: '10000.00', payment_method: 'cash', date: day() };
    created(await business.POST('/business/v1/{businessId}/tools/receipts/', { params: { path: inBusiness() }, body }));
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/receipts/', { params: { path: inBusiness(), query: { ...atLocation(), page: 1 } } }),
    );
    expectPage(page, expectReceipt);
    expect(page.results.length).toBeGreaterThan(0);
  });

  it('POST receipts/ records a payment against an unpaid invoice (createReceipt)', async () => {
    const invoice = await createInvoice('unpaid');
    const body: Schemas['ReceiptInput'] = {
      invoice: invoice.id,
      amount: '20000.00',
      payment_method: 'transfer',
      date: day(),
      reference: `GTB-${unique()}`.slice(0, 100),
    };
    const receipt = created(await business.POST('/business/v1/{businessId}/tools/receipts/', { params: { path: inBusiness() }, body }));
    expectReceipt(receipt);
    expect(receipt.invoice).toBe(invoice.id);
    // The receipt belongs to the invoice's customer and location.
    expect(receipt.customer.id).toBe(invoice.customer.id);
    expect(receipt.location).toBe(invoice.location);
  });

  it('GET receipts/{id} answers the receipt (getReceipt)', async () => {
    const invoice = await createInvoice('unpaid');
    const body: Schemas['ReceiptInput'] = { invoice: invoice.id, amount: invoice.total_balance, payment_method: 'pos', date: day() };
    const { id } = created(await business.POST('/business/v1/{businessId}/tools/receipts/', { params: { path: inBusiness() }, body }));
    const receipt = ok(
      await business.GET('/business/v1/{businessId}/tools/receipts/{id}', { params: { path: withId(id), query: atLocation() } }),
    );
    expectReceipt(receipt);
    expect(receipt.id).toBe(id);
  });
});

describe('business tools: locations', () => {
  it('GET locations/ lists the locations in a page (listLocations)', async () => {
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/locations/', {
        params: { path: inBusiness(), query: { active: true, page: 1 } },
      }),
    );
    expectPage(page, expectLocation);
    expect(page.results.length).toBeGreaterThan(0);
  });

  it('POST locations/ creates a location (createLocation)', async () => {
    const location = await createLocation();
    expectLocation(location);
    expect(location.active).toBe(true);
  });

  it('GET locations/{id} answers the location (getLocation)', async () => {
    const location = ok(
      await business.GET('/business/v1/{businessId}/tools/locations/{id}', { params: { path: withId(biz.location) } }),
    );
    expectLocation(location);
    expect(location.id).toBe(biz.location);
  });

  it('PUT locations/{id} replaces a location (updateLocation)', async () => {
    const { id } = await createLocation();
    const body: Schemas['LocationInput'] = {
      name: `Lekki Showroom ${unique()}`,
      address: 'Plot 5 Admiralty Way, Lekki Phase 1, Lagos',
      phone_number: '+2348029876543',
    };
    const location = ok(await business.PUT('/business/v1/{businessId}/tools/locations/{id}', { params: { path: withId(id) }, body }));
    expectLocation(location);
    expect(location.id).toBe(id);
  });

  it('PATCH locations/{id} removes a location with {active: false} (patchLocation)', async () => {
    const { id } = await createLocation();
    const location = ok(
      await business.PATCH('/business/v1/{businessId}/tools/locations/{id}', { params: { path: withId(id) }, body: { active: false } }),
    );
    expectLocation(location);
    expect(location.id).toBe(id);
  });

  it('DELETE locations/{id} deletes an empty location for good (deleteLocation)', async () => {
    const { id } = await createLocation();
    deleted(await business.DELETE('/business/v1/{businessId}/tools/locations/{id}', { params: { path: withId(id) } }));
  });
});

describe('business tools: payroll', () => {
  it('GET payrolls/ lists the payroll entries of a location (listPayrolls)', async () => {
    const member = await createMember();
    await createPayroll(member.id);
    const payrolls = ok(
      await business.GET('/business/v1/{businessId}/tools/payrolls/', { params: { path: inBusiness(), query: atLocation() } }),
    );
    expect(Array.isArray(payrolls)).toBe(true);
    expect(payrolls.length).toBeGreaterThan(0);
    payrolls.forEach(expectPayroll);
  });

  it('POST payrolls/ creates a payroll entry for a staff member (createPayroll)', async () => {
    const member = await createMember();
    const payroll = await createPayroll(member.id);
    expectPayroll(payroll);
    expect(payroll.staff.id).toBe(member.id);
    expect(payroll.location).toBe(biz.location);
    expect(payroll.currency).toBe(biz.currency);
    expect(payroll.active).toBe(true);
  });

  it('GET payrolls/{id} answers the payroll entry (getPayroll)', async () => {
    const member = await createMember();
    const { id } = await createPayroll(member.id);
    const payroll = ok(
      await business.GET('/business/v1/{businessId}/tools/payrolls/{id}', { params: { path: withId(id), query: atLocation() } }),
    );
    expectPayroll(payroll);
    expect(payroll.id).toBe(id);
  });

  it('PUT payrolls/{id} replaces a payroll entry (updatePayroll)', async () => {
    const member = await createMember();
    const { id } = await createPayroll(member.id);
    const body: Schemas['PayrollInput'] = { staff: member.id, amount: '135000.00', description: 'Monthly salary after review.' };
    const payroll = ok(
      await business.PUT('/business/v1/{businessId}/tools/payrolls/{id}', { params: { path: withId(id), query: atLocation() }, body }),
    );
    expectPayroll(payroll);
    expect(payroll.id).toBe(id);
  });

  it('PATCH payrolls/{id} removes a payroll entry with {active: false} (patchPayroll)', async () => {
    const member = await createMember();
    const { id } = await createPayroll(member.id);
    const payroll = ok(
      await business.PATCH('/business/v1/{businessId}/tools/payrolls/{id}', { params: { path: withId(id) }, body: { active: false } }),
    );
    expectPayroll(payroll);
    expect(payroll.id).toBe(id);
  });

  it('DELETE payrolls/{id} deletes a payroll entry without payments for good (deletePayroll)', async () => {
    const member = await createMember();
    const { id } = await createPayroll(member.id);
    deleted(await business.DELETE('/business/v1/{businessId}/tools/payrolls/{id}', { params: { path: withId(id) } }));
  });
});

describe('business tools: payroll payments (history)', () => {
  it('GET payroll_histories/ lists the payments of a location (listPayrollHistories)', async () => {
    await createPayrollHistory();
    const histories = ok(
      await business.GET('/business/v1/{businessId}/tools/payroll_histories/', {
        params: { path: inBusiness(), query: { ...atLocation(), search: 'salary' } },
      }),
    );
    expect(Array.isArray(histories)).toBe(true);
    expect(histories.length).toBeGreaterThan(0);
    histories.forEach(expectPayrollHistory);
  });

  it('POST payroll_histories/ records a payment of a payroll entry (createPayrollHistory)', async () => {
    const member = await createMember();
    const payroll = await createPayroll(member.id);
    const body: Schemas['PayrollHistoryInput'] = { payroll: payroll.id, amount: '120000.00', date: day(), description: 'October salary' };
    const history = created(
      await business.POST('/business/v1/{businessId}/tools/payroll_histories/', { params: { path: inBusiness(), query: atLocation() }, body }),
    );
    expectPayrollHistory(history);
    // The payment names the payroll entry it paid, its staff member and its location.
    expect(history.payroll).toBe(payroll.id);
    expect(history.staff.id).toBe(member.id);
    expect(history.location).toBe(payroll.location);
  });

  it('GET payroll_histories/{id} answers the payment (getPayrollHistory)', async () => {
    const { id } = await createPayrollHistory();
    const history = ok(
      await business.GET('/business/v1/{businessId}/tools/payroll_histories/{id}', { params: { path: withId(id), query: atLocation() } }),
    );
    expectPayrollHistory(history);
    expect(history.id).toBe(id);
  });

  it('PUT payroll_histories/{id} replaces a payment (updatePayrollHistory)', async () => {
    const original = await createPayrollHistory();
    const body: Schemas['PayrollHistoryInput'] = {
      payroll: original.payroll,
      amount: '125000.00',
      date: original.date,
      description: 'October salary with overtime',
    };
    const history = ok(
      await business.PUT('/business/v1/{businessId}/tools/payroll_histories/{id}', { params: { path: withId(original.id) }, body }),
    );
    expectPayrollHistory(history);
    expect(history.id).toBe(original.id);
  });

  it('PATCH payroll_histories/{id} changes a payment (patchPayrollHistory)', async () => {
    const { id } = await createPayrollHistory();
    const body: Schemas['PayrollHistoryPatch'] = { description: 'October salary, paid by transfer' };
    const history = ok(
      await business.PATCH('/business/v1/{businessId}/tools/payroll_histories/{id}', { params: { path: withId(id) }, body }),
    );
    expectPayrollHistory(history);
    expect(history.id).toBe(id);
  });

  it('DELETE payroll_histories/{id} deletes a payment for good (deletePayrollHistory)', async () => {
    const { id } = await createPayrollHistory();
    deleted(await business.DELETE('/business/v1/{businessId}/tools/payroll_histories/{id}', { params: { path: withId(id) } }));
  });
});

describe('business tools: staff members', () => {
  it('GET members/ lists every member in one envelope with page=all (listMembers)', async () => {
    await createMember();
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/members/', {
        params: { path: inBusiness(), query: { page: 'all', active: true, search: 'Bakare' } },
      }),
    );
    expectPage(page, expectMember);
    expect(page.results.length).toBeGreaterThan(0);
  });

  it('POST members/ adds a member with a role at a location (createMember)', async () => {
    const role = await createRole();
    const member = await createMember(role.id);
    expectMember(member);
    // References go in as ids and come back as {id, name}.
    expect(member.role).not.toBeNull();
    expect(member.role!.id).toBe(role.id);
    expect(member.locations.map((l) => l.id)).toContain(biz.location);
    expect(member.active).toBe(true);
  });

  it('PUT members/{id} replaces a member (updateMember)', async () => {
    const { id } = await createMember();
    const body: Schemas['MemberInput'] = {
      first_name: 'Funke',
      last_name: 'Adeyemi',
      phone_number: '08051234567',
      email: `funke.adeyemi.${unique()}@adaezefabrics.ng`,
      locations: [biz.location],
      role: null,
    };
    const member = ok(await business.PUT('/business/v1/{businessId}/tools/members/{id}', { params: { path: withId(id) }, body }));
    expectMember(member);
    expect(member.id).toBe(id);
  });

  it('PATCH members/{id} removes a member with {active: false} (patchMember)', async () => {
    const { id } = await createMember();
    const member = ok(
      await business.PATCH('/business/v1/{businessId}/tools/members/{id}', { params: { path: withId(id) }, body: { active: false } }),
    );
    expectMember(member);
    expect(member.id).toBe(id);
  });
});

describe('business tools: suppliers', () => {
  it('GET suppliers/ lists the suppliers (listSuppliers)', async () => {
    await createSupplier();
    const page = ok(
      await business.GET('/business/v1/{businessId}/tools/suppliers/', {
        params: { path: inBusiness(), query: { page: 1, active: true, search: 'Textiles' } },
      }),
    );
    expectPage(page, expectSupplier);
    expect(page.results.length).toBeGreaterThan(0);
  });

  it('POST suppliers/ creates a supplier (createSupplier)', async () => {
    const supplier = await createSupplier();
    expectSupplier(supplier);
    expect(supplier.active).toBe(true);
  });

  it('GET suppliers/{id} answers the supplier (getSupplier)', async () => {
    const { id } = await createSupplier();
    const supplier = ok(await business.GET('/business/v1/{businessId}/tools/suppliers/{id}', { params: { path: withId(id) } }));
    expectSupplier(supplier);
    expect(supplier.id).toBe(id);
  });

  it('PUT suppliers/{id} replaces a supplier (updateSupplier)', async () => {
    const { id } = await createSupplier();
    const body: Schemas['SupplierInput'] = {
      name: `Houston Fabric Wholesale ${unique()}`,
      address: '8100 Harwin Dr, Houston, TX 77036',
      phone_number: '+17135550142',
      email: null,
      description: null,
    };
    const supplier = ok(await business.PUT('/business/v1/{businessId}/tools/suppliers/{id}', { params: { path: withId(id) }, body }));
    expectSupplier(supplier);
    expect(supplier.id).toBe(id);
  });

  it('PATCH suppliers/{id} removes a supplier with {active: false} (patchSupplier)', async () => {
    const { id } = await createSupplier();
    const supplier = ok(
      await business.PATCH('/business/v1/{businessId}/tools/suppliers/{id}', { params: { path: withId(id) }, body: { active: false } }),
    );
    expectSupplier(supplier);
    expect(supplier.id).toBe(id);
  });

  it('DELETE suppliers/{id} deletes a supplier for good (deleteSupplier)', async () => {
    const { id } = await createSupplier();
    deleted(await business.DELETE('/business/v1/{businessId}/tools/suppliers/{id}', { params: { path: withId(id) } }));
  });
});

describe('business tools: roles and permissions', () => {
  it('GET roles/ lists the roles (listRoles)', async () => {
    await createRole();
    const roles = ok(
      await business.GET('/business/v1/{businessId}/tools/roles/', { params: { path: inBusiness(), query: { active: true, search: 'Sales' } } }),
    );
    expect(Array.isArray(roles)).toBe(true);
    expect(roles.length).toBeGreaterThan(0);
    roles.forEach(expectRole);
  });

  it('POST roles/ creates a role from permission ids (createRole)', async () => {
    const role = await createRole();
    expectRole(role);
    expect(role.permissions.length).toBeGreaterThan(0);
    expect(role.active).toBe(true);
  });

  it('PUT roles/{id} replaces a role (updateRole)', async () => {
    const { id } = await createRole();
    const body: Schemas['RoleInput'] = {
      name: `Store manager ${unique()}`,
      description: 'Runs a location: stock, staff payroll and expenses.',
      permissions: PERMISSION_IDS,
    };
    const role = ok(await business.PUT('/business/v1/{businessId}/tools/roles/{id}', { params: { path: withId(id) }, body }));
    expectRole(role);
    expect(role.id).toBe(id);
  });

  it('PATCH roles/{id} removes a role with {active: false} (patchRole)', async () => {
    const { id } = await createRole();
    const role = ok(await business.PATCH('/business/v1/{businessId}/tools/roles/{id}', { params: { path: withId(id) }, body: { active: false } }));
    expectRole(role);
    expect(role.id).toBe(id);
  });

  it('GET permissions/ answers the 56 fixed permissions, four per resource (listPermissions)', async () => {
    const permissions = ok(await business.GET('/business/v1/{businessId}/tools/permissions/', { params: { path: inBusiness() } }));
    expect(permissions.map((p) => p.id)).toEqual(PERMISSION_IDS);
    for (const [index, permission] of permissions.entries()) {
      // create, edit, remove, view of one resource on four consecutive ids.
      expect(permission.action).toBe(ACTIONS[index % 4]);
      expect(permission.resource).toBe(permissions[index - (index % 4)]!.resource);
      expect(permission.name).toMatch(new RegExp(`^${permission.action}_[a-z_]+$`));
    }
    expect(new Set(permissions.map((p) => p.resource)).size).toBe(14);
  });
});

describe('business tools: error answers', () => {
  it('400 on a customer the server refuses carries the field errors (createCustomer)', async () => {
    const where = '/business/v1/{businessId}/tools/customers/' as const;
    const error = await expectError(400, 'POST', where, (headers) =>
      business.POST(where, { params: { path: inBusiness() }, body: { name: 'Mama Tobi Stores', type: 'business' }, headers }),
    );
    expectDocumentedError(error, 'POST', where, 400);
    // The customer form shows each message under its field.
    for (const messages of Object.values(error.fieldErrors)) expect(messages).toEqual([expect.any(String)]);
  });

  it('401 on an expired session says so (listInvoices)', async () => {
    const where = '/business/v1/{businessId}/tools/invoices/' as const;
    const error = await expectError(401, 'GET', where, (headers) =>
      business.GET(where, { params: { path: inBusiness(), query: atLocation() }, headers }),
    );
    expectDocumentedError(error, 'GET', where, 401);
    expect(error.isUnauthorized).toBe(true);
  });

  it('403 when the role lacks the permission (deleteInvoice)', async () => {
    const { id } = await createInvoice('draft');
    const where = '/business/v1/{businessId}/tools/invoices/{id}' as const;
    const error = await expectError(403, 'DELETE', where, (headers) => business.DELETE(where, { params: { path: withId(id) }, headers }));
    expectDocumentedError(error, 'DELETE', where, 403);
  });

  it('404 on a debtor who owes nothing (getDebtor)', async () => {
    const { id } = await createCustomer();
    const where = '/business/v1/{businessId}/tools/debtors/{id}' as const;
    const error = await expectError(404, 'GET', where, (headers) =>
      business.GET(where, { params: { path: withId(id), query: atLocation() }, headers }),
    );
    expectDocumentedError(error, 'GET', where, 404);
  });

  it('422 answer carries the list of violations (createInventoryTag)', async () => {
    const where = '/business/v1/{businessId}/tools/tags/' as const;
    const error = await expectError(422, 'POST', where, (headers) =>
      business.POST(where, { params: { path: inBusiness() }, body: { name: `Bundle ${unique()}` }, headers }),
    );
    expect(documentedErrorBodies('POST', where, 422)).toContainEqual(error.body);
    const body = error.body as { detail?: string; validation: { location: string[]; message: string }[] };
    expect(error.message).toBe(body.detail);
    expect(error.fieldErrors).toEqual({});
    expect(body.validation.length).toBeGreaterThan(0);
  });

  it('500 on a server failure shows its message (listPermissions)', async () => {
    const where = '/business/v1/{businessId}/tools/permissions/' as const;
    const error = await expectError(500, 'GET', where, (headers) => business.GET(where, { params: { path: inBusiness() }, headers }));
    expectDocumentedError(error, 'GET', where, 500);
  });

  it('an expense without its required category breaks the contract and is refused with 422 (createExpense)', async () => {
    expectViolation();
    const error = await business
      .POST('/business/v1/{businessId}/tools/expenses/', {
        params: { path: inBusiness(), query: atLocation() },
        body: { amount: '12500.00', name: 'Dispatch rider to Lekki', expense_date: day() } as never,
      })
      .then(
        () => {
          throw new Error('POST expenses/ without a category was accepted');
        },
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    const validation = (apiError.body as { validation?: { location: string[]; message: string }[] }).validation ?? [];
    expect(validation.length).toBeGreaterThan(0);
    for (const violation of validation) {
      expect(Array.isArray(violation.location)).toBe(true);
      expect(violation.message).toEqual(expect.any(String));
    }
  });
});
