/**
 * Listens for Ctrl/Cmd+K (the command palette) and '?' (the keyboard shortcuts) on every signed-in
 * page, for people with early access (`useEarlyAccess`). The palette and the shortcuts list load
 * on first use; this part is a key listener and one small query.
 */
import { Suspense, useEffect, useState } from 'react';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { lazyWithPreload } from '@/lib/lazy';
import type { PaletteNav } from './palette-panel';
import { useEarlyAccess } from './use-early-access';

const PalettePanel = lazyWithPreload(() => import('./palette-panel').then((m) => m.PalettePanel));
const ShortcutsDialog = lazyWithPreload(() => import('./shortcuts-dialog').then((m) => m.ShortcutsDialog));

export interface CommandPaletteHostProps {
  nav: PaletteNav;
  /** The signed-in person's e-mail (early access). */
  email: string;
}

/** Whether a key press is typing into a field (then '?' is a character, not a shortcut). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function CommandPaletteHost({ nav, email }: CommandPaletteHostProps) {
  const early = useEarlyAccess(email);
  const [open, setOpen] = useState<'palette' | 'shortcuts' | null>(null);
  // How many times it was asked for: code that failed to load (offline) is fetched again.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!early) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setAttempt((n) => n + 1);
        setOpen('palette');
      } else if (event.key === '?' && !event.ctrlKey && !event.metaKey && !typing(event.target)) {
        event.preventDefault();
        setAttempt((n) => n + 1);
        setOpen('shortcuts');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [early]);
  if (!early || attempt === 0) return null;
  const onOpenChange = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <LoadBoundary key={attempt} fallback={null}>
      <Suspense fallback={null}>
        <PalettePanel nav={nav} open={open === 'palette'} onOpenChange={onOpenChange} />
        {open === 'shortcuts' ? <ShortcutsDialog open onOpenChange={onOpenChange} /> : null}
      </Suspense>
    </LoadBoundary>
  );
}
