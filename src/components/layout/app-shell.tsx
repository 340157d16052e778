import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { lazyWithPreload } from '@/lib/lazy';
import { useMediaQuery } from '@/lib/use-media-query';
import { whenSettled } from '@/lib/when-idle';
import { Logo } from './logo';
import { BottomBar } from './bottom-bar';
import { SidebarNav, type SidebarNavProps } from './sidebar-nav';
import { UserMenu, type UserMenuProps } from './user-menu';

// The small-screen drawer (a Radix Dialog) loads on first use, or once the page has settled.
const NavDrawer = lazyWithPreload(() => import('./nav-drawer').then((m) => m.NavDrawer));

export interface AppShellProps {
  nav: Omit<SidebarNavProps, 'onNavigate'>;
  user: UserMenuProps;
  /** The business and location switchers (composed by the route: the shell knows no features). */
  contextControls?: ReactNode;
  /** The same as one compact control, for phones (below 640 px), where the header has one row. */
  compactContextControl?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in layout: a sidebar with every area (a drawer on small screens), a header with the
 * business and location switchers, the theme switch and the user menu, then the page in <main>.
 * Phones get a one-row header (one compact business-and-location control) and a bottom bar with
 * the most used destinations and 'More' (the drawer).
 */
export function AppShell({ nav, user, contextControls, compactContextControl, children }: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // How many times the drawer was asked for: a drawer that failed to load (offline) retries.
  const [drawerAttempt, setDrawerAttempt] = useState(0);
  useEffect(() => whenSettled(() => void NavDrawer.preload().catch(() => undefined)), []);
  // The sidebar exists on wide screens only (lg, as the CSS shows it): a phone does not render
  // two dozen hidden links on every page, it opens the drawer.
  const wide = useMediaQuery('(min-width: 1024px)');
  const phone = !useMediaQuery('(min-width: 640px)');
  const openDrawer = () => {
    setDrawerAttempt((n) => n + 1);
    setDrawerOpen(true);
  };
  return (
    <div className="flex min-h-dvh bg-background text-foreground">
      {wide ? (
        <aside className="sticky top-0 hidden h-dvh print:hidden w-64 shrink-0 flex-col gap-6 overflow-y-auto border-r bg-card px-3 py-4 lg:flex">
          <div className="px-3">
            <Logo />
          </div>
          <SidebarNav {...nav} />
        </aside>
      ) : null}

      {drawerAttempt > 0 ? (
        <LoadBoundary key={drawerAttempt} fallback={null}>
          <Suspense fallback={null}>
            <NavDrawer nav={nav} open={drawerOpen} onOpenChange={setDrawerOpen} />
          </Suspense>
        </LoadBoundary>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex print:hidden min-h-16 items-center gap-2 border-b bg-background/95 px-3 py-2 backdrop-blur sm:flex-wrap sm:px-6">
          {phone ? null : (
            <Button
              variant="tertiary"
              size="icon"
              className="lg:hidden"
              aria-label="Open navigation"
              aria-expanded={drawerOpen}
              onClick={openDrawer}
            >
              <Menu aria-hidden="true" />
            </Button>
          )}
          {/* One row on phones (one compact control), a row of switchers on wider screens: the
              header's height does not depend on when the switchers' code or data arrive. */}
          <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-wrap">
            {phone ? (compactContextControl ?? <Logo />) : contextControls}
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <ThemeToggle className="size-11 sm:size-10" />
            <UserMenu {...user} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 pt-6 pb-24 outline-none sm:px-6 sm:pb-6 lg:px-8">
          {children}
        </main>
        {phone ? (
          <div className="print:hidden">
            <BottomBar {...nav} onMore={openDrawer} moreOpen={drawerOpen} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
