import { createFileRoute, redirect } from '@tanstack/react-router';
import { restoreWarmStart } from '@/api/warm-start';
import { SignedInLayout } from '@/features/business/lazy';
import { safeRedirect, session } from '@/api/session';

/**
 * Every signed-in page. `beforeLoad` sends a visitor without a session to sign-in with error
 * SessionRequired and this page to come back to (a same-origin path only, D1); the app's root
 * (`/`) goes to sign-in without an error.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    await session.ready();
    const { status, session: current } = session.getSnapshot();
    if (status !== 'authenticated' || !current) {
      // The app's address itself is where everyone starts: sign-in, without an error. Every deeper
      // page says why it sent the visitor there (spec section 2).
      if (location.pathname === '/') throw redirect({ to: '/sign-in', replace: true });
      throw redirect({ to: '/sign-in', search: { error: 'SessionRequired', redirect: safeRedirect(location.href) } });
    }
    // A returning user's business and permissions, from the last visit, until they revalidate.
    restoreWarmStart(context.queryClient, current.id);
    return { user: current };
  },
  component: SignedInLayout,
});
