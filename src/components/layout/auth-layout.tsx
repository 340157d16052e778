import type { ReactNode } from 'react';
import { Logo } from './logo';
import { usePageTitle } from './page-title';

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Below the card: links to the other auth pages. */
  footer?: ReactNode;
}

/** The layout wrapper of the public auth pages: a centred card with the product's name. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  usePageTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      {/* The theme follows the system here; the switch is in the signed-in header (keeps sign-in light). */}
      <header className="flex items-center px-4 py-3 sm:px-6">
        <Logo />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 outline-none sm:items-center sm:pt-0"
      >
        <div className="flex w-full max-w-md flex-col gap-4">
          <section
            aria-labelledby="auth-title"
            className="flex flex-col gap-6 rounded-lg border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
          >
            <div className="flex flex-col gap-1.5">
              <h1 id="auth-title" data-page-heading tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
                {title}
              </h1>
              {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
            </div>
            {children}
          </section>
          {footer ? <div className="flex flex-col items-center gap-2 text-center text-sm">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}
