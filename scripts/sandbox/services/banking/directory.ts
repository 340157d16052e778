/**
 * Who is at the other end: Nigerian NIP institutions, US routing numbers and the name enquiry
 * (NIP name check / US account verification). Magic values (README): the NUBAN '0000000000' and
 * the US account number '000000000' fail the name check.
 */
import { KNOWN_PARTIES } from './accounts.seed';
import type { Schemas } from './store';

type Bank = Schemas['Bank'];

const slug = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const NIP: [name: string, code: string, cbn: string | null][] = [
  ['Access Bank', '000014', '044'],
  ['Carbon', '100026', null],
  ['Citibank Nigeria', '000009', '023'],
  ['Ecobank Nigeria', '000010', '050'],
  ['FairMoney Microfinance Bank', '090551', null],
  ['Fidelity Bank', '000007', '070'],
  ['First Bank of Nigeria', '000016', '011'],
  ['First City Monument Bank', '000003', '214'],
  ['Globus Bank', '000027', '103'],
  ['Guaranty Trust Bank', '000013', '058'],
  ['Heritage Bank', '000020', '030'],
  ['Jaiz Bank', '000006', '301'],
  ['Keystone Bank', '000002', '082'],
  ['Kuda Microfinance Bank', '090267', null],
  ['Moniepoint Microfinance Bank', '090405', null],
  ['OPay', '100004', null],
  ['Paga', '100002', null],
  ['PalmPay', '100033', null],
  ['Polaris Bank', '000008', '076'],
  ['Providus Bank', '000023', '101'],
  ['Stanbic IBTC Bank', '000012', '221'],
  ['Standard Chartered Bank', '000021', '068'],
  ['Sterling Bank', '000001', '232'],
  ['SunTrust Bank', '000022', '100'],
  ['Titan Trust Bank', '000025', '102'],
  ['Union Bank of Nigeria', '000018', '032'],
  ['United Bank for Africa', '000004', '033'],
  ['Unity Bank', '000011', '215'],
  ['VFD Microfinance Bank', '090110', null],
  ['Wema Bank', '000017', '035'],
  ['Zenith Bank', '000015', '057'],
];

export const BANKS: Bank[] = NIP.map(([name, code, cbn]) => ({ name, code, slug: slug(name), cbn_code: cbn }));

/** The payout provider's list lags new institutions by a few days. */
const NOT_YET_AT_PAYOUT_PROVIDER = new Set(['090551', '000027']);
export const PAYOUT_BANKS: Bank[] = BANKS.filter((b) => !NOT_YET_AT_PAYOUT_PROVIDER.has(b.code));

/** A bank by its 6-digit NIP code or 3-digit CBN sort code. */
export const nigerianBank = (code: string): Bank | undefined => BANKS.find((b) => b.code === code || b.cbn_code === code);

const US_BANKS: Record<string, string> = {
  '084106768': 'Evolve Bank & Trust',
  '021000021': 'JPMorgan Chase Bank',
  '111000614': 'JPMorgan Chase Bank',
  '026009593': 'Bank of America',
  '111000025': 'Bank of America',
  '121000248': 'Wells Fargo Bank',
  '111900659': 'Wells Fargo Bank',
  '031101279': 'The Bancorp Bank',
};

/** The ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function validRouting(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = Array.from(routing, Number);
  const total = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return total % 10 === 0;
}

/** The bank behind a valid routing number ('US bank' when the sandbox has no name for it). */
export const usBankName = (routing: string): string => US_BANKS[routing] ?? 'US bank';

export const NAME_CHECK_FAILS = 'Could not verify this account.';
export const MAGIC_UNVERIFIABLE = { NGN: '0000000000', USD: '000000000' } as const;

/** Account holders the seed data pays and is paid by: name enquiry answers their names. */
/** The seeded counterparties by bank and account (built on first use: the seed imports this file). */
let known: Map<string, string> | undefined;
const knownName = (key: string) => (known ??= new Map(KNOWN_PARTIES.map((party) => [`${party.bank ?? ''}:${party.account ?? ''}`, party.name]))).get(key);

const NG_NAMES = ['CHUKWUEMEKA OBI', 'FUNMILAYO BAKARE', 'IBRAHIM MUSA', 'NGOZI EZE', 'OLUWASEUN ADEBAYO', 'AISHA BELLO', 'TUNDE BALOGUN', 'AMAKA NWANKWO'];
const US_NAMES = ['Montrose Property Management', 'Gulf Coast Produce Inc', 'Jessica Okoye', 'Bayou City Restaurant Supply', 'Marcus Johnson', 'Emily Carter'];

/** A stable name for an account nobody in the sandbox holds. */
function holderName(accountNumber: string, names: string[]): string {
  let hash = 0;
  for (const ch of accountNumber) hash = (hash * 31 + Number(ch)) % 1_000_003;
  return names[hash % names.length]!;
}

/** The name a NIP name enquiry or US account verification answers; null: the check fails. */
export function lookUpHolder(accountNumber: string, bankKey: string, currency: 'NGN' | 'USD', sandboxHolder: string | undefined): string | null {
  if (accountNumber === MAGIC_UNVERIFIABLE[currency]) return null;
  const name = sandboxHolder ?? knownName(`${bankKey}:${accountNumber}`) ?? holderName(accountNumber, currency === 'NGN' ? NG_NAMES : US_NAMES);
  return currency === 'NGN' ? name.toUpperCase() : name;
}
