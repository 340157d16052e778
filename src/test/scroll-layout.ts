import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom has no layout. Installs, for each test of the file, elements 600 px high whose scrolling
 * is remembered (`scrollTop`, `scrollTo`) and announced (a `scroll` event), as a browser's; every
 * element is taller than any list, so a virtualizer never clamps a scroll for want of room.
 */
export function installFakeScrollLayout(): void {
  const names = ['clientHeight', 'scrollHeight', 'scrollTop', 'scrollTo'] as const;
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(Element.prototype, name)] as const);
  beforeEach(() => {
    const tops = new WeakMap<Element, number>();
    Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 600 });
    Object.defineProperty(Element.prototype, 'scrollHeight', { configurable: true, get: () => 1_000_000 });
    Object.defineProperty(Element.prototype, 'scrollTop', {
      configurable: true,
      get(this: Element) {
        return tops.get(this) ?? 0;
      },
      set(this: Element, value: number) {
        tops.set(this, value);
      },
    });
    Object.defineProperty(Element.prototype, 'scrollTo', {
      configurable: true,
      value(this: Element, options: ScrollToOptions | number, y?: number) {
        tops.set(this, typeof options === 'number' ? (y ?? 0) : (options.top ?? 0));
        this.dispatchEvent(new Event('scroll'));
      },
    });
  });
  afterEach(() => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
      else Reflect.deleteProperty(Element.prototype, name);
    }
  });
}
