import { WifiOff } from 'lucide-react';
import { useOnline } from './online';

/**
 * Shown while the browser has no connection (decision 0034): pages already opened keep working
 * from what was loaded, lists wait (their queries pause and resume), and nothing is sent: a form
 * submitted now says it could not be sent and keeps what was typed.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4 sm:bottom-4 print:hidden"
    >
      {online ? null : (
        <p className="pointer-events-auto flex max-w-md items-start gap-2 rounded-lg border bg-foreground px-4 py-3 text-sm text-background shadow-lg">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">You&apos;re offline.</strong> Pages you&apos;ve opened still work. Nothing can be
            saved or sent until you&apos;re back online.
          </span>
        </p>
      )}
    </div>
  );
}
