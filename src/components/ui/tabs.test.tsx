import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './tabs';

function Sections({ disabled, ...props }: Omit<TabsProps, 'children'> & { disabled?: string }) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Sections" className="custom-list">
        {['Alpha', 'Beta', 'Gamma', 'Delta'].map((name) => (
          <TabsTrigger key={name} value={name.toLowerCase()} disabled={disabled === name.toLowerCase()}>
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {['Alpha', 'Beta', 'Gamma', 'Delta'].map((name) => (
        <TabsContent key={name} value={name.toLowerCase()}>
          {name} panel
          <button type="button">Inside {name}</button>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getByRole('tab', { selected: true });

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

  it('wires tabs, list and panel for assistive technology', () => {
    render(<Sections defaultValue="beta" />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    expect(list).toHaveClass('custom-list', 'bg-muted');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Beta');
    expect(panel).toHaveAttribute('id', tab('Beta').getAttribute('aria-controls'));
    expect(panel).toHaveAttribute('tabindex', '0');
    expect(panel).toHaveAttribute('data-state', 'active');
    expect(tab('Beta')).toHaveAttribute('data-state', 'active');
    expect(tab('Beta')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Beta')).toHaveAttribute('type', 'button');
    expect(tab('Alpha')).toHaveAttribute('data-state', 'inactive');
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'false');
    // Each Tabs has its own ids.
    expect(new Set(screen.getAllByRole('tab').map((t) => t.id)).size).toBe(4);
  });

  it('renders only the selected panel (inactive panels are unmounted)', async () => {
    render(<Sections defaultValue="alpha" />);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(1);
    expect(screen.queryByText('Beta panel')).not.toBeInTheDocument();
    await userEvent.click(tab('Beta'));
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(1);
    expect(screen.queryByText('Alpha panel')).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Beta panel');
  });

  it('keeps only the selected tab in the tab order: Tab goes from it to the panel', async () => {
    render(
      <>
        <button type="button">Before</button>
        <Sections defaultValue="gamma" />
      </>,
    );
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '-1', '0', '-1']);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(tab('Gamma')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('wraps with the arrow keys and jumps with Home and End', async () => {
    render(<Sections defaultValue="alpha" />);
    tab('Alpha').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Delta')).toHaveFocus();
    expect(selectedTab()).toBe(tab('Delta'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Delta panel');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Alpha')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(selectedTab()).toBe(tab('Delta'));
    await userEvent.keyboard('{Home}');
    expect(selectedTab()).toBe(tab('Alpha'));
    expect(tab('Alpha')).toHaveAttribute('tabindex', '0');
    expect(tab('Delta')).toHaveAttribute('tabindex', '-1');
    // Up/Down and modified arrows are left to the browser.
    await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowRight}{/Shift}');
    expect(selectedTab()).toBe(tab('Alpha'));
  });

  it('skips disabled tabs with the keyboard and ignores clicks on them', async () => {
    const onValueChange = vi.fn();
    render(<Sections defaultValue="alpha" disabled="beta" onValueChange={onValueChange} />);
    expect(tab('Beta')).toBeDisabled();
    expect(tab('Beta')).toHaveAttribute('data-disabled', '');
    tab('Alpha').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Gamma')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Alpha')).toHaveFocus();
    fireEvent.mouseDown(tab('Beta'));
    expect(onValueChange.mock.calls).toEqual([['gamma'], ['alpha']]);
    expect(selectedTab()).toBe(tab('Alpha'));
  });

  it('is controlled: shows the value it is given and reports each choice once', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(<Sections value="alpha" onValueChange={onValueChange} />);
    await userEvent.click(tab('Gamma'));
    expect(onValueChange.mock.calls).toEqual([['gamma']]);
    // The parent did not accept it: the selection stays.
    expect(selectedTab()).toBe(tab('Alpha'));
    rerender(<Sections value="delta" onValueChange={onValueChange} />);
    expect(selectedTab()).toBe(tab('Delta'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Delta panel');
    // Choosing the selected tab again reports nothing.
    await userEvent.click(tab('Delta'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('is uncontrolled with defaultValue, reporting changes', async () => {
    const onValueChange = vi.fn();
    render(<Sections defaultValue="beta" onValueChange={onValueChange} />);
    expect(selectedTab()).toBe(tab('Beta'));
    await userEvent.click(tab('Delta'));
    expect(selectedTab()).toBe(tab('Delta'));
    expect(onValueChange.mock.calls).toEqual([['delta']]);
  });

  it("runs the caller's handlers first and lets them cancel the default", async () => {
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Sections" onKeyDown={(event) => event.key === 'End' && event.preventDefault()}>
          <TabsTrigger value="a">Alpha</TabsTrigger>
          <TabsTrigger value="b" onClick={(event) => event.preventDefault()}>
            Beta
          </TabsTrigger>
          <TabsTrigger value="c">Gamma</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    tab('Alpha').focus();
    await userEvent.keyboard('{End}');
    expect(tab('Alpha')).toHaveFocus();
    await userEvent.click(tab('Beta'));
    expect(selectedTab()).toBe(tab('Alpha'));
  });

  it('renders server text in a tab as text', () => {
    render(
      <Tabs defaultValue="x">
        <TabsList aria-label="Sections">
          <TabsTrigger value="x">{'<img src=x onerror=alert(1)>'}</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    expect(tab('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
