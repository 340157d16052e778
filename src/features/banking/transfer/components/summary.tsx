import { formatMoney } from '@/lib/money';
import { maskAccountNumber, maskedLabel } from '../../utils/mask';
import type { Recipient } from '../api/transfer-api';
import type { PaymentRoute } from '../state';
import { totalOf } from '../utils/rules';
import { ROUTE_LABELS, type TransferSource } from '../utils/source';

export interface SummaryProps {
  source: TransferSource;
  route: PaymentRoute;
  recipient: Recipient;
  amount: string;
  fee: string;
  narration: string;
}

/** From, to (name, bank, masked number), route, amount, fee, total, narration: every server string as text. */
export function TransferSummary({ source, route, recipient, amount, fee, narration }: SummaryProps) {
  const { account } = source.entry;
  const currency = source.currency;
  const rows: [string, React.ReactNode][] = [
    [
      'From',
      <>
        {account.account_name} ·{' '}
        <span className="whitespace-nowrap" aria-label={maskedLabel(account.account_number)}>
          {maskAccountNumber(account.account_number)}
        </span>
      </>,
    ],
    [
      'To',
      <>
        <span className="font-medium">{recipient.name}</span>
        <br />
        {recipient.bankName} ·{' '}
        <span className="whitespace-nowrap" aria-label={maskedLabel(recipient.accountNumber)}>
          {maskAccountNumber(recipient.accountNumber)}
        </span>
        {recipient.accountType ? ` · ${recipient.accountType}` : ''}
      </>,
    ],
    ['Route', ROUTE_LABELS[route].title],
    ['Amount', formatMoney(amount, currency)],
    ['Fee', formatMoney(fee, currency)],
    ['Total debited', <span className="font-semibold">{formatMoney(totalOf(amount, fee), currency)}</span>],
    [route === 'ach' ? 'Memo' : 'Narration', narration || '—'],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border p-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd
            className="min-w-0 text-right break-words tabular-nums"
            data-testid={`summary-${label.toLowerCase().replace(/\s+/g, '-')}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
