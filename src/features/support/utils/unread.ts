/** Unread counts from the last message seen per ticket (seen.ts). Pure. */
import type { ChatThread } from '../threads/build-threads';

/** Messages from someone else newer than the last one seen (all of them when none was seen). */
export function unreadCount(thread: ChatThread, lastSeen: string | undefined): number {
  const seen = lastSeen ? Date.parse(lastSeen) : Number.NEGATIVE_INFINITY;
  return thread.messages.filter((m) => m.sender_id !== thread.user_id && Date.parse(m.created_at) > seen).length;
}

export const totalUnread = (threads: readonly ChatThread[], seen: Record<string, string>): number =>
  threads.reduce((sum, t) => sum + unreadCount(t, seen[t.ticket_id]), 0);

/** Messages grouped by calendar day (local time), in order. */
export function groupByDay<T extends { created_at: string }>(messages: readonly T[]): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const message of messages) {
    const date = new Date(message.created_at);
    const day = Number.isNaN(date.getTime()) ? '' : `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(message);
    else groups.push({ day, items: [message] });
  }
  return groups;
}
