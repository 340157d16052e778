/**
 * Support tickets with chat (per user). Sending a message to a ticket with no agent assigns the
 * on-duty agent, who answers the first message. A message or a new ticket may carry one
 * attachment (multipart, decision 0033): the file is kept and served by the sandbox.
 */
import type { components, operations } from '../../../../src/api/generated/common';
import { keepUpload } from '../../files';
import type { SandboxState } from '../../state';
import { iso } from '../../table';
import { HttpError, badRequest, notFound, requireUser, type ServiceHandlers } from '../../types';
import { replayed } from '../../replay';
import type { CommonStore, MessageRow, TicketRow } from './store';

type Ticket = components['schemas']['Ticket'];

/** A repeated Idempotency-Key with another body (issue 21). */
export const TICKET_KEY_REUSED = 'This Idempotency-Key was already used for a different ticket.';
export const MESSAGE_KEY_REUSED = 'This Idempotency-Key was already used for a different message.';
type ChatMessage = components['schemas']['ChatMessage'];
type Agent = components['schemas']['SupportAgent'];

const AGENTS: Agent[] = [
  {
    user_id: 9001,
    first_name: 'Ngozi',
    last_name: 'Eze',
    profile_image: null,
    username: 'ngozi.support',
    email: 'ngozi@support.ledgerly.ng',
  },
  {
    user_id: 9002,
    first_name: 'Michael',
    last_name: 'Reyes',
    profile_image: null,
    username: 'michael.support',
    email: 'michael@support.ledgerly.ng',
  },
];

function ticketView(row: TicketRow): Ticket {
  return {
    ticket_id: row.id,
    ticket_title: row.ticket_title,
    status: row.status,
    created_at: row.created_at,
    user_id: row._user,
    chat_id: row.id,
    support_agent: AGENTS.find((a) => a.user_id === row._agent) ?? null,
  };
}

function messageView(row: MessageRow): ChatMessage {
  return {
    message_id: row.id,
    message: row.message,
    sender: { user_id: row.sender },
    created_at: row.created_at,
    is_attachment: row.attachment !== undefined,
    attachment: row.attachment ?? null,
    chat: { chat_id: row._ticket },
  };
}

function ownTicket(store: CommonStore, userId: number, ticketId: number): TicketRow {
  const ticket = store.tickets.get(ticketId);
  if (!ticket || ticket._user !== userId) throw notFound();
  return ticket;
}

/** At most 10 MB per attachment (the contract's ChatMessageUpload and TicketUpload). */
export const MAX_ATTACHMENT_MB = 10;

/** The kept file's URL when the body carries an `attachment` part, otherwise undefined. */
function attachmentOf(state: SandboxState, body: object): string | undefined {
  if (!('attachment' in body) || body.attachment === undefined) return undefined;
  return keepUpload(state, 'common', body.attachment, {
    field: 'attachment',
    maxMb: MAX_ATTACHMENT_MB,
    fallbackName: 'attachment',
  });
}

export function ticketHandlers(
  store: CommonStore,
  state: SandboxState,
): Pick<
  ServiceHandlers<operations>,
  'listSupportTickets' | 'createSupportTicket' | 'listSupportChatMessages' | 'sendSupportChatMessage'
> {
  return {
    listSupportTickets: (req) => {
      const user = requireUser(req);
      const rows = store.tickets.where((t) => t._user === user.id).sort((a, b) => b.created_at.localeCompare(a.created_at));
      return { status: 200, body: rows.map(ticketView) };
    },
    // A retry under the same Idempotency-Key (a lost answer, a resent call) answers the first ticket.
    createSupportTicket: replayed(store, 'createSupportTicket', TICKET_KEY_REUSED, (req) => {
      const user = requireUser(req);
      const title = req.body.ticket_title.trim();
      const message = req.body.message.trim();
      if (!title) throw badRequest({ ticket_title: ['Give your ticket a title.'] });
      if (!message) throw badRequest({ message: ['Tell us what happened.'] });
      const attachment = attachmentOf(state, req.body);
      const now = iso(new Date());
      const ticket = store.tickets.insert({ ticket_title: title, status: 'open', created_at: now, _user: user.id, _agent: null });
      store.messages.insert({ _ticket: ticket.id, message, sender: user.id, created_at: now });
      if (attachment) store.messages.insert({ _ticket: ticket.id, message: '', sender: user.id, created_at: now, attachment });
      return { status: 201, body: ticketView(ticket) };
    }),
    listSupportChatMessages: (req) => {
      const user = requireUser(req);
      const ticket = ownTicket(store, user.id, req.params.ticket_id);
      const rows = store.messages.where((m) => m._ticket === ticket.id).sort((a, b) => a.id - b.id);
      return { status: 200, body: { data: { data: rows.map(messageView) } } };
    },
    // A retry under the same Idempotency-Key (and ticket: keys are per path) answers the first message.
    sendSupportChatMessage: replayed(store, 'sendSupportChatMessage', MESSAGE_KEY_REUSED, (req) => {
      const user = requireUser(req);
      const ticket = ownTicket(store, user.id, req.params.ticket_id);
      if (ticket.status === 'closed') throw new HttpError(400, { detail: 'This ticket is closed. Open a new one.' });
      const text = req.body.message.trim();
      const attachment = attachmentOf(state, req.body);
      if (!text && !attachment) throw badRequest({ message: ['Type a message.'] });
      const row = store.messages.insert({
        _ticket: ticket.id,
        message: text,
        sender: user.id,
        created_at: iso(new Date()),
        ...(attachment ? { attachment } : {}),
      });
      if (ticket._agent === null) {
        const agent = AGENTS[ticket.id % AGENTS.length]!;
        store.tickets.update(ticket.id, { _agent: agent.user_id, status: 'pending' });
        store.messages.insert({
          _ticket: ticket.id,
          message: `Hi, I'm ${agent.first_name}. I'm looking into this for you now.`,
          sender: agent.user_id,
          created_at: iso(new Date()),
        });
      } else if (ticket.status === 'resolved') {
        store.tickets.update(ticket.id, { status: 'open' });
      }
      return { status: 201, body: { data: messageView(row) } };
    }),
  };
}
