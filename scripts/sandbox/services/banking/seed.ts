/**
 * Seeds the demo users' banking (seed-data.ts); other users start with no verification and no
 * accounts. Each account's history covers the 90 days before the seed clock and is built
 * backwards from its documented balance, so the balances are exact and never negative, then
 * posted forwards through the ledger after an opening deposit.
 */
import { seedFile } from '../../files';
import type { SandboxState } from '../../state';
import { daysAgo, iso, rng } from '../../table';
import { nigerianBank, usBankName } from './directory';
import { partnerDetails, post, reference } from './ledger';
import { fromMinor, toMinor } from '../../money';
import { kycName, openAccount, openBusinessAccount } from './opening';
import { DEMO_PIN, NG_KYB, NG_KYC_OWNER, NG_KYC_PERSONAL, OWNER_ACCOUNTS, PERSONAL_ACCOUNTS, US_KYB, US_KYC_OWNER, type Flow, type KybSeed, type KycSeed, type Party, type SeedAccount } from './seed-data';
import { storeOf, type AccountRow, type BankingStore, type Currency, type KybRow, type KycRow, type Rail } from './store';
import { feeFor } from './tariffs';

type Random = ReturnType<typeof rng>;

interface Event {
  at: Date;
  type: 'credit' | 'debit';
  amount: bigint;
  fee: bigint;
  rail: Rail | null;
  party: Party;
  narration: string;
}

/** A planned event whose amount is drawn later (`flow` set) or fixed. */
interface Planned extends Omit<Event, 'amount' | 'fee'> {
  flow: Flow | null;
  fixed: bigint;
  draw: number;
}

const HISTORY_DAYS = 90;

function at(age: number, hour: number, minute: number): Date {
  const day = daysAgo(age);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute));
}

function pickFlow(flows: Flow[], random: Random): Flow {
  const total = flows.reduce((acc, f) => acc + f.weight, 0);
  let roll = random.next() * total;
  for (const flow of flows) {
    roll -= flow.weight;
    if (roll < 0) return flow;
  }
  return flows.at(-1)!;
}

function plan(spec: SeedAccount, random: Random): Planned[] {
  const planned: Planned[] = [];
  for (let age = HISTORY_DAYS; age >= 1; age--) {
    for (const r of spec.recurring.filter((x) => daysAgo(age).getUTCDate() === x.day)) {
      planned.push({ at: at(age, r.hour, 0), type: r.type, rail: r.rail, party: r.party, narration: r.narration, flow: null, fixed: toMinor(r.amount), draw: 0 });
    }
  }
  for (let i = 0; i < spec.events; i++) {
    const flow = pickFlow(spec.flows, random);
    const narration = random.pick(flow.narrations).replace('{n}', String(random.int(100, 999)));
    planned.push({ at: at(random.int(1, HISTORY_DAYS), random.int(7, 19), random.int(0, 59)), type: flow.type, rail: flow.rail, party: random.pick(flow.parties), narration, flow, fixed: 0n, draw: random.next() });
  }
  return planned.sort((a, b) => a.at.getTime() - b.at.getTime());
}

function drawn(flow: Flow, draw: number): bigint {
  const min = BigInt(flow.min * 100);
  const span = BigInt(Math.floor(draw * (flow.max - flow.min) * 100));
  const step = BigInt(flow.step);
  const amount = min + span;
  return amount - (amount % step) || step;
}

/**
 * Amounts, walking back from the final balance: a credit never takes the balance before it
 * under a tenth of the final balance (random credits shrink, or become the account's first
 * kind of debit, to keep it so).
 */
function settleAmounts(spec: SeedAccount, planned: Planned[]): { events: Event[]; opening: bigint } {
  let balance = toMinor(spec.balance);
  const floor = balance / 10n;
  const events: Event[] = [];
  for (const item of [...planned].reverse()) {
    const { flow } = item;
    let { type, rail, party, narration } = item;
    let amount = flow ? drawn(flow, item.draw) : item.fixed;
    if (type === 'credit' && flow && balance - amount < floor) {
      const room = balance - floor;
      const step = BigInt(flow.step);
      if (room >= BigInt(flow.min * 100)) amount = room - (room % step);
      else {
        const debit = spec.flows.find((f) => f.type === 'debit')!;
        ({ type, rail } = debit);
        party = debit.parties[0]!;
        narration = debit.narrations[0]!;
        amount = drawn(debit, item.draw);
      }
    }
    const fee = type === 'debit' && rail ? feeFor(rail, amount) : 0n;
    events.push({ at: item.at, type, amount, fee, rail, party, narration });
    balance += type === 'credit' ? -amount : amount + fee;
    if (balance < 0n) throw new Error(`banking seed: account ${spec.id} would go below zero before ${iso(item.at)}`);
  }
  return { events: events.reverse(), opening: balance };
}

function counterparty(currency: Currency, party: Party, accounts: Map<number, AccountRow>) {
  const account = party.account?.startsWith('@') ? (accounts.get(Number(party.account.slice(1)))?.account_number ?? partnerDetails(currency, Number(party.account.slice(1))).account_number) : party.account;
  const bank = party.bank === null ? null : currency === 'NGN' ? (nigerianBank(party.bank)?.name ?? null) : usBankName(party.bank);
  return { counterparty_name: party.name, counterparty_account_number: account, counterparty_bank_name: bank };
}

function referenceFor(event: Event, currency: Currency, stamp: string, random: Random): string {
  const pick = (n: number) => random.int(0, n - 1);
  if (event.type === 'debit' && event.rail) return reference({ intra: 'TRF', inter: 'TRF', ach: 'ACH', wire: 'WIR' }[event.rail], stamp, pick);
  if (event.type === 'debit') return reference(event.party.bank === null && event.party.account === null && /BANK/i.test(event.party.name) ? 'CHG' : currency === 'NGN' ? 'PAY' : 'CRD', stamp, pick);
  if (currency === 'USD') return reference('ACH', stamp, pick);
  const compact = stamp.slice(2, 19).replace(/\D/g, '');
  return `NIP-${event.party.bank ?? '000017'}${compact}${String(random.int(0, 999_999)).padStart(6, '0')}`;
}

function seedHistory(store: BankingStore, spec: SeedAccount, account: AccountRow, accounts: Map<number, AccountRow>, random: Random): void {
  const { events, opening } = settleAmounts(spec, plan(spec, random));
  if (opening <= 0n) throw new Error(`banking seed: account ${spec.id} would open at ${fromMinor(opening)}`);
  const openedAt = iso(new Date(Date.parse(account.created_at) + 3_600_000));
  post(store, account, {
    _rail: null,
    reference: reference('DEP', openedAt, (n) => random.int(0, n - 1)),
    type: 'credit',
    amount: fromMinor(opening),
    fee: '0.00',
    narration: 'Opening deposit',
    counterparty_name: account.account_name.toUpperCase(),
    counterparty_account_number: null,
    counterparty_bank_name: null,
    status: 'successful',
    created_at: openedAt,
  });
  const used = new Map<string, { party: Party; first: string; last: string }>();
  for (const event of events) {
    const stamp = iso(event.at);
    post(store, account, {
      _rail: event.type === 'debit' ? event.rail : null,
      reference: referenceFor(event, account.currency, stamp, random),
      type: event.type,
      amount: fromMinor(event.amount),
      fee: fromMinor(event.fee),
      narration: event.narration,
      ...counterparty(account.currency, event.party, accounts),
      status: 'successful',
      created_at: stamp,
    });
    if (event.type === 'debit' && event.rail && event.party.account) {
      const key = `${event.party.bank ?? ''}:${event.party.account}`;
      used.set(key, { party: event.party, first: used.get(key)?.first ?? stamp, last: stamp });
    }
  }
  for (const { party, first, last } of used.values()) {
    const cp = counterparty(account.currency, party, accounts);
    store.beneficiaries.insert({
      _owner: account._owner,
      _account: account.id,
      name: party.name,
      account_number: cp.counterparty_account_number!,
      bank_name: cp.counterparty_bank_name ?? '',
      bank_code: account.currency === 'NGN' ? nigerianBank(party.bank!)!.code : null,
      routing_number: account.currency === 'USD' ? party.bank : null,
      account_type: account.currency === 'USD' ? 'checking' : null,
      currency: account.currency,
      created_at: first,
      _last_used: last,
    });
  }
}

const stampAt = (age: number) => iso(daysAgo(age));

function verifiedKyc(state: SandboxState, store: BankingStore, owner: number, id: number, country: 'NG' | 'US', fields: KycSeed, age: number): KycRow {
  return store.kycs.insert({
    id,
    _owner: owner,
    country,
    status: 'verified',
    reason: null,
    ...fields,
    passport_image: seedFile(state, 'banking', `kyc-${id}-photo`, country === 'NG' ? 'passport.jpg' : 'drivers-license.jpg', 'image/jpeg', id),
    created_at: stampAt(age),
    updated_at: stampAt(age - 1),
    verified_at: stampAt(age - 1),
    _resolve_at: 0,
    _outcome: { status: 'verified', reason: null },
  });
}

function verifiedKyb(store: BankingStore, owner: number, id: number, country: 'NG' | 'US', fields: KybSeed, age: number): KybRow {
  return store.kybs.insert({ id, _owner: owner, country, status: 'verified', reason: null, ...fields, created_at: stampAt(age), updated_at: stampAt(age - 2), verified_at: stampAt(age - 2), _resolve_at: 0, _outcome: { status: 'verified', reason: null } });
}

function approvedApplication(state: SandboxState, store: BankingStore, id: number, kyb: KybRow, account: AccountRow, age: number): void {
  const currency = account.currency;
  store.applications.insert({
    id,
    _owner: kyb._owner,
    currency,
    status: 'approved',
    reason: null,
    kyb_id: kyb.id,
    business_name: kyb.business_name,
    business_type: currency === 'NGN' ? 'private_limited' : 'llc',
    registration_number: kyb.cac ?? kyb.ein ?? '',
    industry: currency === 'NGN' ? 'Fashion and tailoring' : 'Food and beverages',
    expected_monthly_volume: currency === 'NGN' ? '15000000.00' : '60000.00',
    incorporation_document: seedFile(state, 'banking', `applications-${id}-incorporation`, currency === 'NGN' ? 'cac-certificate.pdf' : 'articles-of-organization.pdf', 'application/pdf', id),
    proof_of_address: seedFile(state, 'banking', `applications-${id}-address`, 'utility-bill.pdf', 'application/pdf', id),
    director_id_document: null,
    bank_account_id: account.id,
    created_at: stampAt(age + 2),
    updated_at: stampAt(age),
    _resolve_at: 0,
  });
}

function seedAccounts(state: SandboxState, store: BankingStore, owner: number, specs: SeedAccount[], holders: Record<string, KycRow | KybRow>, random: Random): Map<number, AccountRow> {
  const email = state.auth.users.get(owner)?.email ?? '';
  const accounts = new Map<number, AccountRow>();
  for (const spec of specs) {
    const holder = holders[spec.holder]!;
    const common = { id: spec.id, created_at: stampAt(spec.openedDaysAgo), pin: DEMO_PIN, testFunds: false };
    const account =
      'business_name' in holder
        ? openBusinessAccount(store, holder, spec.currency, { ...common, type: spec.type })
        : openAccount(store, { ...common, owner, kind: spec.kind, currency: spec.currency, category: spec.category, type: spec.type, name: kycName(holder), business_name: null, email, phone: holder.phone_number });
    accounts.set(spec.id, account);
  }
  for (const spec of specs) seedHistory(store, spec, accounts.get(spec.id)!, accounts, random);
  return accounts;
}

function seedOwner(state: SandboxState, store: BankingStore, owner: number): void {
  const random = rng(20_261_120);
  const ngKyc = verifiedKyc(state, store, owner, 301, 'NG', NG_KYC_OWNER, 260);
  const usKyc = verifiedKyc(state, store, owner, 302, 'US', US_KYC_OWNER, 210);
  const ngKyb = verifiedKyb(store, owner, 401, 'NG', NG_KYB, 200);
  const usKyb = verifiedKyb(store, owner, 402, 'US', US_KYB, 185);
  const accounts = seedAccounts(state, store, owner, OWNER_ACCOUNTS, { 'kyc:NG': ngKyc, 'kyc:US': usKyc, 'kyb:NG': ngKyb, 'kyb:US': usKyb }, random);
  approvedApplication(state, store, 601, ngKyb, accounts.get(2001)!, 180);
  approvedApplication(state, store, 602, usKyb, accounts.get(2002)!, 170);
  store.limits.insert({ _owner: owner, us_tier: 'standard', ng_daily: null, ng_single: null });
}

function seedPersonal(state: SandboxState, store: BankingStore, owner: number): void {
  const kyc = verifiedKyc(state, store, owner, 303, 'NG', NG_KYC_PERSONAL, 320);
  seedAccounts(state, store, owner, PERSONAL_ACCOUNTS, { 'kyc:NG': kyc }, rng(20_261_121));
}

export function seedBanking(state: SandboxState): void {
  const store = storeOf(state);
  const seeded = (id: number | undefined) => id === undefined || store.kycs.find((k) => k._owner === id) !== undefined;
  const owner = state.auth.findByEmail('owner@ledgerly.ng')?.id;
  if (!seeded(owner)) seedOwner(state, store, owner!);
  const personal = state.auth.findByEmail('personal@ledgerly.ng')?.id;
  if (!seeded(personal)) seedPersonal(state, store, personal!);
}
