/**
 * Loads the locale's data for Intl (what the first formatter of a page pays for), without
 * importing the money and date modules: main.tsx calls it in a task of its own at start-up.
 */
export function warmLocaleData(): void {
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(0);
  new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(0);
}
