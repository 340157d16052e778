import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { humanise } from '@/lib/text';
import { applicationsQuery, type Application, type BusinessCurrency, type Kyb, type Kyc } from '../api/banking.queries';
import { APPLICATION_STATUS, VERIFICATION_STATUS } from '@/lib/statuses/banking';

const COUNTRY: Record<Kyc['country'], string> = { NG: 'Nigeria', US: 'United States' };

function Reason({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <p className="rounded-md bg-destructive-soft px-3 py-2 text-sm text-destructive-soft-foreground">
      <span className="font-medium">Reason: </span>
      {reason}
    </p>
  );
}

function RecordItem({
  title,
  detail,
  status,
  reason,
  kind,
}: {
  title: string;
  detail: string;
  status: string;
  reason: string | null;
  kind: 'verification' | 'application';
}) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="font-medium break-words">{title}</span>
          <span className="text-sm text-muted-foreground">{detail}</span>
        </div>
        <StatusBadge vocabulary={kind === 'verification' ? VERIFICATION_STATUS : APPLICATION_STATUS} status={status} />
      </div>
      <Reason reason={reason} />
    </li>
  );
}

const submitted = (at: string) => `Submitted ${formatDate(at.slice(0, 10))}`;

/** The person's KYC records and the business KYB records, with their status and any rejection reason. */
export function VerificationRecords({ kycs, kybs }: { kycs: readonly Kyc[]; kybs: readonly Kyb[] }) {
  if (kycs.length === 0 && kybs.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing submitted yet.</p>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Verification records">
      {kycs.map((kyc) => (
        <RecordItem
          key={`kyc-${kyc.id}`}
          kind="verification"
          title={`Identity (${COUNTRY[kyc.country]}): ${[kyc.first_name, kyc.last_name].join(' ')}`}
          detail={submitted(kyc.created_at)}
          status={kyc.status}
          reason={kyc.status === 'rejected' ? kyc.reason : null}
        />
      ))}
      {kybs.map((kyb) => (
        <RecordItem
          key={`kyb-${kyb.id}`}
          kind="verification"
          title={`Business (${COUNTRY[kyb.country]}): ${kyb.business_name}`}
          detail={submitted(kyb.created_at)}
          status={kyb.status}
          reason={kyb.status === 'rejected' ? kyb.reason : null}
        />
      ))}
    </ul>
  );
}

const CURRENCY_NAME: Record<BusinessCurrency, string> = { ngn: 'Naira', usd: 'Dollar' };

const TYPE_WORDS: Partial<Record<Application['business_type'], string>> = { llc: 'LLC' };

function applicationDetail(app: Application) {
  return `${TYPE_WORDS[app.business_type] ?? humanise(app.business_type)} · expected ${formatMoney(app.expected_monthly_volume, app.currency)} a month · ${submitted(app.created_at).toLowerCase()}`;
}

/** One currency's business account applications (none shown when the user has none). */
export function ApplicationsList({ currency }: { currency: BusinessCurrency }) {
  const query = useQuery(applicationsQuery(currency));
  if (query.isPending) return null;
  if (query.isError) {
    // A personal sign-up has no business banking (D8): nothing to list.
    if (toApiError(query.error).status === 403) return null;
    return (
      <p role="alert" className="text-sm text-destructive">
        {CURRENCY_NAME[currency]} applications could not be loaded: {toApiError(query.error).message}
      </p>
    );
  }
  if (query.data.length === 0) return null;
  return (
    <section aria-labelledby={`applications-${currency}`} className="flex flex-col gap-2">
      <h3 id={`applications-${currency}`} className="font-semibold">
        {CURRENCY_NAME[currency]} business account applications
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {query.data.map((app) => (
          <RecordItem
            key={app.id}
            kind="application"
            title={app.business_name}
            detail={applicationDetail(app)}
            status={app.status}
            reason={app.status === 'rejected' ? app.reason : null}
          />
        ))}
      </ul>
    </section>
  );
}
