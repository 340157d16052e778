/**
 * The rows of the vault browser: folders first, then files, searched by name, filtered by tag and
 * sorted (name, date or size) in the browser (the contract's lists are plain arrays, D6).
 */
import type { VaultSchemas } from '@/api/types';
import type { VaultSort } from './search';

export type VaultFile = VaultSchemas['VaultFile'] | VaultSchemas['BinFile'];
export type VaultFolder = VaultSchemas['Folder'] | VaultSchemas['BinFolder'];

interface EntryBase {
  key: string;
  id: number;
  name: string;
  date: string;
  starred: boolean;
}

export type Entry = (EntryBase & { type: 'folder'; folder: VaultFolder }) | (EntryBase & { type: 'file'; file: VaultFile });

/** A name's sort key: lower case, accents off, digit runs padded (so 'Receipt 9' comes before 'Receipt 10'). */
export function sortNameOf(name: string): string {
  return sortNamesOf([name])[0]!;
}

/**
 * The sort keys of many names at once, in the same order. Made for every row of a folder as it
 * opens, in code that has not run yet (not optimised): one join, one lower-casing, three regular
 * expression replaces with no callback and one split over all the names cost about 1 ms for 2,000
 * names, where the same steps per name, or a replace with a callback per digit run, cost 3-28 ms
 * (Node, unloaded to loaded machine; npm run bench:vault runs the CPU 4x slower still). A name
 * holding the separator is keyed on its own.
 */
export function sortNamesOf(names: readonly string[]): string[] {
  const joined = names.join(NAME_SEP);
  // Plain ASCII names (most of them) skip the Unicode decomposition.
  const plain = NON_ASCII.test(joined) ? joined.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : joined;
  const keys = plain
    .toLowerCase()
    // Digit runs without leading zeros (one digit stays), so '0009' and '9' sort together...
    .replace(LEADING_ZEROS, '')
    // ...then runs of at most DIGITS digits padded to DIGITS (a longer run stays as it is), so
    // '9' comes before '10': first a mark and DIGITS zeros before the run, then the mark and the
    // zeros the run does not need taken off.
    .replace(SHORT_RUN, `${MARK}${ZEROS}$&`)
    .replace(PADDED_RUN, '$1')
    .split(NAME_SEP);
  if (keys.length === names.length) return keys;
  return names.map((name) => sortNamesOf([name.replaceAll(NAME_SEP, ' ')])[0]!);
}

const NAME_SEP = '\n';
const NON_ASCII = /[^\n -~]/; // anything but printable ASCII (and the separator)
/** A digit run is padded to this many digits. */
const DIGITS = 12;
const ZEROS = '0'.repeat(DIGITS);
const MARK = '\u0001';
const LEADING_ZEROS = /(?<![0-9])0+(?=[0-9])/g;
const SHORT_RUN = new RegExp(`(?<![0-9])[0-9]{1,${DIGITS}}(?![0-9])`, 'g');
const PADDED_RUN = new RegExp(`${MARK}0*([0-9]{${DIGITS}})(?![0-9])`, 'g');

const UNIT_BYTES: Record<VaultSchemas['SizeUnit'], number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** A display size back in bytes (for sorting only; the contract gives files no exact size). */
export function bytesOf(value: string, unit: VaultSchemas['SizeUnit']): number {
  // indexOf and slice, not split and padEnd: made for every file of a folder as it opens.
  const dot = value.indexOf('.');
  const whole = Number(dot < 0 ? value : value.slice(0, dot));
  const fraction = dot < 0 ? '' : value.slice(dot + 1, dot + 3);
  const hundredths = whole * 100 + (fraction.length === 2 ? Number(fraction) : fraction.length === 1 ? Number(fraction) * 10 : 0);
  return Math.round((hundredths * UNIT_BYTES[unit]) / 100);
}

/** Bytes as the vault shows them (binary units, at most two decimals). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let index = 0;
  while (index < units.length - 1 && bytes >= 1024 ** (index + 1)) index += 1;
  const value = bytes / 1024 ** index;
  return `${index === 0 ? String(value) : value.toFixed(2).replace(/\.?0+$/, '')} ${units[index]}`;
}

const deletedAt = (item: object): string | undefined => ('deleted_at' in item ? (item.deleted_at as string) : undefined);

export function folderEntry(folder: VaultFolder): Entry {
  return {
    type: 'folder',
    key: `folder-${folder.id}`,
    id: folder.id,
    name: folder.name,
    date: deletedAt(folder) ?? folder.updated_at,
    starred: folder.is_starred,
    folder,
  };
}

export function fileEntry(file: VaultFile): Entry {
  return {
    type: 'file',
    key: `file-${file.id}`,
    id: file.id,
    name: file.name,
    date: deletedAt(file) ?? file.updated_at,
    starred: file.is_starred,
    file,
  };
}

/** Joins the parts of a sort key: below every character a name can sort by (a NUL in a name only moves it among equals). */
const SEP = '\u0000';

/** A whole number below 2^32 as two UTF-16 code units, high first: a fixed width, so string order is number order. */
const twoUnits = (n: number) => String.fromCharCode(Math.floor(n / 0x10000) & 0xffff, n & 0xffff);

/**
 * One group (folders or files) in the chosen order: by name (numeric, case-blind), by date or by
 * size, ties by name then id; '-' reverses it all. Each row gets one string key and the keys are
 * sorted by the engine's own string order, with no comparator: a comparator is called some 20,000
 * times for 2,000 rows, and on a folder's first open that code is cold (not yet optimised), which
 * made the sort the largest cost of opening a 2,000-file folder with the CPU slowed (npm run
 * bench:vault). The key ends with the id (unique in the group, so the order never looks further)
 * and the row's index, which finds the row again.
 */
function sortGroup(rows: Entry[], sort: VaultSort | undefined): Entry[] {
  if (rows.length < 2) return rows;
  const by = sort?.replace(/^-/, '') ?? 'name';
  const names = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) names[i] = rows[i]!.name;
  const keys = sortNamesOf(names);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const tail = keys[i]! + SEP + twoUnits(row.id) + twoUnits(i);
    keys[i] =
      by === 'name'
        ? tail
        : by === 'date'
          ? row.date + SEP + tail
          : String(bytesOfEntry(row)).padStart(SIZE_DIGITS, '0') + SEP + tail;
  }
  keys.sort();
  const out = new Array<Entry>(rows.length);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    out[i] = rows[key.charCodeAt(key.length - 2) * 0x10000 + key.charCodeAt(key.length - 1)]!;
  }
  return sort?.startsWith('-') ? out.reverse() : out;
}

/** A folder's size, or a file's display size back in bytes (sorting by size only). */
export const bytesOfEntry = (entry: Entry): number =>
  entry.type === 'folder' ? entry.folder.size : bytesOf(entry.file.file_size, entry.file.file_size_unit);

/** Byte counts padded to a fixed width, so that string order is number order. */
const SIZE_DIGITS = 16;

export interface EntryFilter {
  q?: string | undefined;
  sort?: VaultSort | undefined;
  /** A tag id: only files carrying it (folders have no tags). */
  tag?: number | undefined;
}

/** Folders first, then files; each group searched (name contains, any case), tag-filtered and sorted. */
export function arrange(folders: readonly VaultFolder[], files: readonly VaultFile[], { q, sort, tag }: EntryFilter): Entry[] {
  const needle = q?.trim().toLocaleLowerCase() ?? '';
  // Plain loops, no callbacks: this runs over every row of a folder as it opens.
  const folderRows: Entry[] = [];
  if (tag === undefined) {
    for (const folder of folders) {
      if (!needle || folder.name.toLocaleLowerCase().includes(needle)) folderRows.push(folderEntry(folder));
    }
  }
  const fileRows: Entry[] = [];
  for (const file of files) {
    if (tag !== undefined && !file.tags.includes(tag)) continue;
    if (!needle || file.name.toLocaleLowerCase().includes(needle)) fileRows.push(fileEntry(file));
  }
  const sortedFolders = sortGroup(folderRows, sort);
  const sortedFiles = sortGroup(fileRows, sort);
  return sortedFolders.length === 0 ? sortedFiles : sortedFolders.concat(sortedFiles);
}

/** Arranged rows by the answer's arrays and the URL state (see arrangeOnce). */
const arranged = new WeakMap<readonly VaultFile[], { folders: readonly VaultFolder[]; filter: string; entries: Entry[] }[]>();

/**
 * arrange(), remembered per answer (its arrays keep their identity until it changes) and URL
 * state: a folder arranged ahead of its opening (the pointer on its name, once its contents are
 * in) opens without sorting again, and going back to a place reuses its rows.
 */
export function arrangeOnce(folders: readonly VaultFolder[], files: readonly VaultFile[], filter: EntryFilter): Entry[] {
  const key = `${filter.q ?? ''}\u0000${filter.sort ?? ''}\u0000${filter.tag ?? ''}`;
  const known = arranged.get(files) ?? [];
  const found = known.find((k) => k.folders === folders && k.filter === key);
  if (found) return found.entries;
  const entries = arrange(folders, files, filter);
  // A few URL states per answer at most (each search typed is a new one): the latest four.
  arranged.set(files, [{ folders, filter: key, entries }, ...known.slice(0, 3)]);
  return entries;
}
