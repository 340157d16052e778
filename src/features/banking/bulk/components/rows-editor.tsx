/**
 * The rows of a bulk transfer: upload a CSV (the rail's template, columns matched by name), or
 * type rows, add and remove them; every bad row is listed with its line and reason, to fix in
 * place or drop. 'Check rows' runs the format rules, then the name checks (progress shown).
 */
import { useId, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextInput, inputBaseClasses } from '@/components/ui/text-input';
import type { CsvProblem } from '@/lib/csv';
import { countOf } from '@/lib/text';
import { cn } from '@/lib/utils';
import { payoutBanksQuery, transferBanksQuery, type BulkSource } from '../api/bulk-api';
import {
  RAILS,
  checkSignature,
  fieldLabel,
  newRow,
  rowFromCsv,
  rowProblems,
  type BulkRow,
  type RowField,
  type RowProblems,
} from '../utils/rows';

// Reading a CSV file and writing the template (Papa Parse's wrapper, column matching) load when a
// file is chosen or the template asked for, not with the page (issue 21: the route's first-load JS).
const loadCsv = () => Promise.all([import('@/components/csv-import'), import('@/lib/csv')]);
const OFFLINE = 'This needs a connection for a moment: check it and try again.';

/** A row's name check and fee (kept with the values it was asked for: an edit makes it stale). */
export type RowCheck = { signature: string } & (
  | { ok: true; name: string; bankName: string; fee: string }
  | { ok: false; field: RowField; reason: string; /** A failure to finish, not a refusal: check again. */ retry: boolean }
);

export interface RowsEditorProps {
  source: BulkSource;
  rows: BulkRow[];
  checks: ReadonlyMap<number, RowCheck>;
  progress: { done: number; total: number } | null;
  notice: string | null;
  onRowsChange: (rows: BulkRow[]) => void;
  onCheck: () => void;
}

const rowName = (row: BulkRow, index: number) => (row.line === null ? `Row ${index + 1}` : `Line ${row.line}`);

/** The problems of a row to show: its own format problems, else its check's refusal (when current). */
function problemsOf(source: BulkSource, row: BulkRow, check: RowCheck | undefined): RowProblems {
  const own = rowProblems(source.rail, row);
  if (Object.keys(own).length) return own;
  if (check && !check.ok && check.signature === checkSignature(row)) return { [check.field]: check.reason };
  return {};
}

export function RowsEditor({ source, rows, checks, progress, notice, onRowsChange, onCheck }: RowsEditorProps) {
  const rail = RAILS[source.rail];
  const baseId = useId();
  // Coming back to the rows (a refused batch, Back): the checked rows show their problems at once.
  const [showAll, setShowAll] = useState(() => checks.size > 0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState<CsvProblem[]>([]);
  const transferBanks = useQuery({ ...transferBanksQuery(), enabled: source.rail === 'naira-personal' });
  const payoutBanks = useQuery({ ...payoutBanksQuery(), enabled: source.rail === 'naira-business' });
  const banks = source.rail === 'naira-business' ? payoutBanks.data : transferBanks.data;
  const bankName = (code: string) => banks?.find((bank) => bank.code === code || bank.cbn_code === code)?.name;

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setFileError(null);
    setFileNote(null);
    if (!file) return;
    let csv: Awaited<ReturnType<typeof loadCsv>>;
    try {
      csv = await loadCsv();
    } catch {
      setFileError(OFFLINE);
      return;
    }
    const [{ readImportFile, matchColumns, mappingProblems, valuesOf }] = csv;
    try {
      const read = await readImportFile(await file.text());
      const mapping = matchColumns(read.headers, rail.csv);
      const missing = mappingProblems(mapping, read.headers, rail.csv);
      if (missing.length) {
        setFileError(`This file does not match the template. ${missing.join(' ')}`);
        return;
      }
      const next = read.rows.map((row) => rowFromCsv(row.line, valuesOf(row.cells, mapping, rail.csv)));
      onRowsChange(next);
      setUnreadable(read.problems);
      setShowAll(true);
      setFileNote(`${countOf(next.length, { one: 'row', many: 'rows' })} read from the file.`);
    } catch (caught) {
      setFileError(caught instanceof Error ? caught.message : 'This file could not be read.');
    }
  }

  async function downloadTemplate() {
    let csv: Awaited<ReturnType<typeof loadCsv>>;
    try {
      csv = await loadCsv();
    } catch {
      setFileError(OFFLINE);
      return;
    }
    const [{ templateCsv }, { downloadCsv }] = csv;
    downloadCsv(rail.template.fileName, await templateCsv(rail.csv, rail.template.example as Record<string, string>));
  }

  const update = (key: number, field: RowField, value: string) =>
    onRowsChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const remove = (key: number) => onRowsChange(rows.filter((row) => row.key !== key));

  const listed = rows.flatMap((row, index) => {
    const problems = problemsOf(source, row, checks.get(row.key));
    const entries = Object.entries(problems) as [RowField, string][];
    return entries.length ? [{ row, index, entries }] : [];
  });
  const shownProblems = showAll ? listed : [];
  const checked = rows.filter((row) => {
    const check = checks.get(row.key);
    return check?.ok && check.signature === checkSignature(row);
  }).length;

  return (
    <section aria-labelledby={`${baseId}-title`} className="flex flex-col gap-4">
      <h2 id={`${baseId}-title`} className="text-lg font-semibold">
        {rail.currency === 'NGN' ? 'Naira transfers' : 'ACH transfers'}
      </h2>

      <div className="flex flex-col gap-2 rounded-md border p-3">
        <label htmlFor={`${baseId}-file`} className="text-sm font-medium">
          Upload a CSV file
        </label>
        <input
          id={`${baseId}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void chooseFile(event)}
          aria-describedby={`${baseId}-file-hint${fileError ? ` ${baseId}-file-error` : ''}`}
          className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium"
        />
        <p id={`${baseId}-file-hint`} className="text-sm text-muted-foreground">
          Columns: {rail.csv.map((column) => column.label.toLowerCase()).join(', ')}. The file replaces the rows below.
        </p>
        {fileError ? (
          <p id={`${baseId}-file-error`} role="alert" className="text-sm font-medium text-destructive [overflow-wrap:anywhere]">
            {fileError}
          </p>
        ) : null}
        {fileNote ? (
          <p role="status" className="text-sm">
            {fileNote}
          </p>
        ) : null}
        <Button variant="outlined" className="self-start" onClick={() => void downloadTemplate()}>
          Download the {rail.currency === 'NGN' ? 'naira' : 'ACH'} template
        </Button>
      </div>

      {unreadable.length ? (
        <section
          aria-labelledby={`${baseId}-unreadable`}
          className="flex flex-col gap-2 rounded-md border border-destructive/40 p-3"
        >
          <h3 id={`${baseId}-unreadable`} className="text-sm font-semibold text-destructive">
            Lines that could not be read
          </h3>
          <ul className="flex flex-col gap-1 text-sm">
            {unreadable.map((problem) => (
              <li key={problem.line}>
                <span className="font-medium">Line {problem.line}</span> {problem.message}
              </li>
            ))}
          </ul>
          <Button variant="outlined" size="sm" className="self-start" onClick={() => setUnreadable([])}>
            Leave these lines out
          </Button>
        </section>
      ) : null}

      {shownProblems.length ? (
        <section aria-labelledby={`${baseId}-bad`} className="flex flex-col gap-2 rounded-md border border-destructive/40 p-3">
          <h3 id={`${baseId}-bad`} className="text-sm font-semibold text-destructive">
            {countOf(shownProblems.length, { one: 'row to fix', many: 'rows to fix' })}
          </h3>
          <p className="text-sm text-muted-foreground">
            Correct them in the table below, or drop them. Nothing is sent while a row is wrong.
          </p>
          <ul aria-label="Rows to fix" className="flex max-h-72 flex-col divide-y overflow-y-auto text-sm">
            {shownProblems.map(({ row, index, entries }) => (
              <li key={row.key} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="font-medium">{rowName(row, index)}:</span>{' '}
                  {entries.map(([field, message]) => `${fieldLabel(source.rail, field)}: ${message}`).join(' ')}
                </span>
                <Button variant="outlined" size="sm" onClick={() => remove(row.key)}>
                  Drop {rowName(row, index).toLowerCase()}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ul aria-label="Transfers" className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const check = checks.get(row.key);
          const current = check && check.signature === checkSignature(row) ? check : undefined;
          const problems = showAll ? problemsOf(source, row, current) : {};
          const name = rowName(row, index);
          return (
            <li key={row.key}>
              <fieldset
                className="flex flex-col gap-2 rounded-md border p-3"
                aria-describedby={current?.ok ? `${baseId}-${row.key}-ok` : undefined}
              >
                <legend className="px-1 text-sm font-semibold">{name}</legend>
                <div className={cn('grid gap-3', rail.fields.length > 4 ? 'sm:grid-cols-5' : 'sm:grid-cols-4')}>
                  {rail.fields.map((field) => {
                    const id = `${baseId}-${row.key}-${field}`;
                    const label = fieldLabel(source.rail, field);
                    const hint = field === 'bank' && rail.currency === 'NGN' && row.bank ? bankName(row.bank) : undefined;
                    if (field === 'account_type') {
                      return (
                        <Field key={field} id={id} label={label} error={problems.account_type}>
                          {(control) => (
                            <select
                              {...control}
                              value={row.account_type}
                              onChange={(event) => update(row.key, field, event.target.value)}
                              className={cn(inputBaseClasses, 'h-11 sm:h-10')}
                            >
                              <option value="">Choose…</option>
                              <option value="checking">Checking</option>
                              <option value="savings">Savings</option>
                            </select>
                          )}
                        </Field>
                      );
                    }
                    return (
                      <Field key={field} id={id} label={label} error={problems[field]} hint={hint}>
                        <TextInput
                          value={row[field]}
                          inputMode={
                            field === 'amount'
                              ? 'decimal'
                              : field === 'bank' || field === 'account_number'
                                ? 'numeric'
                                : undefined
                          }
                          autoComplete="off"
                          onChange={(event) => update(row.key, field, event.target.value)}
                        />
                      </Field>
                    );
                  })}
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {current?.ok ? (
                    <p id={`${baseId}-${row.key}-ok`} className="min-w-0 text-sm [overflow-wrap:anywhere]">
                      <span className="text-muted-foreground">Name check:</span>{' '}
                      <span className="font-medium">{current.name}</span>
                    </p>
                  ) : (
                    <span />
                  )}
                  <Button
                    variant="tertiary"
                    size="sm"
                    onClick={() => remove(row.key)}
                    aria-label={`Remove ${name.toLowerCase()}`}
                  >
                    <Trash2 aria-hidden />
                    Remove
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>

      <div className="flex flex-col gap-3">
        <Button
          variant="outlined"
          className="self-start"
          onClick={() => onRowsChange([...rows, newRow()])}
          disabled={progress !== null}
        >
          <Plus aria-hidden />
          Add a row
        </Button>
        {progress ? (
          <p role="status" className="text-sm font-medium">
            Checked {progress.done} of {progress.total}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            {countOf(rows.length, { one: 'row', many: 'rows' })}, {checked} checked.
          </p>
        )}
        {notice ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {notice}
          </p>
        ) : null}
        <Button
          className="self-start"
          loading={progress !== null}
          disabled={unreadable.length > 0}
          onClick={() => {
            setShowAll(true);
            onCheck();
          }}
        >
          Check rows and review
        </Button>
        {unreadable.length ? (
          <p className="text-sm text-muted-foreground">Leave out or fix the lines that could not be read first.</p>
        ) : null}
      </div>
    </section>
  );
}
