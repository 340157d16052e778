import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Gauge } from 'lucide-react';
import { useSession } from '@/api/session';
import { PageLayout } from '@/components/layout/page-layout';
import { QueryContent } from '@/components/record/query-content';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { bankAccountsQuery, kybsQuery, kycsQuery, personalAccountsQuery, type Kyc } from '../api/banking.queries';
import { groupAccounts } from '../utils/accounts';
import { AccountCard } from './account-card';
import { OnboardingLink } from './onboarding-link';
import { ApplicationsList, VerificationRecords } from './verification-records';
import { VERIFICATION_STATUS } from '@/lib/statuses/banking';

/** Where the person stands before their first account, and the next step. */
function NextStep({ kycs }: { kycs: readonly Kyc[] }) {
  const verified = kycs.find((k) => k.status === 'verified');
  const pending = kycs.find((k) => k.status === 'pending');
  const rejected = kycs.find((k) => k.status === 'rejected');
  const [status, title, text, action] = verified
    ? (['verified', 'Identity verified', 'Open your naira or dollar account now.', 'Open an account'] as const)
    : pending
      ? ([
          'pending',
          'Verification in progress',
          'We are checking your details; this page updates when the check ends.',
          null,
        ] as const)
      : rejected
        ? ([
            'rejected',
            'Verification not passed',
            'See the reason below, correct your details and send them again.',
            'Correct and resubmit',
          ] as const)
        : ([
            null,
            'Open your first account',
            'Verify your identity (BVN in Nigeria, SSN in the US), then open a naira or dollar account.',
            'Start verification',
          ] as const);
  return (
    <Card aria-labelledby="next-step-title">
      <CardHeader>
        <CardTitle id="next-step-title">{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <span className="text-sm">
          Onboarding status:{' '}
          {status ? (
            <StatusBadge vocabulary={VERIFICATION_STATUS} status={status} />
          ) : (
            <span className="font-medium">Not started</span>
          )}
        </span>
        {action ? <OnboardingLink className="ml-auto">{action}</OnboardingLink> : null}
      </CardContent>
    </Card>
  );
}

/** The banking home: accounts by country and type, verification records and business applications. */
export function BankingPage() {
  const personal = useQuery(personalAccountsQuery());
  const accounts = useQuery(bankAccountsQuery());
  const kycs = useQuery(kycsQuery());
  const kybs = useQuery(kybsQuery());
  const { session } = useSession();
  const isBusiness = session?.account_type === 'business';

  const bothLoaded = personal.isSuccess && accounts.isSuccess;
  const none = bothLoaded && personal.data.length === 0 && accounts.data.length === 0;

  return (
    <PageLayout
      title="Banking"
      description="Your naira and dollar accounts."
      actions={
        <>
          <Link to="/banking/limits" className={buttonVariants({ variant: 'outlined' })}>
            <Gauge aria-hidden />
            Limits
          </Link>
          <Link to="/banking/bulk-transfer" className={buttonVariants({ variant: 'outlined' })}>
            Bulk transfer
          </Link>
          {bothLoaded && !none ? <OnboardingLink variant="secondary">Open another account</OnboardingLink> : null}
          {bothLoaded && !none ? (
            <Link to="/banking/transfer" className={buttonVariants()}>
              Send money
            </Link>
          ) : null}
        </>
      }
    >
      {none ? (
        <QueryContent query={kycs} label="your verification">
          {(records) => <NextStep kycs={records} />}
        </QueryContent>
      ) : null}

      <section aria-labelledby="accounts-heading" className="flex flex-col gap-4">
        <h2 id="accounts-heading" className="text-lg font-semibold">
          Accounts
        </h2>
        <QueryContent query={personal} label="your personal accounts">
          {(personalAccounts) => (
            <QueryContent query={accounts} label="your business and US accounts">
              {(bankAccounts) => {
                const groups = groupAccounts(personalAccounts, bankAccounts);
                if (groups.length === 0) return <p className="text-sm text-muted-foreground">No accounts yet.</p>;
                return groups.map((group) => (
                  <section key={group.key} aria-labelledby={`group-${group.key}`} className="flex flex-col gap-3">
                    <h3 id={`group-${group.key}`} className="font-semibold">
                      {group.title}
                    </h3>
                    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                      {group.entries.map((entry) => (
                        <li key={`${entry.kind}-${entry.account.id}`} className="flex flex-col [&>*]:flex-1">
                          <AccountCard entry={entry} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ));
              }}
            </QueryContent>
          )}
        </QueryContent>
      </section>

      <section aria-labelledby="verification-heading" className="flex flex-col gap-3">
        <h2 id="verification-heading" className="text-lg font-semibold">
          Verification
        </h2>
        <QueryContent query={kycs} label="your identity verification">
          {(kycRecords) => (
            <QueryContent query={kybs} label="your business verification">
              {(kybRecords) => <VerificationRecords kycs={kycRecords} kybs={kybRecords} />}
            </QueryContent>
          )}
        </QueryContent>
        {isBusiness ? (
          <>
            <ApplicationsList currency="ngn" />
            <ApplicationsList currency="usd" />
          </>
        ) : null}
      </section>
    </PageLayout>
  );
}
