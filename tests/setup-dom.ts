import './jsdom-polyfills';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { toast } from '@/lib/toast';

afterEach(() => {
  // Sonner keeps its toasts in module state and hands a new Toaster every toast not dismissed:
  // dismissed here (while this test's Toaster is still attached), a test's toasts do not appear
  // in the next test's Toaster.
  toast.dismiss();
  cleanup();
});

// Fields that load on demand in the app (src/components/form/lazy-field.tsx) are loaded up front here,
// so component tests see them on first render; lazy-field.test.tsx covers the loading itself.
beforeAll(async () => {
  const { preloadFormFields } = await import('@/components/form');
  await preloadFormFields();
});
