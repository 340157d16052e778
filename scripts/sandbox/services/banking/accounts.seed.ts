/**
 * The demo users' accounts and their history. Each account's history covers the 90 days before
 * the seed clock and is built backwards from its documented balance, so the balances are exact
 * and never negative, then posted forwards through the ledger after an opening deposit. Every
 * seeded account's PIN is the demo PIN '482913' (the app's PIN rules refuse runs like 123456).
 */
import { fromMinor, toMinor } from '../../money';
import type { SandboxState } from '../../state';
import { daysAgo, iso, type rng } from '../../table';
import { nigerianBank, usBankName } from './directory';
import { partnerDetails, post, reference } from './ledger';
import { kycName, openAccount, openBusinessAccount } from './opening';
import type { AccountRow, BankingStore, Currency, KybRow, KycRow, Rail } from './store';
import { feeFor } from './tariffs';
import { stampAt } from './verification.seed';

export const DEMO_PIN = '482913';

/** Someone money goes to or comes from: `bank` is a NIP code (NGN) or routing number (USD). */
export interface Party {
  name: string;
  account: string | null;
  bank: string | null;
}

/** A kind of movement drawn at random: amount between min and max (major units), rounded to `step` minor units. */
export interface Flow {
  type: 'credit' | 'debit';
  weight: number;
  min: number;
  max: number;
  step: number;
  rail: Rail | null;
  parties: Party[];
  narrations: string[];
}

/** A movement on the same day every month. */
export interface Recurring {
  type: 'credit' | 'debit';
  amount: string;
  day: number;
  hour: number;
  rail: Rail | null;
  party: Party;
  narration: string;
}

export interface SeedAccount {
  id: number;
  kind: 'personal' | 'bank';
  currency: Currency;
  category: 'personal' | 'business';
  type: 'current' | 'checking' | 'savings';
  /** Who holds it: the KYC (personal) or KYB (business) seed key. */
  holder: string;
  balance: string;
  openedDaysAgo: number;
  events: number;
  flows: Flow[];
  recurring: Recurring[];
}

const p = (name: string, account: string | null = null, bank: string | null = null): Party => ({ name, account, bank });

// ---------------------------------------------------------------- Nigerian parties
const CUSTOMERS_NG = [
  p('CHIDI OKAFOR', '0234567891', '000013'),
  p('GRACE BOUTIQUE LTD', '1012345678', '000015'),
  p('NGOZI UMEH', '8031234567', '100004'),
  p('BABATUNDE ALABI', '2098765432', '000014'),
  p('FOLAKE OGUNLEYE', '3012345678', '000016'),
  p('ELEGANCE BRIDAL HOUSE', '1023456789', '000004'),
  p('IBRAHIM MUSA', '9034567812', '090405'),
  p('AMINAT YUSUF', '0712345609', '000012'),
];
const SUPPLIERS_NG = [
  p('ABA TEXTILE MILLS LTD', '0098765432', '000007'),
  p('KANO LACE TRADERS', '2034567890', '000002'),
  p('LAGOS THREADS AND NOTIONS', '0123987654', '000001'),
  p('VLISCO NIGERIA DISTRIBUTORS', '1098234567', '000015'),
  p('SWIFT DISPATCH LOGISTICS', '5012345678', '090267'),
];
const STAFF_NG = [
  p('BLESSING EZE', '0691234567', '000014'),
  p('EMEKA OBI', '2212345678', '000015'),
  p('FUNMILAYO ADEYEMI', '0112233445', '000013'),
  p('SEGUN ADEWALE', '3098765123', '000016'),
];
const FAMILY_NG = [
  p('CHIOMA OKAFOR', '0456789123', '000013'),
  p('NNAMDI OKAFOR', '2076543219', '000004'),
  p('UCHE NWANKWO', '8123456790', '100004'),
];
const BANK_NG = p('WEMA BANK');

// ---------------------------------------------------------------- US parties
const PAYMENTS_US = [
  p('Square Inc', '870012345678', '121000248'),
  p('Stripe Payments Co', '330078451234', '021000021'),
  p('DoorDash Inc', '440012983476', '026009593'),
  p('Uber Eats', '550098127634', '121000248'),
];
const CATERING_US = [
  p('Houston Methodist Events', '778812345090', '111000614'),
  p('Rice University Catering Office', '620045871236', '111000025'),
  p('Okoye Family Reunion', '312098765432', '111900659'),
];
const SUPPLIERS_US = [
  p('Gulf Coast Produce Inc', '4455667788', '111000025'),
  p('Sysco Houston', '901234567812', '111000614'),
  p('African Food Wholesale Houston', '200987654321', '111900659'),
  p('Bayou City Restaurant Supply', '760012349876', '121000248'),
];
const STAFF_US = [
  p('Kemi Adeyemi', '100234567890', '111000614'),
  p('Marcus Johnson', '300456789012', '111000025'),
  p('Rosa Martinez', '500678901234', '111900659'),
];

const OWNER_SALARY: Party = p('ADAEZE CHIAMAKA OKAFOR', '@1001', '000017');

export const OWNER_ACCOUNTS: SeedAccount[] = [
  {
    id: 1001,
    kind: 'personal',
    currency: 'NGN',
    category: 'personal',
    type: 'savings',
    holder: 'kyc:NG',
    balance: '1250000.00',
    openedDaysAgo: 240,
    events: 62,
    flows: [
      {
        type: 'credit',
        weight: 3,
        min: 5_000,
        max: 120_000,
        step: 5_000,
        rail: null,
        parties: [...FAMILY_NG, CUSTOMERS_NG[0]!],
        narrations: ['Refund for aso-ebi', 'Contribution for mum', 'Thank you', 'Balance for the lace order'],
      },
      {
        type: 'debit',
        weight: 3,
        min: 2_000,
        max: 10_000,
        step: 500,
        rail: null,
        parties: [p('MTN NIGERIA'), p('AIRTEL NIGERIA')],
        narrations: ['Airtime recharge', 'Data bundle 25GB'],
      },
      {
        type: 'debit',
        weight: 3,
        min: 8_000,
        max: 65_000,
        step: 5,
        rail: null,
        parties: [p('SHOPRITE LEKKI POS'), p('SPAR IKEJA CITY MALL POS'), p('MEDPLUS PHARMACY POS')],
        narrations: ['POS purchase', 'Card payment'],
      },
      {
        type: 'debit',
        weight: 2,
        min: 15_000,
        max: 40_000,
        step: 1_000,
        rail: null,
        parties: [p('IKEJA ELECTRIC')],
        narrations: ['Prepaid electricity token'],
      },
      {
        type: 'debit',
        weight: 3,
        min: 10_000,
        max: 150_000,
        step: 1_000,
        rail: 'inter',
        parties: FAMILY_NG,
        narrations: ['Upkeep', 'For the children', 'School run fuel', 'Birthday gift'],
      },
    ],
    recurring: [
      {
        type: 'credit',
        amount: '450000.00',
        day: 27,
        hour: 9,
        rail: null,
        party: p('ADAEZE FABRICS & TAILORING LTD', '@2001', '000017'),
        narration: "Owner's salary",
      },
      {
        type: 'debit',
        amount: '29500.00',
        day: 3,
        hour: 7,
        rail: null,
        party: p('MULTICHOICE DSTV'),
        narration: 'DStv Premium subscription',
      },
      { type: 'debit', amount: '50.00', day: 28, hour: 23, rail: null, party: BANK_NG, narration: 'Card maintenance fee' },
      { type: 'debit', amount: '96.00', day: 28, hour: 23, rail: null, party: BANK_NG, narration: 'SMS alert charges' },
    ],
  },
  {
    id: 1002,
    kind: 'personal',
    currency: 'USD',
    category: 'personal',
    type: 'checking',
    holder: 'kyc:US',
    balance: '4820.50',
    openedDaysAgo: 200,
    events: 62,
    flows: [
      {
        type: 'debit',
        weight: 4,
        min: 12,
        max: 180,
        step: 1,
        rail: null,
        parties: [p('H-E-B Grocery #412'), p('Target Houston Galleria'), p('Shell Oil 5745'), p('Walgreens #3219')],
        narrations: ['Debit card purchase'],
      },
      {
        type: 'debit',
        weight: 2,
        min: 60,
        max: 400,
        step: 1,
        rail: 'ach',
        parties: [p('Chioma Eze', '700123456789', '111000614'), p('Chase Card Services', '403212345678', '021000021')],
        narrations: ['Card payment', 'Sending love', 'Rent share'],
      },
      {
        type: 'credit',
        weight: 2,
        min: 40,
        max: 600,
        step: 1,
        rail: null,
        parties: [p('Chioma Eze', '700123456789', '111000614'), p('Venmo', '990012345678', '031101279')],
        narrations: ['Transfer in', 'Refund'],
      },
    ],
    recurring: [
      {
        type: 'credit',
        amount: '3500.00',
        day: 1,
        hour: 14,
        rail: null,
        party: p("Mama Nkechi's Kitchen LLC", '@2002', '084106768'),
        narration: 'Owner draw',
      },
      {
        type: 'debit',
        amount: '1450.00',
        day: 1,
        hour: 16,
        rail: 'ach',
        party: p('Midtown Lofts Apartments', '880012345671', '111000025'),
        narration: 'Rent',
      },
      { type: 'debit', amount: '89.99', day: 9, hour: 6, rail: null, party: p('Comcast Xfinity'), narration: 'Internet' },
      { type: 'debit', amount: '112.40', day: 14, hour: 6, rail: null, party: p('Reliant Energy'), narration: 'Electricity' },
      {
        type: 'debit',
        amount: '1200.00',
        day: 22,
        hour: 12,
        rail: 'ach',
        party: p('Chase Card Services', '403212345678', '021000021'),
        narration: 'Credit card payment',
      },
    ],
  },
  {
    id: 2001,
    kind: 'bank',
    currency: 'NGN',
    category: 'business',
    type: 'current',
    holder: 'kyb:NG',
    balance: '8642315.40',
    openedDaysAgo: 180,
    events: 66,
    flows: [
      {
        type: 'credit',
        weight: 6,
        min: 25_000,
        max: 650_000,
        step: 50,
        rail: null,
        parties: CUSTOMERS_NG,
        narrations: [
          'Payment for ankara order',
          'Invoice INV-{n}',
          'Lace and george wrapper',
          'Bridal fitting deposit',
          'Aso-ebi for 12 guests',
        ],
      },
      {
        type: 'credit',
        weight: 3,
        min: 40_000,
        max: 380_000,
        step: 1,
        rail: null,
        parties: [p('MONIEPOINT POS SETTLEMENT', '6000123456', '090405')],
        narrations: ['POS settlement - Balogun shop', 'POS settlement - Lekki showroom'],
      },
      {
        type: 'debit',
        weight: 4,
        min: 80_000,
        max: 1_200_000,
        step: 1_000,
        rail: 'inter',
        parties: SUPPLIERS_NG.slice(0, 4),
        narrations: ['Fabric supply INV-{n}', '30 bundles of ankara', 'Swiss lace restock', 'Threads and buttons'],
      },
      {
        type: 'debit',
        weight: 2,
        min: 5_000,
        max: 45_000,
        step: 500,
        rail: 'inter',
        parties: [SUPPLIERS_NG[4]!],
        narrations: ['Deliveries this week', 'Dispatch to Abuja client'],
      },
      {
        type: 'debit',
        weight: 1,
        min: 20_000,
        max: 90_000,
        step: 1_000,
        rail: null,
        parties: [p('IKEJA ELECTRIC'), p('LAGOS STATE IRS')],
        narrations: ['Electricity - Balogun shop', 'Business premises levy'],
      },
    ],
    recurring: [
      { type: 'debit', amount: '180000.00', day: 25, hour: 9, rail: 'inter', party: STAFF_NG[0]!, narration: 'Salary - cashier' },
      {
        type: 'debit',
        amount: '250000.00',
        day: 25,
        hour: 9,
        rail: 'inter',
        party: STAFF_NG[1]!,
        narration: 'Salary - store manager',
      },
      {
        type: 'debit',
        amount: '220000.00',
        day: 25,
        hour: 9,
        rail: 'inter',
        party: STAFF_NG[2]!,
        narration: 'Salary - accountant',
      },
      {
        type: 'debit',
        amount: '150000.00',
        day: 25,
        hour: 9,
        rail: 'inter',
        party: STAFF_NG[3]!,
        narration: 'Salary - head tailor',
      },
      { type: 'debit', amount: '450000.00', day: 27, hour: 9, rail: 'intra', party: OWNER_SALARY, narration: "Owner's salary" },
      { type: 'debit', amount: '1250.00', day: 28, hour: 23, rail: null, party: BANK_NG, narration: 'Account maintenance fee' },
      { type: 'debit', amount: '240.00', day: 28, hour: 23, rail: null, party: BANK_NG, narration: 'SMS alert charges' },
    ],
  },
  {
    id: 2002,
    kind: 'bank',
    currency: 'USD',
    category: 'business',
    type: 'checking',
    holder: 'kyb:US',
    balance: '18240.75',
    openedDaysAgo: 170,
    events: 64,
    flows: [
      {
        type: 'credit',
        weight: 6,
        min: 350,
        max: 2_400,
        step: 1,
        rail: null,
        parties: PAYMENTS_US,
        narrations: ['Daily payout', 'Card sales settlement', 'Delivery orders payout'],
      },
      {
        type: 'credit',
        weight: 1,
        min: 900,
        max: 4_500,
        step: 100,
        rail: null,
        parties: CATERING_US,
        narrations: ['Catering invoice INV-{n}', 'Event catering deposit'],
      },
      {
        type: 'debit',
        weight: 3,
        min: 300,
        max: 2_800,
        step: 1,
        rail: 'ach',
        parties: SUPPLIERS_US,
        narrations: ['Produce order {n}', 'Weekly supplies', 'Palm oil, egusi and yams'],
      },
      {
        type: 'debit',
        weight: 1,
        min: 60,
        max: 450,
        step: 1,
        rail: null,
        parties: [p('CenterPoint Energy'), p('City of Houston Water'), p('Comcast Business')],
        narrations: ['Utilities'],
      },
    ],
    recurring: [
      {
        type: 'debit',
        amount: '3200.00',
        day: 1,
        hour: 15,
        rail: 'ach',
        party: p('Montrose Property Management', '987654321012', '111000614'),
        narration: 'Rent, Suite 110',
      },
      {
        type: 'debit',
        amount: '3500.00',
        day: 1,
        hour: 14,
        rail: 'intra',
        party: p('Adaeze Chiamaka Okafor', '@1002', '084106768'),
        narration: 'Owner draw',
      },
      { type: 'debit', amount: '1840.00', day: 15, hour: 10, rail: 'ach', party: STAFF_US[0]!, narration: 'Payroll - line cook' },
      {
        type: 'debit',
        amount: '1620.00',
        day: 15,
        hour: 10,
        rail: 'ach',
        party: STAFF_US[1]!,
        narration: 'Payroll - delivery driver',
      },
      { type: 'debit', amount: '1510.00', day: 15, hour: 10, rail: 'ach', party: STAFF_US[2]!, narration: 'Payroll - cashier' },
      {
        type: 'debit',
        amount: '2150.00',
        day: 20,
        hour: 11,
        rail: 'wire',
        party: p('Texas Comptroller', '463012345678', '111000614'),
        narration: 'Sales tax',
      },
    ],
  },
];

export const PERSONAL_ACCOUNTS: SeedAccount[] = [
  {
    id: 1003,
    kind: 'personal',
    currency: 'NGN',
    category: 'personal',
    type: 'savings',
    holder: 'kyc:NG',
    balance: '385400.00',
    openedDaysAgo: 300,
    events: 60,
    flows: [
      {
        type: 'debit',
        weight: 4,
        min: 1_500,
        max: 9_000,
        step: 100,
        rail: null,
        parties: [p('BOLT NIGERIA'), p('UBER NIGERIA'), p('CHICKEN REPUBLIC SURULERE POS')],
        narrations: ['Ride', 'Card payment'],
      },
      {
        type: 'debit',
        weight: 2,
        min: 1_000,
        max: 5_000,
        step: 500,
        rail: null,
        parties: [p('MTN NIGERIA')],
        narrations: ['Airtime recharge', 'Data bundle'],
      },
      {
        type: 'debit',
        weight: 2,
        min: 5_000,
        max: 60_000,
        step: 500,
        rail: 'inter',
        parties: [p('KEHINDE BELLO', '0567891234', '000016'), p('SADE ADEBAYO', '9012345678', '090267')],
        narrations: ['Family support', 'Contribution', 'Ajo'],
      },
      {
        type: 'debit',
        weight: 2,
        min: 8_000,
        max: 70_000,
        step: 5,
        rail: null,
        parties: [p('JUMIA NIGERIA'), p('SHOPRITE SURULERE POS')],
        narrations: ['Online order', 'Groceries'],
      },
      {
        type: 'credit',
        weight: 2,
        min: 5_000,
        max: 40_000,
        step: 500,
        rail: null,
        parties: [p('KEHINDE BELLO', '0567891234', '000016'), p('DAMILOLA OKE', '2134567890', '000014')],
        narrations: ['Refund', 'Thanks bro', 'Ajo payout'],
      },
    ],
    recurring: [
      {
        type: 'credit',
        amount: '620000.00',
        day: 25,
        hour: 10,
        rail: null,
        party: p('KONGA ONLINE SHOPPING LTD', '1234098765', '000013'),
        narration: 'Salary',
      },
      {
        type: 'debit',
        amount: '175000.00',
        day: 26,
        hour: 12,
        rail: 'inter',
        party: p('ADEOLA PROPERTIES', '0987612345', '000014'),
        narration: 'Rent - 7 Bode Thomas',
      },
      {
        type: 'debit',
        amount: '200000.00',
        day: 26,
        hour: 13,
        rail: 'inter',
        party: p('PIGGYVEST SAVINGS', '3100254617', '000023'),
        narration: 'Monthly savings',
      },
      {
        type: 'debit',
        amount: '25000.00',
        day: 5,
        hour: 8,
        rail: null,
        party: p('IKEJA ELECTRIC'),
        narration: 'Prepaid electricity token',
      },
      { type: 'debit', amount: '50.00', day: 28, hour: 23, rail: null, party: BANK_NG, narration: 'Card maintenance fee' },
    ],
  },
];

/** Every party with an account: name enquiry answers their names. */
export const KNOWN_PARTIES: Party[] = [...OWNER_ACCOUNTS, ...PERSONAL_ACCOUNTS]
  .flatMap((a) => [...a.flows.flatMap((f) => f.parties), ...a.recurring.map((r) => r.party)])
  .filter((party) => party.account !== null && !party.account.startsWith('@'));

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
      planned.push({
        at: at(age, r.hour, 0),
        type: r.type,
        rail: r.rail,
        party: r.party,
        narration: r.narration,
        flow: null,
        fixed: toMinor(r.amount),
        draw: 0,
      });
    }
  }
  for (let i = 0; i < spec.events; i++) {
    const flow = pickFlow(spec.flows, random);
    const narration = random.pick(flow.narrations).replace('{n}', String(random.int(100, 999)));
    planned.push({
      at: at(random.int(1, HISTORY_DAYS), random.int(7, 19), random.int(0, 59)),
      type: flow.type,
      rail: flow.rail,
      party: random.pick(flow.parties),
      narration,
      flow,
      fixed: 0n,
      draw: random.next(),
    });
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
  const account = party.account?.startsWith('@')
    ? (accounts.get(Number(party.account.slice(1)))?.account_number ??
      partnerDetails(currency, Number(party.account.slice(1))).account_number)
    : party.account;
  const bank =
    party.bank === null ? null : currency === 'NGN' ? (nigerianBank(party.bank)?.name ?? null) : usBankName(party.bank);
  return { counterparty_name: party.name, counterparty_account_number: account, counterparty_bank_name: bank };
}

function referenceFor(event: Event, currency: Currency, stamp: string, random: Random): string {
  const pick = (n: number) => random.int(0, n - 1);
  if (event.type === 'debit' && event.rail)
    return reference({ intra: 'TRF', inter: 'TRF', ach: 'ACH', wire: 'WIR' }[event.rail], stamp, pick);
  if (event.type === 'debit')
    return reference(
      event.party.bank === null && event.party.account === null && /BANK/i.test(event.party.name)
        ? 'CHG'
        : currency === 'NGN'
          ? 'PAY'
          : 'CRD',
      stamp,
      pick,
    );
  if (currency === 'USD') return reference('ACH', stamp, pick);
  const compact = stamp.slice(2, 19).replace(/\D/g, '');
  return `NIP-${event.party.bank ?? '000017'}${compact}${String(random.int(0, 999_999)).padStart(6, '0')}`;
}

function seedHistory(
  store: BankingStore,
  spec: SeedAccount,
  account: AccountRow,
  accounts: Map<number, AccountRow>,
  random: Random,
): void {
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

export function seedAccounts(
  state: SandboxState,
  store: BankingStore,
  owner: number,
  specs: SeedAccount[],
  holders: Record<string, KycRow | KybRow>,
  random: Random,
): Map<number, AccountRow> {
  const email = state.auth.users.get(owner)?.email ?? '';
  const accounts = new Map<number, AccountRow>();
  for (const spec of specs) {
    const holder = holders[spec.holder]!;
    const common = { id: spec.id, created_at: stampAt(spec.openedDaysAgo), pin: DEMO_PIN, testFunds: false };
    const account =
      'business_name' in holder
        ? openBusinessAccount(store, holder, spec.currency, { ...common, type: spec.type })
        : openAccount(store, {
            ...common,
            owner,
            kind: spec.kind,
            currency: spec.currency,
            category: spec.category,
            type: spec.type,
            name: kycName(holder),
            business_name: null,
            email,
            phone: holder.phone_number,
          });
    accounts.set(spec.id, account);
  }
  for (const spec of specs) seedHistory(store, spec, accounts.get(spec.id)!, accounts, random);
  return accounts;
}
