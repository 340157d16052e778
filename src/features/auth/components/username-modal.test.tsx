import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { session } from '@/api/session';
import { UsernameModal } from './username-modal';

const SESSION = {
  id: 1042,
  email: 'adaeze.okafor@example.com',
  username: null,
  access_token: 'access-token',
  refresh_token: 'refresh-token',
  access_expires_at: new Date(Date.now() + 60 * 60_000).toISOString(),
  account_type: 'business' as const,
  is_verified: true,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderModal() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <UsernameModal />
    </QueryClientProvider>,
  );
}

describe('UsernameModal (spec section 5)', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;

  beforeEach(() => {
    session.establish(SESSION);
    fetchMock = vi.fn<(request: Request) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    session.signOut('user');
  });

  it('is a full-screen dialog with the spec title, subtitle and placeholder, and no close button', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Enter your fullname' });
    expect(dialog).toHaveAttribute('data-size', 'full');
    expect(dialog).toHaveAccessibleDescription("We'll address you by this name going forward");
    expect(screen.getByPlaceholderText('e.g John Doe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  });

  it('cannot be dismissed with Escape', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Enter your fullname' })).toBeInTheDocument();
  });

  it.each(['', '   '])('shows "Name is required" for %j and sends nothing', async (typed) => {
    const user = userEvent.setup();
    renderModal();
    const input = screen.getByRole('textbox', { name: 'Full name' });
    if (typed) await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the error as soon as the user types', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'A');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it("reads 'Loading...' while saving, saves the trimmed name through GET /auth/createUsername and updates the session", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const user = userEvent.setup();
    renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), '  Adaeze Okafor ');
    await user.keyboard('{Enter}');

    const button = await screen.findByRole('button', { name: /Loading\.\.\./ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]![0];
    const url = new URL(request.url);
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/auth/createUsername');
    expect(url.searchParams.get('username')).toBe('Adaeze Okafor');
    expect(request.headers.get('Authorization')).toBe('Bearer access-token');

    await act(async () => {
      answer(json({ id: 1042, email: SESSION.email, username: 'Adaeze Okafor', account_type: 'business', is_verified: true }));
      await Promise.resolve();
    });
    await waitFor(() => expect(session.getSnapshot().session?.username).toBe('Adaeze Okafor'));
  });

  it("shows the server's field error and keeps the input when saving fails", async () => {
    fetchMock.mockResolvedValue(json({ username: ['Name is required'] }, 400));
    const user = userEvent.setup();
    renderModal();
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await user.type(input, 'x');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(input).toHaveValue('x');
    expect(session.getSnapshot().session?.username).toBeNull();
  });
});
