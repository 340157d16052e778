import { useState } from 'react';
import type { BusinessSchemas } from '@/api/types';
import { business as businessClient } from '@/api/clients';
import { Field } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import {
  Modal,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  ModalCloseSlot,
} from '@/components/ui/modal';
import { SearchableSelect, type SelectOption } from '@/components/ui/searchable-select';
import { useBusinessContext } from '@/features/business';
import { formatMoney } from '@/lib/money';
import { RecordPaymentDialog } from './record-payment-dialog';

type Invoice = BusinessSchemas['Invoice'];

/** The states that take a payment (decision 0018). */
const OPEN_STATES = ['unpaid', 'partially_paid', 'overdue'] as const;

/**
 * 'Record payment' from the receipts page (a cashier at the counter): choose the invoice (searched
 * over the invoices that still owe), then the payment dialog.
 */
export function TakePaymentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { businessId, location } = useBusinessContext();
  const [found, setFound] = useState<Map<string, Invoice>>(new Map());
  const [chosenId, setChosenId] = useState('');
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const loadOptions = async (query: string): Promise<SelectOption[]> => {
    const pages = await Promise.all(
      OPEN_STATES.map((state) =>
        businessClient.client
          .GET('/business/v1/{businessId}/tools/invoices/', {
            params: { path: { businessId }, query: { location, state, search: query.trim() || undefined } },
          })
          .then((answer) => {
            if (answer.error !== undefined) throw answer.error;
            return answer.data.results;
          }),
      ),
    );
    const rows = pages.flat().sort((a, b) => b.id - a.id);
    setFound((prev) => new Map([...prev, ...rows.map((row) => [String(row.id), row] as const)]));
    return rows.map((row) => ({
      value: String(row.id),
      label: `${row.number} · ${row.customer.name} · owes ${formatMoney(row.total_balance, row.currency.code)}`,
    }));
  };

  const close = () => {
    setChosenId('');
    setProblem(null);
    onOpenChange(false);
  };

  if (paying)
    return (
      <RecordPaymentDialog
        invoice={paying}
        open
        onOpenChange={(next) => {
          if (!next) {
            setPaying(null);
            close();
          }
        }}
      />
    );

  return (
    <Modal open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <ModalContent>
        <ModalHeader>
          <ModalTitle>Record a payment</ModalTitle>
          <ModalDescription>Choose the invoice the customer is paying.</ModalDescription>
        </ModalHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const invoice = found.get(chosenId);
            if (!invoice) {
              setProblem('Choose an invoice that still has a balance.');
              return;
            }
            setPaying(invoice);
          }}
        >
          <Field label="Invoice" required error={problem ?? undefined}>
            <SearchableSelect
              value={chosenId}
              loadOptions={loadOptions}
              placeholder="Search by number or customer"
              emptyMessage="No invoice with a balance matches."
              onChange={(value) => {
                setChosenId(value);
                setProblem(null);
              }}
            />
          </Field>
          <ModalFooter>
            <ModalCloseSlot asChild>
              <Button variant="outlined">Cancel</Button>
            </ModalCloseSlot>
            <Button type="submit">Continue</Button>
          </ModalFooter>
        </form>
      </ModalContent>
    </Modal>
  );
}
