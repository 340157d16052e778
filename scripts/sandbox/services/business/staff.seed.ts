/**
 * The demo businesses' roles and staff. Three Lagos staff members can sign in (users 3-5,
 * README: demo logins) with the roles below.
 */
import { DEMO_PASSWORD } from '../../auth';
import type { SandboxState } from '../../state';
import { SEED_NOW, iso } from '../../table';
import { allOf, permissionId as id } from './permissions';
import { at, type BusinessSeed, type DemoBusinessId } from './seeding';

export interface StaffSpec {
  first: string;
  last: string;
  email: string;
  phone: string | null;
  role: string | null;
  /** Indexes into the business's locations. */
  at: number[];
  pay: string;
  active?: boolean;
  /** A sign-in for this member (user id), password DEMO_PASSWORD. */
  login?: number;
}

const view = (...resources: Parameters<typeof id>[0][]) => resources.map((r) => id(r, 'view'));

/** The roles of the demo logins (README): what each may do. */
export const CASHIER = [
  id('customers', 'view'),
  id('inventory', 'view'),
  id('invoicing', 'create'),
  id('invoicing', 'view'),
  id('receipt', 'create'),
  id('receipt', 'view'),
];
export const STORE_MANAGER = [
  ...allOf('inventory', 'customers', 'suppliers', 'invoicing', 'receipt', 'debtors'),
  ...view('staff', 'locations', 'tag'),
  id('tag', 'create'),
];
export const ACCOUNTANT = [...allOf('expense', 'expenseCategory', 'payroll', 'payrollHistory'), ...view('sales')];
const SALES_ATTENDANT = [
  id('customers', 'create'),
  ...view('customers', 'inventory', 'invoicing', 'receipt', 'sales'),
  id('invoicing', 'create'),
  id('receipt', 'create'),
];

export const DEMO_MEMBER_LOGINS = [
  { id: 3, email: 'cashier@ledgerly.ng', first_name: 'Blessing', last_name: 'Eze', phone_number: '+2348055512301' },
  { id: 4, email: 'manager@ledgerly.ng', first_name: 'Emeka', last_name: 'Obi', phone_number: '+2348055512302' },
  { id: 5, email: 'accountant@ledgerly.ng', first_name: 'Funmilayo', last_name: 'Adeyemi', phone_number: '+2348055512303' },
] as const;

interface StaffSeed {
  roles: { name: string; description: string; permissions: number[] }[];
  staff: StaffSpec[];
}

/** The sign-ins of the Lagos business's cashier, manager and accountant (README: demo logins). */
export function seedMemberLogins(state: SandboxState) {
  for (const login of DEMO_MEMBER_LOGINS) {
    if (state.auth.users.get(login.id) || state.auth.findByEmail(login.email)) continue;
    state.auth.users.insert({
      ...login,
      username: `${login.first_name} ${login.last_name}`,
      account_type: 'business',
      is_verified: true,
      _password: state.auth.hashPassword(DEMO_PASSWORD),
      created_at: iso(SEED_NOW),
    });
  }
}

export const STAFF: Record<DemoBusinessId, StaffSeed> = {
  12: {
    roles: [
      { name: 'Cashier', description: 'Records sales and payments; sees customers and stock.', permissions: CASHIER },
      {
        name: 'Store Manager',
        description: 'Runs a shop: stock, customers, suppliers, invoices, receipts and debtors.',
        permissions: STORE_MANAGER,
      },
      { name: 'Accountant', description: 'Books expenses and payroll; sees sales figures and reports.', permissions: ACCOUNTANT },
      { name: 'Sales attendant', description: 'Serves customers on the shop floor.', permissions: SALES_ATTENDANT },
    ],
    staff: [
      {
        first: 'Blessing',
        last: 'Eze',
        email: 'cashier@ledgerly.ng',
        phone: '+2348055512301',
        role: 'Cashier',
        at: [0],
        pay: '120000',
        login: 3,
      },
      {
        first: 'Emeka',
        last: 'Obi',
        email: 'manager@ledgerly.ng',
        phone: '+2348055512302',
        role: 'Store Manager',
        at: [0, 1, 2],
        pay: '350000',
        login: 4,
      },
      {
        first: 'Funmilayo',
        last: 'Adeyemi',
        email: 'accountant@ledgerly.ng',
        phone: '+2348055512303',
        role: 'Accountant',
        at: [0, 1, 2],
        pay: '280000',
        login: 5,
      },
      {
        first: 'Tunde',
        last: 'Bakare',
        email: 'tunde.bakare@adaezefabrics.ng',
        phone: '+2348034567890',
        role: 'Sales attendant',
        at: [1],
        pay: '110000',
      },
      {
        first: 'Kemi',
        last: 'Adebayo',
        email: 'kemi.adebayo@adaezefabrics.ng',
        phone: '08051234567',
        role: 'Cashier',
        at: [1],
        pay: '115000',
      },
      {
        first: 'Chiamaka',
        last: 'Okoro',
        email: 'chiamaka.okoro@adaezefabrics.ng',
        phone: '+2348067812345',
        role: null,
        at: [2],
        pay: '150000',
      },
      {
        first: 'Musa',
        last: 'Ibrahim',
        email: 'musa.ibrahim@adaezefabrics.ng',
        phone: '+2348078923456',
        role: null,
        at: [0],
        pay: '85000',
      },
      {
        first: 'Yusuf',
        last: 'Bello',
        email: 'yusuf.bello@adaezefabrics.ng',
        phone: '+2348089034567',
        role: 'Cashier',
        at: [0],
        pay: '100000',
        active: false,
      },
    ],
  },
  15: {
    roles: [
      { name: 'Cashier', description: 'Takes orders and payments at the counter.', permissions: CASHIER },
      { name: 'Kitchen Manager', description: 'Runs the kitchen: stock, suppliers and orders.', permissions: STORE_MANAGER },
      { name: 'Bookkeeper', description: 'Expenses, payroll and reports.', permissions: ACCOUNTANT },
    ],
    staff: [
      {
        first: 'Grace',
        last: 'Okonkwo',
        email: 'grace.okonkwo@mamankechiskitchen.com',
        phone: '+17135550301',
        role: 'Kitchen Manager',
        at: [0, 1],
        pay: '3200',
      },
      {
        first: 'Daniel',
        last: 'Martinez',
        email: 'daniel.martinez@mamankechiskitchen.com',
        phone: '+17135550302',
        role: 'Cashier',
        at: [0],
        pay: '1900',
      },
      {
        first: 'Aisha',
        last: 'Bello',
        email: 'aisha.bello@mamankechiskitchen.com',
        phone: '+17135550303',
        role: null,
        at: [0],
        pay: '2400',
      },
      {
        first: 'Kevin',
        last: 'Nguyen',
        email: 'kevin.nguyen@mamankechiskitchen.com',
        phone: '+12815550304',
        role: null,
        at: [0, 1],
        pay: '1500',
      },
      {
        first: 'Tolu',
        last: 'Ade',
        email: 'tolu.ade@mamankechiskitchen.com',
        phone: '+12815550305',
        role: 'Cashier',
        at: [1],
        pay: '1700',
      },
    ],
  },
};

/** Roles, then the staff members who hold them. */
export function seedStaff(seed: BusinessSeed): void {
  const { store } = seed;
  const spec = STAFF[seed.id];
  spec.roles.forEach((role, i) => {
    const row = store.roles.insert({
      ...role,
      permissions: [...role.permissions].sort((a, b) => a - b),
      active: true,
      created_at: at(seed.since(365 - i)),
      _business: seed.id,
    });
    seed.roles.set(role.name, row.id);
  });
  spec.staff.forEach((s, i) => {
    const created = seed.since(350 - i * 25);
    const row = store.members.insert({
      first_name: s.first,
      last_name: s.last,
      email: s.email,
      phone_number: s.phone,
      _locations: s.at.map((index) => seed.locations[index]!),
      _role: s.role === null ? null : (seed.roles.get(s.role) ?? null),
      active: s.active ?? true,
      profile_image: null,
      created_at: at(created),
      updated_at: at(s.active === false ? 120 : created),
      _business: seed.id,
    });
    seed.members.push({ id: row.id, at: row._locations, active: row.active, pay: s.pay, created });
  });
}
