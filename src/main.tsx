import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { keepWarmStart } from '@/api/warm-start';
import { initTheme } from '@/components/ui/theme';
import { session } from '@/api/session';
import { AUTH_PATHS } from '@/lib/session/safe-redirect';
import { warmLocaleData } from '@/lib/locale-data';
import { App } from './app';
import { connectSession, queryClient, startAppRouter } from './router';
import './styles.css';

initTheme();
void session.init();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The route is resolved first (its guards, its code, page included), then rendered once: a
// render before would only draw the pending state, then everything again. When resolving waits on
// the network (a first visit has no warm start), the pending page is drawn after PENDING_AFTER_MS.
const PENDING_AFTER_MS = 300;

function start(element: HTMLElement): void {
  const router = startAppRouter();
  connectSession(router, queryClient);
  keepWarmStart(queryClient, () => session.getSnapshot().session?.id);
  // The router follows the address bar only once it is on screen, and its own check at that
  // moment skips a load still in flight: a back, forward or link change before the first render
  // would leave one page under another's address. Until then, this follows it.
  const followAddress = router.history.subscribe(() => void router.load());
  void Promise.race([router.load().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, PENDING_AFTER_MS))]).then(
    () => {
      // In a transition, React renders the tree in slices of a few milliseconds, answering input
      // in between, instead of in one long task; nothing changes under it, as the route is resolved.
      startTransition(() => {
        createRoot(element).render(
          <StrictMode>
            <App router={router} />
            <Mounted then={followAddress} />
          </StrictMode>,
        );
      });
    },
  );
  // The first Intl object of a page loads the locale's data (85-135 ms at a phone's speed,
  // traced). In tasks of their own, while the route's chunks and first answers are on their way:
  // neither in the entry's run nor after the first paint (decision 0037). The auth pages show no
  // money or dates: they skip it.
  if (!AUTH_PATHS.includes(location.pathname)) warmLocaleData();
}

/** Runs `then` once its tree is on screen: after the layout effects of what comes before it. */
function Mounted({ then }: { then: () => void }): null {
  useLayoutEffect(then, [then]);
  return null;
}

// The router is built in a task after the entry's own run (evaluating the modules): the two in
// one task had been the longest of start-up, 150-190 ms at a phone's speed (decision 0037).
setTimeout(() => start(root), 0);
