/**
 * Presses the enabled button labelled `label` in the page's <main> as soon as it is there (a quick
 * action opens its page, then that page's own 'New invoice' / 'Add item' / 'Add customer', so the
 * form is the page's, with its rules). Gives up after `timeoutMs`. Returns a canceller.
 */
export function pressWhenShown(label: string, timeoutMs = 10_000): () => void {
  const find = () =>
    [...document.querySelectorAll<HTMLButtonElement>('main button')].find(
      (button) => !button.disabled && button.textContent?.trim() === label,
    );
  let timer: number | undefined;
  const observer = new MutationObserver(() => attempt());
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  function attempt(): boolean {
    const button = find();
    if (!button) return false;
    stop();
    button.click();
    return true;
  }
  if (!attempt()) {
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    timer = window.setTimeout(stop, timeoutMs);
  }
  return stop;
}
