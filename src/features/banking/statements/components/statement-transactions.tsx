import { useMemo } from 'react';
import { ListTable, tableStateOf, type ListColumn } from '@/components/list/list-table';
import { formatDateTime } from '@/lib/dates';
import { addMoney, formatMoney } from '@/lib/money';
import type { Statement } from '../../transactions/records.queries';

type Row = Statement['transactions'][number];

/** The statement's transactions, oldest first, with the balance after each. */
export function StatementTransactions({ statement, query }: { statement: Statement; query: Parameters<typeof tableStateOf>[0] }) {
  const money = (amount: string) => formatMoney(amount, statement.currency);
  const columns = useMemo<ListColumn<Row>[]>(
    () => [
      { id: 'party', header: 'Details', cell: (t) => t.counterparty_name || t.narration || t.reference, card: 'title' },
      { id: 'date', header: 'Date', cell: (t) => formatDateTime(t.created_at) },
      { id: 'narration', header: 'Narration', cell: (t) => t.narration || '—' },
      {
        id: 'in',
        header: 'Money in',
        align: 'right',
        className: 'tabular-nums',
        // On a phone card the one non-empty figure of in and out is the card's amount (signed, as on
        // the transactions page), never cut off in the secondary line.
        cell: (t) => (t.type === 'credit' ? `+${money(t.amount)}` : ''),
        card: 'amount',
      },
      {
        id: 'out',
        header: 'Money out',
        align: 'right',
        className: 'tabular-nums',
        cell: (t) => (t.type === 'debit' ? `−${money(addMoney(t.amount, t.fee))}` : ''),
        card: 'amount',
      },
      {
        id: 'balance',
        header: 'Balance',
        align: 'right',
        className: 'tabular-nums',
        cell: (t) => money(t.balance_after),
        card: 'hidden',
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one currency per statement
    [statement.currency],
  );
  return (
    <ListTable
      caption="Statement transactions, oldest first"
      rows={statement.transactions}
      columns={columns}
      emptyTitle="No transactions in this period"
      getRowId={(t) => String(t.id)}
      {...tableStateOf(query)}
    />
  );
}
