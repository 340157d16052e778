import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SupportPage } from './support-page';

/** Every call answers an empty list: no FAQ sections, no tickets. */
function serveEmpty() {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify([]), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
}

describe('SupportPage', () => {
  it('opens on the Messages tab from the address, its code loaded on demand', async () => {
    serveEmpty();
    renderWithApp(<SupportPage search={{ view: 'chat' }} onSearchChange={vi.fn()} />);
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New ticket' })).toBeInTheDocument();
  });

  it('asks to show Messages when its tab is chosen from the help articles', async () => {
    serveEmpty();
    const onSearchChange = vi.fn();
    const { user } = renderWithApp(<SupportPage search={{}} onSearchChange={onSearchChange} />);
    expect(screen.getByRole('tab', { name: 'Help articles' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('No conversations yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(onSearchChange).toHaveBeenCalledWith({ view: 'chat' });
  });
});
