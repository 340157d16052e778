import { Suspense, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { toApiError } from '@/api/errors';
import type { BusinessSchemas } from '@/api/types';
import { BackLinkContent, RecordPage, RecordQueryContent, RecordSection } from '@/components/record/record-page';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext } from '@/features/business';
import { formatDate, formatDateTime } from '@/lib/dates';
import { lazyWithPreload } from '@/lib/lazy';
import { formatMoney, multiplyMoney } from '@/lib/money';
import { formatPhone, phoneCountryOf } from '@/lib/phone';
import { recordIdOf } from '@/lib/prefetch';
import { toast } from '@/lib/toast';
import { orderStatus } from '../api/marketplace.pages';
import { orderQuery } from '../api/marketplace.queries';
import type { OrdersSearch } from '../search';
import { MOVE_LABELS, nextStatuses, trackingNoteError } from '../utils/fulfilment';
import { MarketplaceNav } from './marketplace-layout';
import { ORDER_STATUS } from '@/lib/statuses/marketplace';
import { PAYMENT_STATUS } from '@/lib/statuses/subscription';

// Shipping's tracking note (a field and a text area) loads when 'Mark as shipped' is pointed at,
// focused or pressed, not with the page (issue 21's budget).
const TrackingNoteForm = lazyWithPreload(() => import('./tracking-note-form').then((m) => m.TrackingNoteForm));
const preloadTrackingNote = () => void TrackingNoteForm.preload().catch(() => undefined);

type Order = BusinessSchemas['Order'];
type Next = BusinessSchemas['OrderStatusUpdate']['status'];

const NOUN = { one: 'order', many: 'orders' };

export interface OrderPageProps {
  id: string;
  search: OrdersSearch;
}

/** A marketplace order: buyer, delivery, payment, items, status history, fulfilment and the packing slip. */
export function OrderPage({ id, search }: OrderPageProps) {
  const scope = useBusinessContext();
  const orderId = recordIdOf(id);
  const query = useQuery({ ...orderQuery(scope, orderId ?? 0), enabled: orderId !== undefined });
  const back = (
    <Link
      to="/b/$businessId/marketplace/orders"
      params={{ businessId: scope.businessId }}
      search={{ ...search, location: scope.location }}
    >
      <BackLinkContent>Orders</BackLinkContent>
    </Link>
  );
  return (
    <div className="flex flex-col gap-4">
      <MarketplaceNav />
      <RecordQueryContent query={query} validId={orderId !== undefined} noun={NOUN} back={back}>
        {(order) => <OrderRecord order={order} back={back} />}
      </RecordQueryContent>
    </div>
  );
}

function OrderRecord({ order, back }: { order: Order; back: ReactNode }) {
  const scope = useBusinessContext();
  const country = phoneCountryOf(scope.business.currency);
  const [slip, setSlip] = useState(false);
  return (
    <RecordPage
      back={back}
      title={`Order ${order.order_number}`}
      status={<StatusBadge vocabulary={ORDER_STATUS} status={order.status} />}
      description={`Placed ${formatDateTime(order.created_at)}`}
      actions={
        <Button
          variant="outlined"
          className="min-h-11 sm:min-h-10"
          onClick={() => {
            setSlip(true);
            // The slip renders first, then the browser's print dialog opens on it alone.
            requestAnimationFrame(() => {
              window.print();
              setSlip(false);
            });
          }}
        >
          Print packing slip
        </Button>
      }
    >
      <RecordSection
        title="Buyer"
        fields={[
          { label: 'Name', value: <span className="[overflow-wrap:anywhere]">{order.customer.name}</span> },
          { label: 'Email', value: <span className="[overflow-wrap:anywhere]">{order.customer.email}</span> },
          { label: 'Phone', value: formatPhone(order.customer.phone_number, country) },
        ]}
      />
      <RecordSection
        title="Delivery and payment"
        fields={[
          {
            label: 'Delivery address',
            value: <span className="[overflow-wrap:anywhere] whitespace-pre-wrap">{order.delivery_address}</span>,
          },
          { label: 'Delivery fee', value: formatMoney(order.delivery_fee, order.currency) },
          { label: 'Total', value: formatMoney(order.total_amount, order.currency) },
          { label: 'Payment', value: <StatusBadge vocabulary={PAYMENT_STATUS} status={order.payment_status} /> },
          ...(order.tracking_note
            ? [{ label: 'Tracking', value: <span className="[overflow-wrap:anywhere]">{order.tracking_note}</span> }]
            : []),
        ]}
      />
      <OrderItems order={order} />
      <Fulfilment order={order} />
      <RecordSection title="Status history">
        <ol className="flex flex-col gap-2" aria-label="Status history">
          {order.status_history.map((change, n) => (
            <li key={`${change.status}-${n}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
              <StatusBadge vocabulary={ORDER_STATUS} status={change.status} />
              <time dateTime={change.at} className="text-muted-foreground">
                {formatDateTime(change.at)}
              </time>
              {change.note ? <span className="[overflow-wrap:anywhere]">{change.note}</span> : null}
            </li>
          ))}
        </ol>
      </RecordSection>
      {slip ? <PackingSlip order={order} /> : null}
    </RecordPage>
  );
}

function OrderItems({ order }: { order: Order }) {
  const { businessId, location } = useBusinessContext();
  return (
    <RecordSection title="Items">
      <ul className="flex flex-col divide-y divide-border">
        {order.items.map((item, n) => (
          <li key={`${item.product}-${n}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
            <Link
              to="/b/$businessId/inventory/$itemId"
              params={{ businessId, itemId: String(item.product) }}
              search={{ location }}
              className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline sm:min-h-0"
            >
              {item.name}
            </Link>
            <span className="text-muted-foreground tabular-nums">
              {item.quantity} × {formatMoney(item.unit_price, order.currency)}
            </span>
            <span className="font-medium tabular-nums">
              {formatMoney(multiplyMoney(item.unit_price, item.quantity), order.currency)}
            </span>
          </li>
        ))}
      </ul>
    </RecordSection>
  );
}

/** The next moves the order allows, each a button; shipping asks for the tracking note first. */
export function Fulfilment({ order }: { order: Order }) {
  const scope = useBusinessContext();
  const moves = nextStatuses(order.status);
  const [chosen, setChosen] = useState<Next | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const move = orderStatus.usePatch({
    onSuccess: (answer) => {
      toast.success(`Order ${answer.order_number} is now ${answer.status}.`);
      setChosen(null);
      setNote('');
    },
  });
  if (moves.length === 0) return null;

  const submit = (next: Next) => {
    const fault = trackingNoteError(next, note);
    setNoteError(fault);
    setFailure(null);
    if (fault) return;
    const trimmed = note.trim();
    move.mutate(
      { scope, id: order.id, body: { status: next, ...(trimmed ? { note: trimmed } : {}) } },
      {
        onError: (error) => {
          const apiError = toApiError(error);
          setNoteError(apiError.fieldErrors.note?.[0] ?? null);
          setFailure(apiError.fieldErrors.status?.[0] ?? (apiError.fieldErrors.note ? null : apiError.message));
        },
      },
    );
  };

  return (
    <RecordSection title="Fulfilment">
      {chosen === 'shipped' ? (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
          <TrackingNoteForm
            note={note}
            onNoteChange={setNote}
            error={noteError}
            pending={move.isPending}
            onSubmit={() => submit('shipped')}
            onBack={() => setChosen(null)}
          />
        </Suspense>
      ) : (
        <div className="flex flex-wrap gap-2">
          {moves.map((next) => (
            <Button
              key={next}
              variant={next === 'cancelled' ? 'outlined' : 'primary'}
              className="min-h-11 sm:min-h-10"
              disabled={move.isPending}
              {...(next === 'shipped' ? { onPointerEnter: preloadTrackingNote, onFocus: preloadTrackingNote } : {})}
              onClick={() => (next === 'shipped' ? setChosen('shipped') : submit(next))}
            >
              {MOVE_LABELS[next]}
            </Button>
          ))}
        </div>
      )}
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-destructive [overflow-wrap:anywhere]">
          {failure}
        </p>
      ) : null}
    </RecordSection>
  );
}

/** The packing slip, printed alone: everything else on the page is hidden from the printer. */
function PackingSlip({ order }: { order: Order }) {
  return createPortal(
    <div className="packing-slip hidden p-8 text-black print:block" data-testid="packing-slip">
      <style>{'@media print { body > *:not(.packing-slip-root) { display: none !important; } }'}</style>
      <h1 className="text-2xl font-bold">Packing slip</h1>
      <p>
        Order {order.order_number}, placed {formatDate(order.created_at)}
      </p>
      <h2 className="mt-4 font-semibold">Deliver to</h2>
      <p>{order.customer.name}</p>
      <p className="whitespace-pre-wrap">{order.delivery_address}</p>
      <p>{order.customer.phone_number}</p>
      <table className="mt-4 w-full border-collapse text-left">
        <thead>
          <tr>
            <th className="border-b py-1">Item</th>
            <th className="border-b py-1 text-right">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, n) => (
            <tr key={`${item.product}-${n}`}>
              <td className="py-1">{item.name}</td>
              <td className="py-1 text-right">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.tracking_note ? <p className="mt-4">Tracking: {order.tracking_note}</p> : null}
    </div>,
    slipRoot(),
  );
}

function slipRoot(): HTMLElement {
  let root = document.querySelector<HTMLElement>('body > .packing-slip-root');
  if (!root) {
    root = document.createElement('div');
    root.className = 'packing-slip-root';
    document.body.append(root);
  }
  return root;
}
