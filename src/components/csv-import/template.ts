/** The template an import offers to download: the expected headers and one example row. */
import { toCsv } from '@/lib/csv';
import type { ImportField } from './columns';

/** A CSV file with a header line naming `fields` (by key, as the export writes them) and `example` as its one row. */
export function templateCsv<K extends string>(fields: readonly ImportField<K>[], example: Record<K, string>): Promise<string> {
  return toCsv(
    fields.map((field) => field.key),
    [fields.map((field) => example[field.key])],
  );
}
