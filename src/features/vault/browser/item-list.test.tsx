import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fileEntry } from './entries';
import { ItemList, VIRTUAL_FROM } from './item-list';
import { aFile } from './test-data';
import type * as virtualRows from './virtual-rows';

// Counts the virtualised list's renders (the real one draws the rows).
const virtual = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./virtual-rows', async (importOriginal) => {
  const actual = await importOriginal<typeof virtualRows>();
  return {
    VirtualRows: (props: virtualRows.VirtualRowsProps) => {
      virtual.renders += 1;
      return actual.VirtualRows(props);
    },
  };
});

const entries = (count: number) =>
  Array.from({ length: count }, (_, i) => fileEntry(aFile(i + 1, `Receipt ${String(i + 1).padStart(4, '0')}.pdf`)));

function renderList(count: number) {
  return render(
    <ItemList
      entries={entries(count)}
      layout="list"
      label="Receipts"
      selected={new Set()}
      dateLabel="Updated"
      onSelect={vi.fn()}
      onSelectAll={vi.fn()}
      onOpen={vi.fn()}
      canOpen={() => true}
      onDeleteKey={vi.fn()}
    />,
  );
}

const rows = () => within(screen.getByRole('grid', { name: 'Receipts' })).getAllByRole('row');

describe('ItemList', () => {
  it('draws every row of a folder of a hundred items, without the virtualizer', () => {
    virtual.renders = 0;
    renderList(VIRTUAL_FROM - 1);
    expect(rows()).toHaveLength(100);
    expect(rows()[99]).toHaveAttribute('aria-rowindex', '100');
    expect(screen.getByRole('grid')).not.toHaveAttribute('data-windowed');
    expect(virtual.renders).toBe(0);
  });

  it('virtualises a longer folder: a screenful of its rows in the DOM', async () => {
    virtual.renders = 0;
    renderList(2000);
    const grid = screen.getByRole('grid', { name: 'Receipts' });
    expect(grid).toHaveAttribute('data-windowed', 'true');
    expect(grid).toHaveAttribute('aria-rowcount', '2000');
    await waitFor(() => expect(virtual.renders).toBeGreaterThan(0));
    expect(rows().length).toBeGreaterThan(3);
    expect(rows().length).toBeLessThanOrEqual(30);
    expect(rows()[0]).toHaveTextContent('Receipt 0001.pdf');
  });
});
