/**
 * jsdom lacks a few browser APIs that Radix and TanStack Virtual touch: the component tests' setup
 * (tests/setup-dom.ts) installs these stand-ins before every file (nothing ships to the app).
 */

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true, configurable: true });
    Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, writable: true, configurable: true });
  }
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  if (typeof proto.scrollIntoView !== 'function') proto.scrollIntoView = function scrollIntoView() {};
  if (typeof proto.hasPointerCapture !== 'function') proto.hasPointerCapture = () => false;
  if (typeof proto.releasePointerCapture !== 'function') proto.releasePointerCapture = () => {};
  if (typeof proto.setPointerCapture !== 'function') proto.setPointerCapture = () => {};
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      // Width queries answer for jsdom's window (1024 wide); everything else (dark mode) is false.
      value: (query: string) => ({
        matches: window.innerWidth >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
}

export {};
