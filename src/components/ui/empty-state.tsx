import type { ComponentProps, ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon; defaults to an inbox. Pass null for none. */
  icon?: ReactNode;
  /** The way forward, usually a create button. */
  action?: ReactNode;
  /** Heading level of the title. Default 2. */
  level?: 2 | 3 | 4;
}

/** What a list shows when it has nothing yet, with a way to add the first item. */
export function EmptyState({ title, description, icon, action, level = 2, className, ...props }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center gap-3 px-6 py-10 text-center', className)}
      {...props}
    >
      {icon === null ? null : (
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon ?? <Inbox />}
        </div>
      )}
      <Heading className="text-base font-semibold">{title}</Heading>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
