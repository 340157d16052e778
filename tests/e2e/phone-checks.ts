/**
 * The phone-width checks (issue 22), run inside the page on what the user sees:
 *
 * - no text wraps inside a word ('T-u-n-d-e', 'Shop atte ndan t'): each word of each visible text
 *   node, as a DOM Range, sits on one line;
 * - no money is cut: every `tabular-nums` or `[data-money]` element shows all of its text (not
 *   ellipsised, not scrolled or clipped away by an ancestor, inside the viewport);
 * - every visible control (a, button, input, select, textarea, tab, menu item, checkbox, switch)
 *   is at least 44 x 44 px. A checkbox or switch counts with its label (tapping the label toggles
 *   it), a stretched link (`after:absolute after:inset-0`) with the box it covers.
 *
 * Exceptions, kept minimal: links inside running text (an inline `a` in a sentence), the toasts
 * (sonner's own close button; tests dismiss toasts before checking), and anything visually hidden
 * (`sr-only`, until focused).
 *
 * Each failure names the element by its text or label so it can be fixed.
 */
import type { Locator, Page } from '@playwright/test';
import { untilStill } from './support';

export const MIN_TARGET = 44;

export interface PhoneCheckResult {
  wraps: string[];
  clipped: string[];
  small: string[];
}

/** The checks, run in the page on `root` (a dialog, or the whole document). Self-contained. */
function phoneChecksInPage(root: Element, minTarget: number): PhoneCheckResult {
  const viewportWidth = document.documentElement.clientWidth;

  /** Hidden, or visually hidden (sr-only / Radix VisuallyHidden: absolute and clipped to 1 px). */
  const hidden = (element: Element): boolean => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === 'absolute') {
        if (style.clipPath.startsWith('inset(50%')) return true;
        const clip = style.getPropertyValue('clip');
        if (clip && clip !== 'auto') return true;
      }
      if (node.closest('[data-sonner-toaster]')) return true;
    }
    return false;
  };

  const nameOf = (element: Element): string => {
    const labels = 'labels' in element ? (element.labels as NodeListOf<HTMLLabelElement> | null) : null;
    const label =
      element.getAttribute('aria-label') ??
      labels?.[0]?.textContent ??
      (element instanceof HTMLInputElement ? element.placeholder || element.name : element.textContent);
    const text = (label ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${text}"`;
  };

  // 1. Words on one line.
  const wraps: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const skipTags = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'OPTION', 'TITLE']);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || !text.trim() || skipTags.has(parent.tagName) || parent.closest('svg') || hidden(parent)) continue;
    // Words: runs without spaces; a break after a hyphen, slash or dash is a fair place to wrap.
    for (const match of text.matchAll(/[^\s\-/–—·]+/g)) {
      if (match[0].length < 2) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      const lines = [...tops].sort((a, b) => a - b).filter((top, index, all) => index === 0 || top - (all[index - 1] ?? top) > 2);
      if (lines.length > 1) wraps.push(`"${match[0]}" breaks over ${lines.length} lines in "${text.trim().slice(0, 60)}"`);
    }
  }

  // 2. Money shown whole.
  const clipped: string[] = [];
  for (const element of root.querySelectorAll('.tabular-nums, [data-money]')) {
    if (hidden(element) || !element.textContent?.trim()) continue;
    const box = element.getBoundingClientRect();
    const text = element.textContent.trim();
    if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
      clipped.push(`"${text}" is cut (${element.scrollWidth} px of text in ${element.clientWidth} px)`);
      continue;
    }
    if (box.left < -1 || box.right > viewportWidth + 1) {
      clipped.push(`"${text}" is outside the screen (${Math.round(box.left)}–${Math.round(box.right)} px of ${viewportWidth})`);
      continue;
    }
    for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      if (style.overflowX === 'visible') continue;
      const outer = ancestor.getBoundingClientRect();
      if (box.left < outer.left - 1 || box.right > outer.right + 1) {
        clipped.push(
          `"${text}" is hidden by a scrolling or clipping box (${ancestor.tagName.toLowerCase()}.${ancestor.className})`,
        );
        break;
      }
    }
  }

  // 3. Touch targets.
  const small: string[] = [];
  const controls = root.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"], [role="checkbox"], [role="switch"]',
  );
  for (const element of controls) {
    if (hidden(element)) continue;
    // A link inside running text: its line is the target (WCAG 2.5.8's inline exception).
    if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') {
      const block = element.parentElement?.closest('p, li, dd, td');
      const ownText = element.textContent?.trim() ?? '';
      if (block && (block.textContent?.trim() ?? '') !== ownText) continue;
    }
    let box = element.getBoundingClientRect();
    // A hit area drawn by an absolute ::after: a stretched link covering its card
    // (`after:absolute after:inset-0`), or a small control's invisible halo (`after:-inset-3.5`).
    const after = getComputedStyle(element, '::after');
    if (after.position === 'absolute' && after.content !== 'none' && element instanceof HTMLElement) {
      const positioned = getComputedStyle(element).position !== 'static' ? element : element.offsetParent;
      if (positioned) {
        const outer = positioned.getBoundingClientRect();
        const inset = (value: string) => (value.endsWith('px') ? parseFloat(value) : 0);
        const left = Math.min(box.left, outer.left + inset(after.left));
        const top = Math.min(box.top, outer.top + inset(after.top));
        const right = Math.max(box.right, outer.right - inset(after.right));
        const bottom = Math.max(box.bottom, outer.bottom - inset(after.bottom));
        box = new DOMRect(left, top, right - left, bottom - top);
      }
    }
    // A checkbox, radio or switch with its label.
    const id = element.id;
    const label = element.closest('label') ?? (id ? root.ownerDocument.querySelector(`label[for="${CSS.escape(id)}"]`) : null);
    const toggles = element.matches('[role="checkbox"], [role="switch"], input[type="checkbox"], input[type="radio"]');
    if (toggles && label && !hidden(label)) {
      const own = label.getBoundingClientRect();
      const left = Math.min(box.left, own.left);
      const top = Math.min(box.top, own.top);
      box = new DOMRect(left, top, Math.max(box.right, own.right) - left, Math.max(box.bottom, own.bottom) - top);
    }
    if (Math.round(box.width) < minTarget || Math.round(box.height) < minTarget) {
      small.push(`${nameOf(element)} is ${Math.round(box.width)}x${Math.round(box.height)} px`);
    }
  }

  return { wraps, clipped, small };
}

/** Waits for the page to be still (animations done), then runs the checks on `root` (default: the page). */
export async function phoneChecks(page: Page, root?: Locator): Promise<PhoneCheckResult> {
  await untilStill(page);
  const target = root ?? page.locator('body');
  return target.evaluate(phoneChecksInPage, MIN_TARGET);
}

/** The failures of a check as lines ('<where>: <what>'), empty when the page passes. */
export function phoneFailures(where: string, result: PhoneCheckResult): string[] {
  return [
    ...result.wraps.map((line) => `${where}: word wraps: ${line}`),
    ...result.clipped.map((line) => `${where}: money cut: ${line}`),
    ...result.small.map((line) => `${where}: small target: ${line}`),
  ];
}
