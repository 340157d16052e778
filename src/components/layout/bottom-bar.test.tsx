import '@testing-library/jest-dom/vitest';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BottomBar } from './bottom-bar';
import { CASHIER, OWNER, PERSONAL } from './nav-test-contexts';
import { SidebarNav } from './sidebar-nav';

function renderAt(path: string, ui: ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
}

async function bar() {
  return screen.findByRole('navigation', { name: 'Quick links' });
}

describe('BottomBar', () => {
  it("gives the owner Dashboard, Invoices, Inventory and Banking, keeping the location, then 'More'", async () => {
    const onMore = vi.fn();
    renderAt('/b/7/invoices', <BottomBar {...OWNER} location={21} onMore={onMore} moreOpen={false} />);
    const nav = await bar();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Invoices', 'Inventory', 'Banking']);
    expect(within(nav).getByRole('link', { name: 'Inventory' })).toHaveAttribute('href', '/b/7/inventory?location=21');
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(more);
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('gives a cashier no Banking', async () => {
    renderAt('/b/7', <BottomBar {...CASHIER} location={undefined} onMore={() => undefined} moreOpen={false} />);
    const links = within(await bar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Invoices', 'Inventory', 'Receipts']);
  });

  it('gives a personal account no business tools', async () => {
    renderAt('/vault', <BottomBar {...PERSONAL} location={undefined} onMore={() => undefined} moreOpen={false} />);
    const nav = await bar();
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Banking', 'Vault', 'Training', 'Support']);
    expect(within(nav).getByRole('link', { name: 'Vault' })).toHaveAttribute('aria-current', 'page');
  });

  it('lights nothing on a page of the menu it does not hold (Expense categories is not Expenses)', async () => {
    renderAt('/b/7/expense-categories', <BottomBar {...OWNER} location={undefined} onMore={() => undefined} moreOpen />);
    const nav = await bar();
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
  });
});

describe('SidebarNav', () => {
  it('groups the menu and highlights exactly one entry, the best match of the page', async () => {
    renderAt('/b/7/expense-categories', <SidebarNav {...OWNER} location={undefined} />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Sales',
      'Stock and purchases',
      'People',
      'Money',
      'Reports',
      'You',
    ]);
    expect(within(nav).getByRole('list', { name: 'Money' })).toHaveTextContent('Expenses');
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.textContent)).toEqual(['Expense categories']);
  });

  it('highlights the parent entry on a page below it', async () => {
    renderAt('/businesses/new', <SidebarNav {...OWNER} location={undefined} />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent)).toEqual(['Businesses']);
  });
});
