import { Suspense, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LazyCsvImportWizard, type CsvImporter } from '@/components/csv-import';
import { Modal, ModalContent, ModalDescription, ModalHeader, ModalTitle } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useBusinessContext } from '@/features/business';
import { phoneCountryOf } from '@/lib/phone';
import { customers, fetchAllCustomers, type Customer, type CustomerInput } from '../api/customers.queries';
import {
  CUSTOMER_IMPORT_FIELDS,
  checkCustomerRow,
  customerKeys,
  customerRowKeys,
  customerTemplateExample,
  toNewCustomer,
  type CustomerCsvColumn,
} from '../utils/customer-csv';

export interface CustomerImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Imports customers from a CSV file with the CSV import kit: match the columns, review invalid rows
 * and duplicates (same e-mail or phone as an existing customer or an earlier row: Skip or Update),
 * then import and read the report. Nothing is saved before Import. The steps load on demand.
 */
export function CustomerImportDialog({ open, onOpenChange }: CustomerImportDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <ModalContent size="lg" onInteractOutside={(event) => event.preventDefault()}>
        <ModalHeader>
          <ModalTitle>Import customers</ModalTitle>
          <ModalDescription>
            From a CSV file: you match its columns, then see duplicates and invalid rows before anything is saved.
          </ModalDescription>
        </ModalHeader>
        <Suspense fallback={<Skeleton className="h-24 w-full" />}>
          <CustomerImport onBusyChange={setBusy} />
        </Suspense>
      </ModalContent>
    </Modal>
  );
}

function CustomerImport({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const scope = useBusinessContext();
  const queryClient = useQueryClient();
  const country = phoneCountryOf(scope.business.currency);
  const importer = useMemo<CsvImporter<CustomerCsvColumn, CustomerInput, Customer>>(
    () => ({
      noun: { one: 'customer', many: 'customers' },
      fields: CUSTOMER_IMPORT_FIELDS,
      template: { fileName: 'customers-template.csv', example: customerTemplateExample(country) },
      checkRow: (values) => checkCustomerRow(values, country),
      keys: {
        ofInput: customerRowKeys,
        ofExisting: (customer) => customerKeys(customer, country),
        nameOf: (customer) => (customer.active ? customer.name : `${customer.name} (removed)`),
      },
      nameOf: (input) => input.name,
      // Removed customers count too: restoring one beats adding it again.
      loadExisting: async () => (await Promise.all([fetchAllCustomers(scope, true), fetchAllCustomers(scope, false)])).flat(),
      create: (input) => customers.calls.create({ scope, body: toNewCustomer(input) }),
      update: (id, input) => customers.calls.patch({ scope, id, body: input }),
      finish: () => customers.invalidate(queryClient),
    }),
    [scope, queryClient, country],
  );
  return <LazyCsvImportWizard importer={importer} onBusyChange={onBusyChange} />;
}
