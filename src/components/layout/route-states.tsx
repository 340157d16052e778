import { useEffect, useRef } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { CircleAlert, Lock, SearchX } from 'lucide-react';
import { toApiError } from '@/api/errors';
import { isForbiddenError } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from './page-title';

/** Shown while a route's loader runs (after the router's pending delay). */
export function PagePending() {
  return (
    <div role="status" aria-live="polite" className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <span className="sr-only">Loading page</span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

function StatePanel({
  icon,
  title,
  children,
  actions,
}: {
  icon: React.ReactNode;
  title: string;
  children?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  usePageTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <div
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
      >
        {icon}
      </div>
      <h1 ref={heading} data-page-heading tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
        {title}
      </h1>
      {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
      {actions ? <div className="flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** The 'you don't have access' page (D8: the membership lacks the view permission). */
export function NoAccessPage() {
  return (
    <StatePanel icon={<Lock />} title="You don't have access to this page">
      <p>Your role in this business doesn't include this area. Ask the business owner to change your role if you need it.</p>
    </StatePanel>
  );
}

export function NotFoundPage() {
  return (
    <StatePanel
      icon={<SearchX />}
      title="Page not found"
      actions={
        <Button asChild variant="outlined">
          <Link to="/">Go to the start page</Link>
        </Button>
      }
    >
      <p>The page you asked for doesn't exist or was moved.</p>
    </StatePanel>
  );
}

/** A route's error: the message, and Retry (runs the loader again and resets failed queries). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  if (isForbiddenError(error)) return <NoAccessPage />;
  const apiError = toApiError(error);
  if (apiError.status === 403) return <NoAccessPage />;
  if (apiError.status === 404) return <NotFoundPage />;
  return (
    <StatePanel
      icon={<CircleAlert />}
      title="Something went wrong"
      actions={
        <Button
          variant="primary"
          onClick={() => {
            queryReset.reset();
            reset();
            void router.invalidate();
          }}
        >
          Retry
        </Button>
      }
    >
      <p role="alert">{apiError.message}</p>
    </StatePanel>
  );
}
