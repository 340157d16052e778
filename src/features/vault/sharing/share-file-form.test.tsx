import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ShareFileForm } from './share-file-form';
import { stubVaultApi } from './vault-test-stub';

const made = (body: { access?: string; expires_at?: string | null }) => ({
  status: 201,
  body: {
    id: '3f8b2c1e-6d4a-4f7b-9a21-5c0e8d7b1a42',
    file: 101,
    share_url: 'http://127.0.0.1:5173/vault/shared/3f8b2c1e-6d4a-4f7b-9a21-5c0e8d7b1a42',
    access: body.access ?? 'public',
    has_password: body.access === 'restricted',
    expires_at: body.expires_at ?? null,
    created_at: '2026-11-24T11:00:00Z',
    views: 0,
  },
});

function renderForm() {
  const onDone = vi.fn();
  const result = renderWithApp(<ShareFileForm fileId={101} fileName="<b>Receipt</b>.pdf" onDone={onDone} />);
  const form = screen.getByRole('form', { name: 'New share link' });
  return { ...result, form, onDone };
}

describe('the share form', () => {
  it('refuses a weak password and a past expiry at their fields, then shows the link and the password once', async () => {
    const api = stubVaultApi().on('post', '/file_shares/', ({ body }) => made(body as { access?: string }));
    const { user, form } = renderForm();
    await user.click(within(form).getByLabelText('Only people with the password'));
    await user.type(within(form).getByRole('textbox', { name: /^Password/ }), 'abcdefgh');
    await user.type(within(form).getByLabelText(/^Expires/), '2020-01-01T10:00');
    await user.click(within(form).getByRole('button', { name: 'Make share link' }));
    expect(await within(form).findByText('Use both letters and numbers')).toBeInTheDocument();
    expect(within(form).getByText('Choose a date and time in the future')).toBeInTheDocument();
    expect(api.calls('post', '/file_shares/')).toHaveLength(0);

    await user.clear(within(form).getByRole('textbox', { name: /^Password/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Password/ }), 'Ikeja2026');
    await user.clear(within(form).getByLabelText(/^Expires/));
    await user.click(within(form).getByRole('button', { name: 'Make share link' }));

    expect(
      await screen.findByText('Copy the password now and send it separately from the link: it will not be shown again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('<b>Receipt</b>.pdf');
    expect(screen.getByLabelText('Password')).toHaveTextContent('Ikeja2026');
    expect(screen.getByLabelText('Share link')).toHaveTextContent('/vault/shared/3f8b2c1e');
    expect(api.calls('post', '/file_shares/').map((c) => c.body)).toEqual([
      { file: 101, access: 'restricted', password: 'Ikeja2026', expires_at: null },
    ]);
  });

  it.each([
    [
      'a 500 with a message',
      { status: 500, body: { detail: 'The server is having a moment.' } },
      'The server is having a moment.',
    ],
    ['a dropped connection', 'network' as const, 'Network Error'],
  ])('%s: says so, keeps the input, and the next try makes one link', async (_name, failure, message) => {
    const api = stubVaultApi().on('post', '/file_shares/', ({ body }) => made(body as { access?: string }));
    api.failNext('post', '/file_shares/', failure);
    const { user, form } = renderForm();
    await user.click(within(form).getByLabelText('Only people with the password'));
    await user.type(within(form).getByRole('textbox', { name: /^Password/ }), 'Ikeja2026');
    await user.click(within(form).getByRole('button', { name: 'Make share link' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Password/ })).toHaveValue('Ikeja2026');
    await user.click(within(form).getByRole('button', { name: 'Make share link' }));
    expect(await screen.findByLabelText('Share link')).toBeInTheDocument();
    const calls = api.calls('post', '/file_shares/');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    // The same attempt under the same Idempotency-Key: a retry after a lost answer makes one link.
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]!.headers.get('Idempotency-Key')).toBe(calls[0]!.headers.get('Idempotency-Key'));
  });

  it('puts the server’s refusal of the password under the field', async () => {
    stubVaultApi().on('post', '/file_shares/', {
      status: 400,
      body: { password: ['A restricted share needs a password of at least 6 characters.'] },
    });
    const { user, form } = renderForm();
    await user.click(within(form).getByLabelText('Only people with the password'));
    await user.type(within(form).getByRole('textbox', { name: /^Password/ }), 'Ikeja2026');
    await user.click(within(form).getByRole('button', { name: 'Make share link' }));
    expect(await within(form).findByText('A restricted share needs a password of at least 6 characters.')).toBeInTheDocument();
  });
});
