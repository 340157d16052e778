import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from '@/lib/lazy';
import { FilterPanelButton } from './filter-panel-button';

const network = { up: true };

function makePanel() {
  return lazyWithPreload<{ value: string }>(() =>
    network.up
      ? Promise.resolve(({ value }: { value: string }) => (
          <label>
            Colour <input defaultValue={value} />
          </label>
        ))
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
}

function Harness({ initial, Panel }: { initial: number; Panel: ReturnType<typeof makePanel> }) {
  const [active, setActive] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setActive((n) => n + 1)}>
        Filter from elsewhere
      </button>
      <FilterPanelButton active={active} Panel={Panel} panelProps={{ value: 'red' }} fields={1} />
    </>
  );
}

describe('FilterPanelButton', () => {
  it('keeps the panel closed until pressed, then shows it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={0} Panel={makePanel()} />);
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Colour')).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByLabelText('Colour')).toHaveValue('red');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls');
    await user.click(button);
    expect(screen.queryByLabelText('Colour')).not.toBeInTheDocument();
  });

  it('opens by itself when the URL filters, or a filter is set from elsewhere, and counts them', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} Panel={makePanel()} />);
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByLabelText('Colour')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    expect(screen.queryByLabelText('Colour')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter from elsewhere' }));
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when the panel could not be loaded and tries again', async () => {
    const user = userEvent.setup();
    network.up = false;
    render(<Harness initial={1} Panel={makePanel()} />);
    expect(await screen.findByText('The filters could not be loaded.')).toBeInTheDocument();
    network.up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Colour')).toBeInTheDocument();
  });
});
