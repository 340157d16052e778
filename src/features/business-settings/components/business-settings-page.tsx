import { Suspense } from 'react';
import { PageLayout } from '@/components/layout/page-layout';
import { FormSkeleton } from '@/components/ui/form-skeleton';
import { lazyWithPreload } from '@/lib/lazy';

// The form (TanStack Form, valibot, the fields) loads beside the page: its code is asked for as
// this module runs, so the heading paints without waiting for it (issue 21's first-load budget).
// A form that cannot be fetched (offline) goes to the route's error page, whose Retry asks again.
const BusinessSettingsForm = lazyWithPreload(() => import('./business-settings-form').then((m) => m.BusinessSettingsForm));
void BusinessSettingsForm.preload().catch(() => undefined);

/** The owner's business details: contacts, tax and invoice defaults, payout account and logo. */
export function BusinessSettingsPage() {
  return (
    <PageLayout
      title="Business settings"
      description="What your invoices and customer links show, and the defaults new invoices start with."
      className="max-w-3xl"
    >
      <Suspense fallback={<FormSkeleton fields={9} label="Loading the business details form" />}>
        <BusinessSettingsForm />
      </Suspense>
    </PageLayout>
  );
}
