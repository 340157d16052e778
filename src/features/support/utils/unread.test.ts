import { describe, expect, it } from 'vitest';
import type { ChatThread } from '../threads/build-threads';
import { groupByDay, totalUnread, unreadCount } from './unread';

const msg = (sender_id: number, created_at: string) => ({
  text: 'x',
  sender_id,
  created_at,
  is_attachment: false,
  attachment: null,
});
const thread = (ticket_id: number, messages: ChatThread['messages']): ChatThread => ({
  chat_id: ticket_id,
  ticket_id,
  ticket_subject: 's',
  user_id: 7,
  lastMessageDate: messages.at(-1)?.created_at ?? '2026-11-01T00:00:00Z',
  messages,
  agent: null,
});

describe('unread', () => {
  it("counts the agent's messages after the last seen one, never the user's own", () => {
    const t = thread(1, [msg(7, '2026-11-01T08:00:00Z'), msg(9001, '2026-11-01T09:00:00Z'), msg(9001, '2026-11-01T10:00:00Z')]);
    expect(unreadCount(t, undefined)).toBe(2);
    expect(unreadCount(t, '2026-11-01T09:00:00Z')).toBe(1);
    expect(unreadCount(t, '2026-11-01T10:00:00Z')).toBe(0);
    expect(totalUnread([t, thread(2, [msg(9002, '2026-11-02T00:00:00Z')])], { 1: '2026-11-01T09:00:00Z' })).toBe(2);
  });

  it('groups messages by day in order', () => {
    const groups = groupByDay([msg(7, '2026-11-01T08:00:00'), msg(7, '2026-11-01T20:00:00'), msg(7, '2026-11-03T08:00:00')]);
    expect(groups.map((g) => g.items.length)).toEqual([2, 1]);
  });
});
