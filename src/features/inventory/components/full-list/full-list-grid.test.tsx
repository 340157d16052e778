import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anInventoryItem } from '@/test/fixtures';
import { installFakeScrollLayout } from '@/test/scroll-layout';
import { indexItems } from '../../utils/full-list';
import { FullListGrid, ROW_HEIGHT } from './full-list-grid';

// The virtualizer's code arrives only when the test lets it: the list is first drawn by its
// placeholder, as on a slow connection.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open: () => open(), opened };
});
vi.mock('./full-list-virtual', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

installFakeScrollLayout();

const COUNT = 2000;
const items = Array.from({ length: COUNT }, (_, index) => anInventoryItem(index + 1));

describe('FullListGrid while the virtualizer loads', () => {
  it('keeps a move made on the placeholder (End): the last row is drawn, active and scrolled to once the code is in', async () => {
    render(
      <FullListGrid
        rows={indexItems(items)}
        wide
        label="All items"
        sort={undefined}
        onSortChange={() => undefined}
        positionKey="early-keys"
        hrefOf={(item) => `/items/${item.id}`}
        onOpen={() => undefined}
      />,
    );
    const grid = () => screen.getByRole('grid', { name: 'All items' });
    // The placeholder: the first screen of rows, no virtualizer yet.
    expect(screen.getByRole('link', { name: 'Item 0001' })).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeLessThan(20);

    grid().focus();
    fireEvent.keyDown(grid(), { key: 'End' });
    expect(screen.queryByRole('link', { name: 'Item 2000' })).toBeNull();
    const bottom = grid().scrollTop;
    expect(bottom).toBeGreaterThan((COUNT - 20) * ROW_HEIGHT);

    await act(async () => {
      gate.open();
      await gate.opened;
    });
    expect(await screen.findByRole('link', { name: 'Item 2000' })).toBeInTheDocument();
    expect(grid().scrollTop).toBe(bottom);
    expect(grid()).toHaveFocus();
    const active = document.getElementById(grid().getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveAttribute('aria-rowindex', String(COUNT + 1));
  });
});
