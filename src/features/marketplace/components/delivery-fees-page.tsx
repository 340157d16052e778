import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';
import type { BusinessSchemas } from '@/api/types';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { MoneyInput } from '@/components/ui/money-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useBusinessContext } from '@/features/business';
import { formatMoney, isValidMoney, normalizeMoney } from '@/lib/money';
import { toast } from '@/lib/toast';
import { deliveryFees, deliveryFeesQuery } from '../api/marketplace.queries';
import { MarketplaceLayout } from './marketplace-layout';

type Fee = BusinessSchemas['DeliveryFee'];

/** The spec's words when the fees cannot be fetched and when an update fails (section 8: the same for both). */
export const DELIVERY_FEES_FAILED = 'Failed to fetch delivery fees';

/** Delivery fees by area, each edited in place; a failed update keeps the typed fee. */
export function DeliveryFeesPage() {
  const { businessId, location } = useBusinessContext();
  const query = useQuery(deliveryFeesQuery({ businessId, location }));
  let content;
  if (query.isPending)
    content = (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading the delivery fees">
        {Array.from({ length: 4 }, (_, n) => (
          <Skeleton key={n} className="h-14 w-full" />
        ))}
      </div>
    );
  else if (query.isError)
    content = (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-4 text-sm text-destructive"
      >
        {DELIVERY_FEES_FAILED}
        <Button variant="outlined" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  else if (query.data.results.length === 0) content = <p className="text-sm text-muted-foreground">No delivery areas yet.</p>;
  else
    content = (
      <ul className="flex flex-col divide-y divide-border rounded-lg border" aria-label="Delivery fees">
        {query.data.results.map((fee) => (
          <FeeRow key={fee.id} fee={fee} />
        ))}
      </ul>
    );
  return (
    <MarketplaceLayout title="Delivery fees" description="What buyers pay for delivery to each area. Change a fee in place.">
      {content}
    </MarketplaceLayout>
  );
}

export function FeeRow({ fee }: { fee: Fee }) {
  const { businessId, location } = useBusinessContext();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(fee.amount);
  const [error, setError] = useState<string | null>(null);
  const patch = deliveryFees.usePatch({
    onSuccess: (saved) => {
      setEditing(false);
      toast.success(`Delivery to ${saved.location} is now ${formatMoney(saved.amount, saved.currency)}`);
    },
  });

  const save = () => {
    if (!value) return setError('Enter a fee (0 for free delivery).');
    if (!isValidMoney(value)) return setError('Enter an amount such as 2500 or 2500.50.');
    setError(null);
    patch.mutate(
      { scope: { businessId, location }, id: fee.id, body: { amount: normalizeMoney(value) } },
      { onError: (failure) => setError(toApiError(failure).fieldErrors.amount?.[0] ?? DELIVERY_FEES_FAILED) },
    );
  };

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3" data-testid="delivery-fee">
      <div className="min-w-0 flex-1">
        <p className="font-medium [overflow-wrap:anywhere]">{fee.location}</p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {fee.state}
          {fee.active ? null : (
            <>
              {' '}
              <Badge variant="neutral">No delivery</Badge>
            </>
          )}
        </p>
      </div>
      {editing ? (
        <form
          className="flex w-full flex-wrap items-start gap-2 sm:w-auto"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Field label={`Delivery fee to ${fee.location}`} error={error} className="min-w-0 flex-1 sm:w-44">
            <MoneyInput value={value} onChange={setValue} currency={fee.currency} />
          </Field>
          <div className="flex gap-2 sm:pt-6">
            <Button type="submit" size="sm" disabled={patch.isPending}>
              {patch.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="tertiary"
              onClick={() => {
                setEditing(false);
                setValue(fee.amount);
                setError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex items-center gap-3">
          <span className="font-semibold tabular-nums" data-testid="delivery-fee-amount">
            {formatMoney(fee.amount, fee.currency)}
          </span>
          <Button
            size="sm"
            variant="outlined"
            aria-label={`Edit the fee to ${fee.location}`}
            onClick={() => {
              setValue(fee.amount);
              setEditing(true);
            }}
          >
            Edit
          </Button>
        </div>
      )}
    </li>
  );
}
