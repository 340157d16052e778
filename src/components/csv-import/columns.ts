/**
 * The column-matching step of a CSV import: each column of the file is matched to one of the
 * importer's fields by its header (the field's key, its label or a common synonym; case, spaces,
 * underscores and punctuation ignored). A column that matches nothing is ignored, and shown so.
 */
import { unguardCsvValue } from '@/lib/csv';

/** A field an importer reads. */
export interface ImportField<K extends string = string> {
  key: K;
  /** The field's name as the user knows it ('Phone'). */
  label: string;
  /** A file without a column for it can't be imported. */
  required?: boolean;
  /** Other header names meaning this field ('Mobile', 'Tel'); the key and the label match too. */
  synonyms?: readonly string[];
}

/** Each column of the file (by position): the field it fills, or null when it is ignored. */
export type ColumnMapping<K extends string> = (K | null)[];

/** A header as it is compared: lower case, letters and digits only ('E-mail' -> 'email', 'Phone_Number' -> 'phonenumber'). */
export function normalizeHeader(header: string): string {
  return unguardCsvValue(header.trim())
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Matches each header to a field. A field takes the first column that names it; a later column
 * naming the same field is left ignored (the user may switch them).
 */
export function matchColumns<K extends string>(headers: readonly string[], fields: readonly ImportField<K>[]): ColumnMapping<K> {
  const names = new Map<string, K>();
  for (const field of fields) {
    for (const name of [field.key, field.label, ...(field.synonyms ?? [])]) {
      const normal = normalizeHeader(name);
      if (normal && !names.has(normal)) names.set(normal, field.key);
    }
  }
  const taken = new Set<K>();
  return headers.map((header) => {
    const key = names.get(normalizeHeader(header));
    if (key === undefined || taken.has(key)) return null;
    taken.add(key);
    return key;
  });
}

/**
 * What stops a mapping from being used, in words: a required field with no column, a field given
 * two columns. Empty when the mapping is fine.
 */
export function mappingProblems<K extends string>(
  mapping: ColumnMapping<K>,
  headers: readonly string[],
  fields: readonly ImportField<K>[],
): string[] {
  const problems: string[] = [];
  for (const field of fields) {
    const columns = mapping.flatMap((key, index) => (key === field.key ? [headers[index] ?? `Column ${index + 1}`] : []));
    if (field.required && columns.length === 0) {
      problems.push(`Choose the column that holds ${field.label}: it is required.`);
    }
    if (columns.length > 1) {
      problems.push(
        `${field.label} is chosen for ${columns.length} columns (${columns.map((c) => `'${c}'`).join(', ')}): keep one.`,
      );
    }
  }
  return problems;
}

/** A row's values by field ('' for a field no column fills), each cell unguarded. */
export function valuesOf<K extends string>(
  cells: readonly string[],
  mapping: ColumnMapping<K>,
  fields: readonly ImportField<K>[],
): Record<K, string> {
  const values = Object.fromEntries(fields.map((field) => [field.key, ''])) as Record<K, string>;
  mapping.forEach((key, index) => {
    if (key !== null) values[key] = unguardCsvValue(cells[index] ?? '');
  });
  return values;
}
