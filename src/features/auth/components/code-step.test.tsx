import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setPendingEmail } from '@/api/session';
import { SESSION, renderAt, resetAuthPagesEachTest } from './auth-page-harness';

interface Call {
  key: string;
  body: { otp?: string };
  answer: (status: number, body: unknown) => void;
}

/** A backend whose answers the test gives by hand, so it can act while a call is under way. */
function heldBackend() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      const text = await request.clone().text();
      return new Promise<Response>((resolve) => {
        calls.push({
          key: `${request.method} ${pathname}`,
          body: text ? (JSON.parse(text) as { otp?: string }) : {},
          answer: (status, body) =>
            resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
        });
      });
    }),
  );
  return calls;
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe.each([
  // Signed in, a personal account lands on its own home page, away from the code step.
  { page: '/verify-otp', call: 'POST /auth/verifyOtp/', ok: { ...SESSION }, next: '/banking' },
  {
    page: '/verify-reset-code',
    call: 'POST /auth/verifyForgotPassword/',
    ok: { reset_token: 'f'.repeat(32) },
    next: '/new-password',
  },
])('the code step at $page', ({ page, call, ok, next }) => {
  resetAuthPagesEachTest();
  beforeEach(() => setPendingEmail('tunde.bakare@example.com'));

  const codeCalls = (calls: Call[]) => calls.filter((c) => c.key === call);

  it('focuses the first box on arrival', async () => {
    heldBackend();
    renderAt(page);
    await waitFor(() => expect(box(1)).toHaveFocus());
  });

  it('submits on the sixth digit, once, even when Enter or the digit again follows while it is under way', async () => {
    const calls = heldBackend();
    const user = userEvent.setup();
    const router = renderAt(page);
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard('12345');
    expect(codeCalls(calls)).toHaveLength(0);

    await user.keyboard('6');
    await waitFor(() => expect(codeCalls(calls)).toHaveLength(1));
    expect(codeCalls(calls)[0]!.body.otp).toBe('123456');
    // Enter, the button (busy), and the sixth digit typed again while the code is being
    // checked: no second call.
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: /Verify|Continue/ }));
    await user.click(box(6));
    await user.keyboard('{Backspace}6');
    expect(box(6)).toHaveValue('6');
    expect(codeCalls(calls)).toHaveLength(1);

    codeCalls(calls)[0]!.answer(200, ok);
    await waitFor(() => expect(router.state.location.pathname).toBe(next));
    expect(codeCalls(calls)).toHaveLength(1);
  });

  it('submits a pasted code once', async () => {
    const calls = heldBackend();
    const user = userEvent.setup();
    renderAt(page);
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.paste('12 34 56');
    await waitFor(() => expect(codeCalls(calls)).toHaveLength(1));
    expect(codeCalls(calls)[0]!.body.otp).toBe('123456');
    await user.keyboard('{Enter}');
    expect(codeCalls(calls)).toHaveLength(1);
  });

  it('does not submit a partial code, and submits again when a wrong code is corrected', async () => {
    const calls = heldBackend();
    const user = userEvent.setup();
    renderAt(page);
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.paste('11111');
    expect(box(6)).toHaveValue('');
    expect(codeCalls(calls)).toHaveLength(0);

    await user.keyboard('1');
    await waitFor(() => expect(codeCalls(calls)).toHaveLength(1));
    codeCalls(calls)[0]!.answer(400, { otp: ['Invalid or expired code.'] });
    expect(await screen.findByText('Invalid or expired code.')).toBeInTheDocument();

    // Correct the last digit: the code is complete again and goes once more.
    await user.click(box(6));
    await user.keyboard('2');
    await waitFor(() => expect(codeCalls(calls)).toHaveLength(2));
    expect(codeCalls(calls)[1]!.body.otp).toBe('111112');
  });
});
