import { describe, expect, it } from 'vitest';
import type { CommonSchemas } from '@/api/types';
import { activeTicketId, buildThread, buildThreads } from './build-threads';
import { loadThreads } from './load-threads';

type Ticket = CommonSchemas['Ticket'];
type ChatMessage = CommonSchemas['ChatMessage'];

const AGENT = {
  user_id: 9001,
  first_name: 'Ngozi',
  last_name: 'Eze',
  profile_image: null,
  username: 'ngozi',
  email: 'n@support.ng',
};

const ticket = (id: number, extra: Partial<Ticket> = {}): Ticket => ({
  ticket_id: id,
  ticket_title: `Ticket ${id}`,
  status: 'open',
  created_at: `2026-11-01T10:${String(id % 60).padStart(2, '0')}:00Z`,
  user_id: 7,
  chat_id: 500 + id,
  support_agent: null,
  ...extra,
});

const message = (ticketId: number, at: string, sender = 7, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  message_id: Math.floor(Math.random() * 1e6) + 1,
  message: `hello ${ticketId}`,
  sender: { user_id: sender },
  created_at: at,
  is_attachment: false,
  attachment: null,
  chat: { chat_id: 500 + ticketId },
  ...extra,
});

describe('buildThread', () => {
  it('has exactly the spec fields, agent null when the ticket has none', () => {
    const thread = buildThread(ticket(1), [
      message(1, '2026-11-02T08:00:00Z', 7, { is_attachment: true, attachment: 'https://x.test/a.pdf', message: '' }),
    ]);
    expect(thread).toEqual({
      chat_id: 501,
      ticket_id: 1,
      ticket_subject: 'Ticket 1',
      user_id: 7,
      lastMessageDate: '2026-11-02T08:00:00Z',
      messages: [
        { text: '', sender_id: 7, created_at: '2026-11-02T08:00:00Z', is_attachment: true, attachment: 'https://x.test/a.pdf' },
      ],
      agent: null,
    });
  });

  it("maps the agent, with username '' by default", () => {
    const withName = buildThread(ticket(2, { support_agent: AGENT }), []);
    expect(withName.agent).toEqual({
      agent_id: 9001,
      first_name: 'Ngozi',
      last_name: 'Eze',
      profile_image: null,
      username: 'ngozi',
      email: 'n@support.ng',
    });
    const noName = buildThread(ticket(3, { support_agent: { ...AGENT, username: null as unknown as string } }), []);
    expect(noName.agent?.username).toBe('');
  });

  it("takes the newest message's date, or the ticket's own without messages", () => {
    const t = buildThread(ticket(4), [
      message(4, '2026-11-03T09:00:00Z'),
      message(4, '2026-11-05T09:00:00Z'),
      message(4, '2026-11-04T09:00:00Z'),
    ]);
    expect(t.lastMessageDate).toBe('2026-11-05T09:00:00Z');
    expect(buildThread(ticket(5), []).lastMessageDate).toBe(ticket(5).created_at);
  });
});

describe('buildThreads', () => {
  it('sorts newest lastMessageDate first and leaves out failed tickets', () => {
    const tickets = [ticket(1), ticket(2), ticket(3)];
    const threads = buildThreads(tickets, [[message(1, '2026-11-02T00:00:00Z')], null, [message(3, '2026-11-09T00:00:00Z')]]);
    expect(threads.map((t) => t.ticket_id)).toEqual([3, 1]);
  });

  it('the first ticket becomes active when none is; a wanted one is kept when it has a thread', () => {
    const tickets = [ticket(1), ticket(2), ticket(3)];
    const threads = buildThreads(tickets, [null, [message(2, '2026-11-02T00:00:00Z')], [message(3, '2026-11-09T00:00:00Z')]]);
    expect(activeTicketId(tickets, threads, undefined)).toBe(2);
    expect(activeTicketId(tickets, threads, 3)).toBe(3);
    expect(activeTicketId(tickets, threads, 1)).toBe(2);
    expect(activeTicketId([], [], undefined)).toBeUndefined();
  });
});

describe('loadThreads', () => {
  it('50 tickets, 5 failing calls: 45 threads, one call each, never more than 6 at once, no error', async () => {
    const tickets = Array.from({ length: 50 }, (_, i) => ticket(i + 1));
    const failing = new Set([4, 11, 23, 37, 50]);
    let inFlight = 0;
    let most = 0;
    const calls: number[] = [];
    const fetchMessages = async (id: number) => {
      calls.push(id);
      inFlight += 1;
      most = Math.max(most, inFlight);
      // Settle in a mixed order, so later calls overtake earlier ones.
      await new Promise((resolve) => setTimeout(resolve, (id * 7) % 5));
      inFlight -= 1;
      if (failing.has(id)) throw new Error(`ticket ${id} failed`);
      return [message(id, `2026-11-${String((id % 28) + 1).padStart(2, '0')}T00:00:00Z`)];
    };
    const threads = await loadThreads(tickets, fetchMessages);
    expect(threads).toHaveLength(45);
    expect(threads.some((t) => failing.has(t.ticket_id))).toBe(false);
    expect([...calls].sort((a, b) => a - b)).toEqual(tickets.map((t) => t.ticket_id));
    expect(most).toBe(6);
    expect(activeTicketId(tickets, threads, undefined)).toBe(1);
    const dates = threads.map((t) => Date.parse(t.lastMessageDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
