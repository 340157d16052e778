import { useState, type ReactNode, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useBusinessContext } from '@/features/business';
import { useActiveToggle } from '@/components/list/row-changes';
import {
  ActiveBadge,
  BackLinkContent,
  RecordActions,
  RecordPage,
  RecordQueryContent,
  RecordSection,
} from '@/components/record/record-page';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useCan } from '@/lib/permissions';
import { recordIdOf } from '@/lib/prefetch';
import { orDash, type Noun } from '@/lib/text';
import { allExpensesQuery, expenses } from '../api/expenses.queries';
import type { Expense } from '../schemas/expense.schema';
import type { ExpensesSearch } from '../utils/expense-range';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { ExpenseFormModal as ExpenseFormModalEager } from './expense-form-modal';

// Its dialogs' code (Radix Dialog, the form kit) loads once the page has settled or when one
// opens, not with the page's first paint (decision 0036's addendum).
const ExpenseFormModal = lazyDialog<ComponentProps<typeof ExpenseFormModalEager>>(
  () => import('./expense-form-modal').then((m) => m.ExpenseFormModal),
  (props) => props.open,
);

const NOUN: Noun = { one: 'expense', many: 'expenses' };
const nameOf = (expense: Expense) => expense.name;
const LINK_CLASS = 'inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline sm:min-h-0';

export interface ExpenseRecordPageProps {
  /** The id as the URL has it ('901'); anything else is 'not found'. */
  id: string;
  /** The list's URL state (search, page, tab, dates), kept for the way back. */
  search: ExpensesSearch;
  /** Back to the list (after a remove). */
  onLeave: () => void;
}

/**
 * An expense's page: amount, date, category and location (links to them), description; Edit
 * (stays here), Remove (then back to the list, with Undo), Restore.
 */
export function ExpenseRecordPage({ id, search, onLeave }: ExpenseRecordPageProps) {
  const { businessId, location } = useBusinessContext();
  const expenseId = recordIdOf(id);
  const query = useQuery({
    ...allExpensesQuery({ businessId, location }),
    enabled: expenseId !== undefined,
    select: (rows) => rows.find((row) => row.id === expenseId),
  });
  const back = (
    <Link to="/b/$businessId/expenses" params={{ businessId }} search={{ ...search, location }}>
      <BackLinkContent>Expenses</BackLinkContent>
    </Link>
  );
  return (
    <RecordQueryContent query={query} validId={expenseId !== undefined} noun={NOUN} back={back}>
      {(expense) => <ExpenseRecord expense={expense} back={back} onLeave={onLeave} />}
    </RecordQueryContent>
  );
}

function ExpenseRecord({ expense, back, onLeave }: { expense: Expense; back: ReactNode; onLeave: () => void }) {
  const { businessId, location, business } = useBusinessContext();
  const allowed = { edit: useCan('expense', 'edit'), remove: useCan('expense', 'remove') };
  const toggle = useActiveToggle<Expense, unknown>({ resource: expenses, scope: { businessId, location }, nameOf });
  const canViewCategories = useCan('expenseCategory', 'view');
  const canViewLocations = useCan('locations', 'view');
  const [editing, setEditing] = useState(false);
  const place = business.locations.find((item) => item.id === expense.location);
  const placeName = place?.name ?? `Location ${expense.location}`;

  return (
    <RecordPage
      back={back}
      title={expense.name}
      status={<ActiveBadge active={expense.active} />}
      description={
        <span className="text-xl font-semibold text-foreground tabular-nums">
          {formatMoney(expense.amount, expense.currency)}
        </span>
      }
      actions={
        <RecordActions
          row={expense}
          noun={NOUN}
          nameOf={nameOf}
          allowed={allowed}
          toggle={toggle}
          onEdit={() => setEditing(true)}
          onLeave={onLeave}
        />
      }
    >
      <RecordSection
        title="Details"
        fields={[
          { label: 'Amount', value: <span className="tabular-nums">{formatMoney(expense.amount, expense.currency)}</span> },
          { label: 'Date', value: formatDate(expense.expense_date) },
          {
            label: 'Category',
            value: canViewCategories ? (
              <Link
                to="/b/$businessId/expense-categories"
                params={{ businessId }}
                search={{ search: expense.category.name, location }}
                className={LINK_CLASS}
              >
                {expense.category.name}
              </Link>
            ) : (
              expense.category.name
            ),
          },
          {
            label: 'Location',
            value: canViewLocations ? (
              <Link
                to="/b/$businessId/locations/$locationId"
                params={{ businessId, locationId: String(expense.location) }}
                className={LINK_CLASS}
              >
                {placeName}
              </Link>
            ) : (
              placeName
            ),
          },
          { label: 'Description', value: orDash(expense.description) },
          { label: 'Recorded', value: formatDate(expense.created_at) },
        ]}
      />
      <ExpenseFormModal open={editing} onOpenChange={setEditing} expense={expense} />
    </RecordPage>
  );
}
