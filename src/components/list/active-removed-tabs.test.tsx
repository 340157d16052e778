import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ListTab } from '@/lib/list-search';
import { ActiveRemovedTabs } from './active-removed-tabs';

function Harness({ onValueChange, initial = 'active' }: { onValueChange?: (tab: ListTab) => void; initial?: ListTab }) {
  const [tab, setTab] = useState<ListTab>(initial);
  return (
    <>
      <button type="button">Before</button>
      <ActiveRemovedTabs
        listLabel="Customer lists"
        value={tab}
        onValueChange={(next) => {
          setTab(next);
          onValueChange?.(next);
        }}
      >
        <p>{tab === 'active' ? 'Active customers' : 'Removed customers'}</p>
        <input aria-label={`Search ${tab}`} />
      </ActiveRemovedTabs>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('ActiveRemovedTabs', () => {
  it('shows the active list first, wired for assistive technology, and reports the chosen tab', async () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Customer lists' })).toHaveAttribute('aria-orientation', 'horizontal');
    expect(tab('Active')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Active')).toHaveAttribute('data-state', 'active');
    expect(tab('Removed')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Removed')).toHaveAttribute('data-state', 'inactive');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Active');
    expect(panel).toHaveAttribute('id', tab('Active').getAttribute('aria-controls'));
    expect(panel).toHaveTextContent('Active customers');

    await userEvent.click(tab('Removed'));
    expect(onValueChange.mock.calls).toEqual([['removed']]);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Removed');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Removed customers');
    expect(screen.queryByText('Active customers')).not.toBeInTheDocument();
    // The selected tab again reports nothing.
    await userEvent.click(tab('Removed'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('keeps only the selected tab in the tab order, then the panel', async () => {
    render(<Harness initial="removed" />);
    expect(tab('Active')).toHaveAttribute('tabindex', '-1');
    expect(tab('Removed')).toHaveAttribute('tabindex', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(tab('Removed')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with Left/Right (wrapping), Home and End, leaving other keys alone', async () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    tab('Active').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Removed')).toHaveFocus();
    expect(tab('Removed')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Active')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Removed')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Active')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab('Removed')).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange.mock.calls).toEqual([['removed'], ['active'], ['removed'], ['active'], ['removed']]);
    // Up/Down, modified arrows and keys typed in the panel are not the tabs'.
    await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowLeft}{/Shift}');
    await userEvent.click(screen.getByRole('textbox', { name: 'Search removed' }));
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(tab('Removed')).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenCalledTimes(5);
  });
});
