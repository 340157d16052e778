/**
 * The demo businesses of the sandbox, as data (seed.ts turns them into records): a Lagos fabric
 * and tailoring business in naira with three locations, and a Houston Nigerian kitchen in
 * dollars with two. Both belong to the demo owner (user 1, owner@ledgerly.ng); three staff
 * members of the Lagos business can sign in (users 3-5, README: demo logins).
 */
import { allOf, permissionId as id } from './permissions';

export interface StaffSpec {
  first: string;
  last: string;
  email: string;
  phone: string | null;
  role: string | null;
  /** Indexes into the business's locations. */
  at: number[];
  pay: string;
  active?: boolean;
  /** A sign-in for this member (user id), password DEMO_PASSWORD. */
  login?: number;
}

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

export interface BusinessSpec {
  id: number;
  name: string;
  category: number;
  currency: 'NGN' | 'USD';
  email: string;
  phone: string;
  address: string;
  createdDaysAgo: number;
  locations: { id: number; name: string; address: string; phone: string }[];
  tags: string[];
  customers: [name: string, type: 'individual' | 'business', email: string | null, phone: string | null][];
  suppliers: [name: string, address: string, phone: string, email: string | null, description: string][];
  roles: { name: string; description: string; permissions: number[] }[];
  staff: StaffSpec[];
  categories: [name: string, description: string][];
  /** Names of records seeded as removed (active false, decision D6). */
  removed: { customers: string[]; suppliers: string[]; categories: string[] };
  expenses: ExpenseSpec[];
  products: ProductSpec[];
  vat: string[];
  paymentMethods: ('cash' | 'transfer' | 'card' | 'pos')[];
  /** Units per product line: usually `small`, a `bulk` share of lines are bulk orders (aso-ebi, party trays). */
  quantities: { small: [number, number]; bulk: [number, number]; bulkShare: number };
  /** Invoices per target state. */
  invoices: Record<'paid' | 'partially_paid' | 'unpaid' | 'overdue' | 'draft' | 'cancelled', number>;
  invoiceTitles: string[];
  market: MarketSpec;
}

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

const view = (...resources: Parameters<typeof id>[0][]) => resources.map((r) => id(r, 'view'));

/** The roles of the demo logins (README): what each may do. */
export const CASHIER = [
  id('customers', 'view'),
  id('inventory', 'view'),
  id('invoicing', 'create'),
  id('invoicing', 'view'),
  id('receipt', 'create'),
  id('receipt', 'view'),
];
export const STORE_MANAGER = [
  ...allOf('inventory', 'customers', 'suppliers', 'invoicing', 'receipt', 'debtors'),
  ...view('staff', 'locations', 'tag'),
  id('tag', 'create'),
];
export const ACCOUNTANT = [...allOf('expense', 'expenseCategory', 'payroll', 'payrollHistory'), ...view('sales')];
const SALES_ATTENDANT = [
  id('customers', 'create'),
  ...view('customers', 'inventory', 'invoicing', 'receipt', 'sales'),
  id('invoicing', 'create'),
  id('receipt', 'create'),
];

export const DEMO_MEMBER_LOGINS = [
  { id: 3, email: 'cashier@ledgerly.ng', first_name: 'Blessing', last_name: 'Eze', phone_number: '+2348055512301' },
  { id: 4, email: 'manager@ledgerly.ng', first_name: 'Emeka', last_name: 'Obi', phone_number: '+2348055512302' },
  { id: 5, email: 'accountant@ledgerly.ng', first_name: 'Funmilayo', last_name: 'Adeyemi', phone_number: '+2348055512303' },
] as const;

export const LAGOS: BusinessSpec = {
  id: 12,
  name: 'Adaeze Fabrics & Tailoring',
  category: 3,
  currency: 'NGN',
  email: 'hello@adaezefabrics.ng',
  phone: '+2348031234567',
  address: '14 Balogun Street, Lagos Island, Lagos',
  createdDaysAgo: 400,
  locations: [
    { id: 21, name: 'Balogun Market Shop', address: '14 Balogun Street, Lagos Island, Lagos', phone: '+2348031234567' },
    { id: 22, name: 'Lekki Showroom', address: 'Plot 5 Admiralty Way, Lekki Phase 1, Lagos', phone: '+2348029876543' },
    {
      id: 23,
      name: 'Surulere Tailoring Workshop',
      address: '27 Adeniran Ogunsanya Street, Surulere, Lagos',
      phone: '08034561290',
    },
  ],
  tags: ['Yards', 'Bundle', 'Set', 'Roll'],
  customers: [
    ['Chidi Okafor', 'individual', 'chidi.okafor@gmail.com', '+2348091234567'],
    ['Grace Boutique Ltd', 'business', 'orders@graceboutique.ng', '08023456789'],
    ['Ngozi Umeh', 'individual', 'ngozi.umeh@yahoo.com', '+2348062345678'],
    ['Babatunde Alabi', 'individual', 'tunde.alabi@gmail.com', '+2348033456789'],
    ['Folake Ogunleye', 'individual', 'folake.ogunleye@gmail.com', '08134567890'],
    ['Elegance Bridal House', 'business', 'bookings@elegancebridal.ng', '+2348144567891'],
    ['Ibrahim Musa', 'individual', null, '+2348035678912'],
    ['Amaka Nwankwo', 'individual', 'amaka.nwankwo@outlook.com', '+2348076789123'],
    ['Oluwaseun Bankole', 'individual', 'seun.bankole@gmail.com', '08057891234'],
    ['Royal Aso-Oke Collective', 'business', 'sales@royalasooke.com.ng', '+2348098912345'],
    ['Kelechi Ibe', 'individual', 'kelechi.ibe@gmail.com', '+2348069123456'],
    ['Titilayo Coker', 'individual', 'titi.coker@gmail.com', null],
    ['Zainab Abubakar', 'individual', 'zainab.abubakar@gmail.com', '+2348031237890'],
    ['Lagos Events Hub', 'business', 'procurement@lagoseventshub.ng', '+2348172345678'],
    ['Emmanuel Eze', 'individual', 'emmanuel.eze@gmail.com', '+2348053456780'],
    ['Yetunde Balogun', 'individual', 'yetunde.balogun@yahoo.com', '+2348084567801'],
    ['Chinedu Okeke', 'individual', null, '08095678012'],
    ['Ifeoma Chukwu', 'individual', 'ifeoma.chukwu@gmail.com', '+2348036789023'],
    ["St. Mary's Church Choir", 'business', 'choir@stmaryslekki.org', '+2348147890234'],
    ['Adebayo Ogundipe', 'individual', 'bayo.ogundipe@gmail.com', '+2348058901245'],
    ['Halima Yusuf', 'individual', 'halima.yusuf@gmail.com', '+2348069012356'],
    ['Obinna Nnamdi', 'individual', 'obinna.nnamdi@gmail.com', '+2348030123467'],
    ['Mama Tobi Stores', 'business', 'mamatobistores@gmail.com', '08031234578'],
    ['Uchechi Agu', 'individual', 'uche.agu@gmail.com', '+2348072345689'],
    ['Kunle Adeyinka', 'individual', 'kunle.adeyinka@gmail.com', '+2348083456790'],
    ['Oge Couture', 'business', 'hello@ogecouture.ng', '+2348094567801'],
    ['Rotimi Fashola', 'individual', 'rotimi.f@gmail.com', '+2348035678923'],
    ['Patience Etim', 'individual', 'patience.etim@gmail.com', '+2348066789034'],
  ],
  suppliers: [
    [
      'Kano Textiles Ltd',
      '22 Bello Road, Kano',
      '+2348061112233',
      'sales@kanotextiles.ng',
      'Ankara and lace wholesale, delivers weekly to Lagos.',
    ],
    [
      'Kantin Kwari Lace Hub',
      'Shop 118 Kantin Kwari Market, Kano',
      '+2348062223344',
      'orders@kwarilace.ng',
      'Swiss voile, French and cord lace by the bundle.',
    ],
    [
      'Idumota Notions & Trims',
      '5 Ereko Street, Idumota, Lagos',
      '08063334455',
      'idumotatrims@gmail.com',
      'Buttons, zips, threads and interfacing.',
    ],
    [
      'Aba Garment Accessories',
      '41 Ngwa Road, Aba, Abia',
      '+2348064445566',
      'abagarments@gmail.com',
      "Ready-made trims and children's wear blanks.",
    ],
    [
      'Iseyin Aso-Oke Weavers',
      'Oke-Ola Quarters, Iseyin, Oyo',
      '+2348065556677',
      null,
      'Hand-woven aso-oke sets, 3-week lead time.',
    ],
    [
      'Vlisco Lagos Distributor',
      '12 Martins Street, Lagos Island, Lagos',
      '+2348066667788',
      'trade@vliscolagos.ng',
      'Hollandais wax prints, authentic stock only.',
    ],
    [
      'Abeokuta Adire Cooperative',
      'Itoku Market, Abeokuta, Ogun',
      '+2348067778899',
      'adirecoop@gmail.com',
      'Tie-dye and batik adire, custom colours.',
    ],
    [
      'Onitsha Brocade Traders',
      'Main Market Line 7, Onitsha, Anambra',
      '+2348068889900',
      'brocade.onitsha@gmail.com',
      'Guinea brocade and cashmere suiting.',
    ],
    [
      'Lagos Thread Mills',
      '3 Industrial Avenue, Ilupeju, Lagos',
      '08069990011',
      'sales@lagosthreadmills.ng',
      'Polyester and cotton thread cones.',
    ],
    [
      'Coral Beads Emporium',
      '9 Oba Akran Avenue, Ikeja, Lagos',
      '+2348060001122',
      'coralbeads@gmail.com',
      'Coral and crystal bead sets for bridal wear.',
    ],
  ],
  roles: [
    { name: 'Cashier', description: 'Records sales and payments; sees customers and stock.', permissions: CASHIER },
    {
      name: 'Store Manager',
      description: 'Runs a shop: stock, customers, suppliers, invoices, receipts and debtors.',
      permissions: STORE_MANAGER,
    },
    { name: 'Accountant', description: 'Books expenses and payroll; sees sales figures and reports.', permissions: ACCOUNTANT },
    { name: 'Sales attendant', description: 'Serves customers on the shop floor.', permissions: SALES_ATTENDANT },
  ],
  staff: [
    {
      first: 'Blessing',
      last: 'Eze',
      email: 'cashier@ledgerly.ng',
      phone: '+2348055512301',
      role: 'Cashier',
      at: [0],
      pay: '120000',
      login: 3,
    },
    {
      first: 'Emeka',
      last: 'Obi',
      email: 'manager@ledgerly.ng',
      phone: '+2348055512302',
      role: 'Store Manager',
      at: [0, 1, 2],
      pay: '350000',
      login: 4,
    },
    {
      first: 'Funmilayo',
      last: 'Adeyemi',
      email: 'accountant@ledgerly.ng',
      phone: '+2348055512303',
      role: 'Accountant',
      at: [0, 1, 2],
      pay: '280000',
      login: 5,
    },
    {
      first: 'Tunde',
      last: 'Bakare',
      email: 'tunde.bakare@adaezefabrics.ng',
      phone: '+2348034567890',
      role: 'Sales attendant',
      at: [1],
      pay: '110000',
    },
    {
      first: 'Kemi',
      last: 'Adebayo',
      email: 'kemi.adebayo@adaezefabrics.ng',
      phone: '08051234567',
      role: 'Cashier',
      at: [1],
      pay: '115000',
    },
    {
      first: 'Chiamaka',
      last: 'Okoro',
      email: 'chiamaka.okoro@adaezefabrics.ng',
      phone: '+2348067812345',
      role: null,
      at: [2],
      pay: '150000',
    },
    {
      first: 'Musa',
      last: 'Ibrahim',
      email: 'musa.ibrahim@adaezefabrics.ng',
      phone: '+2348078923456',
      role: null,
      at: [0],
      pay: '85000',
    },
    {
      first: 'Yusuf',
      last: 'Bello',
      email: 'yusuf.bello@adaezefabrics.ng',
      phone: '+2348089034567',
      role: 'Cashier',
      at: [0],
      pay: '100000',
      active: false,
    },
  ],
  categories: [
    ['Rent', 'Shop and workshop rent.'],
    ['Utilities', 'Diesel, electricity (prepaid meter), water and internet.'],
    ['Transport & Logistics', 'Dispatch riders, fabric runs to Kano and Aba, deliveries.'],
    ['Marketing', 'Instagram ads, flyers and fashion-week stands.'],
    ['Repairs & Maintenance', 'Sewing machines, generator and shop fittings.'],
    ['Bank charges', 'POS and transfer fees.'],
    ['Generator (old)', 'Replaced by Utilities.'],
  ],
  removed: {
    customers: ['Titilayo Coker', 'Rotimi Fashola'],
    suppliers: ['Iseyin Aso-Oke Weavers'],
    categories: ['Generator (old)'],
  },
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
  vat: ['0', '0', '7.5'],
  paymentMethods: ['transfer', 'transfer', 'pos', 'cash'],
  quantities: { small: [1, 4], bulk: [6, 24], bulkShare: 0.3 },
  invoices: { paid: 62, partially_paid: 8, unpaid: 8, overdue: 9, draft: 5, cancelled: 6 },
  invoiceTitles: [
    'Wedding outfits for the family',
    'Aso-ebi for the wedding party',
    'Owambe lace order',
    'Church choir robes fabric',
    'Bridal lace and gele',
    'Traditional wedding George set',
    'Office senator suits',
    'Naming ceremony outfits',
    'Birthday kaftan order',
    'Boutique restock',
    'Alterations and fittings',
    'Agbada for the chieftaincy',
  ],
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
};

export const HOUSTON: BusinessSpec = {
  id: 15,
  name: "Mama Nkechi's Kitchen LLC",
  category: 2,
  currency: 'USD',
  email: 'hello@mamankechiskitchen.com',
  phone: '+17135550123',
  address: '9700 Bissonnet St, Houston, TX 77036',
  createdDaysAgo: 380,
  locations: [
    { id: 40, name: 'Bissonnet Kitchen', address: '9700 Bissonnet St, Houston, TX 77036', phone: '+17135550123' },
    { id: 41, name: 'Katy Pickup Counter', address: '23501 Cinco Ranch Blvd, Katy, TX 77494', phone: '+12815550187' },
  ],
  tags: ['Tray', 'Quart', 'Dozen', 'Bottle'],
  customers: [
    ['Jessica Okoye', 'individual', 'jessica.okoye@gmail.com', '+17135550141'],
    ['Houston Nigerian Association', 'business', 'events@houstonnigerians.org', '+17135550152'],
    ['Michael Adeyemi', 'individual', 'm.adeyemi@outlook.com', '+12815550163'],
    ['Sarah Johnson', 'individual', 'sarah.johnson@gmail.com', '+18325550174'],
    ['Bayou City Events LLC', 'business', 'catering@bayoucityevents.com', '+17135550185'],
    ['Ngozi Williams', 'individual', 'ngozi.williams@yahoo.com', '+18325550196'],
    ['David Chen', 'individual', 'david.chen@gmail.com', null],
    ['RCCG Jesus House Houston', 'business', 'admin@jesushousehouston.org', '+12815550117'],
    ['Ayo Ogunbiyi', 'individual', null, '+17135550128'],
    ['Maria Gonzalez', 'individual', 'maria.gonzalez@gmail.com', '+18325550139'],
    ['TechBridge Houston', 'business', 'office@techbridgehtx.com', '+17135550140'],
    ['Kelechi Obi', 'individual', 'kelechi.obi@gmail.com', '+12815550151'],
  ],
  suppliers: [
    [
      'African Food Market Houston',
      '10001 Westheimer Rd, Houston, TX 77042',
      '+17135550210',
      'orders@africanfoodmarkethtx.com',
      'Egusi, ogbono, palm oil, yam flour and stockfish.',
    ],
    [
      'Restaurant Depot Houston',
      '2711 Hays St, Houston, TX 77009',
      '+17135550221',
      null,
      'Bulk rice, oil, chicken and disposables.',
    ],
    [
      'Gulf Coast Meats',
      '5200 Telephone Rd, Houston, TX 77087',
      '+17135550232',
      'sales@gulfcoastmeats.com',
      'Goat meat and beef, delivered twice a week.',
    ],
    [
      'Texas Packaging Supply',
      '7800 Harwin Dr, Houston, TX 77036',
      '+17135550243',
      'info@txpackaging.com',
      'Foil trays, quart containers and bags.',
    ],
    [
      'Sysco Houston',
      '10710 Greens Crossing Blvd, Houston, TX 77038',
      '+12815550254',
      'houston@sysco.example.com',
      'Produce and dry goods.',
    ],
  ],
  roles: [
    { name: 'Cashier', description: 'Takes orders and payments at the counter.', permissions: CASHIER },
    { name: 'Kitchen Manager', description: 'Runs the kitchen: stock, suppliers and orders.', permissions: STORE_MANAGER },
    { name: 'Bookkeeper', description: 'Expenses, payroll and reports.', permissions: ACCOUNTANT },
  ],
  staff: [
    {
      first: 'Grace',
      last: 'Okonkwo',
      email: 'grace.okonkwo@mamankechiskitchen.com',
      phone: '+17135550301',
      role: 'Kitchen Manager',
      at: [0, 1],
      pay: '3200',
    },
    {
      first: 'Daniel',
      last: 'Martinez',
      email: 'daniel.martinez@mamankechiskitchen.com',
      phone: '+17135550302',
      role: 'Cashier',
      at: [0],
      pay: '1900',
    },
    {
      first: 'Aisha',
      last: 'Bello',
      email: 'aisha.bello@mamankechiskitchen.com',
      phone: '+17135550303',
      role: null,
      at: [0],
      pay: '2400',
    },
    {
      first: 'Kevin',
      last: 'Nguyen',
      email: 'kevin.nguyen@mamankechiskitchen.com',
      phone: '+12815550304',
      role: null,
      at: [0, 1],
      pay: '1500',
    },
    {
      first: 'Tolu',
      last: 'Ade',
      email: 'tolu.ade@mamankechiskitchen.com',
      phone: '+12815550305',
      role: 'Cashier',
      at: [1],
      pay: '1700',
    },
  ],
  categories: [
    ['Rent', 'Kitchen lease and the Katy counter.'],
    ['Utilities', 'Electricity, gas, water and internet.'],
    ['Packaging', 'Trays, containers and bags.'],
    ['Marketing', 'Social ads and event stands.'],
    ['Insurance', "General liability and workers' comp."],
    ['Vehicle & Fuel', 'Delivery van fuel and maintenance.'],
  ],
  removed: { customers: ['David Chen'], suppliers: [], categories: [] },
  expenses: [
    { name: 'Kitchen lease', category: 'Rent', min: 2600, max: 2600, every: 30, at: 0 },
    { name: 'CenterPoint gas and electricity', category: 'Utilities', min: 380, max: 720, every: 60, at: 0 },
    { name: 'Foil trays and containers', category: 'Packaging', min: 160, max: 420, every: 90, at: 0 },
    { name: 'Instagram and Facebook ads', category: 'Marketing', min: 150, max: 600, every: 120, at: 1 },
    { name: 'General liability insurance', category: 'Insurance', min: 410, max: 410, every: 180, at: 0 },
    { name: 'Delivery van fuel', category: 'Vehicle & Fuel', min: 90, max: 240, every: 90, at: 1 },
  ],
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
  vat: ['0', '8.25'],
  paymentMethods: ['card', 'card', 'cash', 'transfer'],
  quantities: { small: [4, 12], bulk: [15, 50], bulkShare: 0.4 },
  invoices: { paid: 140, partially_paid: 5, unpaid: 5, overdue: 5, draft: 3, cancelled: 4 },
  invoiceTitles: [
    'Birthday party trays',
    'Church fellowship catering',
    'Office lunch',
    'Graduation party',
    'Weekly meal prep',
    'Wedding reception small chops',
    'Game day order',
  ],
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
};
