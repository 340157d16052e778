/**
 * A CSV import in steps, for any importer (customers today; suppliers and inventory later):
 *
 * 1. choose the file (or download the template);
 * 2. match the file's columns to the fields (matched by header name and synonyms; every column is
 *    listed, an unmatched one as 'Ignored'; a required field with no column blocks the next step);
 * 3. review: invalid rows with their reasons, duplicates of existing records or of earlier rows
 *    (each Skip or Update, Skip by default), and the summary; nothing is saved before Import;
 * 4. the report: created, updated, skipped and failed rows with reasons; Retry failed re-runs only
 *    the failed ones.
 *
 * Loaded on demand with the import dialog (Papa Parse too, through `@/lib/csv`).
 */
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { ModalCloseSlot, ModalFooter } from '@/components/ui/modal';
import { inputBaseClasses } from '@/components/ui/input-classes';
import { downloadCsv, type CsvProblem } from '@/lib/csv';
import { countOf } from '@/lib/text';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { mappingProblems, matchColumns, valuesOf, type ColumnMapping, type ImportField } from './columns';
import {
  planImport,
  summarize,
  summaryText,
  type DuplicateChoice,
  type ImportPlan,
  type PlanKeys,
  type PlannedRow,
  type RowCheck,
} from './plan';
import { readImportFile, type ImportFile } from './read-file';
import { templateCsv } from './template';

/** What an area gives the wizard to import its records. */
export interface CsvImporter<K extends string, Input, Existing extends { id: number }> {
  noun: { one: string; many: string };
  fields: readonly ImportField<K>[];
  template: { fileName: string; example: Record<K, string> };
  /** A row's values (by field) checked with the area's form rules. */
  checkRow: (values: Record<K, string>) => RowCheck<Input>;
  /** What makes two records the same (e-mail, phone in E.164...). */
  keys: PlanKeys<Input, Existing>;
  /** How a row is named in the review and the report. */
  nameOf: (input: Input) => string;
  /** Every existing record, to find duplicates. */
  loadExisting: () => Promise<Existing[]>;
  create: (input: Input) => Promise<Existing>;
  /** Patches an existing record with a row's values. */
  update: (id: number, input: Input) => Promise<unknown>;
  /** Refreshes what shows the records, once after an import. */
  finish: () => Promise<void>;
}

export interface CsvImportWizardProps<K extends string, Input, Existing extends { id: number }> {
  importer: CsvImporter<K, Input, Existing>;
  /** True while rows are being saved (the dialog must not close). */
  onBusyChange: (busy: boolean) => void;
}

type Outcome = { line: number; name: string } & (
  { result: 'created' | 'updated' | 'skipped' } | { result: 'failed'; reason: string }
);

type Step<K extends string, Input> =
  | { name: 'file' }
  | { name: 'columns'; file: ImportFile; mapping: ColumnMapping<K> }
  | { name: 'review'; file: ImportFile; mapping: ColumnMapping<K>; plan: ImportPlan<Input> }
  | { name: 'report'; plan: ImportPlan<Input>; outcomes: Outcome[] };

const LISTED = 100;
const IGNORED = '';

export function CsvImportWizard<K extends string, Input, Existing extends { id: number }>({
  importer,
  onBusyChange,
}: CsvImportWizardProps<K, Input, Existing>) {
  const [step, setStep] = useState<Step<K, Input>>({ name: 'file' });
  const [choices, setChoices] = useState<ReadonlyMap<number, DuplicateChoice>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  /** The submit guard: one run at a time, whatever the clicks. */
  const running = useRef(false);
  /** The record each imported line became (created, or the existing one it matched). */
  const recordOf = useRef(new Map<number, number>());

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setError(null);
    if (!chosen) return;
    try {
      const file = await readImportFile(await chosen.text());
      setStep({ name: 'columns', file, mapping: matchColumns(file.headers, importer.fields) });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'This file could not be read.');
    }
  }

  async function review(file: ImportFile, mapping: ColumnMapping<K>) {
    setError(null);
    setChecking(true);
    try {
      const existing = await importer.loadExisting();
      const checked = file.rows.map((row) => ({
        line: row.line,
        check: importer.checkRow(valuesOf(row.cells, mapping, importer.fields)),
      }));
      setChoices(new Map());
      setStep({ name: 'review', file, mapping, plan: planImport(checked, existing, importer.keys, file.problems) });
    } catch (caught) {
      setError(`The existing ${importer.noun.many} could not be loaded to find duplicates: ${toApiError(caught).message}`);
    } finally {
      setChecking(false);
    }
  }

  async function runRow(row: PlannedRow<Input>, choice: DuplicateChoice): Promise<Outcome> {
    const name = importer.nameOf(row.input);
    const { duplicate } = row;
    try {
      if (!duplicate) {
        const created = await importer.create(row.input);
        recordOf.current.set(row.line, created.id);
        return { line: row.line, name, result: 'created' };
      }
      const target = duplicate.of === 'existing' ? duplicate.id : recordOf.current.get(duplicate.line);
      if (target !== undefined) recordOf.current.set(row.line, target);
      if (choice === 'skip') return { line: row.line, name, result: 'skipped' };
      if (target === undefined) {
        const repeated = duplicate.of === 'row' ? `Line ${duplicate.line}, which it repeats,` : 'The record it repeats';
        return { line: row.line, name, result: 'failed', reason: `${repeated} was not imported.` };
      }
      await importer.update(target, row.input);
      return { line: row.line, name, result: 'updated' };
    } catch (caught) {
      return { line: row.line, name, result: 'failed', reason: toApiError(caught).message };
    }
  }

  /** Runs `rows` one at a time in file order (a failure is reported and the rest go on). */
  async function run(plan: ImportPlan<Input>, rows: PlannedRow<Input>[], earlier: Outcome[]) {
    if (running.current) return;
    running.current = true;
    onBusyChange(true);
    setProgress({ done: 0, total: rows.length });
    const outcomes = new Map(earlier.map((outcome) => [outcome.line, outcome]));
    try {
      for (const [index, row] of rows.entries()) {
        outcomes.set(row.line, await runRow(row, choices.get(row.line) ?? 'skip'));
        setProgress({ done: index + 1, total: rows.length });
      }
      await importer.finish();
    } finally {
      const all = [...outcomes.values()].sort((a, b) => a.line - b.line);
      const saved = rows.filter((row) => {
        const result = outcomes.get(row.line)?.result;
        return result === 'created' || result === 'updated';
      }).length;
      if (saved > 0) toast.success(`${countOf(saved, importer.noun)} imported`);
      setProgress(null);
      setStep({ name: 'report', plan, outcomes: all });
      onBusyChange(false);
      running.current = false;
    }
  }

  const importing = progress !== null;

  if (step.name === 'file') {
    return <FileStep importer={importer} error={error} onFile={(event) => void chooseFile(event)} />;
  }

  if (step.name === 'columns') {
    const problems = mappingProblems(step.mapping, step.file.headers, importer.fields);
    return (
      <div className="flex flex-col gap-4">
        <ColumnsStep
          importer={importer}
          file={step.file}
          mapping={step.mapping}
          onChange={(mapping) => setStep({ ...step, mapping })}
        />
        {problems.length ? (
          <ul role="alert" className="flex flex-col gap-1 text-sm font-medium text-destructive">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        {error ? <ErrorLine>{error}</ErrorLine> : null}
        <ModalFooter>
          <Button variant="outlined" onClick={() => setStep({ name: 'file' })}>
            Choose another file
          </Button>
          <Button loading={checking} disabled={problems.length > 0} onClick={() => void review(step.file, step.mapping)}>
            Check rows
          </Button>
        </ModalFooter>
      </div>
    );
  }

  if (step.name === 'review') {
    const { plan } = step;
    const summary = summarize(plan, choices);
    const todo = plan.rows.filter((row) => !row.duplicate || choices.get(row.line) === 'update');
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm font-medium">
          {summaryText(summary)}.
        </p>
        {plan.invalid.length ? <ProblemList title="Invalid rows (not imported)" problems={plan.invalid} /> : null}
        <DuplicateList
          importer={importer}
          rows={plan.rows.filter((row) => row.duplicate)}
          choices={choices}
          disabled={importing}
          onChoose={(line, choice) => setChoices((current) => new Map(current).set(line, choice))}
        />
        {importing ? (
          <p role="status" className="text-sm">
            Importing {progress.done} of {progress.total}…
          </p>
        ) : null}
        <ModalFooter>
          <Button
            variant="outlined"
            disabled={importing}
            onClick={() => setStep({ name: 'columns', file: step.file, mapping: step.mapping })}
          >
            Back to columns
          </Button>
          <Button
            loading={importing}
            disabled={summary.create + summary.update === 0}
            onClick={() => void run(plan, plan.rows, [])}
          >
            {todo.length ? `Import ${countOf(todo.length, importer.noun)}` : 'Import'}
          </Button>
        </ModalFooter>
      </div>
    );
  }

  const { outcomes, plan } = step;
  const count = (result: Outcome['result']) => outcomes.filter((o) => o.result === result).length;
  const failed = outcomes.filter((o): o is Extract<Outcome, { result: 'failed' }> => o.result === 'failed');
  const failedLines = new Set(failed.map((o) => o.line));
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Import report" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Import report</h3>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
          <ReportCount label="Created" count={count('created')} />
          <ReportCount label="Updated" count={count('updated')} />
          <ReportCount label="Skipped" count={count('skipped')} />
          <ReportCount label="Failed" count={failed.length} />
          <ReportCount label="Invalid" count={plan.invalid.length} />
        </dl>
      </section>
      {failed.length ? (
        <ProblemList
          title="Rows that failed"
          problems={failed.map((o) => ({ line: o.line, message: `${o.name}: ${o.reason}` }))}
        />
      ) : null}
      {plan.invalid.length ? <ProblemList title="Invalid rows (not imported)" problems={plan.invalid} /> : null}
      {importing ? (
        <p role="status" className="text-sm">
          Retrying {progress.done} of {progress.total}…
        </p>
      ) : null}
      <ModalFooter>
        <ModalCloseSlot asChild>
          <Button variant={failed.length ? 'outlined' : undefined} disabled={importing}>
            Done
          </Button>
        </ModalCloseSlot>
        {failed.length ? (
          <Button
            loading={importing}
            onClick={() =>
              void run(
                plan,
                plan.rows.filter((row) => failedLines.has(row.line)),
                outcomes,
              )
            }
          >
            Retry failed ({failed.length})
          </Button>
        ) : null}
      </ModalFooter>
    </div>
  );
}

function ErrorLine({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}

function FileStep<K extends string, Input, Existing extends { id: number }>({
  importer,
  error,
  onFile,
}: {
  importer: CsvImporter<K, Input, Existing>;
  error: string | null;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const inputId = useId();
  async function downloadTemplate() {
    downloadCsv(importer.template.fileName, await templateCsv(importer.fields, importer.template.example));
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          CSV file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={onFile}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium"
        />
        {error ? <ErrorLine id={`${inputId}-error`}>{error}</ErrorLine> : null}
      </div>
      <p className="text-sm text-muted-foreground">
        Any spreadsheet saved as CSV works: you match its columns next. Or start from the template, with the expected columns and
        one example row.
      </p>
      <ModalFooter>
        <ModalCloseSlot asChild>
          <Button variant="outlined">Cancel</Button>
        </ModalCloseSlot>
        <Button variant="outlined" onClick={() => void downloadTemplate()}>
          Download template
        </Button>
      </ModalFooter>
    </div>
  );
}

function ColumnsStep<K extends string, Input, Existing extends { id: number }>({
  importer,
  file,
  mapping,
  onChange,
}: {
  importer: CsvImporter<K, Input, Existing>;
  file: ImportFile;
  mapping: ColumnMapping<K>;
  onChange: (mapping: ColumnMapping<K>) => void;
}) {
  const baseId = useId();
  const sample = file.rows[0]?.cells ?? [];
  return (
    <section aria-labelledby={`${baseId}-title`} className="flex flex-col gap-3">
      <div>
        <h3 id={`${baseId}-title`} className="text-sm font-semibold">
          Match the columns
        </h3>
        <p className="text-sm text-muted-foreground">
          {countOf(file.rows.length + file.problems.length, { one: 'row', many: 'rows' })} in the file. Choose the field each
          column fills; an ignored column is not imported.
        </p>
      </div>
      <ul className="flex flex-col divide-y rounded-md border">
        {file.headers.map((header, index) => {
          const id = `${baseId}-${index}`;
          const value = mapping[index] ?? IGNORED;
          return (
            <li key={id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <label htmlFor={id} className="block text-sm font-medium [overflow-wrap:anywhere]">
                  {header || `Column ${index + 1}`}
                </label>
                <p className="truncate text-xs text-muted-foreground" id={`${id}-sample`}>
                  {sample[index] ? `e.g. ${sample[index]}` : 'empty in the first row'}
                </p>
              </div>
              <select
                id={id}
                aria-describedby={`${id}-sample`}
                value={value}
                onChange={(event) => {
                  const next = [...mapping];
                  next[index] = event.target.value === IGNORED ? null : (event.target.value as K);
                  onChange(next);
                }}
                className={cn(inputBaseClasses, 'min-h-11 sm:w-56', value === IGNORED && 'text-muted-foreground')}
              >
                <option value={IGNORED}>Ignored</option>
                {importer.fields.map((field) => (
                  <option key={field.key} value={field.key}>
                    {field.required ? `${field.label} (required)` : field.label}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function DuplicateList<K extends string, Input, Existing extends { id: number }>({
  importer,
  rows,
  choices,
  disabled,
  onChoose,
}: {
  importer: CsvImporter<K, Input, Existing>;
  rows: PlannedRow<Input>[];
  choices: ReadonlyMap<number, DuplicateChoice>;
  disabled: boolean;
  onChoose: (line: number, choice: DuplicateChoice) => void;
}) {
  const baseId = useId();
  if (!rows.length) return null;
  return (
    <section aria-labelledby={`${baseId}-title`} className="flex flex-col gap-2 rounded-md border p-3">
      <h3 id={`${baseId}-title`} className="text-sm font-semibold">
        Possible duplicates
      </h3>
      <p className="text-sm text-muted-foreground">
        Skip leaves a row out; Update changes the {importer.noun.one} it repeats with the row's values.
      </p>
      <ul className="flex max-h-72 flex-col divide-y overflow-y-auto">
        {rows.map((row) => {
          const { duplicate } = row;
          if (!duplicate) return null;
          const name = importer.nameOf(row.input);
          const why =
            duplicate.of === 'existing'
              ? `Same ${duplicate.field} as the existing ${importer.noun.one} ${duplicate.name}`
              : `Same ${duplicate.field} as line ${duplicate.line} of this file`;
          const choice = choices.get(row.line) ?? 'skip';
          return (
            <li key={row.line} className="py-2">
              <fieldset className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
                <legend className="float-left min-w-0 text-sm [overflow-wrap:anywhere]">
                  <span className="font-medium">
                    Line {row.line}: {name}
                  </span>
                  <span className="block text-muted-foreground">{why}</span>
                </legend>
                <div className="flex gap-2">
                  {(['skip', 'update'] as const).map((option) => (
                    <label
                      key={option}
                      className={cn(
                        'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm',
                        choice === option && 'border-primary bg-primary/5',
                      )}
                    >
                      <input
                        type="radio"
                        name={`${baseId}-${row.line}`}
                        value={option}
                        checked={choice === option}
                        disabled={disabled}
                        onChange={() => onChoose(row.line, option)}
                      />
                      {option === 'skip' ? 'Skip' : 'Update'}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ReportCount({ label, count }: { label: string; count: number }) {
  return (
    <div className="flex justify-between gap-2 sm:flex-col">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{count}</dd>
    </div>
  );
}

function ProblemList({ title, problems }: { title: string; problems: CsvProblem[] }) {
  const listed = problems.slice(0, LISTED);
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded-md border border-destructive/40 p-3">
      <h3 className="text-sm font-semibold text-destructive">{title}</h3>
      <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto text-sm">
        {listed.map((problem) => (
          <li key={`${problem.line}:${problem.message}`} className="[overflow-wrap:anywhere]">
            <span className="font-medium">Line {problem.line}:</span> {problem.message}
          </li>
        ))}
      </ul>
      {problems.length > listed.length ? (
        <p className="text-sm text-muted-foreground">and {problems.length - listed.length} more.</p>
      ) : null}
    </section>
  );
}
