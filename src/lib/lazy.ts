import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

export type Preloadable<P> = FunctionComponent<P> & {
  /** Fetches the component's code ahead of need. */
  preload: () => Promise<void>;
};

/**
 * React.lazy with `preload()` (issue 4's bundle budget: code a page does not need for its first
 * paint loads later). Once the code is in, the component renders at once, without suspending:
 * React is handed a thenable that settles synchronously, so preloaded parts never flash their
 * fallback and keep their place in the tree. When loading fails (offline), the error goes to the
 * nearest error boundary as with React.lazy, but the next render tries again (React.lazy alone
 * would keep the failure for good).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk may be fetched again later
        throw error;
      },
    ));
  const makeLazy = () =>
    lazy(() => {
      if (loaded) {
        const module = { default: loaded };
        const settled = { then: (resolve: (value: typeof module) => void) => resolve(module) };
        return settled as unknown as Promise<typeof module>;
      }
      return preload().then(
        () => ({ default: loaded as ComponentType<P> }),
        (error: unknown) => {
          current = makeLazy();
          throw error;
        },
      );
    });
  let current = makeLazy();
  function Preloaded(props: P) {
    return createElement(current, props);
  }
  return Object.assign(Preloaded, { preload });
}
