import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyWithPreload', () => {
  it('suspends while the code loads, then renders the component', async () => {
    let resolve: (component: typeof Hello) => void = () => undefined;
    const Lazy = lazyWithPreload(() => new Promise<typeof Hello>((r) => (resolve = r)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    resolve(Hello);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve(Hello));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Bola" />
      </Suspense>,
    );
    // Synchronously: no await between render and the query.
    expect(screen.getByText('Hello Bola')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('loads once however often it is preloaded, and may retry after a failed load', async () => {
    let calls = 0;
    let fail = true;
    const Lazy = lazyWithPreload(() => {
      calls += 1;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve(Hello);
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    fail = false;
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    expect(calls).toBe(2);
  });
});
