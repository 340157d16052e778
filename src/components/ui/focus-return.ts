/**
 * Where focus goes when a modal closes. Radix returns focus to a `Dialog.Trigger` only; most of
 * the product's dialogs are opened from state (a button's onClick, a row menu's item, a lazily
 * loaded form), so they have no trigger and focus fell to <body>: a keyboard user was thrown back
 * to the top of the page. The modal remembers the control the user was on when it opened and
 * gives focus back to it, or to the menu button when the opener was an item of a menu that has
 * since closed.
 */

const HISTORY = 6;
const recent: HTMLElement[] = [];

function remember(event: FocusEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement) || target === document.body) return;
  const at = recent.indexOf(target);
  if (at >= 0) recent.splice(at, 1);
  recent.push(target);
  if (recent.length > HISTORY) recent.shift();
}

if (typeof document !== 'undefined') document.addEventListener('focusin', remember, true);

/**
 * The control focus should return to when the dialog `content` closes: the most recently focused
 * element still in the page and outside the dialog (a menu's item is gone once the menu closed, so
 * the menu button focused just before it is chosen).
 */
export function openerFor(content: Element | null): HTMLElement | null {
  for (let i = recent.length - 1; i >= 0; i -= 1) {
    const element = recent[i]!;
    if (!element.isConnected || content?.contains(element)) continue;
    if (element.closest('[role="menu"]')) continue;
    return element;
  }
  return null;
}

/** How long focus return waits for an opener that is hidden for a moment. */
export const FOCUS_RETURN_WAIT_MS = 1000;

/**
 * Gives focus back to `opener`, and keeps trying on the next frames when it cannot take it yet
 * (hidden for a moment while the page re-renders or suspends after the dialog closed, so focus fell
 * to <body>), for up to FOCUS_RETURN_WAIT_MS; it stops as soon as focus is anywhere but <body>.
 */
export function returnFocus(opener: HTMLElement): void {
  opener.focus();
  if (document.activeElement === opener) return;
  const until = performance.now() + FOCUS_RETURN_WAIT_MS;
  const retry = () => {
    if (!opener.isConnected || performance.now() > until) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    opener.focus();
    if (document.activeElement !== opener) requestAnimationFrame(retry);
  };
  requestAnimationFrame(retry);
}
