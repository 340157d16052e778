/**
 * The product's one status vocabulary: every status a contract (or a list) shows, as a tone and a
 * human label, kept per area in src/lib/statuses/ (a page loads only the vocabularies it shows;
 * `statuses/all.ts` has them all, by kind). `<StatusBadge vocabulary status />`
 * (src/components/ui/status-badge.tsx) draws one; an unknown value reads as its humanised self in
 * a neutral tone, never a crash. The test derives the contracts' status enums from
 * openapi/*.yaml, so a new status without a mapping fails it.
 */

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StatusLook {
  tone: StatusTone;
  label: string;
}

/** One kind's statuses: each value's look. */
export type StatusVocabulary = Record<string, StatusLook>;

/** 'under_review' -> 'Under review', 'PARTIALLY-PAID' -> 'Partially paid'. */
export function humanizeStatus(value: string): string {
  const words = value
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
  if (!words) return 'Unknown';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The tone and label of a status; an unknown value is neutral, labelled by its humanised self. */
export function statusLook(vocabulary: StatusVocabulary, status: string | null | undefined): StatusLook {
  const value = status ?? '';
  if (Object.hasOwn(vocabulary, value)) {
    const found = vocabulary[value];
    if (found) return found;
  }
  return { tone: 'neutral', label: humanizeStatus(value) };
}
