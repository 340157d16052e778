/**
 * Where an order may go next (decision 0030): pending -> processing or cancelled, processing ->
 * shipped (with a tracking note) or cancelled, shipped -> delivered. The sandbox holds the same
 * rule and refuses anything else; the page only offers these.
 */
import type { BusinessSchemas } from '@/api/types';

type Status = BusinessSchemas['Order']['status'];
type Next = BusinessSchemas['OrderStatusUpdate']['status'];

const NEXT: Record<Status, readonly Next[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  returned: [],
};

export function nextStatuses(status: Status): readonly Next[] {
  return NEXT[status] ?? [];
}

/** What the button that makes the move says. */
export const MOVE_LABELS: Record<Next, string> = {
  processing: 'Start processing',
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel the order',
};

export const TRACKING_NOTE_MAX = 500;

/** The tracking note's fault, or null: needed to ship, at most 500 characters. */
export function trackingNoteError(next: Next, note: string): string | null {
  if (note.length > TRACKING_NOTE_MAX) return `Keep the note under ${TRACKING_NOTE_MAX + 1} characters.`;
  if (next === 'shipped' && !note.trim()) return 'Give the courier and tracking number.';
  return null;
}
