/** The status vocabulary of support tickets (src/lib/status.ts: one vocabulary, split so a page loads only what it shows). */
import type { StatusVocabulary } from '../status';

/** A support TicketStatus (common.yaml). */
export const TICKET_STATUS = {
  open: { tone: 'info', label: 'Open' },
  pending: { tone: 'warning', label: 'Awaiting reply' },
  resolved: { tone: 'success', label: 'Resolved' },
  closed: { tone: 'neutral', label: 'Closed' },
} as const satisfies StatusVocabulary;
