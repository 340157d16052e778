import { useId, useRef, useState, type SubmitEvent } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { SubscriptionSchemas } from '@/api/types';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import {
  Modal,
  ModalCloseSlot,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@/components/ui/modal';
import { createAttemptKeys } from '@/lib/attempt-key';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useSubscribe } from '../api/subscription.queries';
import { cycleText, isSubscriptionActive, perCycle, periodEndFrom, planChange } from '../utils/subscription-rules';
import { FormAlert } from '@/components/ui/form-alert';

type Package = SubscriptionSchemas['Package'];
type Subscription = SubscriptionSchemas['Subscription'];
type PaymentMethod = SubscriptionSchemas['PaymentMethod'];

export const PAYMENT_METHODS: { value: PaymentMethod; label: string; hint: string }[] = [
  { value: 'card', label: 'Card', hint: 'Charged now; the plan starts at once.' },
  { value: 'bank_transfer', label: 'Bank transfer', hint: 'Pay into our account; the plan starts when the transfer arrives.' },
  { value: 'wallet', label: 'Wallet', hint: 'Paid from your Ledgerly balance; the plan starts at once.' },
];

export interface SubscribeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The package chosen. */
  pkg: Package;
  /** The current subscription, if any (what the change is measured against). */
  current: Subscription | null;
  onSubscribed?: (saved: Subscription) => void;
}

/**
 * Subscribe or change plan: the payment method, then what changes (price, features gained and
 * lost, when it starts and ends), then one confirm. The Idempotency-Key is kept per attempt, so
 * a double press or a retry after a lost answer subscribes once (decision 0032).
 */
export function SubscribeDialog({ open, onOpenChange, pkg, current, onSubscribed }: SubscribeDialogProps) {
  const subscribe = useSubscribe();
  const keys = useRef(createAttemptKeys()).current;
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [methodError, setMethodError] = useState<string | null>(null);
  const busy = useRef(false);
  const id = useId();
  const holding = current && isSubscriptionActive(current) ? current : null;
  const change = planChange(holding?.package, pkg);
  const now = new Date();
  const endsOn = periodEndFrom(now, pkg.billing_cycle.cycle_name);
  const title = holding ? (change.same ? `Renew ${pkg.name}` : `Change to ${pkg.name}`) : `Subscribe to ${pkg.name}`;
  const confirmLabel = holding && !change.same ? 'Confirm change' : 'Confirm and subscribe';

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    if (!method) {
      setMethodError('Choose how to pay.');
      document.getElementById(`${id}-method-card`)?.focus();
      return;
    }
    setError(null);
    const body = { package_id: pkg.package_id, payment_method: method };
    busy.current = true;
    try {
      const saved = await subscribe.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      keys.reset();
      onOpenChange(false);
      onSubscribed?.(saved);
    } catch (failure) {
      // Only a failure frees the button: after a success a late second press does nothing.
      busy.current = false;
      setError(toApiError(failure).message);
    }
  }

  return (
    <Modal open={open} onOpenChange={(next) => (subscribe.isPending ? undefined : onOpenChange(next))}>
      <ModalContent onInteractOutside={(event) => event.preventDefault()}>
        <ModalHeader>
          <ModalTitle className="[overflow-wrap:anywhere]">{title}</ModalTitle>
          <ModalDescription>Check what changes, choose how to pay, then confirm.</ModalDescription>
        </ModalHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <section aria-labelledby={`${id}-changes`} className="flex flex-col gap-2 text-sm">
            <h3 id={`${id}-changes`} className="font-semibold">
              What changes
            </h3>
            <p data-slot="price-change">
              {holding && !change.same ? (
                <>
                  Price: {formatMoney(holding.package.price, holding.package.currency)} /{' '}
                  {perCycle(holding.package.billing_cycle.cycle_name)} →{' '}
                </>
              ) : (
                'Price: '
              )}
              <strong>
                {formatMoney(pkg.price, pkg.currency)} / {perCycle(pkg.billing_cycle.cycle_name)}
              </strong>{' '}
              ({cycleText(pkg.billing_cycle.cycle_name)})
            </p>
            {change.gained.length > 0 ? (
              <div>
                <p className="font-medium">{holding ? 'You gain' : 'You get'}</p>
                <ul aria-label={holding ? 'Features gained' : 'Features'} className="flex flex-col gap-1">
                  {change.gained.map((feature) => (
                    <li key={feature} className="flex items-start gap-2 [overflow-wrap:anywhere]">
                      <ArrowUp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {change.lost.length > 0 ? (
              <div>
                <p className="font-medium">You lose</p>
                <ul aria-label="Features lost" className="flex flex-col gap-1">
                  {change.lost.map((feature) => (
                    <li key={feature} className="flex items-start gap-2 [overflow-wrap:anywhere]">
                      <ArrowDown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <p>
              {method === 'bank_transfer'
                ? `Starts when your transfer arrives; runs one ${perCycle(pkg.billing_cycle.cycle_name)} from then.`
                : `Starts now and runs to ${formatDate(endsOn.toISOString())}.`}
              {holding ? ` Your ${holding.package.name} plan ends when this one starts.` : ''}
            </p>
          </section>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={methodError ? `${id}-method-error` : undefined}
            aria-invalid={methodError ? true : undefined}
          >
            <legend className="mb-1 text-sm font-medium">
              Payment method
              <span aria-hidden="true" className="text-destructive">
                {' '}
                *
              </span>
            </legend>
            {PAYMENT_METHODS.map((option) => (
              <label
                key={option.value}
                htmlFor={`${id}-method-${option.value}`}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary"
              >
                <input
                  id={`${id}-method-${option.value}`}
                  type="radio"
                  name="payment_method"
                  value={option.value}
                  checked={method === option.value}
                  onChange={() => {
                    setMethod(option.value);
                    setMethodError(null);
                  }}
                  className="mt-1 size-4 accent-primary"
                />
                <span className="flex flex-col text-sm font-medium">
                  {option.label}
                  <span className="font-normal text-muted-foreground">{option.hint}</span>
                </span>
              </label>
            ))}
            {methodError ? (
              <p id={`${id}-method-error`} className="text-sm text-destructive">
                {methodError}
              </p>
            ) : null}
          </fieldset>
          <FormAlert>{error}</FormAlert>
          <ModalFooter>
            <ModalCloseSlot asChild>
              <Button variant="outlined" disabled={subscribe.isPending}>
                Cancel
              </Button>
            </ModalCloseSlot>
            <Button type="submit" loading={subscribe.isPending}>
              {confirmLabel}
            </Button>
          </ModalFooter>
        </form>
      </ModalContent>
    </Modal>
  );
}
