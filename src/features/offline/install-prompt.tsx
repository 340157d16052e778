/**
 * 'Install Ledgerly' for early-access users (issue 21, items 1 and 3; decision 0034, addendum): a
 * small dismissible card, shown only once the browser has offered an install
 * (`beforeinstallprompt`), only to people on the early-access list, and never again on this
 * device after 'Not now' or a refusal in the browser's own dialog. Loaded after the first paint.
 */
import { useState, useSyncExternalStore } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useEarlyAccess } from '@/features/command-palette/lazy';
import { installOffer, spendOffer, subscribeToInstallOffer } from './install-events';
import { useOnline } from './online';

/** Local storage key: the offer was turned down on this device (not personal, kept at sign-out). */
export const INSTALL_DISMISSED_KEY = 'ledgerly.install-dismissed';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
  } catch {
    // Storage blocked: the card goes for this page's life only.
  }
}

export interface InstallPromptProps {
  /** The signed-in person's e-mail (early access). */
  email: string;
}

export function InstallPrompt({ email }: InstallPromptProps) {
  const early = useEarlyAccess(email);
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => null);
  const online = useOnline();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [asking, setAsking] = useState(false);

  // Offline, the offline notice has this place.
  if (!early || !offer || dismissed || !online) return null;

  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
  };

  const install = async () => {
    setAsking(true);
    try {
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      if (outcome === 'dismissed') dismiss();
    } catch {
      // The browser refused to show its dialog again: nothing more to offer on this page.
    } finally {
      spendOffer();
      setAsking(false);
    }
  };

  return (
    <section
      aria-labelledby="install-ledgerly-title"
      className="fixed inset-x-0 bottom-24 z-40 flex justify-center px-4 sm:right-4 sm:bottom-4 sm:left-auto sm:justify-end print:hidden"
    >
      <div className="flex w-full max-w-sm items-start gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-lg">
        <Download aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <p id="install-ledgerly-title" className="text-sm font-semibold">
            Install Ledgerly
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            Open it from your home screen or desktop like any app. It starts even when your connection drops.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void install()} loading={asking}>
              Install
            </Button>
            <Button size="sm" variant="tertiary" onClick={dismiss}>
              Not now
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
