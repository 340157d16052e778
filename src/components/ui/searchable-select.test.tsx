import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { Modal, ModalContent, ModalTitle } from './modal';
import { SearchableSelect, filterOptions, type SearchableSelectProps, type SelectOption } from './searchable-select';

const banks: SelectOption[] = [
  { label: 'Access Bank', value: 'access', icon: <svg data-testid="icon-access" /> },
  { label: 'First Bank', value: 'first' },
  { label: 'GTBank', value: 'gtb', secondaryIcon: <svg data-testid="secondary-gtb" /> },
  { label: 'Zenith Bank', value: 'zenith' },
];

function Harness(props: Partial<SearchableSelectProps> & { onPick?: (v: string) => void }) {
  const [value, setValue] = useState<string>('');
  return (
    <>
      <Field label="Bank" id="bank">
        <SearchableSelect
          options={banks}
          placeholder="Choose a bank"
          {...props}
          value={value}
          onChange={(next) => {
            setValue(next);
            props.onPick?.(next);
          }}
        />
      </Field>
      <span data-testid="value">{value}</span>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Bank' });

describe('SearchableSelect', () => {
  it('is a labelled combobox that opens a listbox with options', async () => {
    render(<Harness />);
    const input = combobox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = await screen.findByRole('listbox', { name: 'Bank' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByTestId('icon-access')).toBeInTheDocument();
    expect(screen.getByTestId('secondary-gtb')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="searchable-select-content"]')).not.toHaveAttribute('role');
  });

  it('ArrowDown + Enter selects the highlighted option and closes', async () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    const input = combobox();
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    const first = screen.getByRole('option', { name: 'Access Bank' });
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'First Bank' }).id);
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('first');
    expect(screen.getByTestId('value')).toHaveTextContent('first');
    expect(input).toHaveValue('First Bank');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('Home/End jump to the ends, ArrowUp wraps, and the selection is marked', async () => {
    render(<Harness />);
    combobox().focus();
    await userEvent.keyboard('{ArrowDown}{End}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Zenith Bank' }).id);
    await userEvent.keyboard('{Home}{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Zenith Bank' }).id);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Zenith Bank' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'GTBank' })).toHaveAttribute('aria-selected', 'false');
  });

  it('Escape closes without selecting', async () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    await userEvent.click(combobox());
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('typing filters the options (case and accent insensitive) and shows No results', async () => {
    render(<Harness />);
    await userEvent.type(combobox(), 'FIRST');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['First Bank']);
    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'ank');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await userEvent.type(combobox(), 'x');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No results');
    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'ZÉN');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('zenith');
  });

  it('selects with a click', async () => {
    render(<Harness />);
    await userEvent.click(combobox());
    await userEvent.click(await screen.findByRole('option', { name: 'GTBank' }));
    expect(screen.getByTestId('value')).toHaveTextContent('gtb');
    expect(combobox()).toHaveValue('GTBank');
  });

  it('loads options asynchronously with loading and No results states', async () => {
    let release: (options: SelectOption[]) => void = () => {};
    const loadOptions = vi.fn(
      (query: string) =>
        new Promise<SelectOption[]>((resolve) => {
          release = (all) => resolve(filterOptions(all, query));
        }),
    );
    render(<Harness options={undefined} loadOptions={loadOptions} debounceMs={0} />);
    await userEvent.click(combobox());
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith(''));
    release(banks);
    expect(await screen.findByRole('option', { name: 'GTBank' })).toBeInTheDocument();

    await userEvent.type(combobox(), 'nothing');
    await waitFor(() => expect(loadOptions).toHaveBeenLastCalledWith('nothing'));
    release(banks);
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).not.toHaveAttribute('aria-controls');
  });

  it('ignores stale async answers', async () => {
    const pending: Array<{ query: string; resolve: (o: SelectOption[]) => void }> = [];
    const loadOptions = (query: string) =>
      new Promise<SelectOption[]>((resolve) => {
        pending.push({ query, resolve });
      });
    render(<Harness options={undefined} loadOptions={loadOptions} debounceMs={0} />);
    await userEvent.type(combobox(), 'z');
    await waitFor(() => expect(pending.map((p) => p.query)).toContain('z'));
    const forEmpty = pending.find((p) => p.query === '');
    const forZ = pending.find((p) => p.query === 'z');
    forZ?.resolve(filterOptions(banks, 'z'));
    forEmpty?.resolve(banks);
    expect(await screen.findByRole('option', { name: 'Zenith Bank' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('is wired to its Field error and can be disabled', () => {
    render(
      <Field label="Currency" id="cur" error="Choose a currency">
        <SearchableSelect options={banks} value="" onChange={() => {}} disabled />
      </Field>,
    );
    const input = screen.getByRole('combobox', { name: 'Currency' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose a currency');
    expect(input).toBeDisabled();
  });

  it('Enter while choosing does not submit the surrounding form', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <SearchableSelect aria-label="Bank" options={banks} value="" onChange={() => {}} />
      </form>,
    );
    screen.getByRole('combobox', { name: 'Bank' }).focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('inside a modal, Escape closes the list first and the modal only on a second press', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange}>
        <ModalContent aria-describedby={undefined}>
          <ModalTitle>Pay supplier</ModalTitle>
          <SearchableSelect aria-label="Bank" options={banks} value="" onChange={() => {}} />
        </ModalContent>
      </Modal>,
    );
    const input = await screen.findByRole('combobox', { name: 'Bank' });
    await userEvent.click(input);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('inside a modal, the list (portalled out of it) takes a click and keeps the modal open', async () => {
    const onOpenChange = vi.fn();
    const onPick = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange}>
        <ModalContent aria-describedby={undefined}>
          <ModalTitle>Pay supplier</ModalTitle>
          <SearchableSelect aria-label="Bank" options={banks} value="" onChange={onPick} />
        </ModalContent>
      </Modal>,
    );
    const input = await screen.findByRole('combobox', { name: 'Bank' });
    await userEvent.click(input);
    const option = await screen.findByRole('option', { name: 'GTBank' });
    expect(screen.getByRole('dialog').contains(option)).toBe(false);
    // user-event refuses to click through `pointer-events: none` (what a modal puts on the page).
    await userEvent.click(option);
    expect(onPick).toHaveBeenCalledWith('gtb', expect.objectContaining({ label: 'GTBank' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
  });
});

describe('SearchableSelect createOption (“+ New …” inside the list)', () => {
  const labelOf = (typed: string) => (typed ? `+ New bank “${typed}”` : '+ New bank');

  it('is the last entry, with or without matches, and reads what was typed', async () => {
    const user = userEvent.setup();
    render(<Harness createOption={{ label: labelOf, onCreate: () => Promise.resolve(null) }} />);
    await user.click(screen.getByRole('combobox', { name: 'Bank' }));
    expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('+ New bank');
    await user.type(screen.getByRole('combobox', { name: 'Bank' }), 'Kuda');
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['+ New bank “Kuda”']);
  });

  it('by keyboard: Enter on it calls onCreate with the text, chooses what it resolves and keeps the focus', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn((typed: string) => Promise.resolve({ label: typed, value: 'kuda' }));
    const onPick = vi.fn();
    render(<Harness createOption={{ label: labelOf, onCreate }} onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Bank' });
    await user.type(input, '  Kuda ');
    await user.keyboard('{Enter}');
    expect(onCreate).toHaveBeenCalledWith('Kuda');
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('kuda'));
    expect(input).toHaveValue('Kuda');
    expect(input).toHaveFocus();
  });

  it('chooses nothing when the creation is abandoned', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Harness createOption={{ label: labelOf, onCreate: () => Promise.resolve(null) }} onPick={onPick} />);
    await user.click(screen.getByRole('combobox', { name: 'Bank' }));
    await user.click(screen.getByRole('option', { name: '+ New bank' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveFocus());
    expect(onPick).not.toHaveBeenCalled();
  });
});
