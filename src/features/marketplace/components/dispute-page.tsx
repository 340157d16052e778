import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pollOptions } from '@/api/poll';
import type { BusinessSchemas } from '@/api/types';
import { BackLinkContent, RecordPage, RecordQueryContent, RecordSection } from '@/components/record/record-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext } from '@/features/business';
import { formatDate, formatDateTime } from '@/lib/dates';
import { lazyWithPreload } from '@/lib/lazy';
import { formatMoney } from '@/lib/money';
import { recordIdOf } from '@/lib/prefetch';
import { disputeMessagesQuery } from '../api/marketplace.pages';
import { disputeQuery, orderQuery } from '../api/marketplace.queries';
import type { DisputesSearch } from '../search';
import { MarketplaceNav } from './marketplace-layout';
import { DISPUTE_STATUS, ORDER_STATUS } from '@/lib/statuses/marketplace';

/**
 * The reply form (Radix Switch, the upload queue) is not part of the page's first load: it shows
 * only once the dispute has arrived, and its code is fetched as the page mounts, alongside the
 * dispute's own request (issue 21's budget).
 */
const Composer = lazyWithPreload(() => import('./dispute-composer').then((m) => m.Composer));

type Dispute = BusinessSchemas['Dispute'];
type Message = BusinessSchemas['DisputeMessage'];

const NOUN = { one: 'dispute', many: 'disputes' };
/** The thread refreshes this often while the page is open and the tab visible. */
export const THREAD_POLL_MS = 10_000;

const isClosed = (dispute: Dispute) => dispute.status === 'resolved' || dispute.status === 'rejected';

/** A dispute: its order, the message thread (refreshed every 10 s) and the composer, or the outcome once closed. */
export function DisputePage({ id, search }: { id: string; search: DisputesSearch }) {
  const scope = useBusinessContext();
  useEffect(() => {
    Composer.preload().catch(() => undefined); // offline: LazyComposer offers to try again
  }, []);
  const disputeId = recordIdOf(id);
  const query = useQuery({ ...disputeQuery(scope, disputeId ?? 0), enabled: disputeId !== undefined });
  const back = (
    <Link
      to="/b/$businessId/marketplace/disputes"
      params={{ businessId: scope.businessId }}
      search={{ ...search, location: scope.location }}
    >
      <BackLinkContent>Disputes</BackLinkContent>
    </Link>
  );
  return (
    <div className="flex flex-col gap-4">
      <MarketplaceNav />
      <RecordQueryContent query={query} validId={disputeId !== undefined} noun={NOUN} back={back}>
        {(dispute) => <DisputeRecord dispute={dispute} back={back} />}
      </RecordQueryContent>
    </div>
  );
}

function DisputeRecord({ dispute, back }: { dispute: Dispute; back: ReactNode }) {
  return (
    <RecordPage
      back={back}
      title={`Dispute on order ${dispute.order_number}`}
      status={<StatusBadge vocabulary={DISPUTE_STATUS} status={dispute.status} />}
      description={<span className="[overflow-wrap:anywhere]">{dispute.reason}</span>}
    >
      <DisputeOrder orderId={dispute.order} />
      <Thread dispute={dispute} />
      {isClosed(dispute) ? <Outcome dispute={dispute} /> : <LazyComposer dispute={dispute} />}
    </RecordPage>
  );
}

function DisputeOrder({ orderId }: { orderId: number }) {
  const scope = useBusinessContext();
  const query = useQuery(orderQuery(scope, orderId));
  let content: ReactNode;
  if (query.isPending) content = <p className="text-sm text-muted-foreground">Loading the order…</p>;
  else if (query.isError) content = <p className="text-sm text-destructive">Couldn't load the order.</p>;
  else {
    const order = query.data;
    content = (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <Link
          to="/b/$businessId/marketplace/orders/$orderId"
          params={{ businessId: scope.businessId, orderId: String(order.id) }}
          search={{ location: scope.location }}
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline sm:min-h-0"
        >
          {order.order_number}
        </Link>
        <span className="[overflow-wrap:anywhere]">{order.customer.name}</span>
        <span>{formatDate(order.created_at)}</span>
        <StatusBadge vocabulary={ORDER_STATUS} status={order.status} />
        <span className="font-semibold tabular-nums">{formatMoney(order.total_amount, order.currency)}</span>
      </div>
    );
  }
  return <RecordSection title="Order">{content}</RecordSection>;
}

export function Thread({ dispute }: { dispute: Dispute }) {
  const scope = useBusinessContext();
  const closed = isClosed(dispute);
  const query = useQuery({
    ...disputeMessagesQuery(scope, dispute.id),
    ...pollOptions<Message[]>({ intervalMs: THREAD_POLL_MS, until: () => closed }),
  });
  let content: ReactNode;
  if (query.isPending) content = <p className="text-sm text-muted-foreground">Loading the messages…</p>;
  else if (query.isError)
    content = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        Couldn't load the messages.
        <Button variant="outlined" size="sm" className="min-h-11 sm:min-h-9" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  else if (query.data.length === 0) content = <p className="text-sm text-muted-foreground">No messages yet.</p>;
  else {
    // Oldest first, whatever order they arrive in.
    const thread = [...query.data].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    content = (
      <ol className="flex flex-col gap-3" aria-label="Messages">
        {thread.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ol>
    );
  }
  return <RecordSection title="Messages">{content}</RecordSection>;
}

function MessageItem({ message }: { message: Message }) {
  const mine = message.sender.is_business;
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-1 rounded-lg border p-3 text-sm ${mine ? 'self-end bg-primary/5' : 'self-start bg-muted/40'}`}
      data-testid="dispute-message"
      data-proposal={message.is_proposal ? 'true' : 'false'}
    >
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium [overflow-wrap:anywhere]">{message.sender.name}</span>
        <time dateTime={message.created_at} className="text-xs text-muted-foreground">
          {formatDateTime(message.created_at)}
        </time>
        {message.is_proposal ? <Badge variant="info">Proposal</Badge> : null}
      </div>
      <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">{message.message}</p>
      {message.images.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Images">
          {message.images.map((url, n) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <img
                  src={url}
                  alt={`Attachment ${n + 1} from ${message.sender.name}, opens full size`}
                  className="size-20 rounded object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Outcome({ dispute }: { dispute: Dispute }) {
  return (
    <RecordSection title="Outcome">
      <p className="text-sm" role="status">
        This dispute was {dispute.status === 'resolved' ? 'resolved' : 'rejected'} on {formatDate(dispute.updated_at)}. No more
        messages can be sent.
      </p>
    </RecordSection>
  );
}

function LazyComposer({ dispute }: { dispute: Dispute }) {
  const [attempt, setAttempt] = useState(0);
  const failed = (
    <RecordSection title="Reply">
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        The reply form couldn't load. Check your connection.
        <Button variant="outlined" size="sm" className="min-h-11 sm:min-h-9" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    </RecordSection>
  );
  return (
    <LoadBoundary key={attempt} fallback={failed}>
      <Suspense
        fallback={
          <RecordSection title="Reply">
            <Skeleton className="h-64 w-full" />
          </RecordSection>
        }
      >
        <Composer dispute={dispute} />
      </Suspense>
    </LoadBoundary>
  );
}
