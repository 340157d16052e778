/**
 * The header's business and location controls, loaded on demand (they are preloaded with the
 * signed-in layout: FIRST_PAINT_LAZY in scripts/vite-route-preload.ts).
 */
import { lazy } from 'react';

export const BusinessSwitcher = lazy(() => import('./business-switcher').then((m) => ({ default: m.BusinessSwitcher })));
export const ContextSwitcher = lazy(() => import('./context-switcher').then((m) => ({ default: m.ContextSwitcher })));
export const LocationSwitcher = lazy(() => import('./location-switcher').then((m) => ({ default: m.LocationSwitcher })));
