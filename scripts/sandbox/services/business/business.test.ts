/**
 * The business service of the sandbox, through its handlers (no ports): seeded data, membership
 * and permissions (D8), location scope (D5), create -> list -> edit -> remove -> removed list
 * (D6) for each resource, invoice money and stock, debtors, statistics, reports and the
 * marketplace. Every successful answer is also checked against openapi/business.yaml.
 */
import ajvFormats from 'ajv-formats';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxUser } from '../../auth';
import { DEMO_PASSWORD } from '../../auth';
import { loadSandboxConfig } from '../../config';
import { loadContract } from '../../contracts';
import { SandboxState } from '../../state';
import { publicView } from '../../table';
import type { operations } from '../../../../src/api/generated/business';
import { HttpError, type SandboxResponse } from '../../types';
import { authModule } from '../auth/index';
import { businessModule, businessServiceHandlers } from './index';
import { ALL_PERMISSION_IDS, RULES, permissionId, type OperationId } from './permissions';
import { storeOf } from './store';
import { UploadedFile, filesOf } from '../../files';

type Raw = { status: number; body?: unknown; contentType?: string };
/** The success body an operation answers (never for 204). */
type Body<K extends OperationId> = Extract<SandboxResponse<operations[K]>, { body: unknown }>['body'];
type Answer<B> = { status: number; body: B; contentType?: string };
type Parts = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
};
type Row = { id: number; active: boolean } & Record<string, unknown>;
/** A loose answer body, for the table-driven tests over several operations. */
const row = (body: unknown) => body as Row;

let contract: OpenAPIBackend;
let state: SandboxState;
let handlers: Record<OperationId, (req: unknown) => Raw>;

beforeAll(async () => {
  const { document } = await loadContract('business');
  const addFormats = ((ajvFormats as unknown as { default?: typeof ajvFormats }).default ?? ajvFormats) as unknown as (
    ajv: unknown,
  ) => void;
  contract = new OpenAPIBackend({
    definition: JSON.parse(JSON.stringify(document)) as Document,
    quick: true,
    validate: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      ajv.addFormat('binary', true);
      return ajv;
    },
  });
  await contract.init();
}, 30_000);

let seedMs = 0;
beforeEach(() => {
  state = new SandboxState(loadSandboxConfig());
  authModule.seed!(state);
  const started = performance.now();
  businessModule.seed!(state);
  seedMs = performance.now() - started;
  handlers = businessServiceHandlers({ state, store: storeOf(state) }) as unknown as typeof handlers;
});

const LAGOS = 12;
const HOUSTON = 15;
const BALOGUN = 21;
const LEKKI = 22;
const TODAY = new Date().toISOString().slice(0, 10);

const user = (id: number): SandboxUser => state.auth.users.get(id)!;
const owner = () => user(1);

function newUser(email: string, account_type: 'business' | 'personal' = 'business'): SandboxUser {
  return state.auth.users.insert({
    email,
    username: null,
    account_type,
    is_verified: true,
    first_name: '',
    last_name: '',
    phone_number: null,
    _password: state.auth.hashPassword(DEMO_PASSWORD),
    created_at: '2026-11-20T09:00:00Z',
  });
}

/** Calls an operation as `who`; a 2xx answer must match the contract. */
function call(op: OperationId, who: SandboxUser, parts: Parts = {}): Answer<unknown> {
  const url = new URL('http://127.0.0.1:4004/x/');
  for (const [k, v] of Object.entries(parts.query ?? {})) url.searchParams.set(k, String(v));
  const answer = handlers[op]({
    params: parts.params ?? {},
    query: parts.query ?? {},
    body: parts.body,
    user: who,
    token: null,
    headers: parts.headers ?? {},
    url,
  });
  if (answer.body !== undefined && answer.contentType === undefined) {
    const check = contract.validateResponse(publicView(answer.body), contract.getOperation(op)!, answer.status);
    expect(check.errors ?? [], `${op} answer breaks the contract`).toEqual([]);
  }
  return {
    status: answer.status,
    body: publicView(answer.body),
    ...(answer.contentType ? { contentType: answer.contentType } : {}),
  };
}

/** `call` with the operation's answer type. */
const run = <K extends OperationId>(op: K, who: SandboxUser, parts: Parts = {}) => call(op, who, parts) as Answer<Body<K>>;

/** The error status (and body) an operation answers `who` with. */
function refusal(op: OperationId, who: SandboxUser, parts: Parts = {}): { status: number; body: Record<string, unknown> } {
  try {
    call(op, who, parts);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error(`${op} was not refused`);
}

const tools = (query: Record<string, unknown> = {}, body?: unknown, params: Record<string, unknown> = {}): Parts => ({
  params: { businessId: LAGOS, ...params },
  query,
  body,
});

describe('seed', () => {
  it('seeds fast, deterministic and rich', () => {
    const again = () => {
      const fresh = new SandboxState(loadSandboxConfig());
      authModule.seed!(fresh);
      const started = performance.now();
      businessModule.seed!(fresh);
      return performance.now() - started;
    };
    expect(Math.min(seedMs, again(), again())).toBeLessThan(300);
    const store = storeOf(state);
    expect(store.inventory.size).toBeGreaterThanOrEqual(200);
    expect(store.customers.size).toBeGreaterThanOrEqual(40);
    expect(store.suppliers.size).toBeGreaterThanOrEqual(15);
    expect(store.expenses.size).toBeGreaterThanOrEqual(60);
    const businesses = run('listBusinesses', owner()).body;
    expect(businesses.map((b: { name: string }) => b.name)).toEqual(['Adaeze Fabrics & Tailoring', "Mama Nkechi's Kitchen LLC"]);
    expect(businesses.map((b: { locations: unknown[] }) => b.locations.length)).toEqual([3, 2]);
    const states = new Set(
      run('listInvoices', owner(), tools({ page: 1, page_size: 9999 })).body.results.map((i: { state: string }) => i.state),
    );
    expect([...states].sort()).toEqual(['cancelled', 'draft', 'overdue', 'paid', 'partially_paid', 'unpaid']);
    const orders = run('listMarketplaceOrders', owner(), tools()).body.results;
    expect(new Set(orders.map((o: { status: string }) => o.status)).size).toBe(6);
    const disputes = run('listMarketplaceDisputes', owner(), tools()).body.results;
    expect(new Set(disputes.map((d: { status: string }) => d.status)).size).toBe(4);
  });

  it('survives the data file: the store serialises and loads back', () => {
    const saved = JSON.parse(JSON.stringify(state)) as { stores: Record<string, unknown> };
    const restored = new SandboxState(loadSandboxConfig());
    restored.pending = saved.stores;
    expect(storeOf(restored).invoices.all()).toEqual(storeOf(state).invoices.all());
    expect(storeOf(restored).counters).toEqual(storeOf(state).counters);
  });

  it('has a debtor without an email for the reminder magic value', () => {
    const debtors = run('listDebtors', owner(), tools()).body;
    const silent = debtors.find((d) => d.customer.email === null)!;
    expect(silent.customer.name).toBe('Ibrahim Musa');
    expect(refusal('sendDebtorReminder', owner(), tools({}, { channel: 'email' }, { id: silent.id })).body).toMatchObject({
      channel: ['This customer has no email address.'],
    });
    expect(run('sendDebtorReminder', owner(), tools({}, { channel: 'sms' }, { id: silent.id })).status).toBe(200);
  });

  it('gives a fresh sign-up no businesses, and the demo staff their sign-ins', () => {
    expect(run('listBusinesses', newUser('fresh@example.com')).body).toEqual([]);
    for (const [id, email] of [
      [3, 'cashier@ledgerly.ng'],
      [4, 'manager@ledgerly.ng'],
      [5, 'accountant@ledgerly.ng'],
    ] as const) {
      expect(user(id).email).toBe(email);
      expect(run('listBusinesses', user(id)).body.map((b: { id: number }) => b.id)).toEqual([LAGOS]);
    }
  });
});

describe('membership and permissions (D8)', () => {
  const businessOps = (Object.keys(RULES) as OperationId[]).filter((op) => !['signed-in', 'public'].includes(RULES[op].kind));
  const paramsFor = (op: OperationId) =>
    ['getBusiness', 'patchBusiness', 'getBusinessMembership'].includes(op)
      ? { id: LAGOS }
      : { businessId: LAGOS, id: 1, image_id: 1 };

  it('answers 404 to a user who is neither owner nor member, on every business call', () => {
    const outsider = newUser('outsider@example.com');
    for (const op of businessOps) {
      const { status, body } = refusal(op, outsider, { params: paramsFor(op), query: {}, body: {} });
      expect([op, status, body.detail]).toEqual([op, 404, 'Not found.']);
    }
  });

  it('answers 403 to a staff member without a role on every call that needs a permission', () => {
    const roleless = newUser('chiamaka.okoro@adaezefabrics.ng');
    for (const op of businessOps) {
      if (RULES[op].kind === 'member') {
        expect(run(op, roleless, { params: paramsFor(op) }).status).toBe(200);
        continue;
      }
      const { status, body } = refusal(op, roleless, { params: paramsFor(op), query: {}, body: { report_type: 'sales' } });
      expect([op, status, body]).toEqual([
        op,
        403,
        { detail: 'You do not have permission to perform this action.', code: 'permission_denied' },
      ]);
    }
  });

  it('tells the owner and each member what they hold', () => {
    const mine = run('getBusinessMembership', owner(), { params: { id: LAGOS } }).body;
    expect(mine).toEqual({ business_id: LAGOS, member_id: null, is_owner: true, role: null, permissions: ALL_PERMISSION_IDS });
    const cashier = run('getBusinessMembership', user(3), { params: { id: LAGOS } }).body;
    expect(cashier.is_owner).toBe(false);
    expect(cashier.role?.name).toBe('Cashier');
    expect(cashier.permissions).toEqual([96, 108, 109, 112, 125, 128]);
    expect(refusal('getBusinessMembership', user(3), { params: { id: HOUSTON } }).status).toBe(404);
  });

  it('lets the cashier sell and take payments, nothing more', () => {
    const cashier = user(3);
    expect(run('listInvoices', cashier, tools()).status).toBe(200);
    expect(run('listCustomers', cashier, tools()).status).toBe(200);
    expect(refusal('createCustomer', cashier, tools({}, { name: 'X' })).status).toBe(403);
    expect(refusal('deleteInvoice', cashier, tools({}, undefined, { id: 5001 })).status).toBe(403);
    expect(refusal('listExpenses', cashier, tools()).status).toBe(403);
    expect(refusal('getTotalSales', cashier, tools()).status).toBe(403);
    expect(refusal('listMarketplaceOrders', cashier, tools()).status).toBe(403);
    expect(refusal('patchBusiness', cashier, { params: { id: LAGOS }, body: { name: 'Mine now' } }).status).toBe(403);
  });

  it('lets the manager remove customers but not touch payroll or staff', () => {
    const manager = user(4);
    const customer = run('createCustomer', manager, tools({}, { name: 'Bisi Ade' })).body;
    expect(run('patchCustomer', manager, tools({}, { active: false }, { id: customer.id })).body.active).toBe(false);
    expect(run('listMembers', manager, tools()).status).toBe(200);
    expect(
      refusal('createMember', manager, tools({}, { first_name: 'A', last_name: 'B', email: 'a@b.ng', locations: [BALOGUN] }))
        .status,
    ).toBe(403);
    expect(refusal('listPayrolls', manager, tools()).status).toBe(403);
    expect(refusal('listRoles', manager, tools()).status).toBe(403);
  });

  it('lets the accountant see figures by permission: sales and expenses yes, stock no', () => {
    const accountant = user(5);
    expect(run('getTotalSales', accountant, tools()).status).toBe(200);
    expect(run('getTotalExpenses', accountant, tools()).status).toBe(200);
    expect(run('getTotalPayrollPaid', accountant, tools()).status).toBe(200);
    expect(refusal('getTotalInventoryWorth', accountant, tools()).status).toBe(403);
    expect(
      run(
        'generateBusinessReport',
        accountant,
        tools({}, { report_type: 'profit_and_loss', start_date: '2026-01-01', end_date: '2026-06-30' }),
      ).status,
    ).toBe(200);
    expect(
      refusal(
        'generateBusinessReport',
        accountant,
        tools({}, { report_type: 'inventory', start_date: '2026-01-01', end_date: '2026-06-30' }),
      ).status,
    ).toBe(403);
    expect(refusal('listInvoices', accountant, tools()).status).toBe(403);
  });

  it('needs the remove permission for PATCH {active} and edit for other fields', () => {
    const role = run(
      'createRole',
      owner(),
      tools({}, { name: 'Editor', permissions: [permissionId('customers', 'edit'), permissionId('customers', 'view')] }),
    ).body;
    run(
      'createMember',
      owner(),
      tools({}, { first_name: 'Ada', last_name: 'Editor', email: 'editor@example.com', locations: [BALOGUN], role: role.id }),
    );
    const editor = newUser('editor@example.com');
    expect(run('patchCustomer', editor, tools({}, { name: 'Chidi O.' }, { id: 301 })).body.name).toBe('Chidi O.');
    expect(refusal('patchCustomer', editor, tools({}, { active: false }, { id: 301 })).status).toBe(403);
    expect(refusal('patchCustomer', editor, tools({}, { name: 'X', active: false }, { id: 301 })).status).toBe(403);
  });

  it('ends access when the member is removed or the role loses a permission', () => {
    const cashier = user(3);
    const member = storeOf(state).members.find((m) => m.email === 'cashier@ledgerly.ng')!;
    run('patchRole', owner(), tools({}, { permissions: [permissionId('customers', 'view')] }, { id: member._role }));
    expect(refusal('listInvoices', cashier, tools()).status).toBe(403);
    run('patchMember', owner(), tools({}, { active: false }, { id: member.id }));
    expect(refusal('listCustomers', cashier, tools()).status).toBe(404);
    expect(run('listBusinesses', cashier).body).toEqual([]);
  });
});

describe('businesses', () => {
  it('creates a business with its first location for its owner, never for a personal account', () => {
    const founder = newUser('founder@example.com');
    const input = {
      name: 'Ikeja Shoe Palace',
      category: 1,
      currency: 'NGN',
      email: 'hello@ikejashoes.ng',
      phone_number: '+2348031112222',
      address: '10 Allen Avenue, Ikeja',
      location: { name: 'Allen Avenue', address: '10 Allen Avenue, Ikeja', phone_number: '+2348031112222' },
    };
    const created = run('createBusiness', founder, { body: input });
    expect(created.status).toBe(201);
    expect(created.body.owner).toBe(founder.id);
    expect(created.body.locations).toHaveLength(1);
    expect(
      run('listInventoryTags', founder, { params: { businessId: created.body.id } }).body.map((t: { name: string }) => t.name),
    ).toEqual(['PCS']);
    expect(run('listBusinesses', founder).body.map((b: { id: number }) => b.id)).toEqual([created.body.id]);
    expect(refusal('createBusiness', user(2), { body: input }).status).toBe(403);
    expect(refusal('createBusiness', founder, { body: { ...input, category: 999 } }).body).toMatchObject({
      category: ['Unknown business category.'],
    });
  });

  it('saves settings and a logo upload', () => {
    const logo = new UploadedFile(Buffer.from([1, 2, 3]), 'logo.png', 'image/png');
    const updated = run('patchBusiness', owner(), { params: { id: LAGOS }, body: { name: 'Adaeze Fabrics', logo } }).body;
    expect(updated.name).toBe('Adaeze Fabrics');
    expect(updated.logo).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__files\/[\w-]+\/logo\.png$/);
    const kept = filesOf(state).get(updated.logo!.split('/')[4]!)!;
    expect([kept.type, [...kept.bytes]]).toEqual(['image/png', [1, 2, 3]]);
    expect(
      refusal('patchBusiness', owner(), {
        params: { id: LAGOS },
        body: { logo: new UploadedFile(Buffer.from('x'), 'a.txt', 'text/plain') },
      }).status,
    ).toBe(400);
  });
});

describe('create -> list -> edit -> remove -> removed list -> restore (D6)', () => {
  /** `whole`: the list has no `active` parameter and answers both (the browser filters, D6). */
  const cases: {
    name: string;
    list: OperationId;
    create: OperationId;
    edit: OperationId;
    patch: OperationId;
    input: () => unknown;
    change: () => unknown;
    field: string;
    query?: Record<string, unknown>;
    whole?: boolean;
  }[] = [
    {
      name: 'customers',
      list: 'listCustomers',
      create: 'createCustomer',
      edit: 'updateCustomer',
      patch: 'patchCustomer',
      input: () => ({ name: 'Amina Bello', email: 'amina@x.ng' }),
      change: () => ({ name: 'Amina Bello-Okafor' }),
      field: 'name',
    },
    {
      name: 'suppliers',
      list: 'listSuppliers',
      create: 'createSupplier',
      edit: 'updateSupplier',
      patch: 'patchSupplier',
      input: () => ({ name: 'Onitsha Zips' }),
      change: () => ({ name: 'Onitsha Zips Ltd' }),
      field: 'name',
    },
    {
      name: 'locations',
      list: 'listLocations',
      create: 'createLocation',
      edit: 'updateLocation',
      patch: 'patchLocation',
      input: () => ({ name: 'Yaba Stall', address: 'Yaba', phone_number: '08023456789' }),
      change: () => ({ name: 'Yaba Stall 2', address: 'Yaba', phone_number: '08023456789' }),
      field: 'name',
    },
    {
      name: 'expense categories',
      list: 'listExpenseCategories',
      create: 'createExpenseCategory',
      edit: 'updateExpenseCategory',
      patch: 'patchExpenseCategory',
      input: () => ({ name: 'Security' }),
      change: () => ({ name: 'Security guards' }),
      field: 'name',
    },
    {
      name: 'roles',
      list: 'listRoles',
      create: 'createRole',
      edit: 'updateRole',
      patch: 'patchRole',
      input: () => ({ name: 'Tailor', permissions: [108] }),
      change: () => ({ name: 'Head tailor', permissions: [108, 106] }),
      field: 'name',
    },
    {
      name: 'members',
      list: 'listMembers',
      create: 'createMember',
      edit: 'updateMember',
      patch: 'patchMember',
      input: () => ({ first_name: 'Sade', last_name: 'Ola', email: 'sade@x.ng', locations: [BALOGUN] }),
      change: () => ({ first_name: 'Sade', last_name: 'Olawale', email: 'sade@x.ng', locations: [BALOGUN, LEKKI] }),
      field: 'last_name',
    },
    {
      name: 'inventory',
      list: 'listInventoryItems',
      create: 'createInventoryItem',
      edit: 'updateInventoryItem',
      patch: 'patchInventoryItem',
      input: () => ({ name: 'Damask (5 yards)', unit_price: '25000', quantity: 10, location: BALOGUN }),
      change: () => ({ name: 'Damask (5 yards) - Gold', unit_price: '26000', quantity: 9, location: BALOGUN }),
      field: 'name',
      query: { location: BALOGUN },
    },
    {
      name: 'payroll',
      list: 'listPayrolls',
      create: 'createPayroll',
      edit: 'updatePayroll',
      patch: 'patchPayroll',
      input: () => ({ staff: 601, amount: '90000' }),
      change: () => ({ staff: 601, amount: '95000.00' }),
      field: 'amount',
      whole: true,
    },
  ];
  const rows = (body: unknown) => (Array.isArray(body) ? body : (body as { results: Row[] }).results) as Row[];

  it.each(cases)('$name', ({ list, create, edit, patch, input, change, field, query = {}, whole = false }) => {
    const created = call(create, owner(), tools(query, input()));
    expect(created.status).toBe(201);
    const { id } = row(created.body);
    const listed = (active?: boolean) =>
      rows(
        call(
          list,
          owner(),
          tools({ ...query, page: 'all', page_size: 9999, ...(active === undefined || whole ? {} : { active }) }),
        ).body,
      )
        .filter((r) => active === undefined || !whole || r.active === active)
        .map((r) => r.id);
    expect(listed(true)).toContain(id);
    const edited = row(call(edit, owner(), tools(query, change(), { id })).body);
    expect(edited[field]).toEqual(row(change())[field]);
    expect(row(call(patch, owner(), tools(query, { active: false }, { id })).body).active).toBe(false);
    expect(listed(true)).not.toContain(id);
    expect(listed(false)).toContain(id);
    expect(listed()).toContain(id);
    expect(row(call(patch, owner(), tools(query, { active: true }, { id })).body).active).toBe(true);
    expect(listed(true)).toContain(id);
  });

  it('expenses: create, list at a location, edit, remove and restore', () => {
    const expense = run(
      'createExpense',
      owner(),
      tools({ location: LEKKI }, { amount: '12500', name: 'Dispatch rider', expense_date: TODAY, category: 51 }),
    ).body;
    expect(expense).toMatchObject({ location: LEKKI, currency: 'NGN', amount: '12500.00', category: { id: 51, name: 'Rent' } });
    const ids = (q: Record<string, unknown>) => run('listExpenses', owner(), tools(q)).body.map((e: { id: number }) => e.id);
    expect(ids({ location: LEKKI, active: true })).toContain(expense.id);
    expect(ids({ location: BALOGUN })).not.toContain(expense.id);
    run('patchExpense', owner(), tools({}, { active: false }, { id: expense.id }));
    expect(ids({ active: true })).not.toContain(expense.id);
    expect(ids({ active: false })).toContain(expense.id);
  });

  it('searches and pages', () => {
    const page = run('listCustomers', owner(), tools({ search: 'okafor' })).body;
    expect(page.results.map((c: { name: string }) => c.name)).toEqual(['Chidi Okafor']);
    const first = run('listCustomers', owner(), tools({ page: 1 })).body;
    expect(first.count).toBe(28);
    expect(first.results).toHaveLength(10);
    expect(first.next).toContain('page=2');
    expect(run('listCustomers', owner(), tools({ page: 3 })).body.next).toBeNull();
    const all = run('listSuppliers', owner(), tools({ page: 'all' })).body;
    expect(all.results).toHaveLength(all.count);
  });

  it('finds a phone number typed in national or international form, stored in either (issue 22)', () => {
    const names = (op: 'listCustomers' | 'listSuppliers' | 'listLocations', search: string) =>
      (run(op, owner(), tools({ search, page: 'all' })).body.results as { name: string }[]).map((r) => r.name);
    const members = (search: string) =>
      (run('listMembers', owner(), tools({ search, page: 'all' })).body.results as { first_name: string }[]).map(
        (m) => m.first_name,
      );
    // Stored as '+2348033456789' (Babatunde) and '08023456789' (Grace): the seed keeps both forms.
    for (const typed of ['08033456789', '0803 345 6789', '+2348033456789', '2348033456789', '+234 803-345-6789']) {
      expect(names('listCustomers', typed), typed).toEqual(['Babatunde Alabi']);
    }
    for (const typed of ['08023456789', '0802 345 6789', '+2348023456789', '2348023456789']) {
      expect(names('listCustomers', typed), typed).toEqual(['Grace Boutique Ltd']);
    }
    // Part of a number, in either form.
    expect(names('listCustomers', '+234802345')).toEqual(['Grace Boutique Ltd']);
    expect(names('listCustomers', '0803345')).toEqual(['Babatunde Alabi']);
    // Suppliers, locations and staff alike.
    expect(names('listSuppliers', '08061112233')).toEqual(['Kano Textiles Ltd']);
    expect(names('listSuppliers', '+2348063334455')).toEqual(['Idumota Notions & Trims']);
    expect(names('listLocations', '2348034561290')).toEqual(['Surulere Tailoring Workshop']);
    expect(names('listLocations', '0803 123 4567')).toEqual(['Balogun Market Shop']);
    expect(members('08034567890')).toEqual(['Tunde']);
    expect(members('+2348051234567')).toEqual(['Kemi']);
    // Text that is no phone number is searched as before; a number nobody has finds nothing.
    expect(names('listCustomers', 'okafor')).toEqual(['Chidi Okafor']);
    expect(names('listCustomers', '08000000000')).toEqual([]);
  });

  it('keeps names unique where the screens need it, and refuses unknown references', () => {
    expect(refusal('createRole', owner(), tools({}, { name: 'cashier', permissions: [] })).body).toMatchObject({
      name: ['This name is already in use.'],
    });
    expect(refusal('createInventoryTag', owner(), tools({}, { name: 'pcs' })).status).toBe(400);
    expect(
      refusal(
        'createMember',
        owner(),
        tools({}, { first_name: 'A', last_name: 'B', email: 'cashier@ledgerly.ng', locations: [BALOGUN] }),
      ).body,
    ).toHaveProperty('email');
    expect(
      refusal('createMember', owner(), tools({}, { first_name: 'A', last_name: 'B', email: 'new@x.ng', locations: [40] })).body,
    ).toHaveProperty('locations');
    expect(
      refusal('createInventoryItem', owner(), tools({}, { name: 'X', unit_price: '1', supplier: 9999 })).body,
    ).toHaveProperty('supplier');
  });
});

describe('deleting for good', () => {
  it('refuses what records still use, and allows the rest', () => {
    expect(refusal('deleteCustomer', owner(), tools({}, undefined, { id: 301 })).status).toBe(400);
    expect(refusal('deleteExpenseCategory', owner(), tools({}, undefined, { id: 51 })).status).toBe(400);
    expect(refusal('deletePayroll', owner(), tools({}, undefined, { id: 801 })).status).toBe(400);
    expect(refusal('deleteLocation', owner(), tools({}, undefined, { id: BALOGUN })).status).toBe(400);
    const supplier = storeOf(state).inventory.find((i) => i._business === LAGOS && i.supplier !== null)!.supplier!;
    expect(run('deleteSupplier', owner(), tools({}, undefined, { id: supplier })).status).toBe(204);
    expect(storeOf(state).inventory.find((i) => i.supplier === supplier)).toBeUndefined();
    const fresh = run('createCustomer', owner(), tools({}, { name: 'Gone Soon' })).body;
    expect(run('deleteCustomer', owner(), tools({}, undefined, { id: fresh.id })).status).toBe(204);
    expect(refusal('getCustomer', owner(), tools({}, undefined, { id: fresh.id })).status).toBe(404);
  });

  it('never removes the last active location', () => {
    const founder = newUser('solo@example.com');
    const biz = run('createBusiness', founder, {
      body: {
        name: 'Solo',
        category: 1,
        currency: 'USD',
        email: 'solo@x.com',
        phone_number: '+17135550000',
        address: 'Houston',
        location: { name: 'Main', address: 'Houston', phone_number: '+17135550000' },
      },
    }).body;
    const parts = { params: { businessId: biz.id, id: biz.locations[0]!.id }, body: { active: false } };
    expect(refusal('patchLocation', founder, parts).status).toBe(400);
    expect(refusal('deleteLocation', founder, { params: parts.params }).status).toBe(400);
  });
});

describe('invoices, receipts and debtors', () => {
  const stockOf = (id: number) => run('getInventoryItem', owner(), tools({}, undefined, { id })).body.quantity;
  function newSale(state_: 'draft' | 'unpaid' = 'unpaid') {
    const customer = run('createCustomer', owner(), tools({}, { name: 'Nkechi Obi', email: 'nkechi@x.ng' })).body;
    const item = run(
      'createInventoryItem',
      owner(),
      tools({}, { name: 'Lace (5 yards)', unit_price: '15000.00', cost_price: '9000', quantity: 10, location: BALOGUN }),
    ).body;
    const invoice = run(
      'createInvoice',
      owner(),
      tools(
        { location: BALOGUN },
        {
          customer: customer.id,
          title: 'Wedding',
          sale_date: TODAY,
          due_date: '2099-01-01',
          items: [{ inventory: item.id, quantity: 2 }],
          discount: '2000',
          vat: '7.5',
          state: state_,
        },
      ),
    ).body;
    return { customer, item, invoice };
  }
  const debtor = (customer: number) => run('listDebtors', owner(), tools()).body.find((d: { id: number }) => d.id === customer);

  it('computes the totals on the server, in minor units', () => {
    const { invoice } = newSale();
    // 2 x 15,000 = 30,000; less 2,000 = 28,000; VAT 7.5% = 2,100.
    expect(invoice).toMatchObject({
      total_amount: '30000.00',
      discount: '2000.00',
      total_amount_due: '30100.00',
      total_amount_paid: '0.00',
      total_balance: '30100.00',
      change: '0.00',
      state: 'unpaid',
      receipt: null,
    });
    const odd = run(
      'createInvoice',
      owner(),
      tools(
        { location: BALOGUN },
        {
          customer: 301,
          title: 'Odd',
          sale_date: TODAY,
          items: [{ inventory: invoice.items[0]!.inventory, quantity: 1, unit_price: '0.33' }],
          vat: '7.5',
        },
      ),
    ).body;
    expect(odd.total_amount_due).toBe('0.35');
  });

  it('takes stock when issued and gives it back when cancelled', () => {
    const { item, invoice } = newSale();
    expect(stockOf(item.id)).toBe(8);
    expect(run('patchInvoice', owner(), tools({}, { state: 'cancelled' }, { id: invoice.id })).body.state).toBe('cancelled');
    expect(stockOf(item.id)).toBe(10);
    const draft = newSale('draft');
    expect(stockOf(draft.item.id)).toBe(10);
    expect(run('patchInvoice', owner(), tools({}, { state: 'unpaid' }, { id: draft.invoice.id })).body.state).toBe('unpaid');
    expect(stockOf(draft.item.id)).toBe(8);
    expect(refusal('patchInvoice', owner(), tools({}, { state: 'draft' }, { id: draft.invoice.id })).status).toBe(400);
    const tooMany = refusal(
      'createInvoice',
      owner(),
      tools({}, { customer: 301, title: 'Big', sale_date: TODAY, items: [{ inventory: item.id, quantity: 11 }] }),
    );
    expect(tooMany.body).toMatchObject({ items: ['Line 1: only 10 of Lace (5 yards) left at this location.'] });
  });

  it('records payments: partially paid, then paid with change, and the debt follows', () => {
    const { customer, invoice } = newSale();
    expect(debtor(customer.id)?.total_owed).toBe('30100.00');
    const pay = (amount: string, payment_method: 'transfer' | 'cash' = 'transfer') =>
      run('createReceipt', owner(), tools({}, { invoice: invoice.id, amount, payment_method, date: TODAY })).body;
    const first = pay('20000');
    expect(first).toMatchObject({ invoice: invoice.id, amount: '20000.00', location: BALOGUN, customer: { id: customer.id } });
    const partly = run('getInvoice', owner(), tools({}, undefined, { id: invoice.id })).body;
    expect(partly).toMatchObject({
      state: 'partially_paid',
      total_amount_paid: '20000.00',
      total_balance: '10100.00',
      receipt: first.id,
    });
    expect(debtor(customer.id)).toMatchObject({ total_owed: '10100.00', invoices_count: 1, oldest_due_date: '2099-01-01' });
    // Only cash may be more than the balance: the excess is change (issue 13).
    const second = pay('10500', 'cash');
    const paid = run('getInvoice', owner(), tools({}, undefined, { id: invoice.id })).body;
    expect(paid).toMatchObject({ state: 'paid', total_balance: '0.00', change: '400.00', receipt: second.id });
    expect(debtor(customer.id)).toBeUndefined();
    expect(refusal('getDebtor', owner(), tools({}, undefined, { id: customer.id })).status).toBe(404);
    expect(
      refusal('createReceipt', owner(), tools({}, { invoice: invoice.id, amount: '1', payment_method: 'cash', date: TODAY }))
        .status,
    ).toBe(400);
    expect(refusal('patchInvoice', owner(), tools({}, { note: 'x' }, { id: invoice.id })).status).toBe(400);
    expect(refusal('deleteInvoice', owner(), tools({}, undefined, { id: invoice.id })).status).toBe(400);
  });

  it('refuses payments on drafts and deletes drafts for good', () => {
    const { invoice } = newSale('draft');
    expect(
      refusal('createReceipt', owner(), tools({}, { invoice: invoice.id, amount: '1', payment_method: 'cash', date: TODAY }))
        .status,
    ).toBe(400);
    expect(run('deleteInvoice', owner(), tools({}, undefined, { id: invoice.id })).status).toBe(204);
    expect(refusal('getInvoice', owner(), tools({}, undefined, { id: invoice.id })).status).toBe(404);
  });

  it('derives seeded debtors from the open invoices, most owed first', () => {
    const debtors = run('listDebtors', owner(), tools()).body as { total_owed: string }[];
    expect(debtors.length).toBeGreaterThan(5);
    const owed = debtors.map((d) => Number(d.total_owed));
    expect(owed).toEqual([...owed].sort((a, b) => b - a));
    const detail = run('getDebtor', owner(), tools({}, undefined, { id: (debtors[0] as unknown as { id: number }).id })).body;
    expect(detail.invoices.length).toBe(detail.invoices_count);
  });

  it('sends a reminder once a day, by a channel the customer has', () => {
    const { customer } = newSale();
    expect(run('sendDebtorReminder', owner(), tools({}, { channel: 'email' }, { id: customer.id })).body.detail).toContain(
      'nkechi@x.ng',
    );
    expect(refusal('sendDebtorReminder', owner(), tools({}, {}, { id: customer.id })).status).toBe(400);
    const other = newSale();
    expect(refusal('sendDebtorReminder', owner(), tools({}, { channel: 'sms' }, { id: other.customer.id })).body).toHaveProperty(
      'channel',
    );
  });
});

describe('location scope (D5)', () => {
  it('limits scoped lists to the location asked, and a staff member to their locations', () => {
    const locations = (op: 'listInventoryItems' | 'listInvoices', who: SandboxUser, query: Record<string, unknown>) =>
      new Set(run(op, who, tools({ page_size: 9999, ...query })).body.results.map((r) => r.location));
    expect(locations('listInventoryItems', owner(), {})).toEqual(new Set([21, 22, 23]));
    expect(locations('listInventoryItems', owner(), { location: LEKKI })).toEqual(new Set([LEKKI]));
    expect(locations('listInvoices', user(3), {})).toEqual(new Set([BALOGUN]));
    expect(refusal('listInvoices', user(3), tools({ location: LEKKI })).status).toBe(403);
    expect(refusal('listInvoices', owner(), tools({ location: 40 })).status).toBe(400);
    // Not location-scoped: the parameter is ignored.
    expect(run('listCustomers', user(3), tools({ location: LEKKI })).status).toBe(200);
  });
});

describe('statistics and reports', () => {
  it('adds up: totals are their breakdowns, profit is sales less costs', () => {
    const sum = (points: { amount: string }[]) => points.reduce((t, p) => t + Math.round(Number(p.amount) * 100), 0);
    for (const op of ['getTotalSales', 'getTotalExpenses', 'getTotalPayrollPaid'] as const) {
      const year = run(op, owner(), tools()).body;
      expect(year.breakdown).toHaveLength(12);
      expect(sum(year.breakdown)).toBe(Math.round(Number(year.total) * 100));
    }
    const profit = run('getTotalProfits', owner(), tools({ month: '2026-10' })).body;
    expect(profit.breakdown).toHaveLength(31);
    expect(Math.round(Number(profit.total) * 100)).toBe(
      Math.round(Number(profit.sales) * 100) - Math.round(Number(profit.expenses) * 100),
    );
    expect(Number(run('getTotalInventoryWorth', owner(), tools()).body.total)).toBeGreaterThan(0);
  });

  it('moves with the data: a payment today raises this month’s sales by its amount', () => {
    const month = TODAY.slice(0, 7);
    const before = run('getTotalSales', owner(), tools({ month, location: BALOGUN })).body.total;
    const invoice = run(
      'createInvoice',
      owner(),
      tools(
        { location: BALOGUN },
        {
          customer: 301,
          title: 'Today',
          sale_date: TODAY,
          items: [
            {
              inventory: run(
                'createInventoryItem',
                owner(),
                tools({}, { name: 'Zip', unit_price: '500', quantity: 3, location: BALOGUN }),
              ).body.id,
              quantity: 1,
            },
          ],
        },
      ),
    ).body;
    run('createReceipt', owner(), tools({}, { invoice: invoice.id, amount: '500', payment_method: 'cash', date: TODAY }));
    const after = run('getTotalSales', owner(), tools({ month, location: BALOGUN })).body.total;
    expect(Math.round(Number(after) * 100) - Math.round(Number(before) * 100)).toBe(50_000);
    const elsewhere = run('getTotalSales', owner(), tools({ month, location: LEKKI })).body.breakdown.find(
      (p: { period: string }) => p.period === TODAY,
    );
    expect(elsewhere?.amount).not.toBe(after);
  });

  it('reports as JSON or CSV with the totals last, within 366 days', () => {
    const body = { report_type: 'sales', start_date: '2026-01-01', end_date: '2026-11-30' };
    const report = run('generateBusinessReport', owner(), tools({}, body)).body;
    if (typeof report === 'string') throw new Error('a JSON report came back as text');
    const total = report.totals.find((t) => t.label === 'Total sales')!;
    expect(Math.round(Number(total.amount) * 100)).toBe(report.rows.reduce((t, r) => t + Math.round(Number(r.amount) * 100), 0));
    const csv = run('generateBusinessReport', owner(), tools({}, { ...body, format: 'csv' }));
    expect(csv.contentType).toBe('text/csv');
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe('label,amount');
    expect(lines.at(-1)).toBe(`Total sales,${total.amount}`);
    expect(lines).toHaveLength(1 + report.rows.length + report.totals.length);
    expect(refusal('generateBusinessReport', owner(), tools({}, { ...body, start_date: '2025-01-01' })).status).toBe(400);
    expect(refusal('generateBusinessReport', owner(), tools({}, { ...body, end_date: '2025-12-31' })).status).toBe(400);
  });
});

describe('inventory images', () => {
  it('stores up to 8 images, the first is the main one', () => {
    const item = run('createInventoryItem', owner(), tools({}, { name: 'Gele', unit_price: '12000', location: BALOGUN })).body;
    expect(item).toMatchObject({ tags: ['PCS'], type: 'product', quantity: 0, image: null, images: [], is_published: false });
    const png = () => new UploadedFile(Buffer.from([137, 80, 78, 71]), 'gele.png', 'image/png');
    const images = Array.from(
      { length: 8 },
      () => run('uploadInventoryImage', owner(), tools({}, { image: png() }, { id: item.id })).body,
    );
    expect(images[0]!.image).toMatch(/\/__files\/[\w-]+\/gele\.png$/);
    expect(refusal('uploadInventoryImage', owner(), tools({}, { image: png() }, { id: item.id })).status).toBe(400);
    run('deleteInventoryImage', owner(), tools({}, undefined, { id: item.id, image_id: images[0]!.id }));
    expect(run('getInventoryItem', owner(), tools({}, undefined, { id: item.id })).body.image).toBe(images[1]!.image);
  });
});

describe('inventory stock, filters and publishing (designed)', () => {
  const png = () => new UploadedFile(Buffer.from([137, 80, 78, 71]), 'x.png', 'image/png');
  const newItem = (body: Record<string, unknown> = {}) =>
    run(
      'createInventoryItem',
      owner(),
      tools({}, { name: 'Aso oke', unit_price: '20000', quantity: 10, location: BALOGUN, ...body }),
    ).body;

  it('records each adjustment with who and why, never below zero, once per Idempotency-Key', () => {
    const item = newItem({ low_stock_threshold: 4 });
    const adjust = (change: number, key?: string) =>
      run('createInventoryAdjustment', owner(), {
        ...tools({}, { change, reason: 'received', note: ' Delivery ' }, { id: item.id }),
        headers: key ? { 'idempotency-key': key } : {},
      });
    const first = adjust(5, 'key-00000001');
    expect(first.body).toMatchObject({
      change: 5,
      quantity_before: 10,
      quantity_after: 15,
      reason: 'received',
      note: 'Delivery',
      user: 1,
    });
    expect(first.body.user_name.length).toBeGreaterThan(0);
    expect(adjust(5, 'key-00000001').body.id).toBe(first.body.id);
    expect(run('getInventoryItem', owner(), tools({}, undefined, { id: item.id })).body.quantity).toBe(15);
    expect(
      refusal('createInventoryAdjustment', owner(), {
        ...tools({}, { change: 6, reason: 'received' }, { id: item.id }),
        headers: { 'idempotency-key': 'key-00000001' },
      }).status,
    ).toBe(400);
    const tooMany = refusal('createInventoryAdjustment', owner(), tools({}, { change: -16, reason: 'damaged' }, { id: item.id }));
    expect(tooMany.body).toMatchObject({ change: ['Only 15 in stock: you can take away at most 15.'] });
    run('patchInventoryItem', owner(), tools({}, { quantity: 3 }, { id: item.id }));
    const history = run('listInventoryAdjustments', owner(), tools({}, undefined, { id: item.id })).body;
    expect(history.count).toBe(2);
    expect(history.results[0]).toMatchObject({ change: -12, quantity_after: 3, reason: 'count_correction' });
    const service = newItem({ type: 'service' });
    expect(
      refusal('createInventoryAdjustment', owner(), tools({}, { change: 1, reason: 'received' }, { id: service.id })).status,
    ).toBe(400);
  });

  it('filters by type, published, low stock and tag', () => {
    const low = newItem({ name: 'Low one', quantity: 2, low_stock_threshold: 5, tags: ['Rolls'] });
    const list = (query: Record<string, unknown>) =>
      run('listInventoryItems', owner(), tools({ page_size: 9999, ...query })).body.results;
    const lows = list({ low_stock: true });
    expect(lows.map((i) => i.id)).toContain(low.id);
    expect(lows.every((i) => i.type === 'product' && i.low_stock_threshold !== null && i.quantity <= i.low_stock_threshold)).toBe(
      true,
    );
    expect(list({ tag: 'rolls' }).map((i) => i.id)).toEqual([low.id]);
    expect(list({ type: 'service' }).every((i) => i.type === 'service')).toBe(true);
    expect(list({ published: true }).every((i) => i.is_published)).toBe(true);
    expect(list({ search: low.barcode_number ?? 'Low one' }).map((i) => i.id)).toContain(low.id);
  });

  it('publishes only an item with a name, a selling price and an image', () => {
    const free = newItem({ unit_price: '0' });
    expect(refusal('patchInventoryItem', owner(), tools({}, { is_published: true }, { id: free.id })).body).toMatchObject({
      is_published: ['Add a selling price before publishing.'],
    });
    const item = newItem();
    expect(refusal('patchInventoryItem', owner(), tools({}, { is_published: true }, { id: item.id })).body).toMatchObject({
      is_published: ['Add an image before publishing.'],
    });
    run('uploadInventoryImage', owner(), tools({}, { image: png() }, { id: item.id }));
    expect(run('patchInventoryItem', owner(), tools({}, { is_published: true }, { id: item.id })).body.is_published).toBe(true);
  });
});

describe('marketplace (owner only)', () => {
  it('threads dispute messages and closes resolved disputes', () => {
    const disputes = run('listMarketplaceDisputes', owner(), tools()).body.results as { id: number; status: string }[];
    const open = disputes.find((d) => d.status === 'open')!;
    const photo = new UploadedFile(Buffer.from([1]), 'p.jpg', 'image/jpeg');
    const sent = run(
      'createDisputeMessage',
      owner(),
      tools({}, { message: 'We will refund.', images: [photo, photo], is_proposal: true }, { id: open.id }),
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ is_proposal: true, sender: { id: LAGOS, is_business: true } });
    expect(sent.body.images).toHaveLength(2);
    const thread = run('listDisputeMessages', owner(), tools({}, undefined, { id: open.id })).body;
    expect(thread.at(-1)?.id).toBe(sent.body.id);
    const resolved = disputes.find((d) => d.status === 'resolved')!;
    expect(refusal('createDisputeMessage', owner(), tools({}, { message: 'Hello' }, { id: resolved.id })).status).toBe(400);
  });

  it('computes affiliate commission from the item price and changes delivery fees', () => {
    const affiliate = run('listMarketplaceAffiliates', owner(), tools()).body.results[0]!;
    for (const product of run('listAffiliateProducts', owner(), tools({}, undefined, { id: affiliate.id })).body.results) {
      expect(Math.round(Number(product.commission_amount) * 100)).toBe(
        Math.round((Number(product.unit_price) * 100 * Number(product.commission_rate)) / 100),
      );
    }
    const fee = run('listDeliveryFees', owner(), tools()).body.results[0]!;
    expect(run('patchDeliveryFee', owner(), tools({}, { amount: '3500', active: false }, { id: fee.id })).body).toMatchObject({
      amount: '3500.00',
      active: false,
    });
  });
});
