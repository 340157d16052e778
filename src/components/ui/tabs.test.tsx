import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ActiveRemovedTabs, Tabs, TabsContent, TabsList, TabsTrigger, type ActiveRemovedTab } from './tabs';

describe('Tabs', () => {
  it('switches panels with arrow keys (roving focus, automatic activation)', async () => {
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Sections">
          <TabsTrigger value="a">Alpha</TabsTrigger>
          <TabsTrigger value="b">Beta</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Alpha panel</TabsContent>
        <TabsContent value="b">Beta panel</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Alpha panel');
    await userEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Beta panel');
  });
});

describe('ActiveRemovedTabs', () => {
  it('shows the active list first, with counts, and reports the chosen tab', async () => {
    const onValueChange = vi.fn();
    function Harness() {
      const [tab, setTab] = useState<ActiveRemovedTab>('active');
      return (
        <ActiveRemovedTabs
          listLabel="Customer lists"
          value={tab}
          onValueChange={(next) => {
            setTab(next);
            onValueChange(next);
          }}
          activeCount={12}
          removedCount={3}
          active={<p>Active customers</p>}
          removed={<p>Removed customers</p>}
        />
      );
    }
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Customer lists' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active 12' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Active customers');
    await userEvent.click(screen.getByRole('tab', { name: 'Removed 3' }));
    expect(onValueChange).toHaveBeenCalledWith('removed');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Removed customers');
  });
});
