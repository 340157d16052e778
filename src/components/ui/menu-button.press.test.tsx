import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { DataTable, type DataTableColumn } from './data-table';

/**
 * The menu's code arrives only when the test says so: the press happens before it has loaded.
 * (Its own file: once loaded, a lazily loaded module stays loaded for the rest of the file.)
 */
const chunk = vi.hoisted(() => {
  let release!: () => void;
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { loaded, release };
});
vi.mock('./menu-button-menu', async (importOriginal) => {
  await chunk.loaded;
  return importOriginal();
});

interface Supplier {
  id: number;
  name: string;
  notes: string;
}

const LONG = `${'Long name '.repeat(49)}end of it`.slice(0, 500);
const columns: DataTableColumn<Supplier>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'notes', header: 'Notes', cell: (row) => row.notes },
];

describe('MenuButton: a pointer press (suppliers with hostile names and 500-character notes)', () => {
  it('opens the row menu for a hostile name from a press made before the menu has loaded, without focusing the row', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    const onCellClick = vi.fn();
    const name = HOSTILE_NAMES[1];
    // A click on the row rather than on one of its controls (a row with a link would follow it).
    const onClick = (event: MouseEvent) => {
      if (!(event.target as Element).closest('button')) onCellClick();
    };
    document.addEventListener('click', onClick);
    onTestFinished(() => document.removeEventListener('click', onClick));
    render(
      <DataTable<Supplier>
        caption="Suppliers"
        columns={columns}
        data={HOSTILE_NAMES.map((n, id) => ({ id, name: n, notes: LONG }))}
        getRowId={(row) => String(row.id)}
        rowActions={(row) => [
          {
            label: 'View',
            onSelect: () => {
              onView(row.name);
            },
          },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: `Actions for ${name}` });
    const row = trigger.closest('tr')!;

    await user.pointer({ keys: '[MouseLeft>]', target: trigger });
    // While focus is in a row, its cells show their full text (group-focus-within): 500 characters
    // make the row far taller and the button moves away from under the pointer, so the release
    // lands on a cell. jsdom has no layout, so the test moves the release itself in that case.
    const moved = row.matches(':focus-within');
    await user.pointer({ keys: '[/MouseLeft]', target: moved ? within(row).getAllByRole('cell')[1]! : trigger });
    expect(onCellClick).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    chunk.release();
    const view = await screen.findByRole('menuitem', { name: 'View' });
    expect(screen.getByRole('button', { name: `Actions for ${name}` })).toHaveAttribute('aria-expanded', 'true');
    await user.click(view);
    expect(onView).toHaveBeenCalledWith(name);
    // The hostile name stayed text: no element it describes exists.
    expect(document.querySelector('#pwned, [data-pwned], script')).toBeNull();
  });
});
