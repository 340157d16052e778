/**
 * Random invoices for the property tests of invoice-totals (a seeded generator, so a failure
 * names its seed and repeats), and an independent reference computation of their figures.
 */

/** mulberry32: a small deterministic PRNG. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RandomInvoice {
  lines: { quantity: number; unit_price: string }[];
  discount: string;
  vat: string;
  payments: string[];
}

const pick = (next: () => number, below: number) => Math.floor(next() * below);

function amount(next: () => number, maxMajor: number): string {
  const major = pick(next, maxMajor + 1);
  const minor = pick(next, 100);
  return `${major}.${String(minor).padStart(2, '0')}`;
}

/** One random invoice: 1-8 lines, often odd kobo, VAT with 0-2 decimals, a discount up to the total. */
export function randomInvoice(next: () => number): RandomInvoice {
  const lines = Array.from({ length: 1 + pick(next, 8) }, () => ({
    quantity: 1 + pick(next, next() < 0.2 ? 5000 : 12),
    unit_price: amount(next, next() < 0.1 ? 9_999_999 : 50_000),
  }));
  const vats = ['0', '7.5', '5', '10', '12.5', '15', '20', '7.25', '8.875'.slice(0, 4), String(pick(next, 101))];
  const vat = vats[pick(next, vats.length)]!;
  const totalKobo = lines.reduce((s, l) => s + BigInt(l.unit_price.replace('.', '')) * BigInt(l.quantity), 0n);
  const discountKobo = next() < 0.4 ? 0n : (totalKobo * BigInt(pick(next, 1000))) / 1000n;
  const discount = `${discountKobo / 100n}.${String(discountKobo % 100n).padStart(2, '0')}`;
  const payments = Array.from({ length: pick(next, 3) }, () => amount(next, 20_000));
  return { lines, discount, vat, payments };
}

/**
 * The reference: the same rules worked differently. Everything is scaled to 1/10^6 of a kobo
 * (rates have at most 2 decimals, so VAT on a kobo amount is exact there), and rounding is done
 * by comparing the remainder with half, on the absolute value.
 */
export function referenceTotals(invoice: RandomInvoice): { total: string; due: string; paid: string; balance: string } {
  const kobo = (s: string) => {
    const [whole = '0', frac = ''] = s.split('.');
    return BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  };
  const show = (k: bigint) =>
    `${k < 0n ? '-' : ''}${(k < 0n ? -k : k) / 100n}.${String((k < 0n ? -k : k) % 100n).padStart(2, '0')}`;
  let total = 0n;
  for (const line of invoice.lines) for (let i = 0; i < Math.min(line.quantity, 3); i++) total += kobo(line.unit_price);
  for (const line of invoice.lines) if (line.quantity > 3) total += kobo(line.unit_price) * BigInt(line.quantity - 3);
  const net = total - kobo(invoice.discount);
  const [vw = '0', vf = ''] = invoice.vat.split('.');
  const rateHundredths = BigInt(vw) * 100n + BigInt((vf + '00').slice(0, 2)); // percent x 100
  const exact = net * rateHundredths; // kobo x 10^4 (percent x 100 -> fraction needs / 10^4)
  const whole = exact / 10_000n;
  const rest = exact % 10_000n;
  const vat = rest * 2n >= 10_000n ? whole + 1n : whole;
  const due = net + vat;
  const paid = invoice.payments.reduce((s, p) => s + kobo(p), 0n);
  return { total: show(total), due: show(due), paid: show(paid), balance: show(due > paid ? due - paid : 0n) };
}
