/**
 * The common service: FAQ (shared content) and support tickets with chat (per user). Sending a
 * message to a ticket with no agent assigns the on-duty agent, who answers the first message.
 */
import type { components, operations } from '../../../../src/api/generated/common';
import { defineService } from '../../module';
import type { SandboxState } from '../../state';
import { SEED_NOW, Table, TableStore, defineStore, daysAgo, iso } from '../../table';
import { HttpError, badRequest, notFound, requireUser } from '../../types';

type Ticket = components['schemas']['Ticket'];
type ChatMessage = components['schemas']['ChatMessage'];
type Agent = components['schemas']['SupportAgent'];

const AGENTS: Agent[] = [
  { user_id: 9001, first_name: 'Ngozi', last_name: 'Eze', profile_image: null, username: 'ngozi.support', email: 'ngozi@support.ledgerly.ng' },
  { user_id: 9002, first_name: 'Michael', last_name: 'Reyes', profile_image: null, username: 'michael.support', email: 'michael@support.ledgerly.ng' },
];

const FAQ: { name: string; questions: [string, string][] }[] = [
  {
    name: 'Getting started',
    questions: [
      ['How do I add my first business?', 'After signing in, choose "Create business", enter its name, currency and first location.'],
      ['Can I manage more than one location?', 'Yes. Add locations under Business tools, then switch between them from the top bar.'],
    ],
  },
  {
    name: 'Invoices and payments',
    questions: [
      ['How do I record a part payment?', 'Open the invoice, choose "Record payment" and enter the amount received. The balance updates at once.'],
      ['Can I send a reminder to a customer who owes me?', 'Yes. Open Debtors, pick the customer and choose "Send reminder".'],
    ],
  },
  {
    name: 'Banking',
    questions: [
      ['Why do I need my BVN?', 'Nigerian regulations require identity verification before an account can be opened. Your BVN is checked, never shown.'],
      ['What are my transfer limits?', 'Limits depend on your verification tier. Open Banking > Limits to see and change them.'],
      ['How long do transfers take?', 'Transfers to Nigerian banks usually arrive within minutes. ACH transfers in the US take 1-3 business days.'],
    ],
  },
  {
    name: 'Subscription',
    questions: [['How do I upgrade my plan?', 'Open Subscription, pick a package and a payment method. The new plan starts immediately.']],
  },
];

interface TicketRow {
  id: number;
  ticket_title: string;
  status: Ticket['status'];
  created_at: string;
  _user: number;
  _agent: number | null;
}

interface MessageRow {
  id: number;
  _ticket: number;
  message: string;
  sender: number;
  created_at: string;
}

class CommonStore extends TableStore {
  tickets = new Table<TicketRow>('tickets', 300);
  messages = new Table<MessageRow>('messages', 5000);
}

const storeOf = defineStore('common', () => new CommonStore());

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
    is_attachment: false,
    attachment: null,
    chat: { chat_id: row._ticket },
  };
}

function ownTicket(store: CommonStore, userId: number, ticketId: number): TicketRow {
  const ticket = store.tickets.get(ticketId);
  if (!ticket || ticket._user !== userId) throw notFound();
  return ticket;
}

function seed(state: SandboxState) {
  const store = storeOf(state);
  const owner = 1;
  const open = store.tickets.insert({ ticket_title: 'Transfer to GTBank still pending', status: 'pending', created_at: iso(daysAgo(2)), _user: owner, _agent: 9001 });
  store.messages.insert({ _ticket: open.id, message: 'My transfer of ₦85,000 to GTBank has been pending since yesterday.', sender: owner, created_at: iso(daysAgo(2)) });
  store.messages.insert({ _ticket: open.id, message: 'Thanks for reaching out. I can see the transfer; the receiving bank is slow today. It should arrive within 24 hours.', sender: 9001, created_at: iso(daysAgo(2)) });
  const done = store.tickets.insert({ ticket_title: 'How do I add a staff member?', status: 'resolved', created_at: iso(daysAgo(20)), _user: owner, _agent: 9002 });
  store.messages.insert({ _ticket: done.id, message: 'How do I give my cashier access to invoices only?', sender: owner, created_at: iso(daysAgo(20)) });
  store.messages.insert({ _ticket: done.id, message: 'Create a role with Invoicing view and create, then assign it to the staff member.', sender: 9002, created_at: iso(daysAgo(20)) });
  store.tickets.insert({ ticket_title: 'Invoice PDF shows the wrong logo', status: 'open', created_at: iso(SEED_NOW), _user: owner, _agent: null });
}

export const commonModule = defineService<operations>(
  'common',
  (state) => {
    const store = storeOf(state);
    return {
      listFaqCategories: () => ({ status: 200, body: FAQ.map((c, i) => ({ category_id: i + 1, name: c.name })) }),
      listFaqQuestions: ({ params }) => {
        const category = FAQ[params.category_id - 1];
        if (!category) throw notFound();
        return {
          status: 200,
          body: category.questions.map(([question, answer], i) => ({ faq_id: params.category_id * 100 + i + 1, question, answer, category: params.category_id })),
        };
      },
      listSupportTickets: (req) => {
        const user = requireUser(req);
        const rows = store.tickets.where((t) => t._user === user.id).sort((a, b) => b.created_at.localeCompare(a.created_at));
        return { status: 200, body: rows.map(ticketView) };
      },
      createSupportTicket: (req) => {
        const user = requireUser(req);
        const title = req.body.ticket_title.trim();
        const message = req.body.message.trim();
        if (!title) throw badRequest({ ticket_title: ['Give your ticket a title.'] });
        if (!message) throw badRequest({ message: ['Tell us what happened.'] });
        const now = iso(new Date());
        const ticket = store.tickets.insert({ ticket_title: title, status: 'open', created_at: now, _user: user.id, _agent: null });
        store.messages.insert({ _ticket: ticket.id, message, sender: user.id, created_at: now });
        return { status: 201, body: ticketView(ticket) };
      },
      listSupportChatMessages: (req) => {
        const user = requireUser(req);
        const ticket = ownTicket(store, user.id, req.params.ticket_id);
        const rows = store.messages.where((m) => m._ticket === ticket.id).sort((a, b) => a.id - b.id);
        return { status: 200, body: { data: { data: rows.map(messageView) } } };
      },
      sendSupportChatMessage: (req) => {
        const user = requireUser(req);
        const ticket = ownTicket(store, user.id, req.params.ticket_id);
        if (ticket.status === 'closed') throw new HttpError(400, { detail: 'This ticket is closed. Open a new one.' });
        const text = req.body.message.trim();
        if (!text) throw badRequest({ message: ['Type a message.'] });
        const row = store.messages.insert({ _ticket: ticket.id, message: text, sender: user.id, created_at: iso(new Date()) });
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
      },
    };
  },
  seed,
);
