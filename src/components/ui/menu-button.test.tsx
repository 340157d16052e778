import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { MenuButton, type MenuEntry } from './menu-button';

function setup() {
  const onSignOut = vi.fn();
  const onColour = vi.fn();
  const entries: MenuEntry[] = [
    { kind: 'label', key: 'label', content: 'Colour' },
    {
      kind: 'radio',
      key: 'colour',
      value: 'red',
      onValueChange: onColour,
      options: [
        { value: 'red', content: 'Red' },
        { value: 'blue', content: 'Blue' },
      ],
    },
    { kind: 'separator', key: 'sep' },
    { kind: 'item', key: 'out', content: 'Sign out', onSelect: onSignOut },
  ];
  render(
    <>
      <MenuButton trigger={<Button>Options</Button>} entries={entries} />
      <button type="button">Elsewhere</button>
    </>,
  );
  // `hidden: true`: found whatever the menu's state (menus are not modal, so nothing is aria-hidden).
  return { onSignOut, onColour, trigger: () => screen.getByRole('button', { name: 'Options', hidden: true }) };
}

describe('MenuButton', () => {
  it('is a closed menu button until used', () => {
    const { trigger } = setup();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on click, loads the menu, selects an option and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const { trigger, onColour } = setup();
    await user.click(trigger());
    const menu = await screen.findByRole('menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Red' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Blue' }));
    expect(onColour).toHaveBeenCalledWith('blue');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('opens from the keyboard with focus on the first item; arrows move, Escape closes', async () => {
    const user = userEvent.setup();
    const { trigger, onSignOut } = setup();
    trigger().focus();
    await user.keyboard('{Enter}');
    const red = await screen.findByRole('menuitemradio', { name: 'Red' });
    await waitFor(() => expect(red).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Blue' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());

    // Later opens are Radix's own: the same keyboard behaviour, and items act.
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
