/**
 * Chat threads built from tickets and their messages, exactly as spec sections 3 and 4 say: a
 * thread is chat_id, ticket_id, ticket_subject, user_id, lastMessageDate, messages (text,
 * sender_id, created_at, is_attachment, attachment) and agent (agent_id, first_name, last_name,
 * profile_image, username, email) or null, the agent's username '' when it has none. Pure.
 */
import type { CommonSchemas } from '@/api/types';

type Ticket = CommonSchemas['Ticket'];
type ChatMessage = CommonSchemas['ChatMessage'];

export interface ThreadMessage {
  text: string;
  sender_id: number;
  created_at: string;
  is_attachment: boolean;
  attachment: string | null;
}

export interface ThreadAgent {
  agent_id: number;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  username: string;
  email: string;
}

export interface ChatThread {
  chat_id: number;
  ticket_id: number;
  ticket_subject: string;
  user_id: number;
  /** The newest message's created_at; the ticket's own when it has no message. */
  lastMessageDate: string;
  messages: ThreadMessage[];
  agent: ThreadAgent | null;
}

export function toThreadMessage(message: ChatMessage): ThreadMessage {
  return {
    text: message.message,
    sender_id: message.sender.user_id,
    created_at: message.created_at,
    is_attachment: message.is_attachment,
    attachment: message.attachment,
  };
}

/** A backend may send null or leave the username out: the spec's default is ''. */
const nameOrEmpty = (username: string | null | undefined): string => username ?? '';

export function toAgent(agent: Ticket['support_agent']): ThreadAgent | null {
  if (!agent) return null;
  return {
    agent_id: agent.user_id,
    first_name: agent.first_name,
    last_name: agent.last_name,
    profile_image: agent.profile_image,
    // The spec's default: a missing username is an empty string (a real backend may send null).
    username: nameOrEmpty(agent.username),
    email: agent.email,
  };
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

export function buildThread(ticket: Ticket, messages: readonly ChatMessage[]): ChatThread {
  const list = messages.map(toThreadMessage);
  const newest = list.reduce<string | null>(
    (latest, m) => (latest === null || time(m.created_at) >= time(latest) ? m.created_at : latest),
    null,
  );
  return {
    chat_id: ticket.chat_id,
    ticket_id: ticket.ticket_id,
    ticket_subject: ticket.ticket_title,
    user_id: ticket.user_id,
    lastMessageDate: newest ?? ticket.created_at,
    messages: list,
    agent: toAgent(ticket.support_agent),
  };
}

/** Newest lastMessageDate first; the newer ticket first on a tie. */
export function sortThreads(threads: readonly ChatThread[]): ChatThread[] {
  return [...threads].sort((a, b) => time(b.lastMessageDate) - time(a.lastMessageDate) || b.ticket_id - a.ticket_id);
}

/**
 * The threads of the tickets whose messages loaded (`null` marks a failed call: that ticket is
 * left out, silently), sorted newest first.
 */
export function buildThreads(tickets: readonly Ticket[], messagesOf: readonly (readonly ChatMessage[] | null)[]): ChatThread[] {
  const threads: ChatThread[] = [];
  tickets.forEach((ticket, i) => {
    const messages = messagesOf[i];
    if (messages) threads.push(buildThread(ticket, messages));
  });
  return sortThreads(threads);
}

/**
 * The active chat: the one asked for when it is among the threads, else the first ticket (in the
 * list's order) that has a thread, else none.
 */
export function activeTicketId(
  tickets: readonly Ticket[],
  threads: readonly ChatThread[],
  wanted: number | undefined,
): number | undefined {
  const ids = new Set(threads.map((t) => t.ticket_id));
  if (wanted !== undefined && ids.has(wanted)) return wanted;
  return tickets.find((t) => ids.has(t.ticket_id))?.ticket_id;
}
