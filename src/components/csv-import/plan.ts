/**
 * The review step of a CSV import: which rows are new, which repeat an existing record or an
 * earlier row of the file (same e-mail, same phone...), which are invalid, and what the import
 * will do with each. Nothing here writes: the wizard runs the plan once the user confirms.
 */
import type { CsvProblem } from '@/lib/csv';

/** A row read with the importer's rules: what to send, or why it can't be imported. */
export type RowCheck<Input> = { ok: true; input: Input } | { ok: false; reason: string };

/** A value that identifies a record: a duplicate shares one ('email', 'ada@example.com'). */
export interface MatchKey {
  /** The field, as the user reads it in 'same email'. */
  field: string;
  /** The value compared exactly (normalised by the importer: lower-case e-mail, E.164 phone). */
  value: string;
}

export type Duplicate = { of: 'existing'; id: number; name: string; field: string } | { of: 'row'; line: number; field: string };

export interface PlannedRow<Input> {
  line: number;
  input: Input;
  /** Null for a new record. */
  duplicate: Duplicate | null;
}

export interface ImportPlan<Input> {
  rows: PlannedRow<Input>[];
  invalid: CsvProblem[];
}

/** What to do with a duplicate row: leave it out (the default) or patch the record it repeats. */
export type DuplicateChoice = 'skip' | 'update';

export interface PlanKeys<Input, Existing> {
  ofInput: (input: Input) => MatchKey[];
  ofExisting: (record: Existing) => MatchKey[];
  nameOf: (record: Existing) => string;
}

const keyOf = (key: MatchKey) => `${key.field}\u0000${key.value}`;

/**
 * Sorts checked rows into new ones, duplicates (of an existing record first, else of an earlier
 * row of the file) and invalid ones, in file order.
 */
export function planImport<Input, Existing extends { id: number }>(
  checked: readonly { line: number; check: RowCheck<Input> }[],
  existing: readonly Existing[],
  keys: PlanKeys<Input, Existing>,
  unreadable: readonly CsvProblem[] = [],
): ImportPlan<Input> {
  const known = new Map<string, Existing>();
  for (const record of existing) {
    for (const key of keys.ofExisting(record)) if (!known.has(keyOf(key))) known.set(keyOf(key), record);
  }
  const seen = new Map<string, number>();
  const rows: PlannedRow<Input>[] = [];
  const invalid: CsvProblem[] = [...unreadable];
  for (const { line, check } of checked) {
    if (!check.ok) {
      invalid.push({ line, message: check.reason });
      continue;
    }
    const rowKeys = keys.ofInput(check.input);
    let duplicate: Duplicate | null = null;
    for (const key of rowKeys) {
      const record = known.get(keyOf(key));
      if (record) {
        duplicate = { of: 'existing', id: record.id, name: keys.nameOf(record), field: key.field };
        break;
      }
    }
    if (!duplicate) {
      for (const key of rowKeys) {
        const earlier = seen.get(keyOf(key));
        if (earlier !== undefined) {
          duplicate = { of: 'row', line: earlier, field: key.field };
          break;
        }
      }
    }
    for (const key of rowKeys) if (!seen.has(keyOf(key))) seen.set(keyOf(key), line);
    rows.push({ line, input: check.input, duplicate });
  }
  invalid.sort((a, b) => a.line - b.line);
  return { rows, invalid };
}

export interface PlanSummary {
  create: number;
  update: number;
  skip: number;
  invalid: number;
}

/** The counts the review shows ('12 to create, 3 to update, 2 skipped, 1 invalid'). */
export function summarize<Input>(plan: ImportPlan<Input>, choices: ReadonlyMap<number, DuplicateChoice>): PlanSummary {
  let [create, update, skip] = [0, 0, 0];
  for (const row of plan.rows) {
    if (!row.duplicate) create += 1;
    else if (choices.get(row.line) === 'update') update += 1;
    else skip += 1;
  }
  return { create, update, skip, invalid: plan.invalid.length };
}

export function summaryText({ create, update, skip, invalid }: PlanSummary): string {
  return `${create} to create, ${update} to update, ${skip} skipped, ${invalid} invalid`;
}
