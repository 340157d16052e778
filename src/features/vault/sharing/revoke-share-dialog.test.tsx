import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { RevokeShareDialog } from './revoke-share-dialog';
import type { FileShare } from './shares.queries';
import { stubVaultApi } from './vault-test-stub';

const SHARE = {
  id: '3f8b2c1e-6d4a-4f7b-9a21-5c0e8d7b1a42',
  file: 101,
  share_url: 'http://127.0.0.1:5173/vault/shared/3f8b2c1e-6d4a-4f7b-9a21-5c0e8d7b1a42',
  access: 'restricted',
  has_password: true,
  expires_at: null,
  created_at: '2026-11-24T11:00:00Z',
  views: 0,
} as unknown as FileShare;

describe('stopping a share link', () => {
  it('after a lost answer, says so, keeps the password, and stops the link under the same Idempotency-Key', async () => {
    const api = stubVaultApi()
      .on('delete', '/file_shares/{id}/', { status: 204 })
      .failNext('delete', '/file_shares/{id}/', 'network');
    const onClose = vi.fn();
    const { user } = renderWithApp(<RevokeShareDialog share={SHARE} fileName="receipt.pdf" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Stop sharing?' });
    const password = within(dialog).getByLabelText(/^The link’s password/);
    await user.type(password, 'Ikeja2026');
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(await within(dialog).findByText('Network Error')).toBeVisible();
    expect(password).toHaveValue('Ikeja2026');
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const calls = api.calls('delete', '/file_shares/{id}/');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]!.headers.get('Idempotency-Key')).toBe(calls[0]!.headers.get('Idempotency-Key'));
  });
});
