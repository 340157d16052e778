import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { session } from '@/api/session';
import { parseAuthSearch } from './-search';

/** The public auth pages. A signed-in user is sent on (to the page to return to, or the start page). */
export const Route = createFileRoute('/_auth')({
  validateSearch: parseAuthSearch,
  beforeLoad: async ({ search }) => {
    await session.ready();
    const { status, session: current } = session.getSnapshot();
    if (status === 'authenticated' && current?.username) {
      // `href` (a checked same-origin path) wins over `to` when present.
      throw redirect({ to: '/', href: search.redirect, replace: true });
    }
  },
  component: Outlet,
});
