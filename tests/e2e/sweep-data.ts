/**
 * Test data for the sweeps (issue 21, item 6): one record of every kind a route with a parameter
 * needs, made through the sandbox's API, with the ids each route takes. Not a journey: the sweeps
 * only open pages, so the data is set up once per worker and read by every page visit.
 *
 * The records live in the seeded Lagos business (12), whose owner is the demo owner and whose
 * cashier is the demo staff member (a role with limited permissions, README 'Demo accounts'): its
 * marketplace (orders, payouts, affiliates, disputes) exists only there. Everything a sweep opens by
 * id is made fresh here (tagged, so parallel runs never share a record), apart from the seeded
 * marketplace rows and bank account, which the API has no call to make.
 *
 *   const data = await setUpSweepData(await signInByApi(DEMO_OWNER));
 *   await seedSession(page, await signInByApi(DEMO_CASHIER));
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { BANKING_API } from './banking-api';
import { AUTH_API, OWNER } from './support';
import { BUSINESS_API } from './tools-support';

export const DEMO_OWNER = OWNER;
/** Lagos, Balogun shop only: invoices view/create, customers/inventory view, receipts view/create. */
export const DEMO_CASHIER = { email: 'cashier@ledgerly.ng', password: 'Passw0rd!' };
/** The demo Lagos business and its Balogun shop (README). */
export const LAGOS = 12;
export const BALOGUN = 21;

const COMMON_API = AUTH_API.replace(/\d$/, (digit) => String(Number(digit) + 1));
const TRAINING_API = AUTH_API.replace(/\d$/, (digit) => String(Number(digit) + 5));
const VAULT_API = AUTH_API.replace(/\d$/, (digit) => String(Number(digit) + 6));

/** The auth contract's AuthSession, as sign-in returns it and the app keeps it. */
export interface SweepSession {
  access_token: string;
  [field: string]: unknown;
}

export async function signInByApi(user: { email: string; password: string }): Promise<SweepSession> {
  const response = await fetch(`${AUTH_API}/auth/signin/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(user),
  });
  expect(response.status, `sign-in of ${user.email} through the API`).toBe(200);
  return (await response.json()) as SweepSession;
}

/**
 * Puts `session` where the app reads it at start-up (localStorage `ledgerly.session`), on a blank
 * page of the app's origin, so no sign-in page loads (as fixtures.ts does for `ownerPage`).
 */
export async function seedSession(page: Page, session: SweepSession): Promise<void> {
  await page.route('**/__e2e/seed-session', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seed</title>' }),
  );
  await page.goto('/__e2e/seed-session');
  await page.evaluate((value) => localStorage.setItem('ledgerly.session', value), JSON.stringify(session));
  await page.unroute('**/__e2e/seed-session');
}

async function call<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(url, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      // Creating calls carry one (README, 'Duplicates'); a fresh key per call.
      ...(method === 'POST' ? { 'Idempotency-Key': crypto.randomUUID() } : {}),
      ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${url}: ${response.status} ${text.slice(0, 300)}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

interface Created {
  id: number;
}

/** The first row of a list answer, plain array (D6) or a page of `results`. */
function first<T>(answer: T[] | { results: T[] }, what: string): T {
  const rows = Array.isArray(answer) ? answer : answer.results;
  expect(rows.length, `at least one ${what}`).toBeGreaterThan(0);
  return rows[0]!;
}

export interface SweepData {
  businessId: number;
  locationId: number;
  customerId: number;
  /** A customer who owes: the invoice below is part paid. */
  debtorId: number;
  supplierId: number;
  itemId: number;
  invoiceId: number;
  /** An issued invoice with nothing paid: it can still be cancelled (its page's 'Cancel invoice' opens). */
  openInvoiceId: number;
  /** The invoice's public link token (`/i/$token`). */
  invoiceToken: string;
  receiptId: number;
  expenseId: number;
  memberId: number;
  folderId: number;
  fileId: number;
  fileName: string;
  /** A public share of the file (`/vault/shared/$shareId`). */
  shareId: string;
  ticketId: number;
  courseId: number;
  /** A naira account of the demo owner (`/banking/accounts/personal/$accountId`). */
  accountId: number;
  orderId: number;
  payoutId: number;
  affiliateId: number;
  disputeId: number;
}

const TODAY = new Date().toISOString().slice(0, 10);

/** Makes (or finds, for what the API cannot make) one record of each kind, as the demo owner. */
export async function setUpSweepData(owner: SweepSession): Promise<SweepData> {
  const token = owner.access_token;
  const tag = Math.random().toString(36).slice(2, 8);
  const tools = `${BUSINESS_API}/business/v1/${LAGOS}/tools`;
  const at = `?location=${BALOGUN}`;
  const business = <T>(method: string, path: string, body?: unknown) => call<T>(token, method, `${tools}/${path}${at}`, body);

  const customer = await business<Created>('POST', 'customers/', { name: `Sweep customer ${tag}`, type: 'individual' });
  const supplier = await business<Created>('POST', 'suppliers/', { name: `Sweep supplier ${tag}` });
  const item = await business<Created>('POST', 'inventories/', {
    name: `Sweep adire ${tag}`,
    type: 'product',
    unit_price: '6000.00',
    cost_price: '4000.00',
    quantity: 20,
    unit: 'piece',
    location: BALOGUN,
  });
  const invoice = await business<Created>('POST', 'invoices/', {
    customer: customer.id,
    title: `Sweep invoice ${tag}`,
    sale_date: TODAY,
    due_date: TODAY,
    items: [{ inventory: item.id, quantity: 2, unit_price: '6000.00' }],
  });
  const open = await business<Created>('POST', 'invoices/', {
    customer: customer.id,
    title: `Sweep open invoice ${tag}`,
    sale_date: TODAY,
    due_date: TODAY,
    items: [{ inventory: item.id, quantity: 1, unit_price: '6000.00' }],
  });
  const receipt = await business<Created>('POST', 'receipts/', {
    invoice: invoice.id,
    amount: '5000.00',
    payment_method: 'cash',
    date: TODAY,
  });
  const share = await business<{ token: string }>('POST', `invoices/${invoice.id}/share/`);
  const category = await business<Created>('POST', 'expense_categories/', { name: `Sweep fuel ${tag}` });
  const expense = await business<Created>('POST', 'expenses/', {
    amount: '15000.00',
    name: `Sweep diesel ${tag}`,
    expense_date: TODAY,
    category: category.id,
  });
  const member = await business<Created>('POST', 'members/', {
    first_name: 'Sweep',
    last_name: `Member ${tag}`,
    email: `sweep.${tag}.${Date.now()}@example.com`,
    locations: [BALOGUN],
  });

  const market = `${BUSINESS_API}/business/v1/${LAGOS}/marketplace`;
  const order = first(await call<Created[] | { results: Created[] }>(token, 'GET', `${market}/orders/`), 'marketplace order');
  const payout = first(await call<Created[] | { results: Created[] }>(token, 'GET', `${market}/payouts/`), 'payout');
  const affiliate = first(await call<Created[] | { results: Created[] }>(token, 'GET', `${market}/affiliates/`), 'affiliate');
  const dispute = first(await call<Created[] | { results: Created[] }>(token, 'GET', `${market}/disputes/`), 'dispute');

  const folder = await call<Created>(token, 'POST', `${VAULT_API}/folders/`, { name: `Sweep folder ${tag}` });
  const fileName = `sweep-${tag}.txt`;
  const upload = new FormData();
  upload.append('file', new Blob(['Stock count: 14 bolts of adire.'], { type: 'text/plain' }), fileName);
  upload.append('folder', String(folder.id));
  const fileId = (await call<Created>(token, 'POST', `${VAULT_API}/files/`, upload)).id;
  const fileShare = await call<{ id: string }>(token, 'POST', `${VAULT_API}/file_shares/`, { file: fileId, access: 'public' });

  const ticket = await call<{ ticket_id: number }>(token, 'POST', `${COMMON_API}/common-feature/support/ticket/`, {
    ticket_title: `Sweep question ${tag}`,
    message: 'Where do I see my payouts?',
  });

  const course = first(await call<{ results: Created[] }>(token, 'GET', `${TRAINING_API}/training/course/`), 'course');
  // Enrolment is a GET (the spec's); the seeded demo owner may be enrolled already (400): either
  // way the course is theirs.
  const enrolled = await fetch(`${TRAINING_API}/training/course/${course.id}/enroll/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect([200, 400], `enrol: ${enrolled.status}`).toContain(enrolled.status);

  const accounts = await call<{ id: number; currency?: string }[] | { results: { id: number; currency?: string }[] }>(
    token,
    'GET',
    `${BANKING_API}/personal_bank_accounts/`,
  );
  const rows = Array.isArray(accounts) ? accounts : accounts.results;
  const naira = rows.find((row) => row.currency === undefined || row.currency === 'NGN') ?? first(accounts, 'bank account');

  return {
    businessId: LAGOS,
    locationId: BALOGUN,
    customerId: customer.id,
    debtorId: customer.id,
    supplierId: supplier.id,
    itemId: item.id,
    invoiceId: invoice.id,
    openInvoiceId: open.id,
    invoiceToken: share.token,
    receiptId: receipt.id,
    expenseId: expense.id,
    memberId: member.id,
    folderId: folder.id,
    fileId,
    fileName,
    shareId: fileShare.id,
    ticketId: ticket.ticket_id,
    courseId: course.id,
    accountId: naira.id,
    orderId: order.id,
    payoutId: payout.id,
    affiliateId: affiliate.id,
    disputeId: dispute.id,
  };
}
