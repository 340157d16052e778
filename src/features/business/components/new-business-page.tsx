import { Suspense } from 'react';
import { PageLayout } from '@/components/layout/page-layout';
import { FormSkeleton } from '@/components/ui/form-skeleton';
import { lazyWithPreload } from '@/lib/lazy';

// The form (TanStack Form, valibot, the fields) loads beside the page: its code is asked for as
// this module runs, so the heading paints without waiting for it (issue 21's first-load budget).
// A form that cannot be fetched (offline) goes to the route's error page, whose Retry asks again.
const CreateBusinessForm = lazyWithPreload(() => import('./create-business-form').then((m) => m.CreateBusinessForm));
void CreateBusinessForm.preload().catch(() => undefined);

/** A new business and its first location (D5), the first step of an owner's first run. */
export function NewBusinessPage() {
  return (
    <PageLayout
      title="Create a business"
      description="Your business and its first location. You can change them later."
      className="max-w-3xl"
    >
      <div className="rounded-lg border bg-card p-5 sm:p-6">
        <Suspense fallback={<FormSkeleton fields={9} label="Loading the new business form" />}>
          <CreateBusinessForm />
        </Suspense>
      </div>
    </PageLayout>
  );
}
