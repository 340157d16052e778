/**
 * A new business's starting records (createBusiness, x-designed, issue 22 item 5): the template
 * roles Manager, Cashier and Accountant and six common expense categories, each business its own.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type SandboxUser } from '../../auth';
import { loadSandboxConfig } from '../../config';
import { SandboxState } from '../../state';
import { publicView } from '../../table';
import { ROLE_TEMPLATES } from '../../../../src/lib/permissions/role-templates';
import { authModule } from '../auth/index';
import { DEFAULT_EXPENSE_CATEGORIES } from './businesses';
import { businessModule, businessServiceHandlers } from './index';
import { DEFAULT_ROLES, permissionId } from './permissions';
import { storeOf } from './store';

type Handler = (req: unknown) => { status: number; body?: unknown };
let state: SandboxState;
let handlers: Record<string, Handler>;

beforeEach(() => {
  state = new SandboxState(loadSandboxConfig());
  authModule.seed!(state);
  businessModule.seed!(state);
  handlers = businessServiceHandlers({ state, store: storeOf(state) }) as unknown as Record<string, Handler>;
});

function founder(email: string): SandboxUser {
  return state.auth.users.insert({
    email,
    username: null,
    account_type: 'business',
    is_verified: true,
    first_name: '',
    last_name: '',
    phone_number: null,
    _password: state.auth.hashPassword(DEMO_PASSWORD),
    created_at: '2026-11-20T09:00:00Z',
  });
}

function call(op: string, user: SandboxUser, parts: { params?: object; query?: object; body?: unknown } = {}) {
  const answer = handlers[op]!({
    params: parts.params ?? {},
    query: parts.query ?? {},
    body: parts.body,
    user,
    token: null,
    headers: {},
    url: new URL('http://127.0.0.1:4004/x/'),
  });
  return { status: answer.status, body: publicView(answer.body) };
}

function createBusiness(user: SandboxUser, name: string) {
  return (
    call('createBusiness', user, {
      body: {
        name,
        category: 1,
        currency: 'NGN',
        email: 'hello@example.ng',
        phone_number: '+2348031112222',
        address: 'Ikeja',
        location: { name: 'Main shop', address: 'Ikeja', phone_number: '+2348031112222' },
      },
    }).body as { id: number }
  ).id;
}

type Named = { id: number; name: string; permissions?: number[]; active: boolean };
const rolesOf = (user: SandboxUser, businessId: number) =>
  call('listRoles', user, { params: { businessId }, query: { active: true } }).body as Named[];
const categoriesOf = (user: SandboxUser, businessId: number) =>
  call('listExpenseCategories', user, { params: { businessId }, query: { active: true } }).body as Named[];

describe('a new business', () => {
  it('starts with the template roles Manager, Cashier and Accountant', () => {
    const user = founder('ade@example.ng');
    const roles = rolesOf(user, createBusiness(user, 'Ade Stores'));
    expect(roles.map((role) => role.name).sort()).toEqual(['Accountant', 'Cashier', 'Manager']);
    const cashier = roles.find((role) => role.name === 'Cashier')!;
    expect(cashier.active).toBe(true);
    expect(cashier.permissions).toContain(permissionId('invoicing', 'create'));
    expect(cashier.permissions).toContain(permissionId('inventory', 'view'));
    expect(cashier.permissions).not.toContain(permissionId('expense', 'view'));
    const accountant = roles.find((role) => role.name === 'Accountant')!;
    expect(accountant.permissions).toContain(permissionId('payroll', 'create'));
    expect(accountant.permissions).not.toContain(permissionId('invoicing', 'create'));
    // Nobody but the owner changes roles: no template has staff edit (the roles' write permission).
    for (const role of roles) expect(role.permissions).not.toContain(permissionId('staff', 'edit'));
  });

  it('starts with the six common expense categories', () => {
    const user = founder('bola@example.ng');
    const categories = categoriesOf(user, createBusiness(user, 'Bola Foods'));
    expect(categories.map((category) => category.name).sort()).toEqual([
      'Fuel and diesel',
      'Other',
      'Rent',
      'Salaries',
      'Transport',
      'Utilities',
    ]);
  });

  it('never shares its starting records with another business', () => {
    const user = founder('chi@example.ng');
    const first = createBusiness(user, 'Chi One');
    const second = createBusiness(user, 'Chi Two');
    const ids = (rows: Named[]) => rows.map((row) => row.id);
    const shared = (a: Named[], b: Named[]) => ids(a).filter((id) => ids(b).includes(id));
    expect(rolesOf(user, second)).toHaveLength(3);
    expect(shared(rolesOf(user, first), rolesOf(user, second))).toEqual([]);
    expect(categoriesOf(user, second)).toHaveLength(6);
    expect(shared(categoriesOf(user, first), categoriesOf(user, second))).toEqual([]);
    // Renaming one business's Rent leaves the other's alone.
    const rent = categoriesOf(user, first).find((category) => category.name === 'Rent')!;
    call('patchExpenseCategory', user, { params: { businessId: first, id: rent.id }, body: { name: 'Shop rent' } });
    expect(categoriesOf(user, second).map((category) => category.name)).toContain('Rent');
    expect(categoriesOf(user, first).map((category) => category.name)).toContain('Shop rent');
    expect(DEFAULT_EXPENSE_CATEGORIES).toHaveLength(6);
  });

  it('the demo businesses keep their seeded roles (no templates added to the seed)', () => {
    const owner = state.auth.users.get(1)!;
    expect(rolesOf(owner, 12).map((role) => role.name)).not.toContain('Manager');
  });
});

describe('the templates', () => {
  it('are the sets the roles editor offers (src/lib/permissions/role-templates.ts)', () => {
    expect(
      DEFAULT_ROLES.map(({ name, description, permissions }) => ({ name, description, permissions: [...permissions] })),
    ).toEqual(ROLE_TEMPLATES.map(({ name, description, permissions }) => ({ name, description, permissions: [...permissions] })));
  });
});
