import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as WhenIdle from '@/lib/when-idle';
import { Field } from './field';
import { SearchableSelect, type SelectOption } from './searchable-select';

// The popup's module (Radix Popover) loads on demand: here it arrives only when the test says so,
// so what happens before it is in can be checked. The gate opens once for the whole file: the
// tests run in order, the ones before `gate.open()` see no popup code at all.
const gate = vi.hoisted(() => {
  let open = () => {};
  const ready = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { ready, open: () => open(), requests: 0, settled: [] as (() => void)[] };
});

// The page never settles here: only the pointer, the focus or opening fetch the list.
vi.mock('@/lib/when-idle', async (importOriginal) => ({
  ...(await importOriginal<typeof WhenIdle>()),
  whenSettled: (fn: () => void) => {
    gate.settled.push(fn);
    return () => {};
  },
}));

vi.mock('./searchable-select-list', async (importOriginal) => {
  gate.requests += 1;
  await gate.ready;
  return importOriginal();
});

const banks: SelectOption[] = [
  { label: 'Access Bank', value: 'access' },
  { label: 'First Bank', value: 'first' },
  { label: 'GTBank', value: 'gtb' },
  { label: 'Zenith Bank', value: 'zenith' },
];

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <Field label="Bank" id="bank">
        <SearchableSelect options={banks} value={value} onChange={setValue} placeholder="Choose a bank" />
      </Field>
      <span data-testid="value">{value}</span>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Bank' });

describe('SearchableSelect before its list has loaded', () => {
  it('shows the combobox at once and starts fetching the list when the pointer enters it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('placeholder', 'Choose a bank');
    // It asks to be fetched once the page has settled (which never happens in this file)…
    expect(gate.settled).toHaveLength(1);
    expect(gate.requests).toBe(0);
    // …or as soon as the pointer enters it.
    await user.hover(combobox());
    await waitFor(() => expect(gate.requests).toBe(1));
  });

  it('keeps every keystroke: typing filters and Enter chooses, though no list is shown yet', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), 'gt');
    expect(combobox()).toHaveValue('gt');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    // Nothing to point at yet: no dangling references to a listbox that is not in the document.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).not.toHaveAttribute('aria-controls');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('gtb');
    expect(combobox()).toHaveValue('GTBank');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the list for what was typed as soon as its code arrives', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(combobox(), 'ZEN');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    gate.open();
    const listbox = await screen.findByRole('listbox', { name: 'Bank' });
    expect(combobox()).toHaveValue('ZEN');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Zenith Bank']);
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('zenith');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(gate.requests).toBe(1);
  });
});
