/**
 * Tickets and chat: the conversations (threads, newest first; the list polled every 30 s while
 * the tab shows) beside the active chat (`?chat=`; the first ticket when none is), or the
 * new-ticket form (`?new=true`). On phones the list and the chat are two screens with a back
 * button. Unread counts per thread and in the navigation come from the last message seen.
 */
import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessagesSquare, Plus } from 'lucide-react';
import { pollOptions } from '@/api/poll';
import { useSession } from '@/api/session';
import { setNavBadge } from '@/components/layout/nav-badge';
import { QueryContent } from '@/components/record/query-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { createTicket, LIST_POLL_MS, supportKeys, threadsQuery } from '../api/chat';
import type { SupportSearch } from '../search';
import { readSeen, writeSeen, type SeenMap } from '../seen';
import { activeTicketId } from '../threads/build-threads';
import { totalUnread, unreadCount } from '../utils/unread';
import { ChatView, STATUS_LABEL } from './chat-view';
import { NewTicketForm } from './new-ticket-form';

export interface ChatSectionProps {
  search: SupportSearch;
  onSearchChange: (patch: Partial<SupportSearch>) => void;
}

type Data = Awaited<ReturnType<NonNullable<ReturnType<typeof threadsQuery>['queryFn']>>>;

function useSeen(userId: number | undefined) {
  const [seen, setSeen] = useState<SeenMap>(() => (userId === undefined ? {} : readSeen(userId)));
  const markSeen = useCallback(
    (ticketId: number, createdAt: string) => {
      setSeen((old) => {
        if (old[ticketId] && Date.parse(old[ticketId]) >= Date.parse(createdAt)) return old;
        const next = { ...old, [ticketId]: createdAt };
        if (userId !== undefined) writeSeen(userId, next);
        return next;
      });
    },
    [userId],
  );
  return { seen, markSeen };
}

function Conversations({ data, search, onSearchChange }: ChatSectionProps & { data: Data }) {
  const queryClient = useQueryClient();
  const { session } = useSession();
  const { seen, markSeen } = useSeen(session?.id);
  const { tickets, threads } = data;
  const active = activeTicketId(tickets, threads, search.chat);
  const thread = threads.find((t) => t.ticket_id === active);
  const ticket = tickets.find((t) => t.ticket_id === active);
  const creating = search.new === true;
  // Phones: the chat screen when a chat was chosen (or a ticket is being opened), else the list.
  const detailOnPhone = creating || search.chat !== undefined;
  const total = totalUnread(threads, seen);

  useEffect(() => setNavBadge('/support', total), [total]);
  const onSeen = useCallback((createdAt: string) => active !== undefined && markSeen(active, createdAt), [active, markSeen]);

  return (
    <div className="grid min-h-[32rem] overflow-hidden rounded-lg border bg-card md:grid-cols-[minmax(16rem,20rem)_1fr]">
      <nav aria-label="Conversations" className={cn('flex min-h-0 flex-col border-r', detailOnPhone && 'max-md:hidden')}>
        <div className="flex items-center justify-between gap-2 border-b p-3">
          <h2 className="text-base font-semibold">Conversations</h2>
          <Button size="sm" onClick={() => onSearchChange({ new: true, subject: undefined })}>
            <Plus aria-hidden="true" />
            New ticket
          </Button>
        </div>
        {threads.length === 0 ? (
          <EmptyState
            icon={<MessagesSquare />}
            title="No conversations yet"
            description="Open a ticket and our team will answer here."
            className="p-6"
          />
        ) : (
          <ul className="flex flex-col overflow-y-auto">
            {threads.map((t) => {
              const unread = unreadCount(t, seen[t.ticket_id]);
              const status = tickets.find((x) => x.ticket_id === t.ticket_id)?.status ?? 'open';
              const last = t.messages.at(-1);
              const current = t.ticket_id === active && !creating;
              return (
                <li key={t.ticket_id}>
                  <button
                    type="button"
                    aria-current={current ? 'true' : undefined}
                    onClick={() => onSearchChange({ chat: t.ticket_id, new: undefined, subject: undefined })}
                    className={cn(
                      'flex min-h-11 w-full flex-col gap-1 border-b px-3 py-2 text-left text-sm hover:bg-accent',
                      'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
                      current && 'bg-accent',
                    )}
                  >
                    <span className="flex w-full items-center gap-2">
                      <span className="min-w-0 flex-1 truncate font-medium">{t.ticket_subject}</span>
                      {unread > 0 ? (
                        <Badge variant="primary">
                          {unread}
                          <span className="sr-only"> unread</span>
                        </Badge>
                      ) : null}
                    </span>
                    <span className="line-clamp-1 text-xs text-muted-foreground">
                      {last ? last.text || 'Attachment' : 'No messages yet'}
                    </span>
                    <span className="flex items-center gap-2 text-xs text-muted-foreground">
                      <Badge variant={STATUS_LABEL[status].variant}>{STATUS_LABEL[status].label}</Badge>
                      {formatDate(t.lastMessageDate)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </nav>
      <div className={cn('flex min-h-0 flex-col', !detailOnPhone && 'max-md:hidden')}>
        {creating ? (
          <NewTicketForm
            key={search.subject ?? ''}
            initialSubject={search.subject}
            create={createTicket}
            onCreated={async (created) => {
              await queryClient.refetchQueries({ queryKey: supportKeys.threads });
              onSearchChange({ chat: created.ticket_id, new: undefined, subject: undefined });
            }}
            onCancel={() => onSearchChange({ new: undefined, subject: undefined })}
          />
        ) : thread && ticket ? (
          <ChatView
            key={thread.ticket_id}
            thread={thread}
            status={ticket.status}
            onSeen={onSeen}
            onBack={() => onSearchChange({ chat: undefined })}
            onNewTicket={() => onSearchChange({ new: true, subject: undefined })}
          />
        ) : (
          <EmptyState
            icon={<MessagesSquare />}
            title="No conversation open"
            description="Choose a conversation or open a new ticket."
            className="p-6"
          />
        )}
      </div>
    </div>
  );
}

export function ChatSection({ search, onSearchChange }: ChatSectionProps) {
  const query = useQuery({ ...threadsQuery(), ...pollOptions<Data>({ intervalMs: LIST_POLL_MS }) });
  return (
    <QueryContent query={query} label="your conversations">
      {(data) => <Conversations data={data} search={search} onSearchChange={onSearchChange} />}
    </QueryContent>
  );
}
