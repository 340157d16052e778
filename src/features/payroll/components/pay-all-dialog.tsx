import { useState } from 'react';
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
import { useBusinessContext } from '@/features/business';
import { formatDate, toIsoDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { currentMonth, monthLabel } from '@/lib/month';
import { countOf, type Noun } from '@/lib/text';
import { payPayroll, useRefreshAfterPayments, type Payroll, type PayrollPaymentInput } from '../api/payroll.queries';
import { monthPayDescription, totalsByCurrency, unpaidThisMonth } from '../utils/pay-month';

export interface PayAllDialogProps {
  /** Every payroll entry in view (active and removed); those to pay are picked when it opens. */
  payrolls: readonly Payroll[];
  onOpenChange: (open: boolean) => void;
  /** For tests: a fixed 'today'. */
  today?: Date;
  /** For tests: how keys are made (default crypto.randomUUID). */
  newKey?: () => string;
}

type Status = 'waiting' | 'paying' | 'paid' | 'failed';

interface PlannedPayment {
  payroll: Payroll;
  body: PayrollPaymentInput;
  /** One Idempotency-Key per entry, kept across its retries: a retry after a lost answer pays once. */
  key: string;
  status: Status;
  error: string | null;
}

const NOUN: Noun = { one: 'staff member', many: 'staff members' };
const staffName = (row: Payroll) => `${row.staff.first_name} ${row.staff.last_name}`;

/**
 * Pay all (decision 0019): this month's payment of every active entry not yet paid this month.
 * Shows the list and the total first; then pays them one after another (a failure stops nothing
 * else), says which were paid and which failed, and offers Retry on each failed one alone. It is
 * mounted while open, so each opening plans afresh from the list.
 */
export function PayAllDialog({
  payrolls,
  onOpenChange,
  today = new Date(),
  newKey = () => crypto.randomUUID(),
}: PayAllDialogProps) {
  const { businessId, location, business } = useBusinessContext();
  const refresh = useRefreshAfterPayments();
  const [phase, setPhase] = useState<'review' | 'running' | 'done'>('review');
  const [items, setItems] = useState<PlannedPayment[]>(() => {
    const date = toIsoDate(today);
    const description = monthPayDescription(today);
    return unpaidThisMonth(payrolls).map((payroll) => ({
      payroll,
      body: { payroll: payroll.id, amount: payroll.amount, date, description },
      key: newKey(),
      status: 'waiting',
      error: null,
    }));
  });
  const scope = { businessId, location };
  const totals = totalsByCurrency(
    items.map((item) => item.payroll),
    business.currency,
  );

  const setStatus = (id: number, status: Status, error: string | null = null) =>
    setItems((prev) => prev.map((item) => (item.payroll.id === id ? { ...item, status, error } : item)));

  async function payOne(item: PlannedPayment): Promise<void> {
    setStatus(item.payroll.id, 'paying');
    try {
      await payPayroll({ scope, body: item.body, idempotencyKey: item.key });
      setStatus(item.payroll.id, 'paid');
    } catch (error) {
      setStatus(item.payroll.id, 'failed', toApiError(error).message);
    }
  }

  async function payAll() {
    setPhase('running');
    for (const item of items) await payOne(item);
    setPhase('done');
    await refresh();
  }

  async function retry(item: PlannedPayment) {
    await payOne(item);
    await refresh();
  }

  const paid = items.filter((item) => item.status === 'paid').length;
  const failed = items.filter((item) => item.status === 'failed').length;
  const busy = phase === 'running' || items.some((item) => item.status === 'paying');

  return (
    <Modal open onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <ModalContent size="lg" onInteractOutside={(event) => event.preventDefault()}>
        <ModalHeader>
          <ModalTitle>Pay all for {monthLabel(currentMonth(today))}</ModalTitle>
          <ModalDescription>
            {items.length === 0
              ? 'Every active staff member on the payroll has been paid this month.'
              : phase === 'review'
                ? `Records this month's pay for ${countOf(items.length, NOUN)} not yet paid, dated ${formatDate(items[0]!.body.date)}.`
                : phase === 'running'
                  ? 'Paying… each payment is recorded on its own.'
                  : `${paid} paid, ${failed} failed.${failed > 0 ? ' Retry a failed one on its own: nothing is paid twice.' : ''}`}
          </ModalDescription>
        </ModalHeader>
        {items.length > 0 ? (
          <>
            <ul className="max-h-[50vh] divide-y overflow-y-auto rounded-md border" aria-label="Payments">
              {items.map((item) => (
                <li
                  key={item.payroll.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2"
                  data-status={item.status}
                >
                  <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">{staffName(item.payroll)}</span>
                  <span className="tabular-nums whitespace-nowrap">
                    {formatMoney(item.payroll.amount, item.payroll.currency)}
                  </span>
                  <StatusText item={item} />
                  {item.status === 'failed' ? (
                    <Button variant="outlined" size="sm" disabled={busy} onClick={() => void retry(item)}>
                      Retry <span className="sr-only">paying {staffName(item.payroll)}</span>
                    </Button>
                  ) : null}
                  {item.error ? (
                    <p className="w-full text-sm text-destructive [overflow-wrap:anywhere]" role="alert">
                      {item.error}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            <section aria-label="Total" className="flex flex-wrap items-baseline justify-end gap-x-6 gap-y-1">
              <p className="text-sm text-muted-foreground">Total</p>
              <ul className="flex flex-wrap gap-x-6">
                {totals.map((item) => (
                  <li key={item.currency} className="font-semibold tabular-nums" data-currency={item.currency}>
                    {formatMoney(item.total, item.currency)}
                  </li>
                ))}
              </ul>
            </section>
          </>
        ) : null}
        <p className="sr-only" aria-live="polite">
          {phase === 'done' ? `${paid} paid, ${failed} failed.` : ''}
        </p>
        <ModalFooter>
          {phase === 'review' && items.length > 0 ? (
            <>
              <ModalCloseSlot asChild>
                <Button variant="outlined">Cancel</Button>
              </ModalCloseSlot>
              <Button onClick={() => void payAll()}>Pay {countOf(items.length, NOUN)}</Button>
            </>
          ) : (
            <Button disabled={busy} onClick={() => onOpenChange(false)}>
              Done
            </Button>
          )}
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}

function StatusText({ item }: { item: PlannedPayment }) {
  const text = { waiting: 'To pay', paying: 'Paying…', paid: 'Paid', failed: 'Failed' }[item.status];
  const tone =
    item.status === 'paid'
      ? 'text-success-soft-foreground bg-success-soft'
      : item.status === 'failed'
        ? 'text-destructive-soft-foreground bg-destructive-soft'
        : 'text-muted-foreground bg-muted';
  return <span className={`rounded px-2 py-0.5 text-xs font-medium ${tone}`}>{text}</span>;
}
