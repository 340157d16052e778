/**
 * The demo vaults' files, each with small real bytes (a PNG, a PDF or a line of text) kept under
 * its hash, so previews and downloads work; `bytes` is the size the demo shows.
 */
import { createHash } from 'node:crypto';
import { filesOf, placeholderFor } from '../../files';
import { lifeCycle, stamp, type DemoVault, type VaultSeed } from './seeding';
import { mimetypeOf } from './sizes';
import type { Schemas } from './store';

const MB = 1024 * 1024;

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

export const FILES: Record<DemoVault, SeedFile[]> = {
  owner: [
    {
      name: 'FIRS VAT receipt - Q3 2026.pdf',
      bytes: 2_516_582,
      age: 37,
      description: 'VAT remittance receipt for July to September.',
      tags: ['Tax'],
      starred: true,
    },
    { name: 'Shop front - Balogun Market.jpg', bytes: 865_485, age: 79, access: 'restricted' },
    {
      name: 'Lekki Showroom walkthrough.mp4',
      bytes: 48 * MB + 411_315,
      age: 25,
      description: 'Video tour of the new showroom for Instagram.',
      starred: true,
    },
    { name: 'Customer testimonial - Mrs Adebayo.mp4', bytes: 21 * MB + 90_112, age: 18 },
    { name: 'Business plan 2027 draft.docx', bytes: 184_320, age: 6, tags: ['Urgent'] },
    { name: 'Invoice register 2026.xlsx', folder: 'inv', bytes: 93_184, age: 5, starred: true },
    { name: 'INV-0458 - Chioma Nwosu.pdf', folder: 'inv-q3', bytes: 148_275, age: 120, tags: ['Customer'] },
    { name: 'INV-0461 - Zenith Events Ltd.pdf', folder: 'inv-q3', bytes: 162_011, age: 110, tags: ['Customer'] },
    { name: 'Q3 sales summary.xlsx', folder: 'inv-q3', bytes: 58_982, age: 60, starred: true },
    { name: 'INV-0458 - Chioma Nwosu (old).pdf', folder: 'inv-q3', bytes: 147_968, age: 121, binned: 4 },
    { name: 'INV-0502 - Ngozi Bridal House.pdf', folder: 'inv-q4', bytes: 171_520, age: 30, tags: ['Customer', 'Urgent'] },
    {
      name: 'INV-0517 - Houston Fashion Collective.pdf',
      folder: 'inv-q4',
      bytes: 155_648,
      age: 12,
      description: 'USD invoice, 40 yards of Ankara.',
      tags: ['Customer'],
    },
    { name: 'Fabric purchase - Kano supplier.pdf', folder: 'rec', bytes: 311_296, age: 20, tags: ['Supplier'] },
    { name: 'Diesel - Total Lekki 12 Oct.jpg', folder: 'rec-fuel', bytes: 1_254_400, age: 39 },
    { name: 'GIG Logistics waybill 0931.png', folder: 'rec-fuel', bytes: 402_113, age: 33, tags: ['Supplier'] },
    { name: 'Printer toner - Slot Systems.jpg', folder: 'rec-office', bytes: 731_006, age: 45 },
    { name: 'Office chairs invoice.pdf', folder: 'rec-office', bytes: 221_184, age: 90, archived: true },
    { name: 'Staff handbook 2026.pdf', folder: 'staff', bytes: 3_355_443, age: 270, tags: ['HR'], starred: true },
    { name: 'Employment contract - Blessing Eze.docx', folder: 'staff-lekki', bytes: 45_056, age: 250, tags: ['HR', 'Legal'] },
    { name: 'Employment contract - Emeka Obi.docx', folder: 'staff-lekki', bytes: 47_104, age: 240, tags: ['HR', 'Legal'] },
    {
      name: 'Employment contract - Funmilayo Adeyemi.pdf',
      folder: 'staff-surulere',
      bytes: 389_120,
      age: 230,
      tags: ['HR', 'Legal'],
    },
    {
      name: 'Certificate of Incorporation - RC 1452876.pdf',
      folder: 'cac',
      bytes: 1_187_840,
      age: 345,
      tags: ['Legal'],
      starred: true,
    },
    { name: 'Memorandum and Articles of Association.pdf', folder: 'cac', bytes: 2_202_009, age: 344, tags: ['Legal'] },
    { name: 'CAC status report.pdf', folder: 'cac', bytes: 612_352, age: 300, tags: ['Legal'] },
    { name: 'Annual return 2025 - payment receipt.pdf', folder: 'cac-returns', bytes: 256_000, age: 200, tags: ['Tax', 'Legal'] },
    { name: 'Price list - Ankara and lace 2025.xlsx', folder: 'prices', bytes: 40_960, age: 330 },
    { name: 'Price list - Tailoring services 2025.pdf', folder: 'prices', bytes: 102_400, age: 329 },
    { name: 'Old logo.png', bytes: 88_064, age: 400, archived: true },
    { name: 'Blurry receipt scan.jpg', bytes: 2 * MB, age: 15, binned: 2 },
    { name: 'scan0012.jpg', folder: 'scans', bytes: 1_802_240, age: 10 },
  ],
  personal: [
    { name: 'International passport - Tunde Bello.pdf', folder: 'ids', bytes: 1_468_006, age: 198, starred: true },
    { name: 'NIN slip.png', folder: 'ids', bytes: 356_352, age: 197 },
    { name: 'Access Bank statement - Oct 2026.pdf', folder: 'bank', bytes: 420_864, age: 19, tags: ['Finance'] },
    { name: 'GTBank statement - Sep 2026.pdf', folder: 'bank', bytes: 398_336, age: 50, tags: ['Finance'] },
    { name: 'Rent receipt - Yaba flat 2026.jpg', bytes: 942_080, age: 60, tags: ['Finance'] },
    { name: 'Wedding highlights.mp4', bytes: 88 * MB + 524_288, age: 100, tags: ['Family'], starred: true },
  ],
};

export function seedFiles(seed: VaultSeed): void {
  for (const file of FILES[seed.who]) {
    const created = stamp(seed, file.age);
    const row = seed.store.files.insert({
      _owner: seed.owner,
      name: file.name,
      description: file.description ?? null,
      mimetype: mimetypeOf('', file.name),
      hash: createHash('sha256').update(`ledgerly-vault-seed:${seed.owner}:${file.name}`).digest('hex'),
      access: file.access ?? 'public',
      folder: file.folder ? seed.folders.get(file.folder)! : null,
      is_starred: file.starred ?? false,
      tags: (file.tags ?? []).map((name) => seed.tags.get(name)!),
      created_at: created,
      updated_at: file.archived ? stamp(seed, Math.max(0, file.age - 20)) : created,
      _bytes: file.bytes,
      ...lifeCycle(seed, file),
    });
    seed.files.set(file.name, row.id);
    filesOf(seed.state).put({ id: row.hash, name: row.name, ...placeholderFor(row.name, row.mimetype, row.id) });
  }
}
