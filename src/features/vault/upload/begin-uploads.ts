/**
 * The vault's uploads, started without their code on the vault's first load: the upload queue,
 * its checks and the tray load with the first upload (issue 17's 155 KB budget). Once begun, the
 * tray stays in the vault's frame for the rest of the visit (`useUploadsBegun`).
 */
import { useSyncExternalStore } from 'react';
import { toast } from '@/lib/toast';
import type { StartUploads } from './vault-uploads';

let begun = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether an upload has been started in this visit (the tray shows from then on). */
export const useUploadsBegun = () => useSyncExternalStore(subscribe, () => begun);

/** Checks and queues files (vault-uploads.ts's startUploads, loaded on first use). */
export function beginUploads(start: StartUploads): Promise<number> {
  if (!begun) {
    begun = true;
    listeners.forEach((listener) => listener());
  }
  return import('./vault-uploads').then(
    (uploads) => uploads.startUploads(start),
    () => {
      toast.error('The upload could not start', { description: 'Check your connection and try again.' });
      return 0;
    },
  );
}
