import { describe, expect, it } from 'vitest';
import { planImport, summarize, summaryText, type MatchKey, type RowCheck } from './plan';

interface Input {
  name: string;
  email?: string;
  phone?: string;
}
interface Existing extends Input {
  id: number;
}

const keysOf = (record: Input): MatchKey[] => [
  ...(record.email ? [{ field: 'email', value: record.email.toLowerCase() }] : []),
  ...(record.phone ? [{ field: 'phone', value: record.phone }] : []),
];
const KEYS = { ofInput: keysOf, ofExisting: keysOf, nameOf: (record: Existing) => record.name };
const ok = (input: Input): RowCheck<Input> => ({ ok: true, input });

const EXISTING: Existing[] = [
  { id: 1, name: 'Ada Obi', email: 'ada@example.com' },
  { id: 2, name: 'Chidi Okafor', phone: '+2348091234567' },
];

describe('import plan', () => {
  it('finds duplicates of existing records (email, phone) and of earlier rows, and lists invalid rows', () => {
    const plan = planImport(
      [
        { line: 2, check: ok({ name: 'Ada O.', email: 'ADA@example.com' }) },
        { line: 3, check: ok({ name: 'Chidi', phone: '+2348091234567' }) },
        { line: 4, check: ok({ name: 'Bola', email: 'bola@example.com' }) },
        { line: 5, check: { ok: false, reason: 'Name: Name is required' } },
        { line: 6, check: ok({ name: 'Bola again', email: 'bola@example.com' }) },
        { line: 7, check: ok({ name: 'Efe', phone: '+17135550142' }) },
      ],
      EXISTING,
      KEYS,
      [{ line: 8, message: 'has 3 values, expected 4.' }],
    );
    expect(plan.rows.map((row) => [row.line, row.duplicate])).toEqual([
      [2, { of: 'existing', id: 1, name: 'Ada Obi', field: 'email' }],
      [3, { of: 'existing', id: 2, name: 'Chidi Okafor', field: 'phone' }],
      [4, null],
      [6, { of: 'row', line: 4, field: 'email' }],
      [7, null],
    ]);
    expect(plan.invalid).toEqual([
      { line: 5, message: 'Name: Name is required' },
      { line: 8, message: 'has 3 values, expected 4.' },
    ]);
    // Duplicates are skipped unless the user chooses Update.
    expect(summaryText(summarize(plan, new Map()))).toBe('2 to create, 0 to update, 3 skipped, 2 invalid');
    expect(summaryText(summarize(plan, new Map([[2, 'update']])))).toBe('2 to create, 1 to update, 2 skipped, 2 invalid');
  });
});
