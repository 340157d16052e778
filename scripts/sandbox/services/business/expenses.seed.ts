/** The demo businesses' expense categories and a year of recurring expenses. */
import { at, between, day, type BusinessSeed, type DemoBusinessId } from './seeding';

export interface ExpenseSpec {
  name: string;
  category: string;
  /** Range in whole units. */
  min: number;
  max: number;
  /** Days between occurrences over the last year. */
  every: number;
  at: number;
}

interface ExpensesSeed {
  categories: [name: string, description: string][];
  /** Categories seeded as removed (decision D6). */
  removed: string[];
  expenses: ExpenseSpec[];
}

export const EXPENSES: Record<DemoBusinessId, ExpensesSeed> = {
  12: {
    categories: [
      ['Rent', 'Shop and workshop rent.'],
      ['Utilities', 'Diesel, electricity (prepaid meter), water and internet.'],
      ['Transport & Logistics', 'Dispatch riders, fabric runs to Kano and Aba, deliveries.'],
      ['Marketing', 'Instagram ads, flyers and fashion-week stands.'],
      ['Repairs & Maintenance', 'Sewing machines, generator and shop fittings.'],
      ['Bank charges', 'POS and transfer fees.'],
      ['Generator (old)', 'Replaced by Utilities.'],
    ],
    removed: ['Generator (old)'],
    expenses: [
      { name: 'Quarterly shop rent, Balogun', category: 'Rent', min: 1350000, max: 1350000, every: 91, at: 0 },
      { name: 'Diesel for generator', category: 'Utilities', min: 45000, max: 120000, every: 30, at: 0 },
      { name: 'Prepaid electricity, Lekki', category: 'Utilities', min: 30000, max: 65000, every: 60, at: 1 },
      { name: 'Fabric run to Kano', category: 'Transport & Logistics', min: 60000, max: 140000, every: 90, at: 0 },
      { name: 'Dispatch riders', category: 'Transport & Logistics', min: 15000, max: 42000, every: 60, at: 1 },
      { name: 'Instagram ads', category: 'Marketing', min: 25000, max: 90000, every: 120, at: 1 },
      { name: 'Sewing machine servicing', category: 'Repairs & Maintenance', min: 18000, max: 55000, every: 180, at: 2 },
      { name: 'POS and transfer charges', category: 'Bank charges', min: 3500, max: 12000, every: 180, at: 0 },
    ],
  },
  15: {
    categories: [
      ['Rent', 'Kitchen lease and the Katy counter.'],
      ['Utilities', 'Electricity, gas, water and internet.'],
      ['Packaging', 'Trays, containers and bags.'],
      ['Marketing', 'Social ads and event stands.'],
      ['Insurance', "General liability and workers' comp."],
      ['Vehicle & Fuel', 'Delivery van fuel and maintenance.'],
    ],
    removed: [],
    expenses: [
      { name: 'Kitchen lease', category: 'Rent', min: 2600, max: 2600, every: 30, at: 0 },
      { name: 'CenterPoint gas and electricity', category: 'Utilities', min: 380, max: 720, every: 60, at: 0 },
      { name: 'Foil trays and containers', category: 'Packaging', min: 160, max: 420, every: 90, at: 0 },
      { name: 'Instagram and Facebook ads', category: 'Marketing', min: 150, max: 600, every: 120, at: 1 },
      { name: 'General liability insurance', category: 'Insurance', min: 410, max: 410, every: 180, at: 0 },
      { name: 'Delivery van fuel', category: 'Vehicle & Fuel', min: 90, max: 240, every: 90, at: 1 },
    ],
  },
};

export function seedExpenses(seed: BusinessSeed): void {
  const { store, r } = seed;
  const spec = EXPENSES[seed.id];
  spec.categories.forEach(([name, description], i) => {
    const active = !spec.removed.includes(name);
    const row = store.expenseCategories.insert({
      name,
      description,
      active,
      created_at: at(seed.since(365 - i)),
      _business: seed.id,
    });
    seed.categories.set(name, row.id);
  });
  let count = 0;
  for (const e of spec.expenses) {
    for (let d = r.int(0, e.every - 1); d < 360; d += e.every) {
      count += 1;
      store.expenses.insert({
        name: e.name,
        amount: between(r, e.min, e.max, seed.step),
        expense_date: day(d),
        _category: seed.categories.get(e.category)!,
        description: null,
        currency: seed.currency,
        location: seed.locations[e.at]!,
        active: count % 17 !== 0,
        created_at: at(d, 600 + r.int(0, 300)),
        _business: seed.id,
      });
    }
  }
}
