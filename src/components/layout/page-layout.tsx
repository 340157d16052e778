import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { usePageTitle } from './page-title';

export interface PageLayoutProps {
  /** The page's h1 and document title. */
  title: string;
  description?: ReactNode;
  /** Buttons at the top right (create, export). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * The layout wrapper of a signed-in page (spec: each page has its own layout wrapper): the page
 * heading (focused after a navigation, see RouteFocus), its actions, then the content.
 */
export function PageLayout({ title, description, actions, children, className }: PageLayoutProps) {
  usePageTitle(title);
  return (
    <div data-slot="page" className={cn('mx-auto flex w-full max-w-6xl flex-col gap-6', className)}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 data-page-heading tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
            {title}
          </h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
