/**
 * The demo vaults: owner@ledgerly.ng (user 1, Adaeze Fabrics & Tailoring, Lagos) and
 * personal@ledgerly.ng (user 2). Ages are days before the seed clock; `binned` is how many
 * days ago the item went to the bin. README: vault (the restricted share's password).
 */
import type { Schemas } from './store';

export interface SeedFolder {
  key: string;
  name: string;
  parent?: string;
  description?: string;
  age: number;
  starred?: boolean;
  archived?: boolean;
  binned?: number;
}

export interface SeedFile {
  name: string;
  folder?: string;
  bytes: number;
  age: number;
  description?: string;
  tags?: string[];
  starred?: boolean;
  archived?: boolean;
  binned?: number;
  access?: Schemas['AccessLevel'];
}

export interface SeedShare {
  uuid: string;
  file: string;
  age: number;
  views: number;
  password?: string;
}

export interface SeedVault {
  email: string;
  tags: [name: string, color: string][];
  folders: SeedFolder[];
  files: SeedFile[];
  shares: SeedShare[];
  nextOfKin: Omit<Schemas['NextOfKin'], 'id' | 'created_at'>[];
}

/** The restricted demo share's password (README: vault). */
export const DEMO_SHARE_PASSWORD = 'share123';
export const DEMO_PUBLIC_SHARE = '3f6c1b2a-8d4e-4f7a-9b1c-2e5d7a9c0f11';
export const DEMO_RESTRICTED_SHARE = '7a2e9c4d-1b3f-4e6a-8c5d-0f9b2a4e6c22';

const MB = 1024 * 1024;

export const OWNER_VAULT: SeedVault = {
  email: 'owner@ledgerly.ng',
  tags: [
    ['Tax', '#DC2626'],
    ['Customer', '#2563EB'],
    ['Supplier', '#D97706'],
    ['HR', '#7C3AED'],
    ['Legal', '#059669'],
    ['Urgent', '#DB2777'],
  ],
  folders: [
    { key: 'inv', name: 'Invoices 2026', description: 'Sales invoices issued by Adaeze Fabrics & Tailoring.', age: 320, starred: true },
    { key: 'inv-q3', name: 'Q3 (Jul-Sep)', parent: 'inv', age: 140 },
    { key: 'inv-q4', name: 'Q4 (Oct-Dec)', parent: 'inv', age: 50 },
    { key: 'rec', name: 'Receipts', description: 'Purchase and expense receipts for all three locations.', age: 300 },
    { key: 'rec-fuel', name: 'Fuel and logistics', parent: 'rec', age: 200 },
    { key: 'rec-office', name: 'Office supplies', parent: 'rec', age: 190 },
    { key: 'staff', name: 'Staff contracts', description: 'Signed employment contracts and the staff handbook.', age: 280, starred: true },
    { key: 'staff-lekki', name: 'Lekki Showroom', parent: 'staff', age: 270 },
    { key: 'staff-surulere', name: 'Surulere Tailoring Workshop', parent: 'staff', age: 260 },
    { key: 'cac', name: 'CAC documents', description: 'Corporate Affairs Commission registration and filings.', age: 350 },
    { key: 'cac-returns', name: 'Annual returns', parent: 'cac', age: 340 },
    { key: 'prices', name: 'Price lists 2025', age: 330, archived: true },
    { key: 'scans', name: 'Scans to sort', age: 12, binned: 3 },
  ],
  files: [
    { name: 'FIRS VAT receipt - Q3 2026.pdf', bytes: 2_516_582, age: 37, description: 'VAT remittance receipt for July to September.', tags: ['Tax'], starred: true },
    { name: 'Shop front - Balogun Market.jpg', bytes: 865_485, age: 79, access: 'restricted' },
    { name: 'Lekki Showroom walkthrough.mp4', bytes: 48 * MB + 411_315, age: 25, description: 'Video tour of the new showroom for Instagram.', starred: true },
    { name: 'Customer testimonial - Mrs Adebayo.mp4', bytes: 21 * MB + 90_112, age: 18 },
    { name: 'Business plan 2027 draft.docx', bytes: 184_320, age: 6, tags: ['Urgent'] },
    { name: 'Invoice register 2026.xlsx', folder: 'inv', bytes: 93_184, age: 5, starred: true },
    { name: 'INV-0458 - Chioma Nwosu.pdf', folder: 'inv-q3', bytes: 148_275, age: 120, tags: ['Customer'] },
    { name: 'INV-0461 - Zenith Events Ltd.pdf', folder: 'inv-q3', bytes: 162_011, age: 110, tags: ['Customer'] },
    { name: 'Q3 sales summary.xlsx', folder: 'inv-q3', bytes: 58_982, age: 60, starred: true },
    { name: 'INV-0458 - Chioma Nwosu (old).pdf', folder: 'inv-q3', bytes: 147_968, age: 121, binned: 4 },
    { name: 'INV-0502 - Ngozi Bridal House.pdf', folder: 'inv-q4', bytes: 171_520, age: 30, tags: ['Customer', 'Urgent'] },
    { name: 'INV-0517 - Houston Fashion Collective.pdf', folder: 'inv-q4', bytes: 155_648, age: 12, description: 'USD invoice, 40 yards of Ankara.', tags: ['Customer'] },
    { name: 'Fabric purchase - Kano supplier.pdf', folder: 'rec', bytes: 311_296, age: 20, tags: ['Supplier'] },
    { name: 'Diesel - Total Lekki 12 Oct.jpg', folder: 'rec-fuel', bytes: 1_254_400, age: 39 },
    { name: 'GIG Logistics waybill 0931.png', folder: 'rec-fuel', bytes: 402_113, age: 33, tags: ['Supplier'] },
    { name: 'Printer toner - Slot Systems.jpg', folder: 'rec-office', bytes: 731_006, age: 45 },
    { name: 'Office chairs invoice.pdf', folder: 'rec-office', bytes: 221_184, age: 90, archived: true },
    { name: 'Staff handbook 2026.pdf', folder: 'staff', bytes: 3_355_443, age: 270, tags: ['HR'], starred: true },
    { name: 'Employment contract - Blessing Eze.docx', folder: 'staff-lekki', bytes: 45_056, age: 250, tags: ['HR', 'Legal'] },
    { name: 'Employment contract - Emeka Obi.docx', folder: 'staff-lekki', bytes: 47_104, age: 240, tags: ['HR', 'Legal'] },
    { name: 'Employment contract - Funmilayo Adeyemi.pdf', folder: 'staff-surulere', bytes: 389_120, age: 230, tags: ['HR', 'Legal'] },
    { name: 'Certificate of Incorporation - RC 1452876.pdf', folder: 'cac', bytes: 1_187_840, age: 345, tags: ['Legal'], starred: true },
    { name: 'Memorandum and Articles of Association.pdf', folder: 'cac', bytes: 2_202_009, age: 344, tags: ['Legal'] },
    { name: 'CAC status report.pdf', folder: 'cac', bytes: 612_352, age: 300, tags: ['Legal'] },
    { name: 'Annual return 2025 - payment receipt.pdf', folder: 'cac-returns', bytes: 256_000, age: 200, tags: ['Tax', 'Legal'] },
    { name: 'Price list - Ankara and lace 2025.xlsx', folder: 'prices', bytes: 40_960, age: 330 },
    { name: 'Price list - Tailoring services 2025.pdf', folder: 'prices', bytes: 102_400, age: 329 },
    { name: 'Old logo.png', bytes: 88_064, age: 400, archived: true },
    { name: 'Blurry receipt scan.jpg', bytes: 2 * MB, age: 15, binned: 2 },
    { name: 'scan0012.jpg', folder: 'scans', bytes: 1_802_240, age: 10 },
  ],
  shares: [
    { uuid: DEMO_PUBLIC_SHARE, file: 'Lekki Showroom walkthrough.mp4', age: 20, views: 14 },
    { uuid: DEMO_RESTRICTED_SHARE, file: 'Certificate of Incorporation - RC 1452876.pdf', age: 9, views: 2, password: DEMO_SHARE_PASSWORD },
  ],
  nextOfKin: [
    {
      first_name: 'Chinedu',
      last_name: 'Okafor',
      relationship: 'spouse',
      email: 'chinedu.okafor@gmail.com',
      phone_number: '+2348023456789',
      address: '12 Bourdillon Road, Ikoyi, Lagos',
    },
  ],
};

export const PERSONAL_VAULT: SeedVault = {
  email: 'personal@ledgerly.ng',
  tags: [
    ['Family', '#0EA5E9'],
    ['Finance', '#16A34A'],
  ],
  folders: [
    { key: 'docs', name: 'Personal documents', age: 200, starred: true },
    { key: 'ids', name: 'ID cards', parent: 'docs', age: 199 },
    { key: 'bank', name: 'Bank statements', age: 150 },
  ],
  files: [
    { name: 'International passport - Tunde Bello.pdf', folder: 'ids', bytes: 1_468_006, age: 198, starred: true },
    { name: 'NIN slip.png', folder: 'ids', bytes: 356_352, age: 197 },
    { name: 'Access Bank statement - Oct 2026.pdf', folder: 'bank', bytes: 420_864, age: 19, tags: ['Finance'] },
    { name: 'GTBank statement - Sep 2026.pdf', folder: 'bank', bytes: 398_336, age: 50, tags: ['Finance'] },
    { name: 'Rent receipt - Yaba flat 2026.jpg', bytes: 942_080, age: 60, tags: ['Finance'] },
    { name: 'Wedding highlights.mp4', bytes: 88 * MB + 524_288, age: 100, tags: ['Family'], starred: true },
  ],
  shares: [{ uuid: '5c8d2e1f-6a4b-4c9d-8e7f-1a2b3c4d5e33', file: 'Wedding highlights.mp4', age: 95, views: 31 }],
  nextOfKin: [
    { first_name: 'Folake', last_name: 'Bello', relationship: 'sibling', email: null, phone_number: '08051234567', address: '4 Herbert Macaulay Way, Yaba, Lagos' },
  ],
};
