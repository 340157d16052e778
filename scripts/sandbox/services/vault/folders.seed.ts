/** The demo vaults' folders: a tree, favourites, an archived one and one in the bin. */
import { lifeCycle, stamp, type DemoVault, type VaultSeed } from './seeding';

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

export const FOLDERS: Record<DemoVault, SeedFolder[]> = {
  owner: [
    {
      key: 'inv',
      name: 'Invoices 2026',
      description: 'Sales invoices issued by Adaeze Fabrics & Tailoring.',
      age: 320,
      starred: true,
    },
    { key: 'inv-q3', name: 'Q3 (Jul-Sep)', parent: 'inv', age: 140 },
    { key: 'inv-q4', name: 'Q4 (Oct-Dec)', parent: 'inv', age: 50 },
    { key: 'rec', name: 'Receipts', description: 'Purchase and expense receipts for all three locations.', age: 300 },
    { key: 'rec-fuel', name: 'Fuel and logistics', parent: 'rec', age: 200 },
    { key: 'rec-office', name: 'Office supplies', parent: 'rec', age: 190 },
    {
      key: 'staff',
      name: 'Staff contracts',
      description: 'Signed employment contracts and the staff handbook.',
      age: 280,
      starred: true,
    },
    { key: 'staff-lekki', name: 'Lekki Showroom', parent: 'staff', age: 270 },
    { key: 'staff-surulere', name: 'Surulere Tailoring Workshop', parent: 'staff', age: 260 },
    { key: 'cac', name: 'CAC documents', description: 'Corporate Affairs Commission registration and filings.', age: 350 },
    { key: 'cac-returns', name: 'Annual returns', parent: 'cac', age: 340 },
    { key: 'prices', name: 'Price lists 2025', age: 330, archived: true },
    { key: 'scans', name: 'Scans to sort', age: 12, binned: 3 },
  ],
  personal: [
    { key: 'docs', name: 'Personal documents', age: 200, starred: true },
    { key: 'ids', name: 'ID cards', parent: 'docs', age: 199 },
    { key: 'bank', name: 'Bank statements', age: 150 },
  ],
};

export function seedFolders(seed: VaultSeed): void {
  for (const folder of FOLDERS[seed.who]) {
    const created = stamp(seed, folder.age);
    const row = seed.store.folders.insert({
      _owner: seed.owner,
      name: folder.name,
      description: folder.description ?? null,
      parent: folder.parent ? seed.folders.get(folder.parent)! : null,
      is_starred: folder.starred ?? false,
      created_at: created,
      updated_at: folder.archived ? stamp(seed, Math.max(0, folder.age - 30)) : created,
      ...lifeCycle(seed, folder),
    });
    seed.folders.set(folder.key, row.id);
  }
}
