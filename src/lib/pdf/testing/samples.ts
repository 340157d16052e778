/**
 * Example records for business documents (invoice, receipt): the unit tests' fixtures and what
 * `npm run pdf:sample` draws. Not used by the app.
 */
import type { BusinessSchemas } from '@/api/types';
import { fromMinor, multiplyMoney, percentOf, subtractMoney, sumMoney, toMinor } from '@/lib/money';

type Invoice = BusinessSchemas['Invoice'];
type Business = BusinessSchemas['Business'];
type Receipt = BusinessSchemas['Receipt'];

const CREATED = '2026-11-20T09:30:00Z';

export function sampleBusiness(overrides: Partial<Business> = {}): Business {
  return {
    id: 7,
    name: 'Adébáyọ̀ & Sons Trading Ltd',
    category: { id: 3, name: 'Retail' },
    currency: 'NGN',
    email: 'accounts@adebayo-sons.ng',
    phone_number: '+2348033456789',
    address: '14 Awolowo Road, Ikoyi, Lagos',
    logo: null,
    owner: 1,
    locations: [
      {
        id: 1,
        name: 'Ikoyi shop',
        address: '14 Awolowo Road, Ikoyi, Lagos',
        phone_number: '+2348033456789',
        active: true,
        created_at: CREATED,
      },
    ],
    created_at: CREATED,
    ...overrides,
  };
}

const ITEM_NAMES = [
  'Office chair (ergonomic, black mesh)',
  'Standing desk 140 x 70 cm',
  'LED desk lamp',
  'Printer paper A4, 5 reams',
  'Installation and set-up',
];

/** An invoice of `lineCount` lines with the contract's sums worked out (discount, then VAT). */
export function sampleInvoice(lineCount: number, overrides: Partial<Invoice> = {}): Invoice {
  const items = Array.from({ length: lineCount }, (_, i) => {
    const quantity = (i % 4) + 1;
    const unit_price = fromMinor(BigInt(1_250_00 + i * 37_50));
    return {
      id: i + 1,
      inventory: 100 + i,
      name: `${ITEM_NAMES[i % ITEM_NAMES.length]}${i >= ITEM_NAMES.length ? ` #${i + 1}` : ''}`,
      quantity,
      unit_price,
      total: multiplyMoney(unit_price, quantity),
    };
  });
  const discount = overrides.discount ?? '1000.00';
  const vat = overrides.vat ?? '7.5';
  const total_amount = sumMoney(items.map((item) => item.total));
  const afterDiscount = subtractMoney(total_amount, discount);
  const vat_amount = percentOf(afterDiscount, vat);
  const total_amount_due = sumMoney([afterDiscount, vat_amount]);
  const total_amount_paid = overrides.total_amount_paid ?? '0.00';
  const balance = toMinor(total_amount_due) - toMinor(total_amount_paid);
  return {
    id: 123,
    number: 'INV-000123',
    title: 'Office furniture for the new branch',
    customer: { id: 41, name: 'Chiamaka Okonkwo-Eze', email: 'chiamaka@example.com', phone_number: '+2348091234567' },
    currency: { id: 1, name: 'Nigerian Naira', code: 'NGN', symbol: '₦', active: true, created_at: CREATED },
    items,
    member: null,
    receipt: null,
    total_amount,
    discount,
    vat,
    vat_amount,
    total_amount_due,
    total_amount_paid,
    total_balance: fromMinor(balance > 0n ? balance : 0n),
    change: fromMinor(balance < 0n ? -balance : 0n),
    sale_date: '2026-11-20',
    due_date: '2026-12-04',
    file: null,
    attachment: null,
    share: null,
    state: 'unpaid',
    note: 'Thank you for your business. Goods remain our property until paid in full.',
    location: 1,
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  };
}

export function sampleReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    id: 88,
    number: 'RCT-000088',
    invoice: 123,
    invoice_number: 'INV-000123',
    change: '0.00',
    amount: '20000.00',
    currency: 'NGN',
    payment_method: 'transfer',
    date: '2026-11-22',
    reference: 'GTB/TRF/2211/0045',
    customer: { id: 41, name: 'Chiamaka Okonkwo-Eze', email: 'chiamaka@example.com', phone_number: '+2348091234567' },
    location: 1,
    created_at: CREATED,
    ...overrides,
  };
}
