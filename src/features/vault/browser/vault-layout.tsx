import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageLayout } from '@/components/layout/page-layout';
import { lazyWithPreload } from '@/lib/lazy';
import { StorageBarPlaceholder } from './storage-bar-placeholder';

// The uploads tray and the file detail modal: after the frame (nothing of them on its first paint).
const VaultExtras = lazy(() => import('./vault-extras').then((m) => ({ default: m.VaultExtras })));
// Storage usage: its answer is on its way on the first paint (its skeleton shows), and its code with it.
const StorageBar = lazyWithPreload(() => import('./storage-bar').then((m) => m.StorageBar));
void StorageBar.preload().catch(() => undefined);

const VIEWS = [
  { view: null, label: 'All files' },
  { view: 'favourites', label: 'Favourites' },
  { view: 'archived', label: 'Archived' },
  { view: 'bin', label: 'Bin' },
] as const;

/** 'All files' is current at root and in every folder; the other views at their own path. */
function isCurrent(view: string | null, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return view === null ? path === '/vault' || path.startsWith('/vault/folders/') : path === `/vault/${view}`;
}

/**
 * The vault's frame (decision 0025): the heading, storage usage, the views (all files,
 * favourites, archived, bin), the page of the view, and the uploads tray, which stays while the
 * user moves between folders and views.
 */
export function VaultLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <PageLayout title="Vault" description="Your own files and folders, kept safe and shared on your terms.">
      <Suspense fallback={<StorageBarPlaceholder />}>
        <StorageBar />
      </Suspense>
      {/* Wraps rather than scrolls: on a phone 'Next of kin' takes a second row instead of starting cut at the edge. */}
      <nav aria-label="Vault views" className="flex flex-wrap gap-1">
        {VIEWS.map((view) => (
          <Link
            key={view.label}
            {...(view.view === null ? { to: '/vault' } : { to: '/vault/$view', params: { view: view.view } })}
            activeOptions={{ exact: true, includeSearch: false }}
            aria-current={isCurrent(view.view, pathname) ? 'page' : undefined}
            className="inline-flex h-11 shrink-0 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground sm:h-10"
          >
            {view.label}
          </Link>
        ))}
        <Link
          to="/vault/next-of-kin"
          className="ml-auto inline-flex h-11 shrink-0 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring sm:h-10"
        >
          Next of kin
        </Link>
      </nav>
      <Suspense fallback={null}>
        <VaultExtras />
      </Suspense>
      <Outlet />
    </PageLayout>
  );
}
