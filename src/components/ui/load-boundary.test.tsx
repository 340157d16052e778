import { Suspense, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from '@/lib/lazy';
import { LoadBoundary } from './load-boundary';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('LoadBoundary with lazyWithPreload', () => {
  it('hands a failed load to the error boundary, and a later render tries again', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    let fail = true;
    const Lazy = lazyWithPreload(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(Hello)));
    function Harness() {
      const [attempt, setAttempt] = useState(0);
      return (
        <LoadBoundary
          key={attempt}
          fallback={
            <button type="button" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          }
        >
          <Suspense fallback={<p>Loading</p>}>
            <Lazy name="Chidi" />
          </Suspense>
        </LoadBoundary>
      );
    }
    render(<Harness />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Hello Chidi')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
