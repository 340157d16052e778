/**
 * Loads the locale's data for Intl (what the first formatter of a page pays for), without
 * importing the money and date modules: main.tsx calls it at start-up. Numbers and dates each load
 * in a task of their own, so neither makes one long task of both (decision 0037).
 */
export function warmLocaleData(): void {
  setTimeout(() => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(0), 0);
  setTimeout(
    () => new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(0),
    0,
  );
}
