/**
 * Bulk transfers (issue 16): pick the account, upload a CSV or type the rows, check every row
 * (formats first, then the name check and the fee, at most 6 at once), fix or drop the bad ones,
 * review the count, total and fees, authorise the batch with one PIN, and read each row's outcome
 * (downloadable as CSV). Decision 0029.
 */
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { toApiError } from '@/api/errors';
import { PageLayout } from '@/components/layout/page-layout';
import { QueryContent } from '@/components/record/query-content';
import { Button, buttonVariants } from '@/components/ui/button';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { createAttemptKeys } from '@/lib/attempt-key';
import { lazyWithPreload } from '@/lib/lazy';
import { formatMoney } from '@/lib/money';
import { countOf } from '@/lib/text';
import { whenSettled } from '@/lib/when-idle';
import { bankAccountsQuery, personalAccountsQuery, type BankAccount, type PersonalAccount } from '../../api/banking.queries';
import { entryOf, pinTargetOf } from '../../utils/accounts';
import { maskedLabel } from '../../utils/mask';
import { batchIdentity, feeOf, nameCheck, sendBatch, type BulkResult, type BulkSource, type ReadyRow } from '../api/bulk-api';
import { NAME_CHECKS_IN_FLIGHT, runPool } from '../utils/pool';
import {
  MAX_ROWS,
  RAILS,
  amountOf,
  batchTotals,
  blamedRow,
  checkSignature,
  newRow,
  overBalance,
  rowProblems,
  type BulkRow,
  type RowField,
} from '../utils/rows';
import { RowsEditor, type RowCheck } from './rows-editor';

// The steps after the rows load when reached, each preloaded from the step before (issue 21: the
// route's first-load JS): the review once the page has settled and when the rows are checked, the
// authorise step (PIN field and PIN calls) once the review shows, the result (its CSV and status
// badges) once the PIN step shows.
const BulkReview = lazyWithPreload(() => import('./bulk-review').then((m) => m.BulkReview));
const BulkAuthorise = lazyWithPreload(() => import('./bulk-authorise').then((m) => m.BulkAuthorise));
const BulkResultView = lazyWithPreload(() => import('./bulk-result').then((m) => m.BulkResultView));
const preloadStep = (step: Step) =>
  void (step === 'rows' ? BulkReview : step === 'review' ? BulkAuthorise : BulkResultView).preload().catch(() => undefined);

/**
 * Where a step's code is still on its way: a heading-and-block placeholder (it shows rarely: each
 * is preloaded). Code that cannot be fetched (offline) says so, with the way back (`onBack`).
 */
function StepLoading({ children, onBack }: { children: ReactNode; onBack?: () => void }) {
  return (
    <LoadBoundary
      fallback={
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p className="font-medium text-destructive">This step could not be loaded. Check your connection and try again.</p>
          {onBack ? (
            <Button variant="outlined" onClick={onBack}>
              Back
            </Button>
          ) : null}
        </div>
      }
    >
      <Suspense
        fallback={
          <div aria-busy="true" className="flex flex-col gap-4">
            <p role="status" className="sr-only">
              Loading…
            </p>
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-40 w-full max-w-md" />
          </div>
        }
      >
        {children}
      </Suspense>
    </LoadBoundary>
  );
}

export interface BulkTransferPageProps {
  /** `<kind>:<id>` of the account to send from (the URL's `from`). */
  from?: string | undefined;
  /** Keeps the chosen account in the URL. */
  onFromChange?: (from: string) => void;
}

type Step = 'rows' | 'review' | 'authorise' | 'result';
const STEPS: { step: Step; label: string }[] = [
  { step: 'rows', label: 'Rows' },
  { step: 'review', label: 'Review' },
  { step: 'authorise', label: 'Authorise' },
  { step: 'result', label: 'Result' },
];

const idOf = (source: Pick<BulkSource, 'kind' | 'account'>) => `${source.kind}:${source.account.id}`;

/**
 * The accounts a batch can leave from: active, with a PIN call (a US personal account of the bank
 * accounts service has none in the contract). Naira personal, naira business, then dollars.
 */
export function bulkSources(personal: readonly PersonalAccount[], bank: readonly BankAccount[]): BulkSource[] {
  const sources: BulkSource[] = [];
  for (const account of personal) {
    if (account.status !== 'active') continue;
    sources.push({ kind: 'personal', account, rail: account.currency === 'NGN' ? 'naira-personal' : 'ach' });
  }
  for (const account of bank) {
    if (account.status !== 'active' || account.account_category !== 'business') continue;
    sources.push({ kind: 'bank', account, rail: account.currency === 'NGN' ? 'naira-business' : 'ach' });
  }
  const order = { 'naira-personal': 0, 'naira-business': 1, ach: 2 } as const;
  return sources.sort((a, b) => order[a.rail] - order[b.rail]);
}

const sourceLabel = (source: BulkSource) =>
  `${source.rail === 'naira-business' || (source.kind === 'bank' && source.rail === 'ach') ? 'Business' : 'Personal'} ${
    source.account.currency === 'NGN' ? 'naira' : 'dollar'
  } ${maskedLabel(source.account.account_number)} (${formatMoney(source.account.available_balance, source.account.currency)} available)`;

/** The /banking/bulk-transfer page. */
export function BulkTransferPage({ from, onFromChange }: BulkTransferPageProps) {
  const personal = useQuery(personalAccountsQuery());
  const bank = useQuery(bankAccountsQuery());
  return (
    <PageLayout
      title="Bulk transfer"
      description="Pay many people at once: upload a CSV or enter the rows, check them, then send with one PIN."
      actions={
        <Link to="/banking" className={buttonVariants({ variant: 'outlined' })}>
          <ArrowLeft aria-hidden />
          Banking
        </Link>
      }
    >
      <QueryContent query={personal} label="your personal accounts">
        {(personalAccounts) => (
          <QueryContent query={bank} label="your business and US accounts">
            {(bankAccounts) => (
              <BulkFlow sources={bulkSources(personalAccounts, bankAccounts)} from={from} onFromChange={onFromChange} />
            )}
          </QueryContent>
        )}
      </QueryContent>
    </PageLayout>
  );
}

function BulkFlow({
  sources,
  from,
  onFromChange,
}: {
  sources: BulkSource[];
  from: string | undefined;
  onFromChange: ((from: string) => void) | undefined;
}) {
  const [chosen, setChosen] = useState(() =>
    sources.some((s) => idOf(s) === from) ? from! : sources[0] ? idOf(sources[0]) : '',
  );
  const source = sources.find((s) => idOf(s) === chosen);
  if (!source) {
    return (
      <p className="text-sm text-muted-foreground">
        You have no account that can send a bulk transfer yet. Open a naira or dollar account and set its PIN first.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <NativeSelect
        label="Send from"
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value);
          onFromChange?.(event.target.value);
        }}
        wrapperClassName="max-w-xl"
      >
        {sources.map((s) => (
          <option key={idOf(s)} value={idOf(s)}>
            {sourceLabel(s)}
          </option>
        ))}
      </NativeSelect>
      {/* A new account starts a new batch: its rail, fees and PIN differ. */}
      <BulkBatch key={chosen} source={source} />
    </div>
  );
}

type SendProblem = { message: string; unknown: boolean };

function BulkBatch({ source }: { source: BulkSource }) {
  const queryClient = useQueryClient();
  const rail = RAILS[source.rail];
  const [step, setStep] = useState<Step>('rows');
  useEffect(() => {
    if (step !== 'rows') {
      preloadStep(step);
      return undefined;
    }
    return whenSettled(() => preloadStep('rows'));
  }, [step]);
  const [rows, setRows] = useState<BulkRow[]>(() => [newRow()]);
  const [checks, setChecks] = useState<ReadonlyMap<number, RowCheck>>(new Map());
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sendProblem, setSendProblem] = useState<SendProblem | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ rows: ReadyRow[]; result: BulkResult } | null>(null);
  const checking = useRef(false);
  const sendingRef = useRef(false);
  const keys = useRef(createAttemptKeys());
  const target = pinTargetOf(entryOf(source.kind, source.account))!;

  const ready = useMemo(() => readyRows(rows, checks), [rows, checks]);

  async function checkRows(list: BulkRow[]) {
    if (checking.current) return;
    setNotice(null);
    if (list.length === 0) {
      setNotice('Add at least one row.');
      return;
    }
    if (list.length > MAX_ROWS) {
      setNotice(`At most ${MAX_ROWS} transfers go in one batch: this one has ${list.length}. Split it in two.`);
      return;
    }
    checking.current = true;
    preloadStep('rows');
    const stale = list.filter((row) => {
      if (Object.keys(rowProblems(source.rail, row)).length) return false;
      const check = checks.get(row.key);
      return !check || check.signature !== checkSignature(row) || (!check.ok && check.retry);
    });
    const fees = new Map<string, Promise<string>>();
    const fee = (row: BulkRow) => {
      const key = `${amountOf(row.amount)}|${row.bank === source.account.bank_code}`;
      let quote = fees.get(key);
      if (!quote) {
        quote = feeOf(source, row);
        fees.set(key, quote);
      }
      return quote;
    };
    setProgress({ done: 0, total: stale.length });
    const found = new Map(checks);
    try {
      await runPool(
        stale,
        NAME_CHECKS_IN_FLIGHT,
        async (row) => {
          const result = await checkOne(source, row, fee);
          found.set(row.key, result);
          setChecks((current) => new Map(current).set(row.key, result));
        },
        (done, total) => setProgress({ done, total }),
      );
    } finally {
      setProgress(null);
      checking.current = false;
    }
    const bad = list.filter((row) => {
      const check = found.get(row.key);
      return Object.keys(rowProblems(source.rail, row)).length > 0 || !check?.ok || check.signature !== checkSignature(row);
    });
    if (bad.length === 0) setStep('review');
    else setNotice(`${countOf(bad.length, { one: 'row needs', many: 'rows need' })} fixing before anything is sent.`);
  }

  async function send(pin: string) {
    if (sendingRef.current || !ready) return;
    sendingRef.current = true;
    setSending(true);
    setSendProblem(null);
    const key = keys.current.keyFor(batchIdentity(source, ready));
    try {
      const result = await sendBatch(source, ready, pin, key);
      keys.current.reset();
      setOutcome({ rows: ready, result });
      setStep('result');
      void queryClient.invalidateQueries({ queryKey: personalAccountsQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: bankAccountsQuery().queryKey });
    } catch (caught) {
      const error = toApiError(caught);
      const blamed = Object.entries(error.fieldErrors).flatMap(([path, messages]) => {
        const at = blamedRow(path);
        const row = at ? ready[at.index]?.row : undefined;
        return row && at ? [{ row, field: at.field ?? 'amount', message: messages[0] ?? error.message }] : [];
      });
      if (blamed.length) {
        setChecks((current) => {
          const next = new Map(current);
          for (const { row, field, message } of blamed) {
            next.set(row.key, { ok: false, signature: checkSignature(row), field, reason: message, retry: false });
          }
          return next;
        });
        setNotice(
          `The bank refused the batch: ${countOf(blamed.length, { one: 'row needs', many: 'rows need' })} fixing. Nothing was sent.`,
        );
        setStep('rows');
      } else {
        const unknown =
          error.status === 'FETCH_ERROR' ||
          error.status === 'TIMEOUT_ERROR' ||
          error.status === 'PARSING_ERROR' ||
          (typeof error.status === 'number' && error.status >= 500);
        setSendProblem({ message: error.message, unknown });
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  function restart() {
    keys.current.reset();
    setRows([newRow()]);
    setChecks(new Map());
    setOutcome(null);
    setSendProblem(null);
    setNotice(null);
    setStep('rows');
  }

  const totals = ready ? batchTotals(ready.map((r) => ({ amount: r.amount, fee: r.fee }))) : null;
  const tooMuch = totals ? overBalance(totals, source.account.available_balance) : false;

  return (
    <div className="flex flex-col gap-4">
      <ol aria-label="Steps" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {STEPS.map(({ step: s, label }, index) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={s === step ? 'font-semibold text-foreground' : 'text-muted-foreground'}
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>

      {step === 'rows' ? (
        <RowsEditor
          source={source}
          rows={rows}
          checks={checks}
          progress={progress}
          notice={notice}
          onRowsChange={(next) => {
            setRows(next);
            setNotice(null);
          }}
          onCheck={() => void checkRows(rows)}
        />
      ) : null}

      {step === 'review' && ready && totals ? (
        <StepLoading onBack={() => setStep('rows')}>
          <BulkReview
            source={source}
            currency={rail.currency}
            ready={ready}
            totals={totals}
            tooMuch={tooMuch}
            onBack={() => setStep('rows')}
            onContinue={() => setStep('authorise')}
          />
        </StepLoading>
      ) : null}

      {step === 'authorise' && ready && totals ? (
        <StepLoading onBack={() => setStep('review')}>
          <BulkAuthorise
            source={source}
            target={target}
            currency={rail.currency}
            totals={totals}
            sendProblem={sendProblem}
            sending={sending}
            onVerified={(pin) => void send(pin)}
            onBack={() => setStep('review')}
          />
        </StepLoading>
      ) : null}

      {step === 'result' && outcome ? (
        <StepLoading>
          <BulkResultView currency={rail.currency} rows={outcome.rows} result={outcome.result} onRestart={restart} />
        </StepLoading>
      ) : null}
    </div>
  );
}

/** Every row checked and passing, with what the batch sends for it; null while one is not. */
function readyRows(rows: readonly BulkRow[], checks: ReadonlyMap<number, RowCheck>): ReadyRow[] | null {
  if (rows.length === 0 || rows.length > MAX_ROWS) return null;
  const ready: ReadyRow[] = [];
  for (const row of rows) {
    const check = checks.get(row.key);
    if (!check?.ok || check.signature !== checkSignature(row)) return null;
    ready.push({ row, amount: amountOf(row.amount)!, fee: check.fee, checkedName: check.name, bankName: check.bankName });
  }
  return ready;
}

/** Name check, then the fee, for one row whose format is right. */
async function checkOne(source: BulkSource, row: BulkRow, fee: (row: BulkRow) => Promise<string>): Promise<RowCheck> {
  const signature = checkSignature(row);
  try {
    const answer = await nameCheck(source, row);
    return { ok: true, signature, name: answer.account_name, bankName: answer.bank_name, fee: await fee(row) };
  } catch (caught) {
    const error = toApiError(caught);
    const onBank = error.fieldErrors.bank_code?.[0];
    const onAccount = error.fieldErrors.account_number?.[0];
    const field: RowField = onBank ? 'bank' : 'account_number';
    const refused = error.status === 400;
    return {
      ok: false,
      signature,
      field,
      reason: refused ? (onBank ?? onAccount ?? error.message) : `The check did not finish: ${error.message} Check again.`,
      retry: !refused,
    };
  }
}
