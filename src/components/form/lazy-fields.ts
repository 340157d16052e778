import { whenSettled } from '@/lib/when-idle';
import { lazyField } from './lazy-field';

// The Radix-based fields, the amount, date and note fields (only dialogs render them) and the PIN
// field (only the code pages) load on first use; preloadFormFields() fetches them ahead of need.
export const SelectField = lazyField(() => import('./select-field').then((m) => m.SelectField));
export const CheckboxField = lazyField(() => import('./toggle-fields').then((m) => m.CheckboxField));
export const SwitchField = lazyField(() => import('./toggle-fields').then((m) => m.SwitchField));
export const MoneyField = lazyField(() => import('./dialog-fields').then((m) => m.MoneyField));
export const DateField = lazyField(() => import('./dialog-fields').then((m) => m.DateField));
export const TextareaField = lazyField(() => import('./dialog-fields').then((m) => m.TextareaField));
// The code pages preload it with their own chunks (FIRST_PAINT_LAZY in scripts/vite-route-preload.ts).
export const PinField = lazyField(() => import('./pin-field').then((m) => m.PinField));

const ON_DEMAND = [SelectField, CheckboxField, SwitchField, MoneyField, DateField, TextareaField];

/** Fetches the fields that load on demand, all at once (tests load them before rendering). */
export function preloadFormFields(): Promise<void> {
  return Promise.all(ON_DEMAND.map((field) => field.preload())).then(() => undefined);
}

/**
 * Fetches the fields that load on demand once the page has settled (signed-in pages), one per
 * idle moment: fetched together, they made one long task.
 */
export function preloadFormFieldsWhenSettled(): void {
  for (const field of ON_DEMAND) whenSettled(() => void field.preload().catch(() => undefined), 0);
}
