import './jsdom-polyfills';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

afterEach(() => {
  cleanup();
});

// Fields that load on demand in the app (src/components/form/lazy-field.tsx) are loaded up front here,
// so component tests see them on first render; lazy-field.test.tsx covers the loading itself.
beforeAll(async () => {
  const { preloadFormFields } = await import('@/components/form');
  await preloadFormFields();
});
