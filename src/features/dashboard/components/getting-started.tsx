import { useDeferredValue, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, ChevronRight, Circle, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useBusinessContext } from '@/features/business';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { cn } from '@/lib/utils';
import { checklistQueries } from '../api/checklist.queries';
import {
  allowedSteps,
  checklistMemory,
  checklistState,
  rememberChecklist,
  rememberShownSteps,
  shownSteps,
  type StepKey,
  type StepState,
} from '../utils/checklist';

const STEP_PATHS = {
  inventory: '/b/$businessId/inventory',
  customer: '/b/$businessId/customers',
  invoice: '/b/$businessId/invoices',
  staff: '/b/$businessId/staff',
} as const;

/**
 * A new business's first steps, each a link to where it is done, done ones ticked (from the
 * business's own data), dismissible and gone once all are done. Remembered per business, so a
 * business past its start makes none of these calls again.
 */
export function GettingStarted() {
  const { businessId } = useBusinessContext();
  const [memory, setMemory] = useState(() => checklistMemory(businessId));
  if (memory) return null;
  return (
    <Checklist
      key={businessId}
      onDismiss={() => {
        rememberChecklist(businessId, 'dismissed');
        rememberShownSteps(businessId, null);
        setMemory('dismissed');
      }}
      onComplete={() => {
        rememberChecklist(businessId, 'done');
        setMemory('done');
      }}
    />
  );
}

function Checklist({ onDismiss, onComplete }: { onDismiss: () => void; onComplete: () => void }) {
  const { businessId, location, business, membership } = useBusinessContext();
  // Asked for at the first idle moment after the first paint, after the figures (the kept steps
  // show meanwhile), and each answer renders in the background (useDeferredValue below).
  const painted = useAfterFirstPaint({ idle: true });
  const allowed = new Set<StepKey>(allowedSteps(membership).map((step) => step.key));
  const on = (key: StepKey) => painted && allowed.has(key);
  const quiet = { meta: { silent: true }, staleTime: 30_000 } as const;
  const inventory = useQuery({ ...checklistQueries.inventory(businessId), ...quiet, enabled: on('inventory') });
  const customers = useQuery({ ...checklistQueries.customers(businessId), ...quiet, enabled: on('customer') });
  const invoices = useQuery({ ...checklistQueries.invoices(businessId), ...quiet, enabled: on('invoice') });
  const staff = useQuery({ ...checklistQueries.staff(businessId), ...quiet, enabled: on('staff') });
  const accounts = useQuery({ ...checklistQueries.bankAccounts(), ...quiet, enabled: on('bankAccount') });

  // A return visit paints what the checklist last showed while the answers come (see shownSteps).
  const [kept] = useState(() => shownSteps(businessId));
  const counted = (data: { count: number } | undefined) => (data ? data.count > 0 : undefined);
  const fresh = {
    inventory: useDeferredValue(counted(inventory.data)),
    customer: useDeferredValue(counted(customers.data)),
    invoice: useDeferredValue(counted(invoices.data)),
    staff: useDeferredValue(counted(staff.data)),
    bankAccount: useDeferredValue(
      accounts.data?.some((account) => account.account_category === 'business' && account.business_name === business.name),
    ),
  };
  const answered = checklistState(membership, fresh);
  const { steps, ready } = checklistState(membership, {
    inventory: fresh.inventory ?? kept?.inventory,
    customer: fresh.customer ?? kept?.customer,
    invoice: fresh.invoice ?? kept?.invoice,
    staff: fresh.staff ?? kept?.staff,
    bankAccount: fresh.bankAccount ?? kept?.bankAccount,
  });

  const failed = [inventory, customers, invoices, staff, accounts].some((query) => query.isError);
  const allDone = answered.ready && !failed && answered.steps.length > 0 && answered.complete;
  useEffect(() => {
    if (allDone) {
      rememberShownSteps(businessId, null);
      onComplete();
    }
  }, [allDone, onComplete, businessId]);
  const shownKey = answered.ready && !failed && !allDone ? JSON.stringify(answered.steps) : undefined;
  useEffect(() => {
    if (shownKey) rememberShownSteps(businessId, JSON.parse(shownKey) as StepState[]);
  }, [shownKey, businessId]);
  // Wait for every step (no list that reshuffles as answers come); a failed call hides the list.
  if (!ready || failed || allDone || steps.length === 0) return null;
  const doneCount = steps.filter((step) => step.done).length;

  return (
    <section
      aria-labelledby="getting-started"
      className="flex flex-col gap-3 rounded-lg border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id="getting-started" className="text-base font-semibold">
            Get started with {business.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {doneCount} of {steps.length} done. Each step takes a minute.
          </p>
        </div>
        <Button
          variant="tertiary"
          size="icon"
          className="size-11 shrink-0"
          aria-label="Dismiss getting started"
          onClick={onDismiss}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <ol className="flex flex-col divide-y">
        {steps.map((step) => (
          <li key={step.key}>
            <StepLink step={step} businessId={businessId} location={location} />
          </li>
        ))}
      </ol>
    </section>
  );
}

const stepClasses = cn(
  'flex min-h-12 items-center gap-3 rounded-md px-1 py-2 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
  '[&>svg]:size-5 [&>svg]:shrink-0',
);

function StepLink({ step, businessId, location }: { step: StepState; businessId: number; location: number | undefined }) {
  const content = (
    <>
      {step.done ? (
        <CheckCircle2 aria-hidden="true" className="text-success" />
      ) : (
        <Circle aria-hidden="true" className="text-muted-foreground" />
      )}
      <span className={cn('min-w-0 flex-1', step.done && 'text-muted-foreground line-through')}>
        {step.done ? <span className="sr-only">Done: </span> : null}
        {step.label}
      </span>
      {step.done ? null : (
        <span className="flex shrink-0 items-center gap-1 font-medium text-primary">
          {/* Phones: the step's own words and an arrow; the short action repeats them. */}
          <span className="hidden sm:inline">{step.action}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </>
  );
  if (step.key === 'bankAccount') {
    return (
      <Link to="/banking" className={stepClasses}>
        {content}
      </Link>
    );
  }
  return (
    <Link to={STEP_PATHS[step.key]} params={{ businessId }} search={{ location }} className={stepClasses}>
      {content}
    </Link>
  );
}
