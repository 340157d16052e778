/** The demo businesses' suppliers; `removed` ones are seeded inactive (decision D6). */
import { at, type BusinessSeed, type DemoBusinessId } from './seeding';

interface SuppliersSeed {
  suppliers: [name: string, address: string, phone: string, email: string | null, description: string][];
  removed: string[];
}

export const SUPPLIERS: Record<DemoBusinessId, SuppliersSeed> = {
  12: {
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
    removed: ['Iseyin Aso-Oke Weavers'],
  },
  15: {
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
    removed: [],
  },
};

/** Suppliers, the oldest first. */
export function seedSuppliers(seed: BusinessSeed): void {
  const { store } = seed;
  const spec = SUPPLIERS[seed.id];
  spec.suppliers.forEach(([name, address, phone, email, description], i) => {
    const active = !spec.removed.includes(name);
    store.suppliers.insert({
      name,
      address,
      phone_number: phone,
      email,
      description,
      active,
      created_at: at(seed.since(370 - i * 20)),
      _business: seed.id,
    });
  });
}
