/** The business settings page, loaded on demand (kept out of index.ts and the entry chunk). */
import { lazy } from 'react';

export const BusinessSettingsPage = lazy(() =>
  import('./components/business-settings-page').then((m) => ({ default: m.BusinessSettingsPage })),
);
