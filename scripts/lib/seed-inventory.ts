/**
 * Many inventory items for one business, through the sandbox's own API (the contract's
 * `createInventoryItem`, several calls in flight): the full list's benchmark (9,999 items,
 * `npm run bench:inventory`) and its journey (2,000 items, tests/e2e/inventory-full-list.spec.ts).
 * Names are numbered ('Stock 0001 Ankara wax') so a test knows the first and the last; prices,
 * costs and quantities vary, one item in ten is low on stock and one in twenty-five a service.
 * Also a fresh owner with a business (sign up, verify with the demo code, name, business), for
 * scripts that do not run inside Playwright's fixture.
 */

const WORDS = ['Ankara wax', 'Aso oke', 'Swiss lace', 'George wrapper', 'Adire indigo', 'Kente strip', 'Cotton voile', 'Damask'];

/** Item number `n` (1-based)'s name: `${prefix} 0001 Ankara wax`. */
export const seededName = (prefix: string, n: number, digits = 4) =>
  `${prefix} ${String(n).padStart(digits, '0')} ${WORDS[n % WORDS.length]}`;

async function call<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface SeedInventoryOptions {
  /** The business service's base address ('http://127.0.0.1:4004'). */
  businessApi: string;
  token: string;
  businessId: number;
  count: number;
  /** Names start with it (default 'Stock'). */
  prefix?: string;
  /** Calls in flight at once (default 16). */
  concurrency?: number;
}

/** Creates `count` items numbered 1..count: 1 first and `count` last (the list shows the newest first). */
export async function seedInventory({
  businessApi,
  token,
  businessId,
  count,
  prefix = 'Stock',
  concurrency = 16,
}: SeedInventoryOptions): Promise<void> {
  const url = `${businessApi}/business/v1/${businessId}/tools/inventories/`;
  const digits = Math.max(4, String(count).length);
  const bodyOf = (n: number) => {
    const service = n % 25 === 0;
    return {
      name: seededName(prefix, n, digits),
      type: service ? 'service' : 'product',
      // Whole naira and kobo as decimal strings (never floats).
      unit_price: `${500 + ((n * 37) % 49_500)}.${String(n % 100).padStart(2, '0')}`,
      cost_price: `${300 + ((n * 29) % 30_000)}.00`,
      quantity: service ? 0 : (n * 7) % 120,
      unit: service ? 'job' : 'piece',
      low_stock_threshold: service ? null : n % 10 === 0 ? 200 : 5,
    };
  };
  const create = (n: number) => call(url, { method: 'POST', token, body: JSON.stringify(bodyOf(n)) });
  // The first alone, the middle ones several at a time, the last alone: whatever order the calls
  // in flight land in, item 1 is the oldest (the list's last row) and item `count` the newest.
  await create(1);
  let next = 2;
  const worker = async () => {
    while (next < count) await create(next++);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, count - 2)) }, worker));
  if (count > 1) await create(count);
}

export interface SeededOwner {
  email: string;
  password: string;
  token: string;
  businessId: number;
}

/** A verified, named business owner with a fresh NGN business. */
export async function createOwnerWithBusiness(authApi: string, businessApi: string, prefix = 'bench'): Promise<SeededOwner> {
  const email = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Lagos2026!';
  await call(`${authApi}/auth/signup/`, { method: 'POST', body: JSON.stringify({ email, password, account_type: 'business' }) });
  const session = await call<{ access_token: string }>(`${authApi}/auth/verifyOtp/`, {
    method: 'POST',
    body: JSON.stringify({ email, otp: '123456' }),
  });
  const token = session.access_token;
  await call(`${authApi}/auth/createUsername?username=${encodeURIComponent('Bench Owner')}`, { token });
  const categories = await call<{ id: number }[]>(`${businessApi}/business/v1/categories`, { token });
  const business = await call<{ id: number }>(`${businessApi}/business/v1/businesses/`, {
    method: 'POST',
    token,
    body: JSON.stringify({
      name: 'Bench Fabrics Ltd',
      category: categories[0]!.id,
      currency: 'NGN',
      email,
      phone_number: '08031234567',
      address: '14 Balogun Street, Lagos Island',
      location: { name: 'Balogun shop', address: '14 Balogun Street', phone_number: '+2348031234567' },
    }),
  });
  return { email, password, token, businessId: business.id };
}
