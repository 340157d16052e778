/** The banking service through its handlers: seeded data, onboarding, and money that adds up. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { operations } from '../../../../src/api/generated/banking';
import type { SandboxUser } from '../../auth';
import { loadSandboxConfig } from '../../config';
import { SandboxState } from '../../state';
import { HttpError, type ServiceHandlers } from '../../types';
import { authModule } from '../auth/index';
import { DEMO_PIN } from './accounts.seed';
import { validRouting } from './directory';
import { bankingModule, bankingServiceHandlers } from './index';
import { ledgerOf, movement } from './ledger';
import { fromMinor, toMinor } from '../../money';
import { settle } from './settle';
import { storeOf, type BankingStore } from './store';
import { feeFor } from './tariffs';
import { UploadedFile, filesOf } from '../../files';

type H = ServiceHandlers<operations>;
type Req = { params?: object; query?: object; body?: unknown; headers?: Record<string, string> };

let state: SandboxState;
let store: BankingStore;
let handlers: H;
let owner: SandboxUser;
let personal: SandboxUser;
let keySeq = 0;

const request = (user: SandboxUser, req: Req) =>
  ({ params: {}, query: {}, body: undefined, headers: {}, ...req, user, token: null, url: new URL('http://127.0.0.1:5305/x/') }) as never;

async function call<K extends keyof H>(name: K, req: Req = {}, user = owner) {
  const handler = handlers[name] as (r: never) => ReturnType<H[K]>;
  return await handler(request(user, req));
}

async function refusal(name: keyof H, req: Req = {}, user = owner): Promise<HttpError> {
  try {
    await call(name, req, user);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error(`${name} was not refused`);
}

const key = () => `test-key-${String(++keySeq).padStart(4, '0')}`;
const file = (name: string) => new UploadedFile(Buffer.from('x'), name, 'image/jpeg');

function newUser(email: string): SandboxUser {
  return state.auth.users.insert({
    email,
    username: null,
    account_type: 'business',
    is_verified: true,
    first_name: '',
    last_name: '',
    phone_number: null,
    _password: 'x',
    created_at: '2026-11-21T09:00:00Z',
  });
}

const ngKyc = (bvn = '22298765432') => ({
  first_name: 'Kemi',
  last_name: 'Ade',
  phone_number: '+2348091112233',
  gender: 'female',
  date_of_birth: '1995-02-10',
  address: '3 Awolowo Road',
  state: 'Lagos',
  city: 'Ikoyi',
  bvn,
  document_type: 'nin',
  id_number: '12345678901',
  passport_image: file('passport.jpg'),
});

const transfer = (amount: string, extra: object = {}) => ({
  amount,
  beneficiary_account_number: '0234567891',
  beneficiary_bank_code: '000013',
  beneficiary_name: 'CHIDI OKAFOR',
  narration: 'Payment for lace',
  pin: DEMO_PIN,
  ...extra,
});

const balanceOf = (id: number) => store.accounts.get(id)!.balance;
const snapshot = () => ({ balances: store.accounts.all().map((a) => a.balance), transactions: store.transactions.size, transfers: store.transfers.size });

beforeEach(() => {
  state = new SandboxState(loadSandboxConfig());
  authModule.seed!(state);
  bankingModule.seed!(state);
  store = storeOf(state);
  handlers = bankingServiceHandlers({ state, store });
  owner = state.auth.findByEmail('owner@ledgerly.ng')!;
  personal = state.auth.findByEmail('personal@ledgerly.ng')!;
  keySeq = 0;
});

describe('seeded demo data', () => {
  it('gives the demo owner verified records, four accounts with their documented balances and exact ledgers', async () => {
    expect((await call('listKycs')).body.map((k) => [k.country, k.status])).toEqual([
      ['US', 'verified'],
      ['NG', 'verified'],
    ]);
    expect((await call('listKybs')).body.every((k) => k.status === 'verified')).toBe(true);
    const mine = (await call('listPersonalBankAccounts')).body;
    expect(mine.map((a) => [a.currency, a.balance, a.has_pin, a.tier])).toEqual([
      ['NGN', '1250000.00', true, 'tier_2'],
      ['USD', '4820.50', true, 'standard'],
    ]);
    const bank = (await call('listBankAccounts')).body;
    expect(bank.map((a) => [a.currency, a.account_category, a.account_type, a.business_name])).toEqual([
      ['NGN', 'business', 'current', 'Adaeze Fabrics & Tailoring Ltd'],
      ['USD', 'business', 'checking', "Mama Nkechi's Kitchen LLC"],
    ]);
    const apps = (await call('listBusinessAccountApplications', { params: { currency: 'ngn' } })).body;
    expect(apps[0]).toMatchObject({ status: 'approved', bank_account_id: bank[0]!.id });
    for (const account of store.accounts.all()) {
      const ledger = ledgerOf(store, account.id);
      expect(ledger.length).toBeGreaterThanOrEqual(61);
      let running = 0n;
      for (const t of ledger) {
        running += movement(t);
        expect(t.balance_after).toBe(fromMinor(running));
        expect(running).toBeGreaterThanOrEqual(0n);
      }
      expect(fromMinor(running)).toBe(account.balance);
    }
    expect((await call('getNgTransactionLimit')).body).toMatchObject({ tier: 'tier_2', daily_limit: '5000000.00', single_transfer_limit: '1000000.00' });
    expect((await call('getUsActiveLimit')).body).toMatchObject({ tier: 'standard', single_transfer_limit: '10000.00' });
    expect((await call('listPersonalAccountBeneficiaries', { params: { id: 1001 } })).body.length).toBeGreaterThan(0);
    expect((await call('listUsBeneficiaries')).body.every((b) => b.routing_number !== null && b.bank_code === null)).toBe(true);
  });

  it('keeps users apart: another user gets 404 for the owner account and sees only their own', async () => {
    expect((await refusal('getPersonalBankAccount', { params: { id: 1001 } }, personal)).status).toBe(404);
    expect((await call('listPersonalBankAccounts', {}, personal)).body.map((a) => a.balance)).toEqual(['385400.00']);
    const kyb = { business_name: 'Bello Ventures', cac: 'BN1234567', business_email: 'tunde@bello.ng', business_phone_number: '08031234567', business_address: '7 Bode Thomas Street', date: '2024-01-10', state: 'Lagos', street: 'Bode Thomas Street', city: 'Surulere', bvn: '22212344411' };
    expect((await refusal('submitNgKyb', { body: kyb }, personal)).status).toBe(403);
    expect((await refusal('getBusinessAccountStatement', { params: { currency: 'ngn' }, query: { start_date: '2026-11-01', end_date: '2026-11-30' } }, personal)).status).toBe(404);
  });

  it('pages transactions newest first, 20 a page, with date and type filters', async () => {
    const page1 = (await call('listPersonalAccountTransactions', { params: { id: 1001 } })).body;
    expect(page1.results).toHaveLength(20);
    expect(page1.next).toContain('page=2');
    expect(page1.previous).toBeNull();
    expect(page1.results[0]!.created_at >= page1.results[19]!.created_at).toBe(true);
    const credits = (await call('listPersonalAccountTransactions', { params: { id: 1001 }, query: { type: 'credit', start_date: '2026-10-01', end_date: '2026-10-31' } })).body;
    expect(credits.count).toBeGreaterThan(0);
    expect(credits.results.every((t) => t.type === 'credit' && t.created_at.startsWith('2026-10'))).toBe(true);
    const us = (await call('listUsTransactions', { query: { account_id: 2002, page: 2 } })).body;
    expect(us.previous).toContain('page=1');
  });
});

describe('statements', () => {
  it('sum to the balance change: opening + credits - debits (fees included) = closing', async () => {
    for (const [start, end] of [
      ['2026-09-01', '2026-09-30'],
      ['2026-10-15', '2026-11-20'],
      ['2026-01-01', '2026-12-31'],
    ] as const) {
      const s = (await call('getPersonalBankAccountStatement', { params: { id: 1001 }, query: { start_date: start, end_date: end } })).body;
      expect(toMinor(s.opening_balance) + toMinor(s.total_credit) - toMinor(s.total_debit)).toBe(toMinor(s.closing_balance));
      const fees = s.transactions.reduce((acc, t) => acc + (t.type === 'debit' ? toMinor(t.amount) + toMinor(t.fee) : 0n), 0n);
      expect(fees).toBe(toMinor(s.total_debit));
    }
    const business = (await call('getBusinessAccountStatement', { params: { currency: 'ngn' }, query: { start_date: '2026-01-01', end_date: '2026-12-31' } })).body;
    expect(business.opening_balance).toBe('0.00');
    expect(business.closing_balance).toBe('8642315.40');
  });

  it('refuses a reversed or too long period and emails to the holder by default', async () => {
    expect((await refusal('getPersonalBankAccountStatement', { params: { id: 1001 }, query: { start_date: '2026-11-02', end_date: '2026-11-01' } })).body).toHaveProperty('end_date');
    expect((await refusal('getPersonalBankAccountStatement', { params: { id: 1001 }, query: { start_date: '2025-01-01', end_date: '2026-11-01' } })).status).toBe(400);
    expect((await call('mailPersonalBankStatement', { params: { id: 1001 }, body: { start_date: '2026-11-01', end_date: '2026-11-30' } })).body.detail).toContain('owner@ledgerly.ng');
    expect((await call('emailBusinessAccountStatement', { params: { currency: 'ngn' }, body: { start_date: '2026-11-01', end_date: '2026-11-30' } })).body.detail).toContain('hello@adaezefabrics.ng');
  });
});

describe('transfers', () => {
  it('quotes the documented fees', async () => {
    expect((await call('getPersonalTransferFee', { params: { id: 1001 }, query: { amount: '45000.00' } })).body).toEqual({ amount: '45000.00', fee: '26.88', total: '45026.88', currency: 'NGN' });
    expect([feeFor('inter', 5_000_00n), feeFor('inter', 5_000_01n), feeFor('inter', 50_000_01n), feeFor('intra', 1n), feeFor('wire', 1n)]).toEqual([10_75n, 26_88n, 53_75n, 0n, 25_00n]);
    expect((await call('getBusinessPayoutFee', { params: { currency: 'usd' }, query: { amount: '100.00' } })).body.fee).toBe('1.00');
    expect((await refusal('getBusinessPayoutFee', { params: { currency: 'ngn' }, query: { amount: '100.00', transfer_type: 'ach' } })).body).toHaveProperty('transfer_type');
    expect((await refusal('getPersonalTransferFee', { params: { id: 1001 }, query: { amount: '10.00', currency: 'USD' } })).status).toBe(400);
  });

  it('debits amount + fee, lists the transfer and settles it at the next call', async () => {
    const before = toMinor(balanceOf(1001));
    const sent = (await call('createPersonalTransfer', { params: { id: 1001 }, body: transfer('45000.00', { save_beneficiary: true }), headers: { 'idempotency-key': key() } })).body;
    expect(sent).toMatchObject({ amount: '45000.00', fee: '26.88', status: 'pending', transfer_type: 'inter', currency: 'NGN' });
    expect(sent.reference).toMatch(/^TRF-\d{8}-[A-Z0-9]{6}$/);
    expect(toMinor(balanceOf(1001))).toBe(before - 45_026_88n);
    const list = (await call('listPersonalAccountTransactions', { params: { id: 1001 } })).body;
    expect(list.results[0]).toMatchObject({ reference: sent.reference, type: 'debit', amount: '45000.00', fee: '26.88', status: 'successful', balance_after: balanceOf(1001) });
    expect((await call('listPersonalAccountBeneficiaries', { params: { id: 1001 } })).body[0]!.account_number).toBe('0234567891');
    expect((await call('getNgTransactionLimit')).body.daily_used).toBe('45000.00');
  });

  it('answers a repeated Idempotency-Key with the first transfer and debits once; another body with the key is refused', async () => {
    const k = key();
    const first = (await call('createPersonalTransfer', { params: { id: 1001 }, body: transfer('1000.00'), headers: { 'idempotency-key': k } })).body;
    const after = balanceOf(1001);
    const again = (await call('createPersonalTransfer', { params: { id: 1001 }, body: transfer('1000.00'), headers: { 'idempotency-key': k } })).body;
    expect(again.id).toBe(first.id);
    expect(balanceOf(1001)).toBe(after);
    const refused = await refusal('createPersonalTransfer', { params: { id: 1001 }, body: transfer('2000.00'), headers: { 'idempotency-key': k } });
    expect(refused.status).toBe(400);
    expect(balanceOf(1001)).toBe(after);
    expect(store.transfers.size).toBe(1);
  });

  it('refuses over the limit, over the balance or with a wrong PIN, changing nothing', async () => {
    const before = snapshot();
    const overSingle = await refusal('createPersonalTransfer', { params: { id: 1001 }, body: transfer('1000000.01'), headers: { 'idempotency-key': key() } });
    expect(overSingle.body.detail).toContain('single-transfer limit of ₦1,000,000.00');
    const overBalance = await refusal('createAchTransfer', {
      body: { account_id: 1002, amount: '4900.00', routing_number: '111000025', account_number: '4455667788', account_type: 'checking', beneficiary_name: 'Gulf Coast Produce Inc', pin: DEMO_PIN },
      headers: { 'idempotency-key': key() },
    });
    expect(overBalance.body.detail).toMatch(/^Insufficient funds/);
    const wrongPin = await refusal('createPersonalTransfer', { params: { id: 1001 }, body: transfer('1000.00', { pin: '000000' }), headers: { 'idempotency-key': key() } });
    expect(wrongPin.body).toHaveProperty('pin');
    expect(snapshot()).toEqual(before);
  });

  it('enforces custom naira limits over the day', async () => {
    expect((await refusal('setNgTransactionLimit', { body: { daily_limit: '6000000.00', single_transfer_limit: '1000.00', pin: DEMO_PIN } })).body).toHaveProperty('daily_limit');
    const set = (await call('setNgTransactionLimit', { body: { daily_limit: '100000.00', single_transfer_limit: '60000.00', pin: DEMO_PIN } })).body;
    expect(set).toMatchObject({ daily_limit: '100000.00', single_transfer_limit: '60000.00', tier_daily_limit: '5000000.00' });
    await call('createPersonalTransfer', { params: { id: 1001 }, body: transfer('60000.00'), headers: { 'idempotency-key': key() } });
    const before = snapshot();
    const refused = await refusal('createPersonalTransfer', { params: { id: 1001 }, body: transfer('50000.00'), headers: { 'idempotency-key': key() } });
    expect(refused.body.detail).toContain('daily limit of ₦100,000.00');
    expect(snapshot()).toEqual(before);
  });

  it('accepts a bulk transfer whole or not at all, naming the bad item', async () => {
    const before = snapshot();
    const bad = await refusal('createPersonalBulkTransfer', {
      params: { id: 1001 },
      body: { pin: DEMO_PIN, transfers: [transfer('30000.00'), transfer('2000000.00')].map(({ pin: _pin, ...t }) => t) },
      headers: { 'idempotency-key': key() },
    });
    expect(bad.body).toHaveProperty(['transfers.1.amount']);
    expect(snapshot()).toEqual(before);
    const k = key();
    const batch = (await call('createPersonalBulkTransfer', { params: { id: 1001 }, body: { pin: DEMO_PIN, transfers: [transfer('30000.00'), transfer('45000.00')].map(({ pin: _pin, ...t }) => t) }, headers: { 'idempotency-key': k } })).body;
    expect(batch).toMatchObject({ total_amount: '75000.00', total_fee: '53.76' });
    expect(batch.transfers.map((t) => t.idempotency_key)).toEqual([`${k}:0`, `${k}:1`]);
  });

  it('leaves the magic amount 4040.40 pending, then fails it 2 seconds on and reverses the debit', async () => {
    const before = balanceOf(1001);
    const k = key();
    const sent = (await call('createPersonalTransfer', { params: { id: 1001 }, body: transfer('4040.40'), headers: { 'idempotency-key': k } })).body;
    expect((await call('listPersonalAccountTransactions', { params: { id: 1001 } })).body.results[0]!.status).toBe('pending');
    settle(store, Date.now() + 2_100);
    const again = (await call('createPersonalTransfer', { params: { id: 1001 }, body: transfer('4040.40'), headers: { 'idempotency-key': k } })).body;
    expect(again).toMatchObject({ id: sent.id, status: 'failed' });
    const [reversal, debit] = (await call('listPersonalAccountTransactions', { params: { id: 1001 } })).body.results;
    expect(reversal).toMatchObject({ type: 'credit', amount: '4051.15', status: 'successful' });
    expect(debit).toMatchObject({ type: 'debit', status: 'failed' });
    expect(balanceOf(1001)).toBe(before);
    expect((await call('getNgTransactionLimit')).body.daily_used).toBe('0.00');
  });

  it('pays out from the business accounts and credits a sandbox account at the partner bank', async () => {
    const target = store.accounts.get(1003)!;
    const before = toMinor(target.balance);
    const sent = (await call('createBusinessPayoutTransfer', {
      params: { currency: 'ngn' },
      body: { amount: '25000.00', account_number: target.account_number, bank_code: '000017', beneficiary_name: 'TUNDE OLUWASEUN BELLO', pin: DEMO_PIN },
      headers: { 'idempotency-key': key() },
    })).body;
    expect(sent).toMatchObject({ transfer_type: 'intra', fee: '0.00' });
    await call('listPersonalBankAccounts', {}, personal);
    expect(toMinor(balanceOf(1003))).toBe(before + 25_000_00n);
    expect((await refusal('createBusinessPayoutTransfer', { params: { currency: 'usd' }, body: { amount: '10.00', account_number: '4455667788', beneficiary_name: 'Gulf Coast', pin: DEMO_PIN }, headers: { 'idempotency-key': key() } })).body).toHaveProperty('routing_number');
    const wire = (await call('createBusinessPayoutTransfer', {
      params: { currency: 'usd' },
      body: { amount: '2000.00', account_number: '4455667788', routing_number: '111000025', account_type: 'checking', transfer_type: 'wire', beneficiary_name: 'Gulf Coast Produce Inc', pin: DEMO_PIN },
      headers: { 'idempotency-key': key() },
    })).body;
    expect(wire).toMatchObject({ fee: '25.00', reference: expect.stringMatching(/^WIR-/) as string });
    expect((await call('getUsActiveLimit')).body.daily_used).toBe('2000.00');
  });
});

describe('name enquiry and magic values', () => {
  it('fails the name check for the magic account numbers and names the others', async () => {
    const ngn = await refusal('validateBusinessPayoutAccount', { params: { currency: 'ngn' }, body: { account_number: '0000000000', bank_code: '000013' } });
    expect(ngn.body).toEqual({ detail: 'Could not verify this account.', account_number: ['Could not verify this account.'] });
    const usd = await refusal('validateBusinessPayoutAccount', { params: { currency: 'usd' }, body: { account_number: '000000000', bank_code: '111000025' } });
    expect(usd.status).toBe(400);
    expect((await call('validateBusinessPayoutAccount', { params: { currency: 'ngn' }, body: { account_number: '0234567891', bank_code: '058' } })).body).toEqual({
      account_name: 'CHIDI OKAFOR',
      account_number: '0234567891',
      bank_code: '000013',
      bank_name: 'Guaranty Trust Bank',
    });
    expect((await call('validateBusinessPayoutAccount', { params: { currency: 'ngn' }, body: { account_number: store.accounts.get(1003)!.account_number, bank_code: '000017' } })).body.account_name).toBe('TUNDE OLUWASEUN BELLO');
    expect((await refusal('createPersonalTransfer', { params: { id: 1001 }, body: transfer('1000.00', { beneficiary_account_number: '0000000000' }), headers: { 'idempotency-key': key() } })).status).toBe(400);
    expect(['084106768', '111000614', '111000025', '021000021', '026009593', '121000248', '111900659', '031101279'].every(validRouting)).toBe(true);
  });

  it('rejects the magic BVN and SSN with a reason, and then takes a new submission', async () => {
    const user = newUser('magic@example.ng');
    expect((await call('submitNgKyc', { body: ngKyc('00000000000') }, user)).body.status).toBe('pending');
    const [rejected] = (await call('listKycs', {}, user)).body;
    expect(rejected).toMatchObject({ status: 'rejected', reason: expect.stringContaining('BVN') as string });
    expect((await call('submitNgKyc', { body: ngKyc() }, user)).body.status).toBe('pending');
    expect((await call('listKycs', {}, user)).body.map((k) => k.status)).toEqual(['verified']);
    expect((await refusal('submitNgKyc', { body: ngKyc() }, user)).status).toBe(400);
    const us = { ...ngKyc(), ssn: '000-00-0000', state: 'TX', postal_code: '77002', document_type: 'passport', id_number: 'A1234567' };
    await call('submitUsKyc', { body: us }, user);
    expect((await call('listKycs', {}, user)).body.find((k) => k.country === 'US')).toMatchObject({ status: 'rejected', ssn_last4: '0000' });
  });
});

describe('onboarding a new user', () => {
  it('walks KYC -> account -> PIN -> OTP -> transfer, and KYB -> application -> business payout', async () => {
    const user = newUser('newbie@example.ng');
    expect((await call('listPersonalBankAccounts', {}, user)).body).toEqual([]);
    expect((await call('listKycs', {}, user)).body).toEqual([]);
    expect((await call('getNgTransactionLimit', {}, user)).body.tier).toBe('tier_1');
    expect((await refusal('createPersonalBankAccount', { body: { kyc_id: 301 } }, user)).body.detail).toBe('Complete identity verification first');
    const kyc = (await call('submitNgKyc', { body: ngKyc() }, user)).body;
    expect(kyc.passport_image).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${state.config.ports.banking}/__files/[\\w-]+/passport\\.jpg$`));
    expect(filesOf(state).get(kyc.passport_image.split('/')[4]!)!.bytes.toString()).toBe('x');
    const account = (await call('createPersonalBankAccount', { body: { kyc_id: kyc.id } }, user)).body;
    expect(account).toMatchObject({ has_pin: false, balance: '500000.00', tier: 'tier_2', account_name: 'Kemi Ade', bank_code: '000017' });
    expect(account.account_number).toMatch(/^\d{10}$/);
    expect((await refusal('createPersonalTransfer', { params: { id: account.id }, body: transfer('1000.00'), headers: { 'idempotency-key': key() } }, user)).body).toHaveProperty('pin');
    expect((await refusal('setPersonalAccountPin', { params: { id: account.id }, body: { pin: '246810', confirm_pin: '246811' } }, user)).body).toHaveProperty('confirm_pin');
    expect((await call('setPersonalAccountPin', { params: { id: account.id }, body: { pin: '246810', confirm_pin: '246810' } }, user)).body.otp_sent_to).toBe('+234809****233');
    expect((await call('checkPersonalAccountOtp', { params: { id: account.id }, body: { otp: '000000' } }, user)).body).toEqual({ valid: false, detail: 'That code is not right.', attempts_remaining: 4 });
    expect((await call('checkPersonalAccountOtp', { params: { id: account.id }, body: { otp: '123456' } }, user)).body.valid).toBe(true);
    expect((await call('getPersonalBankAccount', { params: { id: account.id } }, user)).body.has_pin).toBe(true);
    const sent = (await call('createPersonalTransfer', { params: { id: account.id }, body: transfer('10000.00', { pin: '246810' }), headers: { 'idempotency-key': key() } }, user)).body;
    expect(sent.status).toBe('pending');
    expect(balanceOf(account.id)).toBe('489973.12');

    const kyb = (await call('submitNgKyb', { body: { business_name: 'Kemi Cakes Ltd', cac: 'rc 7654321', business_email: 'hi@kemicakes.ng', business_phone_number: '08091112233', business_address: '3 Awolowo Road, Ikoyi', date: '2022-01-10', state: 'Lagos', street: 'Awolowo Road', city: 'Ikoyi', bvn: '22298765432' } }, user)).body;
    expect(kyb.cac).toBe('RC7654321');
    await call('listKybs', {}, user);
    expect((await refusal('setBusinessTransactionPin', { params: { currency: 'ngn' }, body: { pin: '135790', confirm_pin: '135790' } }, user)).status).toBe(404);
    const appBody = { kyb_id: String(kyb.id), business_type: 'private_limited', registration_number: 'RC7654321', industry: 'Bakery', expected_monthly_volume: '2000000.00', incorporation_document: file('cac.pdf'), proof_of_address: file('bill.pdf') };
    expect((await refusal('createBusinessAccountApplication', { params: { currency: 'ngn' }, body: { ...appBody, registration_number: 'RC1111111' } }, user)).body).toHaveProperty('registration_number');
    expect((await call('createBusinessAccountApplication', { params: { currency: 'ngn' }, body: appBody }, user)).body.status).toBe('submitted');
    const [app] = (await call('listBusinessAccountApplications', { params: { currency: 'ngn' } }, user)).body;
    expect(app).toMatchObject({ status: 'approved' });
    const business = (await call('getBankAccount', { params: { id: app!.bank_account_id! } }, user)).body;
    expect(business).toMatchObject({ account_category: 'business', tier: 'tier_3', business_name: 'Kemi Cakes Ltd', has_pin: false });
    await call('setBusinessTransactionPin', { params: { currency: 'ngn' }, body: { pin: '135790', confirm_pin: '135790' } }, user);
    expect((await call('verifyBusinessOtp', { params: { currency: 'ngn' }, body: { otp: '123456' } }, user)).body.valid).toBe(true);
    const payout = (await call('createBusinessPayoutBulkTransfer', {
      params: { currency: 'ngn' },
      body: { pin: '135790', transfers: [{ amount: '180000.00', account_number: '0691234567', bank_code: '000014', beneficiary_name: 'BLESSING EZE', save_beneficiary: true }] },
      headers: { 'idempotency-key': key() },
    }, user)).body;
    expect(payout.total_fee).toBe('53.75');
    expect((await call('listBusinessPayoutBeneficiaries', { params: { currency: 'ngn' } }, user)).body.map((b) => b.name)).toEqual(['BLESSING EZE']);
    expect((await call('listBusinessPayoutAchBeneficiaries', { params: { currency: 'ngn' } }, user)).body).toEqual([]);
  });
});

describe('PINs and US tiers', () => {
  it('locks the PIN after 5 wrong tries until a new PIN is confirmed', async () => {
    for (let i = 4; i >= 0; i--) expect((await call('checkPersonalAccountPin', { params: { id: 1001 }, body: { pin: '999999' } })).body.attempts_remaining).toBe(i);
    expect((await refusal('checkPersonalAccountPin', { params: { id: 1001 }, body: { pin: DEMO_PIN } })).status).toBe(403);
    expect((await refusal('createPersonalTransfer', { params: { id: 1001 }, body: transfer('1000.00'), headers: { 'idempotency-key': key() } })).status).toBe(403);
    for (const weak of ['123456', '654321', '890123', '777777']) {
      expect((await refusal('setPersonalAccountPin', { params: { id: 1001 }, body: { pin: weak, confirm_pin: weak } })).body).toHaveProperty('pin');
    }
    await call('setPersonalAccountPin', { params: { id: 1001 }, body: { pin: '570482', confirm_pin: '570482' } });
    await call('checkPersonalAccountOtp', { params: { id: 1001 }, body: { otp: '123456' } });
    expect((await call('checkPersonalAccountPin', { params: { id: 1001 }, body: { pin: '570482' } })).body.valid).toBe(true);
  });

  it('upgrades a US tier when its requirements are met, and names the missing one otherwise', async () => {
    expect((await call('listUsTransactionLimits')).body.map((t) => t.tier)).toEqual(['basic', 'standard', 'premium']);
    expect((await refusal('upgradeUsLimitTier', { query: { tier: 'standard' } })).status).toBe(400);
    expect((await call('upgradeUsLimitTier', { query: { tier: 'premium' } })).body.active_limit).toMatchObject({ tier: 'premium', single_transfer_limit: '50000.00' });
    const user = newUser('us@example.com');
    expect((await refusal('upgradeUsLimitTier', { query: { tier: 'standard' } }, user)).body.detail).toContain('Verified US identity');
  });
});

it('lists the NIP banks and the payout provider banks', async () => {
  const banks = (await call('listTransferBanks')).body;
  expect(banks.find((b) => b.code === '000013')).toEqual({ name: 'Guaranty Trust Bank', code: '000013', slug: 'guaranty-trust-bank', cbn_code: '058' });
  expect((await call('listBusinessPayoutBanks')).body.length).toBeLessThan(banks.length);
});
