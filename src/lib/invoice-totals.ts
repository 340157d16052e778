/**
 * An invoice's money, the one computation the invoice form and the sandbox share (the sandbox
 * imports this module, so what the form shows is what the server answers, kobo for kobo).
 *
 * All arithmetic is on integer minor units (bigint kobo / cents, via ./money); never floats.
 *   total_amount      = sum of lines, each quantity x unit_price (exact)
 *   discount          = an AMOUNT (decimal string, as the contract's `discount`), not a percentage;
 *                       0 <= discount <= total_amount
 *   net               = total_amount - discount
 *   vat_amount        = vat% of net, rounded half away from zero to the minor unit (7.5 % of
 *                       ₦0.10 = 0.0075 -> ₦0.01; of ₦0.06 = 0.0045 -> ₦0.00)
 *   total_amount_due  = net + vat_amount
 *   total_amount_paid = sum of the payments (receipts' `applied` amounts, see paymentSplit)
 *   total_balance     = max(total_amount_due - total_amount_paid, 0)
 *   change            = sum of the receipts' change (cash handed back above the balance)
 */
import { fromMinor, isValidMoney, percentOf, toMinor } from './money';

export interface TotalsLine {
  quantity: number;
  unit_price: string;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** Amount off (decimal string); default '0'. */
  discount?: string;
  /** VAT rate in percent (decimal string, '7.5' = 7.5 %); default '0'. */
  vat?: string;
  /** Amounts already paid (decimal strings), oldest first. */
  payments?: readonly string[];
  /** Change handed back on those payments (decimal strings). */
  change?: readonly string[];
}

export interface InvoiceTotals {
  total_amount: string;
  discount: string;
  net: string;
  vat_amount: string;
  total_amount_due: string;
  total_amount_paid: string;
  total_balance: string;
  change: string;
}

/** The VAT rates the contract allows: 0 to 100 with at most two decimals. */
export const VAT_PATTERN = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;

const max0 = (n: bigint) => (n > 0n ? n : 0n);
const sum = (list: readonly string[] = []) => list.reduce((total, amount) => total + toMinor(amount), 0n);

/** quantity x unit_price, exact: '1500.50' x 3 -> '4501.50'. */
export function lineTotal(quantity: number, unitPrice: string): string {
  if (!Number.isSafeInteger(quantity)) throw new TypeError(`Quantity must be a whole number: ${quantity}`);
  return fromMinor(toMinor(unitPrice) * BigInt(quantity));
}

/** Sum of the lines before discount and VAT, in minor units. */
export function linesMinor(lines: readonly TotalsLine[]): bigint {
  return lines.reduce((total, line) => total + toMinor(line.unit_price) * BigInt(line.quantity), 0n);
}

/** Every figure of an invoice. Throws a TypeError on an amount or rate that is not a decimal string. */
export function invoiceTotals({ lines, discount = '0', vat = '0', payments, change }: TotalsInput): InvoiceTotals {
  const total = linesMinor(lines);
  const off = toMinor(discount);
  const net = total - off;
  const vatAmount = toMinor(percentOf(fromMinor(net), vat));
  const due = net + vatAmount;
  const paid = sum(payments);
  return {
    total_amount: fromMinor(total),
    discount: fromMinor(off),
    net: fromMinor(net),
    vat_amount: fromMinor(vatAmount),
    total_amount_due: fromMinor(due),
    total_amount_paid: fromMinor(paid),
    total_balance: fromMinor(max0(due - paid)),
    change: fromMinor(sum(change)),
  };
}

/** What is wrong with a discount for these lines (the sandbox's 400 message at `discount`), or null. */
export function discountProblem(lines: readonly TotalsLine[], discount: string): string | null {
  if (!isValidMoney(discount) || toMinor(discount) < 0n) return 'Enter an amount of at least 0, with at most 2 decimals.';
  if (toMinor(discount) > linesMinor(lines)) return 'The discount cannot be more than the total.';
  return null;
}

/** What is wrong with a VAT rate (the sandbox's 400 message at `vat`), or null. */
export function vatProblem(vat: string): string | null {
  return VAT_PATTERN.test(vat) ? null : 'Enter a VAT rate from 0 to 100, with at most 2 decimals.';
}

/**
 * How a payment of `amount` meets a `balance`: the part applied to the invoice and the change
 * handed back. Only cash may exceed the balance (the excess is change); any other method above
 * the balance is refused (null).
 */
export function paymentSplit(
  balance: string,
  amount: string,
  { cash }: { cash: boolean },
): { applied: string; change: string } | null {
  const owed = toMinor(balance);
  const given = toMinor(amount);
  if (given <= owed) return { applied: fromMinor(given), change: '0.00' };
  if (!cash) return null;
  return { applied: fromMinor(owed), change: fromMinor(given - owed) };
}

/**
 * invoiceTotals for input still being typed: null while a quantity is not a whole number from 1,
 * an amount is not a decimal with at most 2 places, the VAT rate is out of the contract's range or
 * the discount is more than the lines (the live totals of a form show nothing then).
 */
export function invoiceTotalsOrNull(input: TotalsInput): InvoiceTotals | null {
  const amounts = [input.discount ?? '0', ...(input.payments ?? []), ...(input.change ?? [])];
  if (!input.lines.every((l) => Number.isSafeInteger(l.quantity) && l.quantity >= 1 && isValidMoney(l.unit_price))) return null;
  if (!amounts.every(isValidMoney) || vatProblem(input.vat ?? '0') !== null) return null;
  if (discountProblem(input.lines, input.discount ?? '0') !== null) return null;
  return invoiceTotals(input);
}
