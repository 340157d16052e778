/** The status vocabulary of a record's state and who may open it (src/lib/status.ts: one vocabulary, split so a page loads only what it shows). */
import type { StatusVocabulary } from '../status';

/** A record's `active` flag (D6: removed records can be restored). */
export const RECORD_STATUS = {
  active: { tone: 'success', label: 'Active' },
  removed: { tone: 'neutral', label: 'Removed' },
} as const satisfies StatusVocabulary;

/** Who may open a vault folder or file. */
export const ACCESS_STATUS = {
  public: { tone: 'neutral', label: 'Public' },
  private: { tone: 'warning', label: 'Private' },
} as const satisfies StatusVocabulary;

export const recordStatus = (active: boolean): keyof typeof RECORD_STATUS => (active ? 'active' : 'removed');
