import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  BackLinkContent,
  RECORD_ACTION_CLASS,
  RecordPage,
  RecordQueryContent,
  RecordSection,
} from '@/components/record/record-page';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext } from '@/features/business';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useCan } from '@/lib/permissions';
import { recordIdOf } from '@/lib/prefetch';
import { noPermission } from '@/lib/text';
import { debtorQuery, type DebtorDetail } from '../api/debtors.queries';
import { daysOverdueOn, nextReminderFrom } from '../utils/debtor-record';
import { LastReminded, OverdueBadge } from './debtor-badges';
import { INVOICE_STATUS } from '@/lib/statuses/sales';

const SendReminderDialog = lazy(() => import('./send-reminder-dialog').then((m) => ({ default: m.SendReminderDialog })));

const NOUN = { one: 'debtor', many: 'debtors' };

export interface DebtorRecordPageProps {
  /** The customer id as the URL has it ('12'); anything else is 'not found'. */
  id: string;
  /** Which of the customer's debts (`?currency=`); undefined: the server's default. */
  currency: string | undefined;
}

/**
 * A debtor's page (issue 13, item 10): the customer (a link to their page), what they owe in this
 * currency, their open invoices, when they were last reminded and when the next reminder is
 * allowed; Send reminder for a member who may create for debtors.
 */
export function DebtorRecordPage({ id, currency }: DebtorRecordPageProps) {
  const scope = useBusinessContext();
  const customerId = recordIdOf(id);
  const query = useQuery({ ...debtorQuery(scope, customerId ?? 0, currency), enabled: customerId !== undefined });
  const back = (
    <Link to="/b/$businessId/debtors" params={{ businessId: scope.businessId }} search={{ location: scope.location }}>
      <BackLinkContent>Debtors</BackLinkContent>
    </Link>
  );
  return (
    <RecordQueryContent query={query} validId={customerId !== undefined} noun={NOUN} back={back}>
      {(debtor) => <DebtorRecord debtor={debtor} back={back} />}
    </RecordQueryContent>
  );
}

function DebtorRecord({ debtor, back }: { debtor: DebtorDetail; back: ReactNode }) {
  const scope = useBusinessContext();
  const mayRemind = useCan('debtors', 'create');
  const mayViewCustomer = useCan('customers', 'view');
  const [reminding, setReminding] = useState(false);
  const nextAt = nextReminderFrom(debtor.next_reminder_at);
  const owed = formatMoney(debtor.total_owed, debtor.currency);

  return (
    <RecordPage
      back={back}
      title={debtor.customer.name}
      status={<OverdueBadge days={debtor.days_overdue} />}
      description={`Owes ${owed} on ${debtor.invoices_count} open invoice${debtor.invoices_count === 1 ? '' : 's'}`}
      actions={
        mayRemind ? (
          <Button className={RECORD_ACTION_CLASS} onClick={() => setReminding(true)}>
            Send reminder
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{noPermission('create', NOUN)}</p>
        )
      }
    >
      <RecordSection
        title="Amount owed"
        fields={[
          {
            label: 'Customer',
            value: mayViewCustomer ? (
              <Link
                to="/b/$businessId/customers/$customerId"
                params={{ businessId: scope.businessId, customerId: String(debtor.customer.id) }}
                search={{ location: scope.location }}
                className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline sm:min-h-0"
              >
                {debtor.customer.name}
              </Link>
            ) : (
              debtor.customer.name
            ),
          },
          { label: `Owed in ${debtor.currency}`, value: <span className="text-lg font-semibold tabular-nums">{owed}</span> },
          { label: 'Oldest unpaid', value: debtor.oldest_due_date ? `Due ${formatDate(debtor.oldest_due_date)}` : '—' },
          { label: 'Overdue', value: <OverdueBadge days={debtor.days_overdue} /> },
        ]}
      />
      <RecordSection
        title="Reminders"
        fields={[
          { label: 'Last reminded', value: <LastReminded at={debtor.last_reminded_at} /> },
          {
            label: 'Next reminder',
            value: nextAt ? `Can be sent from ${formatDateTime(nextAt)}` : 'Can be sent now',
          },
          { label: 'Email', value: debtor.customer.email ?? 'No email address on file' },
          { label: 'Phone', value: debtor.customer.phone_number ?? 'No phone number on file' },
        ]}
      />
      <RecordSection title={`Open invoices (${debtor.invoices.length})`}>
        <ul className="flex flex-col divide-y" data-slot="debtor-invoices">
          {debtor.invoices.map((invoice) => {
            const days = daysOverdueOn(invoice.due_date ?? invoice.sale_date);
            return (
              <li key={invoice.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 text-sm">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium tabular-nums">{invoice.number}</span>
                  <span className="[overflow-wrap:anywhere]">{invoice.title}</span>
                  <span className="text-muted-foreground">
                    {invoice.due_date
                      ? `Due ${formatDate(invoice.due_date)}`
                      : `Sold ${formatDate(invoice.sale_date)}, no due date`}
                  </span>
                </div>
                <div className="flex flex-col items-start gap-1 sm:items-end">
                  <span className="font-semibold whitespace-nowrap tabular-nums">
                    {formatMoney(invoice.total_balance, debtor.currency)}
                  </span>
                  <span className="flex flex-wrap gap-1 sm:justify-end">
                    <StatusBadge vocabulary={INVOICE_STATUS} status={invoice.state} />
                    <OverdueBadge days={days} />
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </RecordSection>
      {reminding ? (
        <Suspense fallback={null}>
          <SendReminderDialog debtor={debtor} scope={scope} onOpenChange={setReminding} />
        </Suspense>
      ) : null}
    </RecordPage>
  );
}
