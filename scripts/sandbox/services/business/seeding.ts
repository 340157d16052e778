/**
 * What the business seed files share: one `BusinessSeed` per demo business, which every area's
 * seed function (`<area>.seed.ts`) fills in turn, in the order the module lists them (the same
 * PRNG runs through them all, so the order is part of the data), and the helpers for seed amounts
 * and dates.
 */
import { fromMinor } from '../../money';
import { daysAgo, iso, isoDate, type rng } from '../../table';
import type { BusinessStore, InventoryRow } from './store';

export type Rng = ReturnType<typeof rng>;
/** The demo businesses: Lagos (NGN) and Houston (USD). */
export type DemoBusinessId = 12 | 15;

/** A whole-unit or decimal amount of the seed data as money ('8.5' -> '8.50'). */
export const money = (amount: number): string => fromMinor(BigInt(Math.round(amount * 100)));
/** A random amount between two whole-unit bounds, in steps (minor units). */
export const between = (r: Rng, min: number, max: number, step: bigint): string => {
  const lo = BigInt(Math.round(min * 100)) / step;
  const hi = BigInt(Math.round(max * 100)) / step;
  return fromMinor(BigInt(r.int(Number(lo), Number(hi))) * step);
};
export const at = (days: number, minutes = 0) => iso(new Date(daysAgo(days).getTime() + minutes * 60_000));
export const day = (days: number) => isoDate(daysAgo(days));

/** One demo business being seeded: its profile, and what earlier areas made that later ones use. */
export interface BusinessSeed {
  id: DemoBusinessId;
  name: string;
  currency: 'NGN' | 'USD';
  createdDaysAgo: number;
  store: BusinessStore;
  owner: number;
  r: Rng;
  /** Amounts are multiples of this (₦500 / $0.01). */
  step: bigint;
  locations: number[];
  roles: Map<string, number>;
  members: { id: number; at: number[]; active: boolean; pay: string; created: number }[];
  categories: Map<string, number>;
  /** How often each item is sold (ProductSpec.weight). */
  weights: Map<number, number>;
  items: InventoryRow[];
  /** Days ago, never before the business existed. */
  since(days: number): number;
}

export function businessSeed(
  store: BusinessStore,
  profile: { id: DemoBusinessId; name: string; currency: 'NGN' | 'USD'; createdDaysAgo: number },
  owner: number,
  r: Rng,
): BusinessSeed {
  return {
    ...profile,
    store,
    owner,
    r,
    step: profile.currency === 'NGN' ? 50_000n : 1n,
    locations: [],
    roles: new Map(),
    members: [],
    categories: new Map(),
    weights: new Map(),
    items: [],
    since: (days) => Math.min(days, profile.createdDaysAgo),
  };
}
