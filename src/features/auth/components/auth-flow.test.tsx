import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getPendingEmail, session } from '@/api/session';
import { SESSION, renderAt, resetAuthPagesEachTest } from './auth-page-harness';

type Handler = (request: Request, body: unknown) => [number, unknown];

function stubBackend(handlers: Record<string, Handler>) {
  const seen: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      const key = `${request.method} ${pathname}`;
      const text = await request.clone().text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      seen.push({ key, body });
      const handler = handlers[key];
      const [status, answer] = handler ? handler(request, body) : [200, []];
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return seen;
}

describe('auth pages', () => {
  resetAuthPagesEachTest();

  it('signs in and returns to the page the user asked for', async () => {
    const seen = stubBackend({ 'POST /auth/signin/': () => [200, SESSION] });
    const user = userEvent.setup();
    const router = renderAt('/sign-in?redirect=%2Fvault');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'tunde.bakare@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Ikeja-Stores-77');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vault'));
    expect(seen[0]).toEqual({
      key: 'POST /auth/signin/',
      body: { email: 'tunde.bakare@example.com', password: 'Ikeja-Stores-77' },
    });
    expect(session.getSnapshot().session?.access_token).toBe('access-token');
    // Tokens never go into the URL.
    expect(router.state.location.href).not.toContain('access-token');
  });

  it('shows the reason on the sign-in page after an expired session', async () => {
    renderAt('/sign-in?error=SessionExpired');
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired. Please login again.');
  });

  it('sends an unverified account to the code step, which verifies, resends and signs in', async () => {
    const seen = stubBackend({
      'POST /auth/signin/': () => [
        403,
        { detail: 'Verify your email to continue. We sent you a new code.', code: 'email_not_verified' },
      ],
      'POST /auth/resendSignupOtp/': () => [200, { detail: 'A new code has been sent to your email.' }],
      'POST /auth/verifyOtp/': (_request, body) =>
        (body as { otp: string }).otp === '123456'
          ? [200, { ...SESSION, username: null }]
          : [400, { otp: ['Invalid or expired code.'] }],
    });
    const user = userEvent.setup();
    const router = renderAt('/sign-in');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'tunde.bakare@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Ikeja-Stores-77');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-otp'));
    expect(getPendingEmail()).toBe('tunde.bakare@example.com');
    expect(await screen.findByText('tunde.bakare@example.com')).toBeInTheDocument();
    // Development builds point at the sandbox and show its demo code.
    expect(screen.getByText('123456')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code has been sent to your email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(screen.getByText(/You can ask again in \d+ s/)).toBeInTheDocument();

    // The sixth digit submits the code (code-step.test.tsx covers it in detail).
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('111111');
    expect(await screen.findByText('Invalid or expired code.')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    // Signed in without a name: the username modal takes over.
    expect(await screen.findByRole('dialog', { name: 'Enter your fullname' })).toBeInTheDocument();
    expect(seen.filter((call) => call.key === 'POST /auth/verifyOtp/').map((call) => call.body)).toEqual([
      { email: 'tunde.bakare@example.com', otp: '111111' },
      { email: 'tunde.bakare@example.com', otp: '123456' },
    ]);
    expect(getPendingEmail()).toBeNull();
  });

  it('keeps data.email from sign-up for the code step', async () => {
    const seen = stubBackend({
      'POST /auth/signup/': () => [201, { detail: 'Account created.', data: { email: 'ada@example.com' } }],
    });
    const user = userEvent.setup();
    const router = renderAt('/sign-up');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ' Ada@Example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'Lagos2026!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Lagos2026!');
    await user.click(screen.getByRole('radio', { name: /Personal/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-otp'));
    expect(seen[0]).toEqual({
      key: 'POST /auth/signup/',
      body: { email: 'Ada@Example.com', password: 'Lagos2026!', account_type: 'personal' },
    });
    expect(getPendingEmail()).toBe('ada@example.com');
  });

  it('explains mismatched passwords on sign-up at the field', async () => {
    const user = userEvent.setup();
    renderAt('/sign-up');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Lagos2026!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Lagos2026?');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  });

  it('resets a password: email, code, new password, then sign-in with a notice', async () => {
    const seen = stubBackend({
      'POST /auth/forgotPassword/': () => [200, { detail: 'If an account exists for this email, a reset code has been sent.' }],
      'POST /auth/verifyForgotPassword/': () => [200, { reset_token: '9f1c2b7e4a6d4f0c8e3b5a1d7c2e9f40' }],
      'PUT /auth/forgotPassword/': () => [200, { detail: 'Your password has been changed. Please sign in.' }],
    });
    const user = userEvent.setup();
    const router = renderAt('/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'tunde.bakare@example.com');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-reset-code'));
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-password'));
    await user.type(await screen.findByLabelText(/^New password/), 'NewIkejaPass-2026');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'NewIkejaPass-2026');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed. Please sign in.');
    expect(seen.map((call) => call.key)).toEqual([
      'POST /auth/forgotPassword/',
      'POST /auth/verifyForgotPassword/',
      'PUT /auth/forgotPassword/',
    ]);
    expect(seen[2]?.body).toEqual({
      email: 'tunde.bakare@example.com',
      reset_token: '9f1c2b7e4a6d4f0c8e3b5a1d7c2e9f40',
      password: 'NewIkejaPass-2026',
    });
    // The reset token never reached the URL.
    expect(router.state.location.href).not.toContain('9f1c2b7e');
  });
});
