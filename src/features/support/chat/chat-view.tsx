/**
 * The active chat: its messages grouped by day (polled every 5 s while the tab shows), the
 * ticket's status, and the form. A message shows at once as sending, then sent; a failure keeps
 * it with its text and Retry (which sends it once more). A closed ticket takes no messages: the
 * form is replaced by a way to open a new ticket.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import { toApiError } from '@/api/errors';
import { pollOptions } from '@/api/poll';
import type { CommonSchemas } from '@/api/types';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CHAT_POLL_MS, messagesQuery, sendMessage, supportKeys, type OnProgress } from '../api/chat';
import { toThreadMessage, type ChatThread } from '../threads/build-threads';
import { groupByDay } from '../utils/unread';
import { AgentAvatar, MessageBubble, agentName } from './message-bubble';
import { MessageComposer } from './message-composer';

type Status = CommonSchemas['TicketStatus'];
type ChatMessage = CommonSchemas['ChatMessage'];

export const STATUS_LABEL: Record<Status, { label: string; variant: BadgeVariant }> = {
  open: { label: 'Open', variant: 'info' },
  pending: { label: 'Awaiting your reply', variant: 'warning' },
  resolved: { label: 'Resolved', variant: 'success' },
  closed: { label: 'Closed', variant: 'neutral' },
};

interface Pending {
  key: number;
  /** The message's Idempotency-Key: the same for every Retry, so a lost answer never sends it twice. */
  attempt: string;
  text: string;
  file: File | null;
  state: 'sending' | 'failed';
  error?: string | undefined;
  progress?: number | null;
  created_at: string;
}

export interface ChatViewProps {
  thread: ChatThread;
  status: Status;
  onBack: () => void;
  onNewTicket: () => void;
  /** Called with the newest message seen, whenever the view shows one. */
  onSeen: (createdAt: string) => void;
  /** Injected for tests; the real call by default. */
  send?: (
    ticketId: number,
    text: string,
    file: File | null,
    onProgress: OnProgress,
    idempotencyKey: string,
  ) => Promise<ChatMessage>;
}

const dayLabel = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
};

let nextKey = 1;

export function ChatView({ thread, status, onBack, onNewTicket, onSeen, send = sendMessage }: ChatViewProps) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...messagesQuery(thread.ticket_id), ...pollOptions<ChatMessage[]>({ intervalMs: CHAT_POLL_MS }) });
  const messages = query.data ? query.data.map(toThreadMessage) : thread.messages;
  const [pending, setPending] = useState<Pending[]>([]);
  const bottom = useRef<HTMLDivElement>(null);
  const closed = status === 'closed';
  const newest = messages.at(-1)?.created_at;

  useEffect(() => {
    if (newest) onSeen(newest);
  }, [newest, onSeen]);
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending.length]);

  const patch = (key: number, change: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const deliver = async (item: Pending) => {
    patch(item.key, { state: 'sending', error: undefined, progress: null });
    try {
      const stored = await send(
        thread.ticket_id,
        item.text,
        item.file,
        (p) => patch(item.key, { progress: p.percent }),
        item.attempt,
      );
      queryClient.setQueryData<ChatMessage[]>(supportKeys.messages(thread.ticket_id), (old) => (old ? [...old, stored] : old));
      setPending((list) => list.filter((p) => p.key !== item.key));
      void queryClient.invalidateQueries({ queryKey: supportKeys.messages(thread.ticket_id) });
      void queryClient.invalidateQueries({ queryKey: supportKeys.threads });
    } catch (error) {
      patch(item.key, { state: 'failed', error: toApiError(error).message });
    }
  };

  const onSend = (text: string, file: File | null) => {
    const item: Pending = {
      key: nextKey++,
      attempt: crypto.randomUUID(),
      text,
      file,
      state: 'sending',
      created_at: new Date().toISOString(),
    };
    setPending((list) => [...list, item]);
    void deliver(item);
  };

  const { label, variant } = STATUS_LABEL[status];
  return (
    <section aria-labelledby="chat-heading" className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b p-3">
        <Button variant="tertiary" size="icon" className="md:hidden" onClick={onBack} aria-label="Back to conversations">
          <ArrowLeft aria-hidden="true" />
        </Button>
        <AgentAvatar agent={thread.agent} />
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 id="chat-heading" className="truncate text-base font-semibold">
            {thread.ticket_subject}
          </h2>
          <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span>{agentName(thread.agent)}</span>
            <Badge variant={variant}>{label}</Badge>
          </span>
        </div>
      </header>
      <div className="flex min-h-64 flex-1 flex-col gap-4 overflow-y-auto p-3" role="log" aria-label="Messages">
        {groupByDay(messages).map((group) => (
          <div key={group.day} className="flex flex-col gap-3">
            <h3 className="self-center rounded-full bg-muted px-3 py-0.5 text-xs font-medium text-muted-foreground">
              {dayLabel(group.items[0]!.created_at)}
            </h3>
            <ol className="flex flex-col gap-3">
              {group.items.map((message, i) => (
                <li key={`${message.created_at}-${i}`}>
                  <MessageBubble
                    message={message}
                    mine={message.sender_id === thread.user_id}
                    agent={thread.agent}
                    delivery="sent"
                  />
                </li>
              ))}
            </ol>
          </div>
        ))}
        {pending.length > 0 ? (
          <ol className="flex flex-col gap-3" aria-live="polite">
            {pending.map((item) => (
              <li key={item.key}>
                <MessageBubble
                  message={{ text: item.text, created_at: item.created_at, attachment: null }}
                  mine
                  agent={thread.agent}
                  delivery={item.state}
                  fileName={item.file?.name}
                  error={item.error}
                  progress={item.file && item.state === 'sending' ? (item.progress ?? 0) : null}
                  onRetry={() => void deliver(item)}
                />
              </li>
            ))}
          </ol>
        ) : null}
        <div ref={bottom} />
      </div>
      {closed ? (
        <div className="flex flex-wrap items-center gap-3 border-t p-3 text-sm">
          <span className="flex-1">This ticket is closed. Open a new ticket to keep talking to us.</span>
          <Button onClick={onNewTicket}>
            <Plus aria-hidden="true" />
            New ticket
          </Button>
        </div>
      ) : (
        <MessageComposer onSend={onSend} />
      )}
    </section>
  );
}
