/**
 * Builds the chat list (spec section 4): one message call per ticket, at most 6 in flight; a
 * failed call silently omits its ticket (no toast, no error state).
 */
import type { CommonSchemas } from '@/api/types';
import { MAX_IN_FLIGHT, settlePool } from '../utils/pool';
import { buildThreads, type ChatThread } from './build-threads';

type Ticket = CommonSchemas['Ticket'];
type ChatMessage = CommonSchemas['ChatMessage'];

export type FetchMessages = (ticketId: number) => Promise<readonly ChatMessage[]>;

export async function loadThreads(
  tickets: readonly Ticket[],
  fetchMessages: FetchMessages,
  limit = MAX_IN_FLIGHT,
): Promise<ChatThread[]> {
  const outcomes = await settlePool(tickets, (ticket) => fetchMessages(ticket.ticket_id), limit);
  return buildThreads(
    tickets,
    outcomes.map((o) => (o.status === 'fulfilled' ? o.value : null)),
  );
}
