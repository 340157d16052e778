/** The demo businesses' marketplace: delivery fees, orders, payouts, affiliates and disputes. */
import { fromMinor, toMinor } from '../../money';
import { SEED_NOW, iso } from '../../table';
import { at, between, day, money, type BusinessSeed, type DemoBusinessId } from './seeding';
import type { OrderRow } from './store';

export interface MarketSpec {
  orderPrefix: string;
  buyers: [name: string, email: string, phone: string, address: string][];
  fees: [state: string, area: string, amount: number, active: boolean][];
  orders: number;
  payoutBank: [bank: string, lastFour: string];
  payouts: ('pending' | 'processing' | 'paid' | 'failed')[];
  affiliates: [name: string, email: string, rate: string, active: boolean][];
  disputes: {
    status: 'open' | 'under_review' | 'resolved' | 'rejected';
    reason: string;
    thread: [fromBusiness: boolean, message: string, proposal?: boolean][];
  }[];
}

export const MARKETPLACE: Record<DemoBusinessId, { market: MarketSpec }> = {
  12: {
    market: {
      orderPrefix: 'AFT',
      buyers: [
        ['Tolani Adeleke', 'tolani.adeleke@gmail.com', '+2348031122334', '7 Admiralty Road, Lekki Phase 1, Lagos'],
        ['Chioma Obiora', 'chioma.obiora@gmail.com', '+2348042233445', '15 Allen Avenue, Ikeja, Lagos'],
        ['Segun Martins', 'segun.martins@yahoo.com', '08053344556', '3 Bode Thomas Street, Surulere, Lagos'],
        ['Aisha Danjuma', 'aisha.danjuma@gmail.com', '+2348064455667', '21 Aminu Kano Crescent, Wuse 2, Abuja'],
        ['Ebere Nwosu', 'ebere.nwosu@gmail.com', '+2348075566778', '9 Trans-Amadi Road, Port Harcourt, Rivers'],
        ['Damilola Akande', 'dami.akande@gmail.com', '+2348086677889', '44 Herbert Macaulay Way, Yaba, Lagos'],
      ],
      fees: [
        ['Lagos', 'Lekki', 2500, true],
        ['Lagos', 'Ajah', 3000, true],
        ['Lagos', 'Victoria Island', 2500, true],
        ['Lagos', 'Ikoyi', 2500, true],
        ['Lagos', 'Ikeja', 3000, true],
        ['Lagos', 'Surulere', 2000, true],
        ['Lagos', 'Yaba', 2000, true],
        ['Lagos', 'Ikorodu', 4000, false],
        ['Ogun', 'Abeokuta', 6500, true],
        ['Oyo', 'Ibadan', 7000, true],
        ['FCT', 'Wuse, Abuja', 9000, true],
        ['Rivers', 'Port Harcourt', 9500, false],
      ],
      orders: 18,
      payoutBank: ['Guaranty Trust Bank', '4821'],
      payouts: ['paid', 'paid', 'paid', 'paid', 'paid', 'failed', 'processing', 'pending'],
      affiliates: [
        ['Style by Temi', 'temi@stylebytemi.ng', '10', true],
        ['Owambe Plug', 'hello@owambeplug.com', '12.5', true],
        ['Lace Lovers NG', 'partners@lacelovers.ng', '7.5', true],
        ['Campus Fashion Hub', 'campusfashionhub@gmail.com', '5', false],
      ],
      disputes: [
        {
          status: 'open',
          reason: 'The lace delivered is champagne, but I ordered white.',
          thread: [
            [false, 'I ordered white Swiss voile but received champagne. I need it for a wedding on Saturday.'],
            [true, 'So sorry about the mix-up. We can send the white one today by dispatch rider.'],
          ],
        },
        {
          status: 'under_review',
          reason: 'Parcel arrived with a torn wrapper and one gele missing.',
          thread: [
            [false, 'The package was torn and only one of the two gele was inside.'],
            [true, 'We packed two; the rider may have lost one. We have asked the courier for their report.'],
            [true, 'We can refund one gele (12,000 naira) while the courier investigates.', true],
          ],
        },
        {
          status: 'resolved',
          reason: 'Agbada size was too small.',
          thread: [
            [false, 'The agbada is too tight at the shoulders.'],
            [true, 'Please send it back and we will exchange it for XL at no cost.', true],
            [false, 'Received the XL, it fits perfectly. Thank you!'],
          ],
        },
        {
          status: 'rejected',
          reason: 'Colour looks different from the photo.',
          thread: [
            [false, 'The Ankara looks darker than on the website.'],
            [
              true,
              'The print matches the listing; colours vary slightly between screens. Unused fabric can be returned within 7 days.',
            ],
          ],
        },
      ],
    },
  },
  15: {
    market: {
      orderPrefix: 'MNK',
      buyers: [
        ['Bisi Lawal', 'bisi.lawal@gmail.com', '+18325550401', '5100 San Felipe St, Houston, TX 77056'],
        ['James Carter', 'james.carter@gmail.com', '+17135550402', '1200 Main St, Houston, TX 77002'],
        ['Ify Okafor', 'ify.okafor@gmail.com', '+12815550403', '2300 Town Center Dr, Sugar Land, TX 77478'],
      ],
      fees: [
        ['Texas', 'Downtown Houston', 8, true],
        ['Texas', 'Sugar Land', 10, true],
        ['Texas', 'Katy', 9, true],
        ['Texas', 'Pearland', 12, true],
        ['Texas', 'Spring', 14, false],
      ],
      orders: 6,
      payoutBank: ['Chase Bank', '7712'],
      payouts: ['paid', 'paid', 'pending'],
      affiliates: [['Houston Foodies', 'hello@houstonfoodies.com', '8', true]],
      disputes: [
        {
          status: 'open',
          reason: 'Order arrived 90 minutes late and the rice was cold.',
          thread: [
            [false, 'Our party started at 6 and the trays came at 7:30, cold.'],
            [true, 'We are very sorry. Traffic on 59 was bad; we would like to refund the delivery fee.', true],
          ],
        },
      ],
    },
  },
};

export function seedMarketplace(seed: BusinessSeed): void {
  const { store, r } = seed;
  const spec = MARKETPLACE[seed.id];
  const { market } = spec;
  const fees = market.fees.map(([state, location, amount, active]) =>
    store.deliveryFees.insert({ state, location, amount: money(amount), currency: seed.currency, active, _business: seed.id }),
  );
  const published = store.inventory.where((i) => i._business === seed.id && i.is_published);
  const statuses: OrderRow['status'][] = [
    'delivered',
    'shipped',
    'processing',
    'pending',
    'delivered',
    'cancelled',
    'returned',
    'delivered',
  ];
  const orders: OrderRow[] = [];
  for (let n = 0; n < market.orders; n += 1) {
    const [name, email, phone, address] = r.pick(market.buyers);
    const lines = [...new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(published)))].map((item) => ({
      product: item.id,
      name: item.name,
      quantity: r.int(1, 2),
      unit_price: item.unit_price,
    }));
    const fee = r.pick(fees.filter((f) => f.active));
    const total = lines.reduce((sum, l) => sum + toMinor(l.unit_price) * BigInt(l.quantity), toMinor(fee.amount));
    const days = market.orders - n + r.int(0, 2);
    orders.push(
      store.orders.insert({
        order_number: `${market.orderPrefix}-${day(days).replaceAll('-', '')}-${String(n + 1).padStart(3, '0')}`,
        customer: { name, email, phone_number: phone },
        items: lines,
        total_amount: fromMinor(total),
        currency: seed.currency,
        status: statuses[n % statuses.length]!,
        delivery_address: address,
        created_at: at(days, r.int(0, 600)),
        _business: seed.id,
      }),
    );
  }
  market.payouts.forEach((status, n) => {
    const days = 3 + (market.payouts.length - n) * 7;
    store.payouts.insert({
      amount: between(r, seed.currency === 'NGN' ? 80_000 : 150, seed.currency === 'NGN' ? 650_000 : 1_200, seed.step),
      currency: seed.currency,
      status,
      reference: `PO-${market.orderPrefix}-${day(days).replaceAll('-', '')}`,
      bank_name: market.payoutBank[0],
      account_number: `******${market.payoutBank[1]}`,
      created_at: at(days, 120),
      paid_at: status === 'paid' ? at(days - 1, 300) : null,
      _business: seed.id,
    });
  });
  market.affiliates.forEach(([name, email, rate, active], n) => {
    const affiliate = store.affiliates.insert({
      name,
      email,
      commission_rate: rate,
      status: active ? 'active' : 'inactive',
      created_at: at(200 - n * 30),
      _business: seed.id,
    });
    const promoted = [...new Set(Array.from({ length: r.int(2, 4) }, () => r.pick(published)))];
    for (const item of promoted) {
      store.affiliateProducts.insert({
        _affiliate: affiliate.id,
        _item: item.id,
        commission_rate: rate,
        units_sold: active ? r.int(1, 25) : r.int(0, 3),
        _business: seed.id,
      });
    }
  });
  const settled = orders.filter((o) => o.status === 'delivered' || o.status === 'returned');
  market.disputes.forEach((d, n) => {
    const order = settled[n % settled.length] ?? orders[n]!;
    const opened = Math.min(Date.parse(order.created_at) + 2 * 86_400_000, SEED_NOW.getTime() - 86_400_000);
    const dispute = store.disputes.insert({
      order: order.id,
      reason: d.reason,
      status: d.status,
      created_at: iso(new Date(opened)),
      updated_at: iso(new Date(opened)),
      _business: seed.id,
    });
    const buyer = { id: 9000 + order.id, name: order.customer.name, is_business: false };
    const business = { id: seed.id, name: seed.name, is_business: true };
    d.thread.forEach(([fromBusiness, message, proposal], i) => {
      const sent = iso(new Date(Math.min(opened + i * 5 * 3_600_000, SEED_NOW.getTime())));
      store.disputeMessages.insert({
        sender: fromBusiness ? business : buyer,
        message,
        images: [],
        is_proposal: proposal ?? false,
        created_at: sent,
        _dispute: dispute.id,
        _business: seed.id,
      });
      store.disputes.update(dispute.id, { updated_at: sent });
    });
  });
}
