import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyField } from './lazy-field';

function Colour({ label }: { label: string }) {
  return (
    <label>
      {label}
      <input />
    </label>
  );
}

describe('lazyField', () => {
  it('holds the field place while loading, then shows the field', async () => {
    let resolve: (component: typeof Colour) => void = () => undefined;
    const Field = lazyField(() => new Promise<typeof Colour>((r) => (resolve = r)));
    const { container } = render(<Field label="Colour" />);
    expect(container.querySelector('[data-slot="skeleton"]')).toBeInTheDocument();
    resolve(Colour);
    expect(await screen.findByRole('textbox', { name: 'Colour' })).toBeInTheDocument();
  });

  it('says so in place when its code cannot load, and tries again on request', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const Field = lazyField(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(Colour)));
    render(<Field label="Colour" />);
    expect(await screen.findByRole('alert')).toHaveTextContent("This field couldn't load. Check your connection.");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Colour' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
