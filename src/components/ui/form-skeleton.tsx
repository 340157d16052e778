import { Skeleton } from './skeleton';

export interface FormSkeletonProps {
  /** How many label-and-input pairs to hold a place for. */
  fields: number;
  /** What is loading, for assistive technology ('Loading the business details form'). */
  label: string;
}

/**
 * The place of a form whose code loads beside its page (a page's heading paints first, issue
 * 21's first-load budget): label and input bars of the fields' sizes, then the button's.
 */
export function FormSkeleton({ fields, label }: FormSkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} data-slot="form-skeleton" className="flex flex-col gap-5">
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      <Skeleton className="h-11 w-32 self-end" />
    </div>
  );
}
