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

/** Fetches the fields that load on demand (call when the browser is idle on signed-in pages). */
export function preloadFormFields(): Promise<void> {
  return Promise.all([
    SelectField.preload(),
    CheckboxField.preload(),
    SwitchField.preload(),
    MoneyField.preload(),
    DateField.preload(),
    TextareaField.preload(),
  ]).then(() => undefined);
}
