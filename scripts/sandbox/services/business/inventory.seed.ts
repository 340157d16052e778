/** The demo businesses' inventory: 200+ items over their locations, a fifth of the stocked ones published. */
import { DEFAULT_TAG } from './businesses';
import { at, money, type BusinessSeed, type DemoBusinessId } from './seeding';
import type { InventoryRow } from './store';

export interface ProductSpec {
  name: string;
  variants?: string[];
  unit: string;
  price: number;
  cost: number;
  categories: string[];
  tags?: string[];
  type?: 'product' | 'service';
  /** Indexes into the business's locations that stock it. */
  at: number[];
  /** How often it is sold, relative to other items (default 1). */
  weight?: number;
}

export const INVENTORY: Record<DemoBusinessId, { products: ProductSpec[] }> = {
  12: {
    products: [
      {
        name: 'Ankara fabric (6 yards)',
        variants: [
          'Royal blue',
          'Mustard',
          'Emerald',
          'Wine',
          'Orange swirl',
          'Peacock',
          'Lemon',
          'Coral',
          'Indigo',
          'Kente print',
        ],
        unit: 'piece',
        price: 15000,
        cost: 9500,
        categories: ['Fabrics', 'Ankara'],
        at: [0, 2],
      },
      {
        name: 'Hollandais wax print (6 yards)',
        variants: ['Blue', 'Red', 'Gold', 'Green', 'Purple', 'Black'],
        unit: 'piece',
        price: 38000,
        cost: 26000,
        categories: ['Fabrics', 'Wax print'],
        at: [0, 1],
      },
      {
        name: 'Swiss voile lace (5 yards)',
        variants: ['White', 'Champagne', 'Onion', 'Lilac', 'Sky blue'],
        unit: 'piece',
        price: 45000,
        cost: 31000,
        categories: ['Fabrics', 'Lace'],
        tags: ['Bundle'],
        at: [0, 1],
      },
      {
        name: 'French lace (5 yards)',
        variants: ['Ivory', 'Rose gold', 'Teal', 'Burgundy'],
        unit: 'piece',
        price: 65000,
        cost: 45000,
        categories: ['Fabrics', 'Lace'],
        tags: ['Bundle'],
        at: [0, 1],
      },
      {
        name: 'Cord lace (5 yards)',
        variants: ['Peach', 'Navy', 'Silver', 'Wine'],
        unit: 'piece',
        price: 52000,
        cost: 36000,
        categories: ['Fabrics', 'Lace'],
        at: [0, 1],
      },
      {
        name: 'George wrapper (2 pieces)',
        variants: ['Gold', 'Red', 'Green'],
        unit: 'set',
        price: 85000,
        cost: 60000,
        categories: ['Fabrics', 'George'],
        tags: ['Set'],
        at: [0, 1],
      },
      {
        name: 'Aso-oke set (gele, ipele, iro)',
        variants: ['Wine', 'Emerald', 'Gold', 'Peach'],
        unit: 'set',
        price: 95000,
        cost: 68000,
        categories: ['Fabrics', 'Aso-oke'],
        tags: ['Set'],
        at: [1],
      },
      {
        name: 'Adire tie-dye (2 yards)',
        variants: ['Indigo', 'Brown', 'Multicolour'],
        unit: 'piece',
        price: 9000,
        cost: 5200,
        categories: ['Fabrics', 'Adire'],
        at: [0, 2],
      },
      {
        name: 'Senator fabric (4 yards)',
        variants: ['Black', 'Navy', 'Grey', 'Cream', 'Wine', 'Olive'],
        unit: 'piece',
        price: 18000,
        cost: 11500,
        categories: ['Fabrics', 'Menswear'],
        at: [0, 2],
      },
      {
        name: 'Cashmere suiting (3 yards)',
        variants: ['Charcoal', 'Navy', 'Brown'],
        unit: 'piece',
        price: 24000,
        cost: 16000,
        categories: ['Fabrics', 'Menswear'],
        at: [0],
      },
      {
        name: 'Guinea brocade (10 yards)',
        variants: ['White', 'Sky blue', 'Cream', 'Lemon'],
        unit: 'roll',
        price: 42000,
        cost: 29000,
        categories: ['Fabrics', 'Brocade'],
        tags: ['Roll'],
        at: [0, 1],
      },
      {
        name: 'Chiffon lining',
        variants: ['White', 'Black', 'Nude'],
        unit: 'yard',
        price: 3500,
        cost: 2100,
        categories: ['Fabrics'],
        tags: ['Yards'],
        at: [0, 2],
      },
      {
        name: 'Gele headtie',
        variants: ['Gold', 'Silver', 'Coral', 'Rose', 'Emerald'],
        unit: 'piece',
        price: 12000,
        cost: 7500,
        categories: ['Accessories'],
        at: [0, 1],
      },
      {
        name: 'Fila cap',
        variants: ['Black', 'Wine', 'Navy'],
        unit: 'piece',
        price: 6500,
        cost: 3800,
        categories: ['Accessories', 'Menswear'],
        at: [0, 1],
      },
      {
        name: 'Coral bead set (necklace, bracelet)',
        unit: 'set',
        price: 28000,
        cost: 17000,
        categories: ['Accessories', 'Bridal'],
        tags: ['Set'],
        at: [1],
      },
      { name: 'Gold buttons (pack of 12)', unit: 'pack', price: 2500, cost: 1200, categories: ['Notions'], at: [0, 2] },
      { name: 'Invisible zip 22"', unit: 'piece', price: 600, cost: 250, categories: ['Notions'], at: [0, 2] },
      {
        name: 'Polyester thread cone',
        variants: ['Black', 'White', 'Navy', 'Gold'],
        unit: 'cone',
        price: 1800,
        cost: 1000,
        categories: ['Notions'],
        at: [2],
      },
      { name: 'Fusible interfacing', unit: 'yard', price: 1500, cost: 800, categories: ['Notions'], tags: ['Yards'], at: [2] },
      {
        name: 'Agbada set (3 pieces)',
        variants: ['M', 'L', 'XL', 'XXL'],
        unit: 'set',
        price: 120000,
        cost: 78000,
        categories: ['Ready-made', 'Menswear'],
        tags: ['Set'],
        at: [1],
      },
      {
        name: "Men's senator suit",
        variants: ['M', 'L', 'XL'],
        unit: 'set',
        price: 55000,
        cost: 32000,
        categories: ['Ready-made', 'Menswear'],
        at: [1, 2],
      },
      {
        name: "Ladies' kaftan",
        variants: ['S', 'M', 'L', 'XL'],
        unit: 'piece',
        price: 30000,
        cost: 17000,
        categories: ['Ready-made', 'Womenswear'],
        at: [1],
      },
      {
        name: 'Iro and buba set',
        variants: ['S', 'M', 'L'],
        unit: 'set',
        price: 45000,
        cost: 27000,
        categories: ['Ready-made', 'Womenswear'],
        tags: ['Set'],
        at: [1],
      },
      {
        name: "Children's Ankara dress",
        variants: ['2-3 yrs', '4-5 yrs', '6-8 yrs'],
        unit: 'piece',
        price: 12000,
        cost: 6500,
        categories: ['Ready-made', 'Children'],
        at: [0, 1],
      },
      {
        name: 'Tailoring: agbada (sewing only)',
        unit: 'job',
        price: 45000,
        cost: 15000,
        categories: ['Tailoring'],
        type: 'service',
        at: [2],
      },
      {
        name: 'Tailoring: senator suit (sewing only)',
        unit: 'job',
        price: 25000,
        cost: 9000,
        categories: ['Tailoring'],
        type: 'service',
        at: [2],
      },
      { name: 'Dress alteration', unit: 'job', price: 5000, cost: 1500, categories: ['Tailoring'], type: 'service', at: [1, 2] },
      {
        name: 'Bridal fitting and adjustment',
        unit: 'job',
        price: 35000,
        cost: 10000,
        categories: ['Tailoring', 'Bridal'],
        type: 'service',
        at: [1],
      },
      { name: 'Gele tying (event)', unit: 'job', price: 15000, cost: 4000, categories: ['Bridal'], type: 'service', at: [1] },
    ],
  },
  15: {
    products: [
      {
        name: 'Jollof rice tray',
        variants: ['Half', 'Full'],
        unit: 'tray',
        price: 65,
        cost: 28,
        categories: ['Rice', 'Party trays'],
        tags: ['Tray'],
        at: [0, 1],
      },
      {
        name: 'Fried rice tray',
        variants: ['Half', 'Full'],
        unit: 'tray',
        price: 70,
        cost: 31,
        categories: ['Rice', 'Party trays'],
        tags: ['Tray'],
        at: [0, 1],
      },
      {
        name: 'Egusi soup',
        variants: ['Quart', 'Half gallon'],
        unit: 'container',
        price: 22,
        cost: 9,
        categories: ['Soups'],
        tags: ['Quart'],
        at: [0, 1],
      },
      {
        name: 'Efo riro',
        variants: ['Quart', 'Half gallon'],
        unit: 'container',
        price: 20,
        cost: 8.5,
        categories: ['Soups'],
        tags: ['Quart'],
        at: [0, 1],
      },
      {
        name: 'Ogbono soup',
        variants: ['Quart', 'Half gallon'],
        unit: 'container',
        price: 21,
        cost: 8.75,
        categories: ['Soups'],
        tags: ['Quart'],
        at: [0],
      },
      {
        name: 'Goat pepper soup',
        variants: ['Quart', 'Half gallon'],
        unit: 'container',
        price: 24,
        cost: 11,
        categories: ['Soups'],
        tags: ['Quart'],
        at: [0, 1],
      },
      {
        name: 'Suya skewers (6 pcs)',
        variants: ['Beef', 'Chicken'],
        unit: 'pack',
        price: 14,
        cost: 6,
        categories: ['Grill'],
        at: [0, 1],
      },
      {
        name: 'Puff-puff',
        variants: ['Dozen', 'Party box (50)'],
        unit: 'box',
        price: 8,
        cost: 2.5,
        categories: ['Small chops'],
        tags: ['Dozen'],
        at: [0, 1],
      },
      { name: 'Moi moi', unit: 'piece', price: 4, cost: 1.4, categories: ['Sides'], at: [0, 1] },
      {
        name: 'Fried plantain (dodo)',
        variants: ['Side', 'Tray'],
        unit: 'container',
        price: 5,
        cost: 1.8,
        categories: ['Sides'],
        at: [0, 1],
      },
      { name: 'Meat pie', unit: 'piece', price: 3.5, cost: 1.2, categories: ['Small chops'], at: [0, 1] },
      { name: 'Chin chin (16 oz bag)', unit: 'bag', price: 7, cost: 2.6, categories: ['Snacks'], at: [0, 1] },
      { name: 'Zobo drink (16 oz)', unit: 'bottle', price: 5, cost: 1.5, categories: ['Drinks'], tags: ['Bottle'], at: [0, 1] },
      { name: 'Chapman (16 oz)', unit: 'bottle', price: 6, cost: 1.8, categories: ['Drinks'], tags: ['Bottle'], at: [0, 1] },
      {
        name: 'Pounded yam',
        variants: ['Portion', 'Family pack'],
        unit: 'portion',
        price: 6,
        cost: 2,
        categories: ['Swallow'],
        at: [0, 1],
      },
      { name: 'Akara (6 pcs)', unit: 'pack', price: 7, cost: 2, categories: ['Small chops'], at: [0] },
      {
        name: 'Small chops platter',
        variants: ['25 guests', '50 guests'],
        unit: 'platter',
        price: 85,
        cost: 34,
        categories: ['Party trays'],
        tags: ['Tray'],
        at: [0],
      },
      { name: 'Frozen egusi soup (2 qt)', unit: 'container', price: 38, cost: 15, categories: ['Frozen'], at: [0, 1] },
      {
        name: 'Catering: small party (up to 25 guests)',
        unit: 'event',
        price: 650,
        cost: 260,
        categories: ['Catering'],
        type: 'service',
        at: [0],
        weight: 10,
      },
      {
        name: 'Catering: large event (up to 100 guests)',
        unit: 'event',
        price: 2400,
        cost: 980,
        categories: ['Catering'],
        type: 'service',
        at: [0],
        weight: 6,
      },
    ],
  },
};

export function seedInventory(seed: BusinessSeed): void {
  const { store, r } = seed;
  const spec = INVENTORY[seed.id];
  const suppliers = store.suppliers.where((s) => s._business === seed.id && s.active);
  const items: InventoryRow[] = [];
  for (const product of spec.products) {
    const type = product.type ?? 'product';
    for (const variant of product.variants ?? [null]) {
      for (const index of product.at) {
        const created = r.int(15, seed.since(360));
        const stocked = type === 'product';
        const row = store.inventory.insert({
          name: variant ? `${product.name} - ${variant}` : product.name,
          type,
          tags: product.tags ?? [DEFAULT_TAG],
          currency: seed.currency,
          unit_price: money(product.price),
          cost_price: money(product.cost),
          user: seed.owner,
          categories: product.categories,
          image: null,
          images: [],
          description: null,
          barcode_number: stocked ? `6151${String(r.int(0, 99_999_999)).padStart(9, '0')}` : null,
          quantity: stocked ? (r.next() < 0.07 ? 0 : r.int(2, 60)) : 0,
          location: seed.locations[index]!,
          active: r.next() > 0.03,
          supplier: stocked && suppliers.length > 0 ? r.pick(suppliers).id : null,
          unit: product.unit,
          is_published: false,
          // Stocked goods alert at 5 left (fixed, so the seed's random stream is unchanged).
          low_stock_threshold: stocked ? 5 : null,
          created_at: at(created),
          updated_at: at(r.int(1, created)),
          _business: seed.id,
        });
        items.push(row);
        seed.weights.set(row.id, product.weight ?? 1);
      }
    }
  }
  // A fifth of the stocked, active products are on the marketplace.
  items
    .filter((i) => i.active && i.type === 'product' && i.quantity > 0)
    .forEach((item, n) => {
      if (n % 5 === 0) store.inventory.update(item.id, { is_published: true });
    });
  seed.items = items.map((i) => store.inventory.get(i.id)!);
}
