import { lazy, Suspense, useState, type SubmitEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Download, Mail } from 'lucide-react';
import { toApiError } from '@/api/errors';
import { useSession } from '@/api/session';
import { PageLayout } from '@/components/layout/page-layout';
import { QueryContent } from '@/components/record/query-content';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { formatDate } from '@/lib/dates';
import { downloadBytes } from '@/lib/download';
import { formatMoney } from '@/lib/money';
import { lazyWithPreload } from '@/lib/lazy';
import type { AccountEntry, AccountKind } from '../../utils/accounts';
import { maskAccountNumber } from '../../utils/mask';
import {
  statementSourceOf,
  useAccountEntry,
  useStatement,
  type Period,
  type Statement,
  type StatementSource,
} from '../../transactions/records.queries';
import { TableSkeleton } from '../../transactions/components/table-skeleton';
import type { StatementSearch } from '../search';
import { periodProblems, presetPeriod, STATEMENT_PRESETS, statementSums, todayIso } from '../utils/statement-sums';

// The statement's transactions (the list table) load beside the page, fetched as soon as its code
// runs: the table sits under the period, the sums and the actions, off a phone's first screen, and
// its rows come after the account and then the statement answer, later than its code (issue 21).
const StatementTransactions = lazyWithPreload(() => import('./statement-transactions').then((m) => m.StatementTransactions));
void StatementTransactions.preload().catch(() => undefined);

const EmailStatementDialog = lazy(() => import('./email-statement-dialog').then((m) => ({ default: m.EmailStatementDialog })));

export interface StatementPageProps {
  kind: AccountKind;
  id: number;
  search: StatementSearch;
  onPeriodChange: (period: Period) => void;
}

/** An account's statement for a period: the sums on screen (they add up, and say so), PDF, CSV and e-mail. */
export function StatementPage({ kind, id, search, onPeriodChange }: StatementPageProps) {
  const account = useAccountEntry(kind, id);
  return (
    <PageLayout
      title="Statement"
      description={
        account.data
          ? `${account.data.account.account_name} · ${maskAccountNumber(account.data.account.account_number)}`
          : undefined
      }
      actions={
        <Link
          to="/banking/accounts/$kind/$accountId"
          params={{ kind, accountId: String(id) }}
          className={buttonVariants({ variant: 'outlined' })}
        >
          <ArrowLeft aria-hidden />
          Account
        </Link>
      }
    >
      <QueryContent query={account} label="the account">
        {(entry) => {
          const source = statementSourceOf(entry);
          return source ? (
            <StatementView entry={entry} source={source} search={search} onPeriodChange={onPeriodChange} />
          ) : (
            <p className="text-sm text-muted-foreground">
              The bank gives no statement for this US personal account. Its transactions are on the{' '}
              <Link
                to="/banking/accounts/$kind/$accountId/transactions"
                params={{ kind, accountId: String(id) }}
                className="underline"
              >
                transactions page
              </Link>
              .
            </p>
          );
        }}
      </QueryContent>
    </PageLayout>
  );
}

function StatementView({
  entry,
  source,
  search,
  onPeriodChange,
}: {
  entry: AccountEntry;
  source: StatementSource;
  search: StatementSearch;
  onPeriodChange: (period: Period) => void;
}) {
  const today = todayIso(entry.account.currency);
  const period: Period =
    search.start_date && search.end_date
      ? { start_date: search.start_date, end_date: search.end_date }
      : presetPeriod('this-month', today);
  const valid = Object.keys(periodProblems(period.start_date, period.end_date)).length === 0;
  const query = useStatement(source, period, valid);
  const [emailOpen, setEmailOpen] = useState(false);
  const { session } = useSession();

  return (
    <div className="flex flex-col gap-4">
      <PeriodForm key={`${period.start_date}:${period.end_date}`} period={period} today={today} onChange={onPeriodChange} />
      {valid ? (
        <QueryContent query={query} label="the statement">
          {(statement) => (
            <>
              <StatementSummary statement={statement} />
              <StatementActions statement={statement} onEmail={() => setEmailOpen(true)} />
              <Suspense fallback={<TableSkeleton caption="Statement transactions, oldest first" />}>
                <StatementTransactions statement={statement} query={query} />
              </Suspense>
            </>
          )}
        </QueryContent>
      ) : null}
      {emailOpen ? (
        <Suspense fallback={null}>
          <EmailStatementDialog
            source={source}
            period={period}
            defaultEmail={session?.email ?? ''}
            accountLabel={`${entry.account.account_name} · ${maskAccountNumber(entry.account.account_number)}`}
            onClose={() => setEmailOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function PeriodForm({ period, today, onChange }: { period: Period; today: string; onChange: (period: Period) => void }) {
  const [start, setStart] = useState(period.start_date);
  const [end, setEnd] = useState(period.end_date);
  const [problems, setProblems] = useState<{ start_date?: string; end_date?: string }>({});
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = periodProblems(start, end);
    setProblems(found);
    if (Object.keys(found).length === 0) onChange({ start_date: start, end_date: end });
  }
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-4">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Periods">
          {STATEMENT_PRESETS.map((preset) => {
            const p = presetPeriod(preset.id, today);
            const current = p.start_date === period.start_date && p.end_date === period.end_date;
            return (
              <Button
                key={preset.id}
                type="button"
                variant={current ? 'primary' : 'outlined'}
                aria-pressed={current}
                onClick={() => onChange(p)}
              >
                {preset.label}
              </Button>
            );
          })}
        </div>
        <form className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start" onSubmit={submit} noValidate>
          <Field label="From" error={problems.start_date} hint="Year-month-day">
            <TextInput type="date" value={start} onChange={(e) => setStart(e.target.value)} />
          </Field>
          <Field label="To" error={problems.end_date} hint="At most 366 days">
            <TextInput type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
          </Field>
          <Button type="submit" className="sm:mt-7">
            Show statement
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function StatementSummary({ statement: s }: { statement: Statement }) {
  const money = (amount: string) => formatMoney(amount, s.currency);
  const sums = statementSums(s);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {formatDate(s.start_date)} to {formatDate(s.end_date)} · {s.currency}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col divide-y" aria-label="Statement totals">
          <Figure label="Opening balance" value={money(s.opening_balance)} testId="opening-balance" />
          <Figure label={`+ Money in (${sums.credits})`} value={money(s.total_credit)} testId="total-credit" />
          <Figure label={`− Money out, fees included (${sums.debits})`} value={money(s.total_debit)} testId="total-debit" />
          <Figure label="= Closing balance" value={money(s.closing_balance)} testId="closing-balance" />
        </dl>
        <p className="mt-3 text-sm" data-testid="statement-check" role="status">
          {sums.addsUp
            ? `Adds up: ${money(s.opening_balance)} + ${money(s.total_credit)} − ${money(s.total_debit)} = ${money(sums.computedClosing)}.`
            : `Does not add up: ${money(s.opening_balance)} + ${money(s.total_credit)} − ${money(s.total_debit)} = ${money(sums.computedClosing)}, but the bank says ${money(s.closing_balance)}. Contact the bank before relying on this statement.`}
        </p>
      </CardContent>
    </Card>
  );
}

function StatementActions({ statement, onEmail }: { statement: Statement; onEmail: () => void }) {
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(kind: 'pdf' | 'csv') {
    setBusy(kind);
    setProblem(null);
    try {
      const files = await import('../pdf/statement-pdf');
      if (kind === 'pdf') {
        downloadBytes(await files.buildStatementPdf(statement), files.statementFileName(statement, 'pdf'));
      } else {
        const [{ toCsv, downloadCsv }, rows] = await Promise.all([import('@/lib/csv'), import('../statement-csv')]);
        const text = await toCsv(rows.STATEMENT_CSV_HEADER, [
          ...rows.statementCsvRows(statement),
          ...rows.statementCsvSummary(statement),
        ]);
        downloadCsv(files.statementFileName(statement, 'csv'), text);
      }
    } catch (error) {
      setProblem(`Could not make the file: ${toApiError(error).message}`);
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outlined" onClick={() => void run('pdf')} disabled={busy !== null}>
          <Download aria-hidden />
          {busy === 'pdf' ? 'Making the PDF…' : 'Download PDF'}
        </Button>
        <Button variant="outlined" onClick={() => void run('csv')} disabled={busy !== null}>
          <Download aria-hidden />
          {busy === 'csv' ? 'Making the CSV…' : 'Download CSV'}
        </Button>
        <Button variant="outlined" onClick={onEmail}>
          <Mail aria-hidden />
          E-mail statement
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
