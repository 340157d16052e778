import './jsdom-polyfills';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast as sonner } from 'sonner';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { toast } from '@/lib/toast';

// findBy and waitFor wait up to 4 s, not 1: on CI's loaded 2 cores a big table's role query alone
// can take a second (an expenses test once ran out of time there, and passes alone).
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
});

// Sonner keeps its toasts in module state and hands a new Toaster every toast not dismissed, and
// src/lib/toast.ts queues toasts asked for before a Toaster loads. Both are emptied before each
// test (no Toaster is mounted then, so no toast timers are left running), so a test's toasts
// never appear in the next test's Toaster.
beforeEach(() => {
  sonner.dismiss();
  toast.dismiss();
});

// Fields that load on demand in the app (src/components/form/lazy-field.tsx) are loaded up front here,
// so component tests see them on first render; lazy-field.test.tsx covers the loading itself.
beforeAll(async () => {
  const { preloadFormFields } = await import('@/components/form');
  await preloadFormFields();
});
