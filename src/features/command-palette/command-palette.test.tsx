import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HOSTILE_STRINGS } from '@/test/hostile-strings';
import { expectInertDom } from '@/test/render';
import { CommandPalette } from './command-palette';
import { paletteEntries, type PaletteEntry } from './palette-entries';
import { ShortcutsDialog } from './shortcuts-dialog';

const entries = paletteEntries({
  accountType: 'business',
  membership: { is_owner: true, permissions: [] },
  businessId: 12,
  location: undefined,
});

function Harness({ onChoose, list = entries }: { onChoose: (entry: PaletteEntry) => void; list?: PaletteEntry[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open palette
      </button>
      <CommandPalette open={open} onOpenChange={setOpen} entries={list} onChoose={onChoose} />
    </>
  );
}

async function openPalette(onChoose = vi.fn(), list?: PaletteEntry[]) {
  const user = userEvent.setup();
  render(<Harness onChoose={onChoose} {...(list ? { list } : {})} />);
  await user.click(screen.getByRole('button', { name: 'Open palette' }));
  const box = await screen.findByRole('combobox', { name: 'Go to or do' });
  return { user, box, onChoose };
}

const activeOption = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');

describe('CommandPalette', () => {
  it('takes the focus, filters as you type, moves with the arrows and opens with Enter', async () => {
    const { user, box, onChoose } = await openPalette();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(activeOption(box)).toHaveTextContent('New invoice');

    await user.type(box, 'pay');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['PayrollMoney', 'Payroll historyMoney']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)).toHaveTextContent('Payroll history');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}'); // stays on the last
    expect(activeOption(box)).toHaveTextContent('Payroll history');
    await user.keyboard('{Home}');
    expect(activeOption(box)).toHaveTextContent('Payroll');

    await user.keyboard('{End}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ label: 'Payroll history', href: '/b/12/payroll-history' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when nothing matches, and Esc closes without choosing', async () => {
    const { user, box, onChoose } = await openPalette();
    await user.type(box, 'no such page');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “no such page”.');
    await user.keyboard('{Enter}');
    expect(onChoose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('keeps the focus inside while open (Tab does not leave the dialog)', async () => {
    const { user } = await openPalette();
    const dialog = screen.getByRole('dialog', { name: 'Command palette' });
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('shows hostile record names as text', async () => {
    const hostile: PaletteEntry[] = HOSTILE_STRINGS.map(({ value: label }, index) => ({
      id: `recent:customer:${index}`,
      group: 'Recent',
      label,
      href: `/b/12/customers/${index}`,
    }));
    await openPalette(vi.fn(), hostile);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(hostile.length);
    expect(options.map((option) => option.firstElementChild?.textContent)).toEqual(hostile.map((entry) => entry.label));
    expectInertDom();
  });
});

describe('ShortcutsDialog', () => {
  it('lists the shortcuts with their keys and closes with Esc', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<ShortcutsDialog open onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText(/Open the command palette/)).toBeInTheDocument();
    expect(within(dialog).getByText('K')).toBeInTheDocument();
    expect(within(dialog).getByText('Show these shortcuts')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
