/**
 * A record's own page (customer, supplier, staff member, location, expense; inventory and
 * invoices later): a link back to its list, the title with its status badge, the actions, then
 * sections of label/value pairs (`<dl>`) or other content (a customer's invoices). One column on
 * a phone, every action at least 44 px high there.
 *
 *   <RecordPage back={<Link ...>Customers</Link>} title={c.name} status={<ActiveBadge active={c.active} />} actions={...}>
 *     <RecordSection title="Details" fields={[{ label: 'Email', value: orDash(c.email) }]} />
 *   </RecordPage>
 *
 * `RecordQueryContent` gives such a page its loading, not-found and error (Retry) states.
 */
import { useId, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronLeft, CircleAlert, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { toApiError } from '@/api/errors';
import { usePageTitle } from '@/components/layout/page-title';
import type { ActiveToggle } from '@/components/list/row-changes';
import { DeleteForeverDialog, RemoveDialog } from '@/components/ui/lazy-dialogs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { capitalize, noPermission, type Noun } from '@/lib/text';
import { cn } from '@/lib/utils';

/** Every action on a record page: 44 px high on a phone, the usual 40 px from `sm` up. */
export const RECORD_ACTION_CLASS = 'min-h-11 sm:min-h-10';

export interface RecordPageProps {
  /** The way back to the list (a Link keeping the list's search and page), shown above the title. */
  back: ReactNode;
  /** The page's h1 and document title (the record's name). */
  title: string;
  /** The status badge beside the title (`<ActiveBadge active={row.active} />`). */
  status?: ReactNode;
  /** A line under the title (what the record is: 'Business customer since 3 Jan 2026'). */
  description?: ReactNode;
  /** The record's buttons (Edit, Remove, Restore, Delete for good); their dialogs may sit here too. */
  actions?: ReactNode;
  /** Sections (`RecordSection`) and anything the area adds. */
  children: ReactNode;
}

export function RecordPage({ back, title, status, description, actions, children }: RecordPageProps) {
  usePageTitle(title);
  return (
    <div data-slot="page" className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        {back}
      </nav>
      <header className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <h1
              data-page-heading
              tabIndex={-1}
              className="min-w-0 text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] outline-none"
            >
              {title}
            </h1>
            {status}
          </div>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? (
          <div data-slot="record-actions" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
            {actions}
          </div>
        ) : null}
      </header>
      {children}
    </div>
  );
}

/** The link back to the list, with its arrow (put a router `Link` around it or pass one as `children`). */
export function BackLinkContent({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex min-h-11 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline sm:min-h-0">
      <ChevronLeft aria-hidden="true" className="size-4" />
      {children}
    </span>
  );
}

export interface RecordField {
  label: string;
  value: ReactNode;
}

export interface RecordSectionProps {
  /** The section's heading (h2). */
  title: string;
  /** Label/value pairs, as a description list. */
  fields?: readonly RecordField[];
  /** Other content under the pairs (a list of invoices, links). */
  children?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  className?: string;
}

/** One titled section of a record page: a `<dl>` of its fields, then any other content. */
export function RecordSection({ title, fields, children, actions, className }: RecordSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {fields && fields.length > 0 ? (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
          {fields.map((field) => (
            <div key={field.label} className="contents">
              <dt className="font-medium text-muted-foreground">{field.label}</dt>
              <dd className="-mt-2 min-w-0 [overflow-wrap:anywhere] whitespace-pre-wrap sm:mt-0">{field.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </section>
  );
}

/** Active or Removed (D6); staff say 'Deactivated'. The text says the status, not only the colour. */
export function ActiveBadge({ active, removedLabel = 'Removed' }: { active: boolean; removedLabel?: string }) {
  return active ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">{removedLabel}</Badge>;
}

export interface RecordQueryContentProps<T> {
  /**
   * The record's query. Its data may be `undefined` when the record is looked up in a list (a
   * `select` that finds nothing): that is 'not found', like a 404.
   */
  query: UseQueryResult<T | undefined, unknown>;
  /** False when the URL's id is no id at all ('abc'): not found, without asking the server. */
  validId?: boolean;
  noun: Noun;
  /** The way back to the list (the same link the page shows). */
  back: ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * A record page's states: a skeleton while it loads; 'not found' for a 404 or an id that is not
 * the business's (with the way back); the error with Retry; then the page.
 */
export function RecordQueryContent<T>({ query, validId = true, noun, back, children }: RecordQueryContentProps<T>) {
  const notFound =
    !validId || (query.isError && toApiError(query.error).status === 404) || (query.isSuccess && query.data === undefined);
  if (notFound) {
    return (
      <RecordPage back={back} title={`${capitalize(noun.one)} not found`}>
        <p className="text-sm text-muted-foreground">
          There is no such {noun.one} in this business. It may have been deleted for good, or the link is wrong.
        </p>
      </RecordPage>
    );
  }
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="mx-auto flex w-full max-w-4xl flex-col gap-4">
        <span className="sr-only">Loading the {noun.one}</span>
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <RecordPage back={back} title={`Couldn't load the ${noun.one}`}>
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4 text-sm">
          <CircleAlert aria-hidden="true" className="size-5 text-destructive" />
          <span className="flex-1 [overflow-wrap:anywhere]">{toApiError(query.error).message}</span>
          <Button variant="outlined" className={RECORD_ACTION_CLASS} onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      </RecordPage>
    );
  }
  return <>{query.data === undefined ? null : children(query.data)}</>;
}

interface ActiveRow {
  id: number;
  active: boolean;
}

export interface RecordActionsProps<TRow extends ActiveRow> {
  row: TRow;
  noun: Noun;
  nameOf: (row: TRow) => string;
  /** What the member may do (from `useCan`); the rest is not offered, and the reason is shown. */
  allowed: { edit: boolean; remove: boolean };
  /** Remove and restore (`useActiveToggle`: the remove's toast has Undo). */
  toggle: ActiveToggle<TRow>;
  /** Delete for good (`useDeleteForever`), where the contract has DELETE: offered on a removed record. */
  forever?: { destroy: (row: TRow) => Promise<void> };
  /** What else a delete for good takes with it. */
  deleteConsequence?: ReactNode;
  /** Opens the edit form (the page stays; the record refreshes with the new values); no Edit without it. */
  onEdit?: (() => void) | undefined;
  /** After a remove or a delete for good: back to the list. */
  onLeave: () => void;
  /** The remove's wording (staff: `{ verb: 'Deactivate', restoreVerb: 'Reactivate', ... }`). */
  wording?: { verb?: string; restoreVerb?: string; description?: ReactNode };
  /** Why the remove is refused although permitted ('You can't deactivate yourself.'). */
  removeBlocked?: string | undefined;
}

/**
 * A record's buttons: Edit and Remove (asks first, then back to the list with Undo in the toast)
 * on an active record; Restore and Delete for good (asks twice) on a removed one. Actions the
 * member may not take are not offered; a line says why.
 */
export function RecordActions<TRow extends ActiveRow>({
  row,
  noun,
  nameOf,
  allowed,
  toggle,
  forever,
  deleteConsequence,
  onEdit,
  onLeave,
  wording = {},
  removeBlocked,
}: RecordActionsProps<TRow>) {
  const [dialog, setDialog] = useState<'remove' | 'delete' | null>(null);
  const [restoring, setRestoring] = useState(false);
  const verb = wording.verb ?? 'Remove';
  const closeOn = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const reasons = [
    row.active && onEdit && !allowed.edit ? noPermission('edit', noun) : null,
    !allowed.remove ? noPermission('remove', noun) : null,
    row.active && allowed.remove && removeBlocked ? removeBlocked : null,
  ].filter((reason): reason is string => reason !== null);

  async function restore() {
    setRestoring(true);
    try {
      await toggle.restore(row);
    } finally {
      setRestoring(false);
    }
  }

  return (
    <>
      {row.active && allowed.edit && onEdit ? (
        <Button variant="outlined" className={RECORD_ACTION_CLASS} onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      ) : null}
      {row.active && allowed.remove && !removeBlocked ? (
        <Button variant="danger" className={RECORD_ACTION_CLASS} onClick={() => setDialog('remove')}>
          <Trash2 aria-hidden="true" />
          {verb}
        </Button>
      ) : null}
      {!row.active && allowed.remove ? (
        <Button variant="outlined" className={RECORD_ACTION_CLASS} loading={restoring} onClick={() => void restore()}>
          <RotateCcw aria-hidden="true" />
          {wording.restoreVerb ?? 'Restore'}
        </Button>
      ) : null}
      {!row.active && allowed.remove && forever ? (
        <Button variant="danger" className={RECORD_ACTION_CLASS} onClick={() => setDialog('delete')}>
          Delete for good
        </Button>
      ) : null}
      {reasons.length > 0 ? (
        <p className="text-sm text-muted-foreground sm:basis-full sm:text-right">{reasons.join(' ')}</p>
      ) : null}
      <RemoveDialog
        row={row}
        open={dialog === 'remove'}
        onOpenChange={closeOn}
        nameOf={nameOf}
        verb={verb}
        {...(wording.description ? { description: wording.description } : {})}
        onConfirm={async (target) => {
          await toggle.remove(target);
          onLeave();
        }}
      />
      {forever ? (
        <DeleteForeverDialog
          row={row}
          open={dialog === 'delete'}
          onOpenChange={closeOn}
          nameOf={nameOf}
          consequence={deleteConsequence}
          onConfirm={async (target) => {
            await forever.destroy(target);
            onLeave();
          }}
        />
      ) : null}
    </>
  );
}
