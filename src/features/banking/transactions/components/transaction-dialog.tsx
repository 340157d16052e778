import { useState } from 'react';
import { Download } from 'lucide-react';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Modal, ModalContent, ModalDescription, ModalFooter, ModalHeader, ModalTitle } from '@/components/ui/modal';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { downloadBytes } from '@/lib/download';
import { addMoney, formatMoney } from '@/lib/money';
import type { BankAccount, PersonalAccount } from '../../api/banking.queries';
import type { Transaction } from '../records.queries';
import { TRANSFER_STATUS } from '@/lib/statuses/banking';

export interface TransactionDialogProps {
  transaction: Transaction;
  account: PersonalAccount | BankAccount;
  onClose: () => void;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words sm:text-right">{children}</dd>
    </div>
  );
}

/** One transaction in full, with its receipt as a PDF (made in the browser on demand). */
export function TransactionDialog({ transaction: t, account, onClose }: TransactionDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const money = (amount: string) => formatMoney(amount, t.currency);
  const credit = t.type === 'credit';

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const pdf = await import('../pdf/receipt-pdf');
      downloadBytes(await pdf.buildTransactionReceiptPdf({ transaction: t, account }), pdf.transactionReceiptFileName(t));
    } catch (error) {
      setProblem(`Could not make the receipt: ${toApiError(error).message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent size="md">
        <ModalHeader>
          <ModalTitle>{credit ? 'Money in' : 'Money out'}</ModalTitle>
          <ModalDescription>{formatDateTime(t.created_at)}</ModalDescription>
        </ModalHeader>
        <dl className="flex flex-col divide-y" aria-label="Transaction details">
          <Row label="Amount">
            <span className="tabular-nums">
              {credit ? '+' : '−'}
              {money(t.amount)}
            </span>
          </Row>
          {credit ? null : (
            <>
              <Row label="Fee">{money(t.fee)}</Row>
              <Row label="Total debited">{money(addMoney(t.amount, t.fee))}</Row>
            </>
          )}
          <Row label="Status">
            <StatusBadge vocabulary={TRANSFER_STATUS} status={t.status} />
          </Row>
          <Row label={credit ? 'From' : 'To'}>{t.counterparty_name || '—'}</Row>
          {t.counterparty_account_number ? <Row label="Account number">{t.counterparty_account_number}</Row> : null}
          {t.counterparty_bank_name ? <Row label="Bank">{t.counterparty_bank_name}</Row> : null}
          <Row label="Narration">{t.narration || '—'}</Row>
          <Row label="Reference">
            <span className="font-mono text-sm break-all">{t.reference}</span>
          </Row>
          <Row label="Balance after">{money(t.balance_after)}</Row>
        </dl>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <ModalFooter>
          <Button onClick={() => void download()} disabled={busy}>
            <Download aria-hidden />
            {busy ? 'Making the receipt…' : 'Download receipt (PDF)'}
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
