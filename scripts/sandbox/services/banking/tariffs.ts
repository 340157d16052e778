/**
 * The bank's tariffs as data, exactly as banking.yaml documents them: transfer fees by rail and
 * the limit tiers of Nigeria (CBN three-tier KYC) and the US. All amounts in minor units.
 */
import type { Currency, NgTier, Rail, UsTier } from './store';

/** NIP fee bands (VAT included): up to 5,000.00 -> 10.75; up to 50,000.00 -> 26.88; above -> 53.75. */
const NIP_BANDS: { upTo: bigint | null; fee: bigint }[] = [
  { upTo: 5_000_00n, fee: 10_75n },
  { upTo: 50_000_00n, fee: 26_88n },
  { upTo: null, fee: 53_75n },
];

const FLAT_FEES: Record<Exclude<Rail, 'inter'>, bigint> = { intra: 0n, ach: 1_00n, wire: 25_00n };

/** The fee for sending `amount` on `rail`. */
export function feeFor(rail: Rail, amount: bigint): bigint {
  if (rail !== 'inter') return FLAT_FEES[rail];
  return NIP_BANDS.find((band) => band.upTo === null || amount <= band.upTo)!.fee;
}

/** The rails each currency can use. */
export const RAILS: Record<Currency, Rail[]> = { NGN: ['intra', 'inter'], USD: ['intra', 'ach', 'wire'] };

/** The smallest transfer per currency (TransferInput: at least 100.00 NGN). */
export const MINIMUM: Record<Currency, bigint> = { NGN: 100_00n, USD: 1n };

export interface Ceilings {
  single: bigint;
  daily: bigint;
  monthly: bigint | null;
}

export const NG_TIERS: Record<NgTier, Ceilings> = {
  tier_1: { single: 50_000_00n, daily: 300_000_00n, monthly: null },
  tier_2: { single: 1_000_000_00n, daily: 5_000_000_00n, monthly: null },
  tier_3: { single: 10_000_000_00n, daily: 50_000_000_00n, monthly: null },
};

export const US_TIER_ORDER: UsTier[] = ['basic', 'standard', 'premium'];

export const US_TIERS: Record<UsTier, Ceilings & { monthly: bigint; requirements: string[] }> = {
  basic: {
    single: 1_000_00n,
    daily: 2_500_00n,
    monthly: 10_000_00n,
    requirements: ['Verified US identity (SSN and government ID)'],
  },
  standard: {
    single: 10_000_00n,
    daily: 25_000_00n,
    monthly: 100_000_00n,
    requirements: ['Verified US identity (SSN and government ID)', 'Account open for at least 30 days', 'No returned ACH transfers in the last 90 days'],
  },
  premium: {
    single: 50_000_00n,
    daily: 100_000_00n,
    monthly: 500_000_00n,
    requirements: ['All standard requirements', 'Verified US business (KYB with EIN)'],
  },
};

/** Time zone of an account's days (statements, daily and monthly limits). */
export const ZONE: Record<Currency, string> = { NGN: 'Africa/Lagos', USD: 'America/New_York' };

/** The partner banks holding the sandbox's accounts. */
export const PARTNER = {
  NGN: { bank_name: 'Wema Bank', bank_code: '000017', cbn_code: '035' },
  USD: { bank_name: 'Evolve Bank & Trust', routing_number: '084106768' },
} as const;

/** Minutes a PIN-confirmation OTP lives, and the tries a PIN or OTP allows. */
export const OTP_MINUTES = 10;
export const MAX_ATTEMPTS = 5;
