import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { toApiError } from '@/api/errors';
import { pollOptions } from '@/api/poll';
import { invalidatePaths } from '@/api/resource';
import type { BusinessSchemas } from '@/api/types';
import { useUploadQueue } from '@/api/upload-queue';
import { BackLinkContent, RecordPage, RecordQueryContent, RecordSection } from '@/components/record/record-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { StatusBadge } from '@/components/ui/status-badge';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useBusinessContext } from '@/features/business';
import { createAttemptKeys } from '@/lib/attempt-key';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { recordIdOf } from '@/lib/prefetch';
import { toast } from '@/lib/toast';
import { disputeMessagesQuery } from '../api/marketplace.pages';
import { disputeQuery, disputes, orderQuery } from '../api/marketplace.queries';
import type { DisputesSearch } from '../search';
import { addImages, messageError, MESSAGE_MAX } from '../utils/composer';
import { disputeMessageQueue, sendDisputeMessage, sendIdentity } from './dispute-messages';
import { MarketplaceNav } from './marketplace-layout';

type Dispute = BusinessSchemas['Dispute'];
type Message = BusinessSchemas['DisputeMessage'];

const NOUN = { one: 'dispute', many: 'disputes' };
/** The thread refreshes this often while the page is open and the tab visible. */
export const THREAD_POLL_MS = 10_000;

const isClosed = (dispute: Dispute) => dispute.status === 'resolved' || dispute.status === 'rejected';

/** A dispute: its order, the message thread (refreshed every 10 s) and the composer, or the outcome once closed. */
export function DisputePage({ id, search }: { id: string; search: DisputesSearch }) {
  const scope = useBusinessContext();
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
      status={<StatusBadge kind="dispute" status={dispute.status} />}
      description={<span className="[overflow-wrap:anywhere]">{dispute.reason}</span>}
    >
      <DisputeOrder orderId={dispute.order} />
      <Thread dispute={dispute} />
      {isClosed(dispute) ? <Outcome dispute={dispute} /> : <Composer dispute={dispute} />}
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
        <StatusBadge kind="order" status={order.status} />
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

/** The reply: message, up to five images, 'This is a proposal'; the text stays when the send fails. */
export function Composer({ dispute }: { dispute: Dispute }) {
  const scope = useBusinessContext();
  const queryClient = useQueryClient();
  const { items } = useUploadQueue(disputeMessageQueue);
  const [message, setMessage] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [proposal, setProposal] = useState(false);
  const [errors, setErrors] = useState<{ message?: string | null; images?: string | null; form?: string | null }>({});
  const [sending, setSending] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // One Idempotency-Key per send, kept for its retries: a lost answer does not post the message twice.
  const keys = useMemo(() => createAttemptKeys(), []);
  const switchId = useId();
  const progress = items.find((item) => item.id === sending)?.progress?.percent ?? null;

  const send = async () => {
    const fault = messageError(message);
    setErrors({ message: fault });
    if (fault) return;
    const outgoing = { message, images, isProposal: proposal };
    const { id, sent } = sendDisputeMessage(scope, dispute.id, {
      ...outgoing,
      idempotencyKey: keys.keyFor(sendIdentity(outgoing)),
    });
    setSending(id);
    try {
      await sent;
      keys.reset();
      setMessage('');
      setImages([]);
      setProposal(false);
      toast.success(proposal ? 'Proposal sent' : 'Message sent');
      await invalidatePaths(queryClient, disputes.invalidates);
    } catch (error) {
      const apiError = toApiError(error);
      setErrors({
        message: apiError.fieldErrors.message?.[0] ?? null,
        images: apiError.fieldErrors.images?.[0] ?? null,
        form: apiError.message,
      });
    } finally {
      disputeMessageQueue.remove(id);
      setSending(null);
    }
  };

  return (
    <RecordSection title="Reply">
      <form
        className="flex flex-col gap-3"
        noValidate
        aria-label="Reply to the buyer"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Field label="Message" error={errors.message} hint={`Up to ${MESSAGE_MAX} characters.`} required>
          <Textarea value={message} onChange={(event) => setMessage(event.target.value)} rows={4} />
        </Field>
        <Field label="Images" error={errors.images} hint="Up to 5 JPEG, PNG or WebP images, 5 MB each.">
          {(control) => (
            <div className="flex flex-col gap-2">
              <input
                {...control}
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                className="min-h-11 text-sm file:mr-3 file:min-h-10 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm"
                onChange={(event) => {
                  const { images: kept, error } = addImages(images, [...(event.target.files ?? [])]);
                  setImages(kept);
                  setErrors((prev) => ({ ...prev, images: error }));
                  event.target.value = '';
                }}
              />
              {images.length > 0 ? (
                <ul className="flex flex-col gap-1 text-sm" aria-label="Images to send">
                  {images.map((image, n) => (
                    <li key={`${image.name}-${n}`} className="flex items-center gap-2">
                      <span className="min-w-0 flex-1 truncate">{image.name}</span>
                      <Button
                        type="button"
                        variant="tertiary"
                        size="sm"
                        className="min-h-11 sm:min-h-9"
                        aria-label={`Remove ${image.name}`}
                        onClick={() => setImages((prev) => prev.filter((_, i) => i !== n))}
                      >
                        Remove
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          )}
        </Field>
        <div className="flex min-h-11 items-center gap-3">
          <Switch id={switchId} checked={proposal} onCheckedChange={setProposal} />
          <label htmlFor={switchId} className="text-sm">
            This is a proposal (a settlement offer)
          </label>
        </div>
        {errors.form ? (
          <p role="alert" className="text-sm text-destructive [overflow-wrap:anywhere]">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" className="min-h-11 sm:min-h-10" disabled={sending !== null}>
            {sending !== null
              ? progress !== null
                ? `Sending… ${progress} %`
                : 'Sending…'
              : proposal
                ? 'Send proposal'
                : 'Send message'}
          </Button>
        </div>
      </form>
    </RecordSection>
  );
}
