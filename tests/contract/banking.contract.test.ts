/**
 * Contract tests of the banking service (openapi/banking.yaml): every operation through the app's
 * real client, with ids taken from what list and create calls answer (so the suite also runs
 * through `prism proxy --errors` in front of the stateful sandbox), the error answers the screens
 * handle, and requests that break the contract (a missing body field, a missing Idempotency-Key).
 *
 * Request values are chosen so that what the contract's rules say about them can be checked on
 * the answer (a 45,000.00 NIP transfer costs 26.88; custom limits come back as set).
 *
 * Whose banking: a test that verifies an identity, opens an account or moves money from a new
 * account runs as a new business user of its own (`useNewUser`, nothing shared with other tests)
 * and walks the real onboarding: a KYC with a valid BVN, the account opened on that verified KYC
 * (the sandbox verifies at the next call), a PIN confirmed with the OTP, then the transfer from
 * the account's test funds. A test that needs what only an account with history has (a US tier
 * above basic, months of transactions, saved beneficiaries) uses the suite's demo owner, whose
 * seeded accounts have the demo PIN.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ApiError } from '../../src/api/errors';
import type { components } from '../../src/api/generated/banking';
import { api, DEMO_OTP, expectError, expectViolation, ok, useNewUser } from './harness';

type Schemas = components['schemas'];
type Kyc = Schemas['Kyc'];
type Kyb = Schemas['Kyb'];
type PersonalBankAccount = Schemas['PersonalBankAccount'];
type BankAccount = Schemas['BankAccount'];
type Transfer = Schemas['Transfer'];

const banking = api.banking.client;

/** Amounts are decimal strings in major units, never numbers. */
const MONEY = /^-?\d+(\.\d{1,2})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const PHONE = /^(\+[1-9]\d{7,14}|0[789][01]\d{8})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUBAN = /^\d{10}$/;
const ACCOUNT_NUMBER = /^\d{4,17}$/;
const NIP_CODE = /^\d{6}$/;
const ROUTING = /^\d{9}$/;
const LAST4 = /^\d{4}$/;
/** The demo PIN of every seeded account (README: magic values), and the PIN new accounts get here. */
const PIN = '123456';
/** Every banking OTP of the sandbox; a Prism mock takes any six digits. */
const OTP = DEMO_OTP;

// ---- value checks ----

function expectMoney(value: unknown): void {
  expect(typeof value, `money ${JSON.stringify(value)} must be a string`).toBe('string');
  expect(value).toMatch(MONEY);
}

function expectPositiveMoney(value: unknown): void {
  expectMoney(value);
  expect(cents(value as string)).toBeGreaterThan(0);
}

/** A money string in integer minor units, so sums are exact. */
function cents(value: string): number {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const n = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -n : n;
}

function expectDateTime(value: unknown): void {
  expect(value).toMatch(ISO_DATE_TIME);
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

function expectDate(value: unknown): void {
  expect(value).toMatch(ISO_DATE);
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

function expectId(value: unknown): void {
  expect(Number.isInteger(value)).toBe(true);
  expect(value as number).toBeGreaterThanOrEqual(1);
}

function expectUrl(value: unknown): void {
  expect(typeof value).toBe('string');
  expect(() => new URL(value as string)).not.toThrow();
}

function expectNonEmpty(value: unknown): void {
  expect(typeof value).toBe('string');
  expect((value as string).trim().length).toBeGreaterThan(0);
}

// ---- shape checks: the fields the screens read ----

function expectKyc(kyc: Kyc): void {
  expectId(kyc.id);
  expect(['NG', 'US']).toContain(kyc.country);
  expect(['pending', 'verified', 'rejected']).toContain(kyc.status);
  // A reason exactly when rejected; a verification time exactly when verified.
  if (kyc.status === 'rejected') expectNonEmpty(kyc.reason);
  else expect(kyc.reason).toBeNull();
  if (kyc.status === 'verified') expectDateTime(kyc.verified_at);
  else expect(kyc.verified_at).toBeNull();
  expectNonEmpty(kyc.first_name);
  expectNonEmpty(kyc.last_name);
  expect(kyc.middle_name === null || typeof kyc.middle_name === 'string').toBe(true);
  expect(['male', 'female']).toContain(kyc.gender);
  expectDate(kyc.date_of_birth);
  expect(kyc.phone_number).toMatch(PHONE);
  expectNonEmpty(kyc.address);
  expectNonEmpty(kyc.city);
  expectNonEmpty(kyc.state);
  expect(kyc.postal_code === null || typeof kyc.postal_code === 'string').toBe(true);
  // The BVN or SSN never comes back whole: only the last four digits of the country's number.
  if (kyc.country === 'NG') {
    expect(['nin', 'passport', 'drivers_license', 'voters_card']).toContain(kyc.document_type);
    expect(kyc.bvn_last4).toMatch(LAST4);
    expect(kyc.ssn_last4).toBeNull();
  } else {
    expect(['passport', 'drivers_license', 'state_id']).toContain(kyc.document_type);
    expect(kyc.ssn_last4).toMatch(LAST4);
    expect(kyc.bvn_last4).toBeNull();
  }
  expect(kyc).not.toHaveProperty('bvn');
  expect(kyc).not.toHaveProperty('ssn');
  expectUrl(kyc.passport_image);
  expectDateTime(kyc.created_at);
  expectDateTime(kyc.updated_at);
}

function expectKyb(kyb: Kyb): void {
  expectId(kyb.id);
  expect(['NG', 'US']).toContain(kyb.country);
  expect(['pending', 'verified', 'rejected']).toContain(kyb.status);
  if (kyb.status === 'rejected') expectNonEmpty(kyb.reason);
  else expect(kyb.reason).toBeNull();
  if (kyb.status === 'verified') expectDateTime(kyb.verified_at);
  else expect(kyb.verified_at).toBeNull();
  expectNonEmpty(kyb.business_name);
  // `cac` on Nigerian records, `ein` on US ones, stored normalised.
  if (kyb.country === 'NG') {
    expect(kyb.cac).toMatch(/^(RC|BN|IT)\d{4,8}$/);
    expect(kyb.ein).toBeNull();
  } else {
    expect(kyb.ein).toMatch(/^\d{2}-\d{7}$/);
    expect(kyb.cac).toBeNull();
  }
  expect(kyb.business_email).toMatch(EMAIL);
  expect(kyb.business_phone_number).toMatch(PHONE);
  expectNonEmpty(kyb.business_address);
  expectNonEmpty(kyb.street);
  expectNonEmpty(kyb.city);
  expectNonEmpty(kyb.state);
  expect(kyb.postal_code === null || typeof kyb.postal_code === 'string').toBe(true);
  if (kyb.business_website !== null) expectUrl(kyb.business_website);
  expectDate(kyb.date);
  expectDateTime(kyb.created_at);
  expectDateTime(kyb.updated_at);
}

function expectAccountBase(account: PersonalBankAccount | BankAccount): void {
  expectId(account.id);
  expectNonEmpty(account.account_name);
  expectNonEmpty(account.bank_name);
  expect(['NGN', 'USD']).toContain(account.currency);
  // NGN: a 10-digit NUBAN with the partner bank's NIP code; USD: an ABA routing number.
  if (account.currency === 'NGN') {
    expect(account.account_number).toMatch(NUBAN);
    expect(account.bank_code).toMatch(NIP_CODE);
    expect(account.routing_number).toBeNull();
    expect(['tier_1', 'tier_2', 'tier_3']).toContain(account.tier);
  } else {
    expect(account.account_number).toMatch(ACCOUNT_NUMBER);
    expect(account.routing_number).toMatch(ROUTING);
    expect(account.bank_code).toBeNull();
    expect(['basic', 'standard', 'premium']).toContain(account.tier);
  }
  expectMoney(account.balance);
  expectMoney(account.available_balance);
  // Holds only ever reduce what is available.
  expect(cents(account.available_balance)).toBeLessThanOrEqual(cents(account.balance));
  expect(['active', 'frozen', 'closed']).toContain(account.status);
  expect(typeof account.has_pin).toBe('boolean');
  expectDateTime(account.created_at);
}

function expectPersonalAccount(account: PersonalBankAccount): void {
  expectAccountBase(account);
}

function expectBankAccount(account: BankAccount): void {
  expectAccountBase(account);
  expect(['personal', 'business']).toContain(account.account_category);
  if (account.account_category === 'business') expectNonEmpty(account.business_name);
  else expect(account.business_name).toBeNull();
  // NGN business accounts are current accounts; US accounts checking or savings.
  if (account.currency === 'NGN') expect(account.account_type).toBe('current');
  else expect(['checking', 'savings']).toContain(account.account_type);
}

function expectTransaction(tx: Schemas['Transaction']): void {
  expectId(tx.id);
  expectNonEmpty(tx.reference);
  expect(['credit', 'debit']).toContain(tx.type);
  expectPositiveMoney(tx.amount);
  expectMoney(tx.fee);
  expectMoney(tx.balance_after);
  expect(['NGN', 'USD']).toContain(tx.currency);
  expect(typeof tx.narration).toBe('string');
  expectNonEmpty(tx.counterparty_name);
  expect(tx.counterparty_account_number === null || typeof tx.counterparty_account_number === 'string').toBe(true);
  expect(tx.counterparty_bank_name === null || typeof tx.counterparty_bank_name === 'string').toBe(true);
  expect(['pending', 'successful', 'failed', 'reversed']).toContain(tx.status);
  expectDateTime(tx.created_at);
}

function expectTransactionsPage(page: Schemas['PaginatedTransactionList']): void {
  expect(Number.isInteger(page.count)).toBe(true);
  expect(page.count).toBeGreaterThanOrEqual(page.results.length);
  if (page.next !== null) expectUrl(page.next);
  if (page.previous !== null) expectUrl(page.previous);
  expect(Array.isArray(page.results)).toBe(true);
  // 20 per page, newest first.
  expect(page.results.length).toBeLessThanOrEqual(20);
  page.results.forEach(expectTransaction);
  const times = page.results.map((tx) => Date.parse(tx.created_at));
  expect(times).toEqual([...times].sort((x, y) => y - x));
}

function expectStatement(statement: Schemas['AccountStatement']): void {
  expectId(statement.account.id);
  expectNonEmpty(statement.account.account_name);
  expect(statement.account.account_number).toMatch(ACCOUNT_NUMBER);
  expectNonEmpty(statement.account.bank_name);
  expect(statement.account.currency).toBe(statement.currency);
  expectDate(statement.start_date);
  expectDate(statement.end_date);
  expect(statement.start_date <= statement.end_date).toBe(true);
  for (const field of ['opening_balance', 'closing_balance', 'total_credit', 'total_debit'] as const) {
    expectMoney(statement[field]);
  }
  // closing = opening + credits - debits (fees counted in the debits).
  expect(cents(statement.closing_balance)).toBe(
    cents(statement.opening_balance) + cents(statement.total_credit) - cents(statement.total_debit),
  );
  statement.transactions.forEach(expectTransaction);
  for (const tx of statement.transactions) expect(tx.currency).toBe(statement.currency);
  // Oldest first.
  const times = statement.transactions.map((tx) => Date.parse(tx.created_at));
  expect(times).toEqual([...times].sort((x, y) => x - y));
}

function expectTransfer(transfer: Transfer): void {
  expectId(transfer.id);
  expect(transfer.reference).toMatch(/^(TRF|ACH|WIR)-/);
  expectId(transfer.account_id);
  expectPositiveMoney(transfer.amount);
  expectMoney(transfer.fee);
  expect(['NGN', 'USD']).toContain(transfer.currency);
  expect(['pending', 'successful', 'failed', 'reversed']).toContain(transfer.status);
  expect(['intra', 'inter', 'ach', 'wire']).toContain(transfer.transfer_type);
  expectNonEmpty(transfer.beneficiary.name);
  expect(transfer.beneficiary.account_number).toMatch(ACCOUNT_NUMBER);
  expectNonEmpty(transfer.beneficiary.bank_name);
  // NGN transfers go by NIP bank code, USD ones by routing number.
  if (transfer.currency === 'NGN') {
    expect(['intra', 'inter']).toContain(transfer.transfer_type);
    expect(transfer.reference).toMatch(/^TRF-/);
    expect(transfer.beneficiary.bank_code).toMatch(/^\d{3,6}$/);
    expect(transfer.beneficiary.routing_number).toBeNull();
  } else {
    expect(['ach', 'wire']).toContain(transfer.transfer_type);
    expect(transfer.beneficiary.routing_number).toMatch(ROUTING);
    expect(transfer.beneficiary.bank_code).toBeNull();
  }
  expect(typeof transfer.narration).toBe('string');
  expectDateTime(transfer.created_at);
  expect(transfer.idempotency_key.length).toBeGreaterThanOrEqual(8);
  // The PIN is never echoed back.
  expect(transfer).not.toHaveProperty('pin');
}

function expectBatch(batch: Schemas['BulkTransferResult'], size: number): void {
  expectNonEmpty(batch.batch_id);
  expect(batch.transfers).toHaveLength(size);
  batch.transfers.forEach(expectTransfer);
  expectMoney(batch.total_amount);
  expectMoney(batch.total_fee);
  // The totals are the sums of the batch's transfers.
  expect(cents(batch.total_amount)).toBe(batch.transfers.reduce((sum, t) => sum + cents(t.amount), 0));
  expect(cents(batch.total_fee)).toBe(batch.transfers.reduce((sum, t) => sum + cents(t.fee), 0));
  // One debited account and one currency; each key is the header's key followed by :index.
  expect(new Set(batch.transfers.map((t) => t.account_id)).size).toBe(1);
  expect(new Set(batch.transfers.map((t) => t.currency)).size).toBe(1);
  const prefixes = batch.transfers.map((t, index) => {
    expect(t.idempotency_key.endsWith(`:${index}`)).toBe(true);
    return t.idempotency_key.slice(0, -`:${index}`.length);
  });
  expect(new Set(prefixes).size).toBe(1);
  expect(new Set(batch.transfers.map((t) => t.id)).size).toBe(size);
}

function expectFee(quote: Schemas['TransferFee']): void {
  expectMoney(quote.amount);
  expectMoney(quote.fee);
  expectMoney(quote.total);
  expect(['NGN', 'USD']).toContain(quote.currency);
  expect(cents(quote.total)).toBe(cents(quote.amount) + cents(quote.fee));
}

function expectBeneficiary(beneficiary: Schemas['Beneficiary']): void {
  expectId(beneficiary.id);
  expectNonEmpty(beneficiary.name);
  expect(beneficiary.account_number).toMatch(ACCOUNT_NUMBER);
  expectNonEmpty(beneficiary.bank_name);
  expect(['NGN', 'USD']).toContain(beneficiary.currency);
  if (beneficiary.currency === 'NGN') {
    expect(beneficiary.bank_code).toMatch(/^\d{3,6}$/);
    expect(beneficiary.routing_number).toBeNull();
    expect(beneficiary.account_type).toBeNull();
  } else {
    expect(beneficiary.routing_number).toMatch(ROUTING);
    expect(beneficiary.bank_code).toBeNull();
    expect(['checking', 'savings']).toContain(beneficiary.account_type);
  }
  expectDateTime(beneficiary.created_at);
}

function expectBank(bank: Schemas['Bank']): void {
  expectNonEmpty(bank.name);
  expect(bank.code).toMatch(NIP_CODE);
  expect(bank.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  if (bank.cbn_code !== null) expect(bank.cbn_code).toMatch(/^\d{3}$/);
}

function expectBankList(banks: Schemas['Bank'][]): void {
  expect(banks.length).toBeGreaterThan(0);
  banks.forEach(expectBank);
  // Codes identify banks: no two share one. The list is by name.
  expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);
  const names = banks.map((b) => b.name);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
}

function expectCheckResult(result: Schemas['CheckResult']): void {
  expect(typeof result.valid).toBe('boolean');
  expectNonEmpty(result.detail);
  expect(Number.isInteger(result.attempts_remaining)).toBe(true);
  expect(result.attempts_remaining).toBeGreaterThanOrEqual(0);
  expect(result.attempts_remaining).toBeLessThanOrEqual(5);
}

function expectSetPinResult(result: Schemas['SetPinResult']): void {
  expectNonEmpty(result.detail);
  // The phone is masked: never the whole number.
  expectNonEmpty(result.otp_sent_to);
  expect(result.otp_sent_to).toContain('*');
  expectDateTime(result.otp_expires_at);
  expect(result).not.toHaveProperty('pin');
}

function expectApplication(application: Schemas['Application']): void {
  expectId(application.id);
  expect(['NGN', 'USD']).toContain(application.currency);
  expect(['submitted', 'under_review', 'approved', 'rejected']).toContain(application.status);
  if (application.status === 'rejected') expectNonEmpty(application.reason);
  else expect(application.reason).toBeNull();
  // The account exists exactly when the application was approved.
  if (application.status === 'approved') expectId(application.bank_account_id);
  else expect(application.bank_account_id).toBeNull();
  expectId(application.kyb_id);
  expectNonEmpty(application.business_name);
  expect([
    'sole_proprietorship',
    'partnership',
    'private_limited',
    'public_limited',
    'incorporated_trustees',
    'llc',
    'corporation',
    'non_profit',
  ]).toContain(application.business_type);
  expectNonEmpty(application.registration_number);
  expectNonEmpty(application.industry);
  expectPositiveMoney(application.expected_monthly_volume);
  expectUrl(application.incorporation_document);
  expectUrl(application.proof_of_address);
  if (application.director_id_document !== null) expectUrl(application.director_id_document);
  expectDateTime(application.created_at);
  expectDateTime(application.updated_at);
}

function expectUsActiveLimit(limit: Schemas['UsActiveLimit']): void {
  expect(['basic', 'standard', 'premium']).toContain(limit.tier);
  for (const field of ['single_transfer_limit', 'daily_limit', 'monthly_limit', 'daily_used', 'monthly_used'] as const) {
    expectMoney(limit[field]);
  }
  expect(cents(limit.single_transfer_limit)).toBeLessThanOrEqual(cents(limit.daily_limit));
  expect(cents(limit.daily_limit)).toBeLessThanOrEqual(cents(limit.monthly_limit));
  expect(cents(limit.daily_used)).toBeLessThanOrEqual(cents(limit.monthly_used));
  expect(limit.currency).toBe('USD');
}

function expectNgLimit(limit: Schemas['NgTransactionLimit']): void {
  expect(['tier_1', 'tier_2', 'tier_3']).toContain(limit.tier);
  for (const field of [
    'daily_limit',
    'single_transfer_limit',
    'daily_used',
    'tier_daily_limit',
    'tier_single_transfer_limit',
  ] as const) {
    expectMoney(limit[field]);
  }
  // Custom limits never exceed the tier's ceilings, and a single transfer never the daily limit.
  expect(cents(limit.daily_limit)).toBeLessThanOrEqual(cents(limit.tier_daily_limit));
  expect(cents(limit.single_transfer_limit)).toBeLessThanOrEqual(cents(limit.tier_single_transfer_limit));
  expect(cents(limit.single_transfer_limit)).toBeLessThanOrEqual(cents(limit.daily_limit));
  expect(limit.currency).toBe('NGN');
}

// ---- the error bodies the contract documents, read from openapi/banking.yaml and its shared refs ----

type Node = Record<string, unknown>;
const CONTRACT = path.resolve(import.meta.dirname, '..', '..', 'openapi', 'banking.yaml');
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
 * Every body the contract documents for `status` of an operation: the response's `example`, its
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
  const schema = deref(media.schema, response.file).node;
  bodies.push(...((schema.examples ?? []) as unknown[]));
  return bodies;
}

/** A forced error: a documented body, normalised into the ApiError the screens show. */
function expectDocumentedError(error: ApiError, method: string, schemaPath: string, status: number): Record<string, unknown> {
  const bodies = documentedErrorBodies(method, schemaPath, status);
  expect(bodies).toContainEqual(error.body);
  const body = error.body as Record<string, unknown>;
  expectNonEmpty(body.detail);
  // The message is the server's `detail`; the 401 path of src/api/http.ts keeps no separate detail.
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

// ---- request values ----

/** Year-month-day of a date (UTC). */
const ymd = (date: Date) => date.toISOString().slice(0, 10);

/** Last calendar month, first to last day: a closed statement period. */
function lastMonth(): { start_date: string; end_date: string } {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { start_date: ymd(start), end_date: ymd(end) };
}

const idempotencyKey = () => crypto.randomUUID();

/** Multipart bodies: text fields as strings, files as small Blobs under their field names. */
function formData(fields: Record<string, string | undefined>, files: Record<string, File>): FormData {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) fd.append(name, value);
  }
  for (const [name, file] of Object.entries(files)) fd.append(name, file);
  return fd;
}

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9])], name, {
    type: 'image/jpeg',
  });
const pdf = (name: string, text: string) => new File([`%PDF-1.4\n% ${text}\n%%EOF\n`], name, { type: 'application/pdf' });

const NG_KYC: Schemas['NgKycInput'] = {
  first_name: 'Adaeze',
  middle_name: 'Chiamaka',
  last_name: 'Okafor',
  phone_number: '+2348031234567',
  gender: 'female',
  date_of_birth: '1990-04-12',
  address: '14 Allen Avenue',
  state: 'Lagos',
  city: 'Ikeja',
  postal_code: '100271',
  bvn: '22212345678',
  document_type: 'nin',
  id_number: '12345678901',
  passport_image: 'passport.jpg',
};

const US_KYC: Schemas['UsKycInput'] = {
  first_name: 'Chinedu',
  last_name: 'Eze',
  phone_number: '+17135550142',
  gender: 'male',
  date_of_birth: '1986-09-03',
  ssn: '123-45-6789',
  address: '2100 Travis Street, Apt 4B',
  city: 'Houston',
  state: 'TX',
  postal_code: '77002',
  document_type: 'drivers_license',
  id_number: 'TX12345678',
  passport_image: 'drivers-license.jpg',
};

const NG_KYB: Schemas['NgKybInput'] = {
  business_name: "Nkechi's Kitchen Ltd",
  cac: 'RC1234567',
  business_email: 'accounts@nkechiskitchen.ng',
  business_phone_number: '+2348091234567',
  business_address: '22 Admiralty Way, Lekki Phase 1',
  date: '2019-03-15',
  state: 'Lagos',
  street: 'Admiralty Way',
  city: 'Lekki',
  postal_code: '106104',
  business_website: 'https://nkechiskitchen.ng',
  bvn: '22298765432',
};

const US_KYB: Schemas['UsKybInput'] = {
  business_name: 'Lone Star Jollof LLC',
  ein: '12-3456789',
  business_email: 'hello@lonestarjollof.com',
  business_phone_number: '+17135550199',
  business_address: '3401 Bissonnet Street, Suite 110',
  date: '2021-06-01',
  state: 'TX',
  street: 'Bissonnet Street',
  city: 'Houston',
  postal_code: '77005',
  business_website: 'https://lonestarjollof.com',
};

// ---- fixtures: ids always come from what the service answers ----

async function submitNgKyc(): Promise<Kyc> {
  const photo = jpeg('adaeze-okafor-passport.jpg');
  return ok(
    await banking.POST('/verify_kyc/ng/', {
      body: { ...NG_KYC, passport_image: photo.name },
      bodySerializer: (b) => formData({ ...b, passport_image: undefined }, { passport_image: photo }),
    }),
  );
}

async function submitUsKyc(): Promise<Kyc> {
  const photo = jpeg('chinedu-eze-drivers-license.jpg');
  return ok(
    await banking.POST('/verify_kyc/us/', {
      body: { ...US_KYC, passport_image: photo.name },
      bodySerializer: (b) => formData({ ...b, passport_image: undefined }, { passport_image: photo }),
    }),
  );
}

/** A KYC of the country to open accounts on: a verified one from the list, else a new submission. */
async function kycFor(country: 'NG' | 'US'): Promise<Kyc> {
  const kycs = ok(await banking.GET('/kycs/'));
  return (
    kycs.find((k) => k.country === country && k.status === 'verified') ??
    (await (country === 'NG' ? submitNgKyc() : submitUsKyc()))
  );
}

/** A new submission of a KYB of the country (a KYB needs a verified identity first). */
async function submitKyb(country: 'NG' | 'US'): Promise<Kyb> {
  await kycFor('NG');
  return country === 'NG'
    ? ok(await banking.POST('/verify_kyb/ng/', { body: NG_KYB }))
    : ok(await banking.POST('/verify_kyb/us/', { body: US_KYB }));
}

/** A KYB of the country: a verified one from the list, else a new submission. */
async function kybFor(country: 'NG' | 'US'): Promise<Kyb> {
  const kybs = ok(await banking.GET('/kybs/'));
  return kybs.find((k) => k.country === country && k.status === 'verified') ?? (await submitKyb(country));
}

/** The person's account in a currency: from the list, else opened on their KYC. */
async function personalAccount(currency: 'NGN' | 'USD'): Promise<PersonalBankAccount> {
  const accounts = ok(await banking.GET('/personal_bank_accounts/'));
  const found = accounts.find((a) => a.currency === currency && a.status === 'active');
  if (found) return found;
  const kyc = await kycFor(currency === 'NGN' ? 'NG' : 'US');
  return currency === 'NGN'
    ? ok(await banking.POST('/personal_bank_accounts/', { body: { kyc_id: kyc.id } }))
    : ok(await banking.POST('/personal_bank_accounts/usd/', { body: { kyc_id: kyc.id } }));
}

/** The person's naira account with a PIN: set, then confirmed with the OTP sent to their phone. */
async function nairaAccountWithPin(): Promise<PersonalBankAccount> {
  const account = await personalAccount('NGN');
  const params = { path: { id: account.id } };
  ok(await banking.POST('/personal_bank_accounts/{id}/set_pin/', { params, body: { pin: PIN, confirm_pin: PIN } }));
  const confirmed = ok(await banking.POST('/personal_bank_accounts/{id}/check_otp/', { params, body: { otp: OTP } }));
  expect(confirmed.valid).toBe(true);
  return account;
}

const CAC_CERTIFICATE = pdf('cac-certificate.pdf', 'CAC certificate of incorporation RC1234567');
const ELECTRICITY_BILL = pdf('ikeja-electric-bill.pdf', 'Ikeja Electric bill October 2026');

/** Applies for a naira business account on a Nigerian KYB, with its documents as multipart. */
async function applyForNairaBusinessAccount(kyb: Kyb): Promise<Schemas['Application']> {
  const body: Schemas['ApplicationInput'] = {
    kyb_id: String(kyb.id),
    business_type: 'private_limited',
    registration_number: NG_KYB.cac,
    industry: 'Food and beverages',
    expected_monthly_volume: '15000000.00',
    incorporation_document: CAC_CERTIFICATE.name,
    proof_of_address: ELECTRICITY_BILL.name,
  };
  return ok(
    await banking.POST('/business/{currency}/application/', {
      params: { path: { currency: 'ngn' } },
      body,
      bodySerializer: (b) =>
        formData(
          { ...b, incorporation_document: undefined, proof_of_address: undefined, director_id_document: undefined },
          { incorporation_document: CAC_CERTIFICATE, proof_of_address: ELECTRICITY_BILL },
        ),
    }),
  );
}

/**
 * A naira business account with a PIN, the way a new business gets one: a verified KYB, an
 * application (approved at the next call, which opens the account), the PIN set and confirmed
 * with the OTP.
 */
async function nairaBusinessAccountWithPin(): Promise<void> {
  await applyForNairaBusinessAccount(await kybFor('NG'));
  const params = { path: { currency: 'ngn' as const } };
  ok(await banking.POST('/business/{currency}/set_transaction_pin/', { params, body: { pin: PIN, confirm_pin: PIN } }));
  const confirmed = ok(await banking.POST('/business/{currency}/verify_otp/', { params, body: { otp: OTP } }));
  expect(confirmed.valid).toBe(true);
}

/** A USD account of the bank accounts service, from the list. */
async function usdBankAccount(): Promise<BankAccount> {
  const accounts = ok(await banking.GET('/bank_accounts/'));
  const usd = accounts.find((a) => a.currency === 'USD' && a.status === 'active');
  expect(usd, 'a USD bank account in GET /bank_accounts/').toBeDefined();
  return usd!;
}

const SUPPLIER = {
  account_number: '0234567891',
  bank_code: '000013',
  name: 'Chukwuemeka Obi',
};

const LANDLORD = {
  routing_number: '111000614',
  account_number: '987654321012',
  account_type: 'checking' as const,
  beneficiary_name: 'Montrose Property Management',
};

// ==================================================================== tests

describe('banking: identity verification (KYC and KYB)', () => {
  it('POST /verify_kyc/ng/ submits a Nigerian KYC as multipart (submitNgKyc)', async () => {
    await useNewUser();
    const kyc = await submitNgKyc();
    expectKyc(kyc);
    expect(kyc.country).toBe('NG');
    expect(kyc.status).toBe('pending');
    expect(kyc.verified_at).toBeNull();
    expect(kyc.document_type).toBe('nin');
    expect(kyc.bvn_last4).toBe(NG_KYC.bvn.slice(-4));
  });

  it('POST /verify_kyc/us/ submits a US KYC as multipart (submitUsKyc)', async () => {
    await useNewUser();
    const kyc = await submitUsKyc();
    expectKyc(kyc);
    expect(kyc.country).toBe('US');
    expect(kyc.status).toBe('pending');
    expect(kyc.document_type).toBe('drivers_license');
    expect(kyc.ssn_last4).toBe(US_KYC.ssn.slice(-4));
    expect(kyc.state).toMatch(/^[A-Z]{2}$/);
  });

  it('POST /verify_kyb/ng/ submits a Nigerian KYB (submitNgKyb)', async () => {
    await useNewUser();
    const kyb = await submitKyb('NG');
    expectKyb(kyb);
    expect(kyb.country).toBe('NG');
    expect(kyb.status).toBe('pending');
    expect(kyb.cac).toBe(NG_KYB.cac.replace(' ', ''));
  });

  it('POST /verify_kyb/us/ submits a US KYB (submitUsKyb)', async () => {
    await useNewUser();
    const kyb = await submitKyb('US');
    expectKyb(kyb);
    expect(kyb.country).toBe('US');
    expect(kyb.status).toBe('pending');
    expect(kyb.ein).toBe(US_KYB.ein);
  });

  it('GET /kycs/ lists the KYC records (listKycs)', async () => {
    await useNewUser();
    await submitNgKyc();
    const kycs = ok(await banking.GET('/kycs/'));
    expect(Array.isArray(kycs)).toBe(true);
    expect(kycs.length).toBeGreaterThan(0);
    kycs.forEach(expectKyc);
    expect(new Set(kycs.map((k) => k.id)).size).toBe(kycs.length);
  });

  it('GET /kybs/ lists the KYB records (listKybs)', async () => {
    await useNewUser();
    await submitKyb('NG');
    const kybs = ok(await banking.GET('/kybs/'));
    expect(Array.isArray(kybs)).toBe(true);
    expect(kybs.length).toBeGreaterThan(0);
    kybs.forEach(expectKyb);
  });
});

describe('banking: personal accounts', () => {
  it('POST /personal_bank_accounts/ opens a naira account on a KYC (createPersonalBankAccount)', async () => {
    await useNewUser();
    const kyc = await kycFor('NG');
    const account = ok(await banking.POST('/personal_bank_accounts/', { body: { kyc_id: kyc.id } }));
    expectPersonalAccount(account);
    expect(account.currency).toBe('NGN');
    expect(account.has_pin).toBe(false);
    expect(account.status).toBe('active');
    // Nothing is held on a new account (the sandbox credits it with test funds; see README).
    expect(account.available_balance).toBe(account.balance);
  });

  it('POST /personal_bank_accounts/usd/ opens a dollar account on a KYC (createPersonalUsdBankAccount)', async () => {
    await useNewUser();
    const kyc = await kycFor('US');
    const account = ok(await banking.POST('/personal_bank_accounts/usd/', { body: { kyc_id: kyc.id } }));
    expectPersonalAccount(account);
    expect(account.currency).toBe('USD');
    expect(account.tier).toBe('basic');
    expect(account.has_pin).toBe(false);
    expect(account.available_balance).toBe(account.balance);
  });

  it('GET /personal_bank_accounts/ lists the naira and dollar accounts (listPersonalBankAccounts)', async () => {
    const accounts = ok(await banking.GET('/personal_bank_accounts/'));
    expect(accounts.length).toBeGreaterThan(0);
    accounts.forEach(expectPersonalAccount);
    expect(new Set(accounts.map((a) => a.id)).size).toBe(accounts.length);
  });

  it('GET /personal_bank_accounts/{id}/ answers one account with its balances (getPersonalBankAccount)', async () => {
    const listed = await personalAccount('NGN');
    const account = ok(await banking.GET('/personal_bank_accounts/{id}/', { params: { path: { id: listed.id } } }));
    expectPersonalAccount(account);
    expect(account.currency).toBe('NGN');
    expect(account.account_number).toMatch(NUBAN);
  });

  it('GET /personal_bank_accounts/{id}/statement/ answers a statement for a period (getPersonalBankAccountStatement)', async () => {
    const account = await personalAccount('NGN');
    const period = lastMonth();
    const statement = ok(
      await banking.GET('/personal_bank_accounts/{id}/statement/', { params: { path: { id: account.id }, query: period } }),
    );
    expectStatement(statement);
    expect(statement.currency).toBe('NGN');
  });

  it('POST /personal_bank_accounts/{id}/mail_bank_statement/ queues a PDF statement (mailPersonalBankStatement)', async () => {
    const account = await personalAccount('NGN');
    const data = ok(
      await banking.POST('/personal_bank_accounts/{id}/mail_bank_statement/', {
        params: { path: { id: account.id } },
        body: { ...lastMonth(), email: 'adaeze.okafor@gmail.com' },
      }),
    );
    expectNonEmpty(data.detail);
  });

  it('POST /personal_bank_accounts/{id}/set_pin/ sets a PIN pending its OTP (setPersonalAccountPin)', async () => {
    const account = await personalAccount('NGN');
    const result = ok(
      await banking.POST('/personal_bank_accounts/{id}/set_pin/', {
        params: { path: { id: account.id } },
        body: { pin: PIN, confirm_pin: PIN },
      }),
    );
    expectSetPinResult(result);
  });

  it('POST /personal_bank_accounts/{id}/check_otp/ confirms the OTP of a new PIN (checkPersonalAccountOtp)', async () => {
    const account = await personalAccount('NGN');
    ok(
      await banking.POST('/personal_bank_accounts/{id}/set_pin/', {
        params: { path: { id: account.id } },
        body: { pin: PIN, confirm_pin: PIN },
      }),
    );
    const result = ok(
      await banking.POST('/personal_bank_accounts/{id}/check_otp/', { params: { path: { id: account.id } }, body: { otp: OTP } }),
    );
    expectCheckResult(result);
    expect(result.valid).toBe(true);
  });

  it('POST /personal_bank_accounts/{id}/check_pin/ checks the PIN (checkPersonalAccountPin)', async () => {
    const account = await personalAccount('NGN');
    const result = ok(
      await banking.POST('/personal_bank_accounts/{id}/check_pin/', { params: { path: { id: account.id } }, body: { pin: PIN } }),
    );
    expectCheckResult(result);
    expect(result.valid).toBe(true);
  });

  it('GET /personal_bank_accounts/{id}/transfer_fee/ quotes the NIP fee (getPersonalTransferFee)', async () => {
    const account = await personalAccount('NGN');
    const quote = ok(
      await banking.GET('/personal_bank_accounts/{id}/transfer_fee/', {
        params: { path: { id: account.id }, query: { amount: '45000.00', currency: 'NGN' } },
      }),
    );
    expectFee(quote);
    // 26.88 from 5,000.01 to 50,000.00 (CBN guideline, VAT included).
    expect(quote).toEqual({ amount: '45000.00', fee: '26.88', total: '45026.88', currency: 'NGN' });
  });

  it('POST /personal_bank_accounts/{id}/transfer/ sends naira with an Idempotency-Key (createPersonalTransfer)', async () => {
    await useNewUser();
    const account = await nairaAccountWithPin();
    const body: Schemas['TransferInput'] = {
      amount: '45000.00',
      beneficiary_account_number: SUPPLIER.account_number,
      beneficiary_bank_code: SUPPLIER.bank_code,
      beneficiary_name: SUPPLIER.name,
      narration: 'Payment for 3 bags of rice',
      pin: PIN,
      save_beneficiary: true,
    };
    const transfer = ok(
      await banking.POST('/personal_bank_accounts/{id}/transfer/', {
        params: { path: { id: account.id }, header: { 'Idempotency-Key': idempotencyKey() } },
        body,
      }),
    );
    expectTransfer(transfer);
    expect(transfer.currency).toBe('NGN');
    expect(transfer.amount).toBe('45000.00');
    expect(transfer.fee).toBe('26.88');
    expect(transfer.beneficiary.account_number).toBe(SUPPLIER.account_number);
  });

  it('POST /personal_bank_accounts/{id}/bulk_transfer/ sends a batch with one PIN (createPersonalBulkTransfer)', async () => {
    await useNewUser();
    const account = await nairaAccountWithPin();
    const body: Schemas['BulkTransferInput'] = {
      pin: PIN,
      transfers: [
        {
          amount: '30000.00',
          beneficiary_account_number: '3012345678',
          beneficiary_bank_code: '000016',
          beneficiary_name: 'Funmilayo Bakare',
          narration: 'November salary - shop assistant',
          save_beneficiary: false,
        },
        {
          amount: '45000.00',
          beneficiary_account_number: '2098765432',
          beneficiary_bank_code: '000014',
          beneficiary_name: 'Ibrahim Musa',
          narration: 'November salary - delivery rider',
          save_beneficiary: true,
        },
      ],
    };
    const batch = ok(
      await banking.POST('/personal_bank_accounts/{id}/bulk_transfer/', {
        params: { path: { id: account.id }, header: { 'Idempotency-Key': idempotencyKey() } },
        body,
      }),
    );
    expectBatch(batch, 2);
    expect(batch.transfers.map((t) => t.amount)).toEqual(['30000.00', '45000.00']);
    expect(batch.total_amount).toBe('75000.00');
    expect(batch.transfers.every((t) => t.currency === 'NGN')).toBe(true);
  });

  it('GET /personal_bank_accounts/{id}/transactions/ lists a page of transactions (listPersonalAccountTransactions)', async () => {
    const account = await personalAccount('NGN');
    const page = ok(
      await banking.GET('/personal_bank_accounts/{id}/transactions/', {
        params: { path: { id: account.id }, query: { page: 1 } },
      }),
    );
    expectTransactionsPage(page);
    expect(page.previous).toBeNull();
    for (const tx of page.results) expect(tx.currency).toBe('NGN');
  });

  it('GET /personal_bank_accounts/{id}/beneficiaries/ lists saved beneficiaries (listPersonalAccountBeneficiaries)', async () => {
    const account = await personalAccount('NGN');
    const beneficiaries = ok(
      await banking.GET('/personal_bank_accounts/{id}/beneficiaries/', { params: { path: { id: account.id } } }),
    );
    expect(Array.isArray(beneficiaries)).toBe(true);
    beneficiaries.forEach(expectBeneficiary);
    for (const b of beneficiaries) expect(b.currency).toBe('NGN');
  });
});

describe('banking: bank accounts', () => {
  it('GET /bank_accounts/ lists business and US accounts (listBankAccounts)', async () => {
    const accounts = ok(await banking.GET('/bank_accounts/'));
    expect(accounts.length).toBeGreaterThan(0);
    accounts.forEach(expectBankAccount);
    expect(new Set(accounts.map((a) => a.id)).size).toBe(accounts.length);
  });

  it('GET /bank_accounts/{id}/ answers one account (getBankAccount)', async () => {
    const [listed] = ok(await banking.GET('/bank_accounts/'));
    expect(listed).toBeDefined();
    const account = ok(await banking.GET('/bank_accounts/{id}/', { params: { path: { id: listed!.id } } }));
    expectBankAccount(account);
  });

  it('POST /bank_accounts/usa/personal/ opens a US personal account on a US KYC (createUsaPersonalBankAccount)', async () => {
    await useNewUser();
    const kyc = await kycFor('US');
    const account = ok(
      await banking.POST('/bank_accounts/usa/personal/', { body: { kyc_id: kyc.id, account_type: 'checking' } }),
    );
    expectBankAccount(account);
    expect(account.currency).toBe('USD');
    expect(account.account_category).toBe('personal');
    expect(account.account_type).toBe('checking');
    expect(account.business_name).toBeNull();
    expect(account.tier).toBe('basic');
    expect(account.has_pin).toBe(false);
  });

  it('POST /bank_accounts/usa/business/ opens a US business account on a US KYB (createUsaBusinessBankAccount)', async () => {
    await useNewUser();
    const kyb = await kybFor('US');
    const account = ok(
      await banking.POST('/bank_accounts/usa/business/', { body: { kyb_id: kyb.id, account_type: 'checking' } }),
    );
    expectBankAccount(account);
    expect(account.currency).toBe('USD');
    expect(account.account_category).toBe('business');
    expect(account.account_type).toBe('checking');
    expect(account.tier).toBe('basic');
    expectNonEmpty(account.business_name);
  });
});

describe('banking: business account', () => {
  it('POST /business/{currency}/application/ applies for a naira business account as multipart (createBusinessAccountApplication)', async () => {
    await useNewUser();
    const application = await applyForNairaBusinessAccount(await kybFor('NG'));
    expectApplication(application);
    expect(application.currency).toBe('NGN');
    expect(application.status).toBe('submitted');
    expect(application.bank_account_id).toBeNull();
    expect(application.business_type).toBe('private_limited');
    expect(application.expected_monthly_volume).toBe('15000000.00');
  });

  it('GET /business/{currency}/applications/ lists the applications (listBusinessAccountApplications)', async () => {
    const applications = ok(await banking.GET('/business/{currency}/applications/', { params: { path: { currency: 'ngn' } } }));
    expect(Array.isArray(applications)).toBe(true);
    applications.forEach(expectApplication);
    for (const a of applications) expect(a.currency).toBe('NGN');
  });

  it('GET /business/{currency}/statement/ answers the business statement (getBusinessAccountStatement)', async () => {
    const statement = ok(
      await banking.GET('/business/{currency}/statement/', { params: { path: { currency: 'ngn' }, query: lastMonth() } }),
    );
    expectStatement(statement);
    expect(statement.currency).toBe('NGN');
  });

  it('POST /business/{currency}/email_statement/ queues the business statement (emailBusinessAccountStatement)', async () => {
    const data = ok(
      await banking.POST('/business/{currency}/email_statement/', {
        params: { path: { currency: 'ngn' } },
        body: { ...lastMonth(), email: 'accountant@nkechiskitchen.ng' },
      }),
    );
    expectNonEmpty(data.detail);
  });

  it('POST /business/{currency}/set_transaction_pin/ sets the business PIN pending its OTP (setBusinessTransactionPin)', async () => {
    const result = ok(
      await banking.POST('/business/{currency}/set_transaction_pin/', {
        params: { path: { currency: 'ngn' } },
        body: { pin: PIN, confirm_pin: PIN },
      }),
    );
    expectSetPinResult(result);
  });

  it('POST /business/{currency}/verify_otp/ confirms the OTP of the business PIN (verifyBusinessOtp)', async () => {
    ok(
      await banking.POST('/business/{currency}/set_transaction_pin/', {
        params: { path: { currency: 'ngn' } },
        body: { pin: PIN, confirm_pin: PIN },
      }),
    );
    const result = ok(
      await banking.POST('/business/{currency}/verify_otp/', { params: { path: { currency: 'ngn' } }, body: { otp: OTP } }),
    );
    expectCheckResult(result);
    expect(result.valid).toBe(true);
  });

  it('POST /business/{currency}/check_transaction_pin/ checks the business PIN (checkBusinessTransactionPin)', async () => {
    const result = ok(
      await banking.POST('/business/{currency}/check_transaction_pin/', {
        params: { path: { currency: 'ngn' } },
        body: { pin: PIN },
      }),
    );
    expectCheckResult(result);
    expect(result.valid).toBe(true);
  });

  it('GET /business/{currency}/transactions/ lists a page of business transactions (listBusinessAccountTransactions)', async () => {
    const { start_date } = lastMonth();
    const page = ok(
      await banking.GET('/business/{currency}/transactions/', {
        params: { path: { currency: 'ngn' }, query: { page: 1, start_date, end_date: ymd(new Date()) } },
      }),
    );
    expectTransactionsPage(page);
    for (const tx of page.results) expect(tx.currency).toBe('NGN');
  });

  it('GET /business/{currency}/beneficiaries/ lists every saved beneficiary (listBusinessAccountBeneficiaries)', async () => {
    const beneficiaries = ok(await banking.GET('/business/{currency}/beneficiaries/', { params: { path: { currency: 'ngn' } } }));
    expect(Array.isArray(beneficiaries)).toBe(true);
    beneficiaries.forEach(expectBeneficiary);
  });
});

describe('banking: business payouts', () => {
  it('POST /business/{currency}/payout/validate/ looks up the account name (validateBusinessPayoutAccount)', async () => {
    const enquiry = ok(
      await banking.POST('/business/{currency}/payout/validate/', {
        params: { path: { currency: 'ngn' } },
        body: { account_number: SUPPLIER.account_number, bank_code: SUPPLIER.bank_code },
      }),
    );
    expectNonEmpty(enquiry.account_name);
    expect(enquiry.account_number).toBe(SUPPLIER.account_number);
    expect(enquiry.bank_code).toBe(SUPPLIER.bank_code);
    expectNonEmpty(enquiry.bank_name);
  });

  it('GET /business/{currency}/payout/fee/ quotes the payout fee (getBusinessPayoutFee)', async () => {
    const quote = ok(
      await banking.GET('/business/{currency}/payout/fee/', {
        params: { path: { currency: 'ngn' }, query: { amount: '350000.00', transfer_type: 'inter' } },
      }),
    );
    expectFee(quote);
    // NIP above 50,000.00 costs 53.75.
    expect(quote).toEqual({ amount: '350000.00', fee: '53.75', total: '350053.75', currency: 'NGN' });
  });

  it('POST /business/{currency}/payout/transfer/ pays out with an Idempotency-Key (createBusinessPayoutTransfer)', async () => {
    await useNewUser();
    await nairaBusinessAccountWithPin();
    // The UI sends the name the name enquiry answered.
    const enquiry = ok(
      await banking.POST('/business/{currency}/payout/validate/', {
        params: { path: { currency: 'ngn' } },
        body: { account_number: SUPPLIER.account_number, bank_code: SUPPLIER.bank_code },
      }),
    );
    const body: Schemas['PayoutTransferInput'] = {
      amount: '350000.00',
      account_number: enquiry.account_number,
      bank_code: enquiry.bank_code,
      beneficiary_name: enquiry.account_name,
      narration: 'Invoice INV-0042 palm oil supply',
      transfer_type: 'inter',
      pin: PIN,
      save_beneficiary: true,
    };
    const transfer = ok(
      await banking.POST('/business/{currency}/payout/transfer/', {
        params: { path: { currency: 'ngn' }, header: { 'Idempotency-Key': idempotencyKey() } },
        body,
      }),
    );
    expectTransfer(transfer);
    expect(transfer.currency).toBe('NGN');
    expect(transfer.transfer_type).toBe('inter');
    expect(transfer.amount).toBe('350000.00');
    expect(transfer.fee).toBe('53.75');
    expect(transfer.beneficiary.name).toBe(enquiry.account_name);
  });

  it('POST /business/{currency}/payout/bulk_transfer/ pays a batch with one PIN (createBusinessPayoutBulkTransfer)', async () => {
    await useNewUser();
    await nairaBusinessAccountWithPin();
    const body: Schemas['PayoutBulkTransferInput'] = {
      pin: PIN,
      transfers: [
        {
          amount: '180000.00',
          account_number: '0691234567',
          bank_code: '000014',
          beneficiary_name: 'TEMITOPE ALABI',
          narration: 'November salary - head chef',
          transfer_type: 'inter',
          save_beneficiary: false,
        },
        {
          amount: '220000.00',
          account_number: '2212345678',
          bank_code: '000015',
          beneficiary_name: 'EMEKA NWOSU',
          narration: 'November salary - operations manager',
          transfer_type: 'inter',
          save_beneficiary: true,
        },
      ],
    };
    const batch = ok(
      await banking.POST('/business/{currency}/payout/bulk_transfer/', {
        params: { path: { currency: 'ngn' }, header: { 'Idempotency-Key': idempotencyKey() } },
        body,
      }),
    );
    expectBatch(batch, 2);
    expect(batch.transfers.map((t) => t.amount)).toEqual(['180000.00', '220000.00']);
    expect(batch.total_amount).toBe('400000.00');
  });

  it('GET /business/{currency}/payout/beneficiary/ lists saved naira beneficiaries (listBusinessPayoutBeneficiaries)', async () => {
    const beneficiaries = ok(
      await banking.GET('/business/{currency}/payout/beneficiary/', { params: { path: { currency: 'ngn' } } }),
    );
    expect(Array.isArray(beneficiaries)).toBe(true);
    beneficiaries.forEach(expectBeneficiary);
    for (const b of beneficiaries) {
      expect(b.currency).toBe('NGN');
      expect(b.account_number).toMatch(NUBAN);
    }
  });

  it('GET /business/{currency}/payout/beneficiary/ach/ lists saved US beneficiaries (listBusinessPayoutAchBeneficiaries)', async () => {
    const beneficiaries = ok(
      await banking.GET('/business/{currency}/payout/beneficiary/ach/', { params: { path: { currency: 'usd' } } }),
    );
    expect(Array.isArray(beneficiaries)).toBe(true);
    beneficiaries.forEach(expectBeneficiary);
    for (const b of beneficiaries) expect(b.currency).toBe('USD');
  });

  it('GET /business/ngn/payout/banks/ lists the banks payouts reach (listBusinessPayoutBanks)', async () => {
    expectBankList(ok(await banking.GET('/business/ngn/payout/banks/')));
  });
});

describe('banking: transaction limits', () => {
  it('GET /ng/transaction_limits/ answers the naira limits in force (getNgTransactionLimit)', async () => {
    expectNgLimit(ok(await banking.GET('/ng/transaction_limits/')));
  });

  it('POST /ng/transaction_limits/ sets lower custom limits with the PIN (setNgTransactionLimit)', async () => {
    // The PIN of the person's naira account confirms the change.
    await useNewUser();
    await nairaAccountWithPin();
    const body: Schemas['NgTransactionLimitInput'] = { daily_limit: '2000000.00', single_transfer_limit: '500000.00', pin: PIN };
    const limit = ok(await banking.POST('/ng/transaction_limits/', { body }));
    expectNgLimit(limit);
    expect(limit.daily_limit).toBe(body.daily_limit);
    expect(limit.single_transfer_limit).toBe(body.single_transfer_limit);
  });

  it('GET /us/transaction_limits/ lists the US tiers, lowest first (listUsTransactionLimits)', async () => {
    const tiers = ok(await banking.GET('/us/transaction_limits/'));
    expect(tiers.map((t) => t.tier)).toEqual(['basic', 'standard', 'premium']);
    for (const tier of tiers) {
      expectMoney(tier.single_transfer_limit);
      expectMoney(tier.daily_limit);
      expectMoney(tier.monthly_limit);
      expect(tier.currency).toBe('USD');
      expect(tier.requirements.length).toBeGreaterThan(0);
      tier.requirements.forEach(expectNonEmpty);
    }
    // Each tier raises every limit.
    for (let i = 1; i < tiers.length; i++) {
      expect(cents(tiers[i]!.daily_limit)).toBeGreaterThan(cents(tiers[i - 1]!.daily_limit));
      expect(cents(tiers[i]!.monthly_limit)).toBeGreaterThan(cents(tiers[i - 1]!.monthly_limit));
    }
  });

  it('GET /us/active_limit/ answers the US tier in force with usage (getUsActiveLimit)', async () => {
    expectUsActiveLimit(ok(await banking.GET('/us/active_limit/')));
  });

  it('POST /us/upgrade/ moves to a higher US tier (upgradeUsLimitTier)', async () => {
    // The demo owner: a higher tier needs USD accounts open for 30 days. The next tier up from
    // the one in force, from the service's own list.
    const current = ok(await banking.GET('/us/active_limit/')).tier;
    const tiers = ok(await banking.GET('/us/transaction_limits/')).map((t) => t.tier);
    const next = tiers[tiers.indexOf(current) + 1];
    if (next !== 'standard' && next !== 'premium') throw new Error(`no US tier above ${current}`);
    const result = ok(await banking.POST('/us/upgrade/', { params: { query: { tier: next } } }));
    expectNonEmpty(result.detail);
    expectUsActiveLimit(result.active_limit);
    expect(result.active_limit.tier).toBe(next);
  });
});

describe('banking: US transfers', () => {
  it('POST /us/ach_transfer/ sends an ACH transfer with an Idempotency-Key (createAchTransfer)', async () => {
    const account = await usdBankAccount();
    const body: Schemas['AchTransferInput'] = {
      account_id: account.id,
      amount: '3200.00',
      ...LANDLORD,
      memo: 'December rent, Suite 110',
      pin: PIN,
      save_beneficiary: true,
    };
    const transfer = ok(
      await banking.POST('/us/ach_transfer/', { params: { header: { 'Idempotency-Key': idempotencyKey() } }, body }),
    );
    expectTransfer(transfer);
    expect(transfer.currency).toBe('USD');
    expect(transfer.transfer_type).toBe('ach');
    expect(transfer.reference).toMatch(/^ACH-/);
    expect(transfer.amount).toBe('3200.00');
    // 1.00 USD per ACH transfer.
    expect(transfer.fee).toBe('1.00');
    expect(transfer.beneficiary.routing_number).toBe(LANDLORD.routing_number);
  });

  it('POST /us/ach_bulk_transfer/ sends a batch of ACH transfers (createAchBulkTransfer)', async () => {
    const account = await usdBankAccount();
    const body: Schemas['AchBulkTransferInput'] = {
      account_id: account.id,
      pin: PIN,
      transfers: [
        { amount: '3200.00', ...LANDLORD, memo: 'December rent, Suite 110', save_beneficiary: false },
        {
          amount: '1500.00',
          routing_number: '111000025',
          account_number: '4455667788',
          account_type: 'checking',
          beneficiary_name: 'Gulf Coast Produce Inc',
          memo: 'Produce invoice 1187',
          save_beneficiary: true,
        },
      ],
    };
    const batch = ok(
      await banking.POST('/us/ach_bulk_transfer/', { params: { header: { 'Idempotency-Key': idempotencyKey() } }, body }),
    );
    expectBatch(batch, 2);
    expect(batch.transfers.every((t) => t.transfer_type === 'ach' && t.currency === 'USD')).toBe(true);
    expect(batch.transfers.every((t) => t.fee === '1.00')).toBe(true);
    expect(batch.total_amount).toBe('4700.00');
  });

  it('GET /us/transactions/ lists a USD account’s transactions (listUsTransactions)', async () => {
    const account = await usdBankAccount();
    const page = ok(await banking.GET('/us/transactions/', { params: { query: { account_id: account.id, page: 1 } } }));
    expectTransactionsPage(page);
    for (const tx of page.results) expect(tx.currency).toBe('USD');
  });

  it('GET /us/beneficiaries/ lists saved US beneficiaries (listUsBeneficiaries)', async () => {
    const beneficiaries = ok(await banking.GET('/us/beneficiaries/'));
    expect(Array.isArray(beneficiaries)).toBe(true);
    beneficiaries.forEach(expectBeneficiary);
    for (const b of beneficiaries) expect(b.currency).toBe('USD');
  });
});

describe('banking: banks', () => {
  it('GET /list_banks/ lists the Nigerian banks for transfers (listTransferBanks)', async () => {
    const banks = ok(await banking.GET('/list_banks/'));
    expectBankList(banks);
  });
});

describe('banking: error answers', () => {
  it('400 on a business rule carries the message and the field errors (createPersonalTransfer)', async () => {
    const account = await personalAccount('NGN');
    const error = await expectError(400, 'POST', '/personal_bank_accounts/{id}/transfer/', (headers) =>
      banking.POST('/personal_bank_accounts/{id}/transfer/', {
        params: { path: { id: account.id }, header: { 'Idempotency-Key': idempotencyKey() } },
        body: {
          amount: '45000.00',
          beneficiary_account_number: SUPPLIER.account_number,
          beneficiary_bank_code: SUPPLIER.bank_code,
          beneficiary_name: SUPPLIER.name,
          pin: '000000',
          save_beneficiary: false,
        },
        headers,
      }),
    );
    expectDocumentedError(error, 'POST', '/personal_bank_accounts/{id}/transfer/', 400);
    // The transfer form shows each message under its field.
    for (const messages of Object.values(error.fieldErrors)) expect(messages).toEqual([expect.any(String)]);
  });

  it('401 on an expired session says so (listPersonalBankAccounts)', async () => {
    const error = await expectError(401, 'GET', '/personal_bank_accounts/', (headers) =>
      banking.GET('/personal_bank_accounts/', { headers }),
    );
    expectDocumentedError(error, 'GET', '/personal_bank_accounts/', 401);
    expect(error.isUnauthorized).toBe(true);
  });

  it('403 on a locked PIN shows the permission message (checkBusinessTransactionPin)', async () => {
    const error = await expectError(403, 'POST', '/business/{currency}/check_transaction_pin/', (headers) =>
      banking.POST('/business/{currency}/check_transaction_pin/', {
        params: { path: { currency: 'usd' } },
        body: { pin: PIN },
        headers,
      }),
    );
    expectDocumentedError(error, 'POST', '/business/{currency}/check_transaction_pin/', 403);
  });

  it('404 when there is no account (getBankAccount)', async () => {
    const [listed] = ok(await banking.GET('/bank_accounts/'));
    const error = await expectError(404, 'GET', '/bank_accounts/{id}/', (headers) =>
      banking.GET('/bank_accounts/{id}/', { params: { path: { id: listed!.id } }, headers }),
    );
    expectDocumentedError(error, 'GET', '/bank_accounts/{id}/', 404);
  });

  it('422 answer carries the list of violations (upgradeUsLimitTier)', async () => {
    const error = await expectError(422, 'POST', '/us/upgrade/', (headers) =>
      banking.POST('/us/upgrade/', { params: { query: { tier: 'premium' } }, headers }),
    );
    const body = expectDocumentedError(error, 'POST', '/us/upgrade/', 422);
    expect((body as { validation: unknown[] }).validation.length).toBeGreaterThan(0);
  });

  it('500 on a server failure shows its message (createAchTransfer)', async () => {
    const account = await usdBankAccount();
    const error = await expectError(500, 'POST', '/us/ach_transfer/', (headers) =>
      banking.POST('/us/ach_transfer/', {
        params: { header: { 'Idempotency-Key': idempotencyKey() } },
        body: { account_id: account.id, amount: '250.00', ...LANDLORD, pin: PIN, save_beneficiary: false },
        headers,
      }),
    );
    expectDocumentedError(error, 'POST', '/us/ach_transfer/', 500);
  });
});

describe('banking: requests that break the contract', () => {
  /** The ApiError a call rejects with (fails the test when it resolves). */
  async function refusal(call: Promise<unknown>): Promise<ApiError> {
    const error = await call.then(
      () => {
        throw new Error('a request that breaks the contract was accepted');
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    const validation = (apiError.body as { validation?: { location: unknown; message: unknown }[] }).validation ?? [];
    expect(validation.length).toBeGreaterThan(0);
    for (const violation of validation) {
      expect(Array.isArray(violation.location)).toBe(true);
      expect(violation.message).toEqual(expect.any(String));
    }
    return apiError;
  }

  it('a limit change without its PIN is refused with 422 (setNgTransactionLimit)', async () => {
    expectViolation();
    await refusal(
      banking.POST('/ng/transaction_limits/', {
        body: { daily_limit: '2000000.00', single_transfer_limit: '500000.00' } as never,
      }),
    );
  });

  it('a transfer without an Idempotency-Key is refused with 422 (createPersonalTransfer)', async () => {
    const account = await personalAccount('NGN');
    expectViolation();
    await refusal(
      banking.POST('/personal_bank_accounts/{id}/transfer/', {
        params: { path: { id: account.id } } as never,
        body: {
          amount: '45000.00',
          beneficiary_account_number: SUPPLIER.account_number,
          beneficiary_bank_code: SUPPLIER.bank_code,
          beneficiary_name: SUPPLIER.name,
          pin: PIN,
          save_beneficiary: false,
        },
      }),
    );
  });
});
