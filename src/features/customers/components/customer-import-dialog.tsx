import { useId, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
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
import type { CsvProblem } from '@/lib/csv';
import { countOf, orDash } from '@/lib/text';
import { createCustomer, customers } from '../api/customers.queries';
import { CUSTOMER_TYPE_LABELS } from '../schemas/customer';
import { CUSTOMER_CSV_COLUMNS, readCustomersCsv, type CustomerImport } from '../utils/customer-csv';

const NOUN = { one: 'customer', many: 'customers' };
const PREVIEW_ROWS = 10;
const LISTED_PROBLEMS = 100;

export interface CustomerImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Imports customers from a CSV file: reads and checks every row first (bad rows listed by line
 * with the reason), writes nothing until the user confirms, then adds the valid rows.
 */
export function CustomerImportDialog({ open, onOpenChange }: CustomerImportDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <ModalContent size="lg" onInteractOutside={(event) => event.preventDefault()}>
        <ModalHeader>
          <ModalTitle>Import customers</ModalTitle>
          <ModalDescription>
            A CSV file whose first line names the columns {CUSTOMER_CSV_COLUMNS.join(', ')} (as Export writes it). Nothing is
            saved until you confirm.
          </ModalDescription>
        </ModalHeader>
        <ImportSteps onBusyChange={setBusy} onDone={() => onOpenChange(false)} />
      </ModalContent>
    </Modal>
  );
}

function ProblemList({ title, problems }: { title: string; problems: CsvProblem[] }) {
  const listed = problems.slice(0, LISTED_PROBLEMS);
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

function ImportSteps({ onBusyChange, onDone }: { onBusyChange: (busy: boolean) => void; onDone: () => void }) {
  const scope = useBusinessContext();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [checked, setChecked] = useState<CustomerImport | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failures, setFailures] = useState<CsvProblem[] | null>(null);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setChecked(null);
    setFileError(null);
    setFailures(null);
    if (!file) return;
    try {
      setChecked(await readCustomersCsv(await file.text()));
    } catch (error) {
      setFileError(error instanceof Error ? error.message : 'This file could not be read.');
    }
  }

  async function handleImport() {
    if (!checked) return;
    const rows = checked.valid;
    const failed: CsvProblem[] = [];
    onBusyChange(true);
    setProgress({ done: 0, total: rows.length });
    // One at a time, in file order: a failure is reported by its line and the rest go on.
    for (const [index, row] of rows.entries()) {
      try {
        await createCustomer(scope, row.input);
      } catch (error) {
        failed.push({ line: row.line, message: toApiError(error).message });
      }
      setProgress({ done: index + 1, total: rows.length });
    }
    await customers.invalidate(queryClient);
    onBusyChange(false);
    setProgress(null);
    const added = rows.length - failed.length;
    if (added > 0) toast.success(`${countOf(added, NOUN)} imported`);
    if (failed.length === 0) {
      onDone();
      return;
    }
    setChecked(null);
    setFailures(failed);
  }

  const importing = progress !== null;
  const valid = checked?.valid ?? [];

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
          disabled={importing}
          onChange={(event) => void handleFile(event)}
          aria-describedby={fileError ? `${inputId}-error` : undefined}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        {fileError ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
            {fileError}
          </p>
        ) : null}
      </div>

      {checked ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="text-sm">
            {countOf(valid.length, NOUN)} ready to import
            {checked.problems.length
              ? `; ${countOf(checked.problems.length, { one: 'row', many: 'rows' })} can't be imported`
              : ''}
            .
          </p>
          {checked.problems.length ? <ProblemList title="Rows that can't be imported" problems={checked.problems} /> : null}
          {valid.length ? (
            <div className="overflow-x-auto rounded-md border">
              <table className="w-full text-sm">
                <caption className="sr-only">Customers to import</caption>
                <thead className="bg-muted/60 text-left text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Line
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Name
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Type
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Email
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Phone
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {valid.slice(0, PREVIEW_ROWS).map((row) => (
                    <tr key={row.line} className="border-t">
                      <td className="px-3 py-2 tabular-nums">{row.line}</td>
                      <td className="max-w-48 px-3 py-2 [overflow-wrap:anywhere] whitespace-pre-wrap">{row.input.name}</td>
                      <td className="px-3 py-2">{CUSTOMER_TYPE_LABELS[row.input.type ?? 'individual']}</td>
                      <td className="max-w-48 px-3 py-2 [overflow-wrap:anywhere]">{orDash(row.input.email)}</td>
                      <td className="px-3 py-2">{orDash(row.input.phone_number)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {valid.length > PREVIEW_ROWS ? (
                <p className="border-t px-3 py-2 text-sm text-muted-foreground">and {valid.length - PREVIEW_ROWS} more.</p>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}

      {importing ? (
        <p role="status" className="text-sm">
          Importing {progress.done} of {progress.total}…
        </p>
      ) : null}
      {failures ? <ProblemList title="Rows the server refused" problems={failures} /> : null}

      <ModalFooter>
        <ModalCloseSlot asChild>
          <Button variant="outlined" disabled={importing}>
            {failures ? 'Close' : 'Cancel'}
          </Button>
        </ModalCloseSlot>
        {failures ? null : (
          <Button loading={importing} disabled={!valid.length} onClick={() => void handleImport()}>
            {valid.length ? `Import ${countOf(valid.length, NOUN)}` : 'Import'}
          </Button>
        )}
      </ModalFooter>
    </div>
  );
}
