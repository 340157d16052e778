import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { SharedFilePage } from './shared-file-page';
import { stubVaultApi } from './vault-test-stub';

const SHARE = '7a2e9c4d-1b3f-4e6a-8c5d-0f9b2a4e6c22';

const detail = (name: string) => ({
  id: SHARE,
  file: 101,
  share_url: `http://127.0.0.1:5173/vault/shared/${SHARE}`,
  access: 'restricted',
  has_password: true,
  expires_at: null,
  created_at: '2026-10-15T11:00:00Z',
  views: 1,
  file_detail: {
    id: 101,
    name,
    description: null,
    file: 'http://127.0.0.1:4007/__files/abc/notes.txt',
    file_size: '1.00',
    file_size_unit: 'KB',
    mimetype: 'application/zip',
    hash: 'a'.repeat(64),
    access: 'restricted',
    folder: null,
    root: true,
    is_archived: false,
    is_deleted: false,
    is_starred: false,
    tags: [],
    tags_detail: [],
    created_at: '2026-10-14T09:30:00Z',
    updated_at: '2026-10-14T09:30:00Z',
  },
});

const refuse = (detailText: string, code: string) => ({ status: 403, body: { detail: detailText, code } });

describe('the shared-file page', () => {
  it('asks for the password, says a wrong one is wrong, and opens with the right one', async () => {
    const api = stubVaultApi().on('get', '/file_shares/{id}/', ({ query }) => {
      const password = query.get('password');
      if (password === null) return refuse('Password required', 'password_required');
      if (password !== 'share123') return refuse('Incorrect password', 'incorrect_password');
      return { status: 200, body: detail('Certificate.zip') };
    });
    const { user } = renderWithApp(<SharedFilePage shareId={SHARE} />);
    expect(await screen.findByRole('heading', { name: 'This file is protected' })).toBeInTheDocument();
    const field = screen.getByLabelText(/^Password/);

    await user.click(screen.getByRole('button', { name: 'Open file' }));
    expect(await screen.findByText('Enter the password you were given with the link')).toBeInTheDocument();

    await user.type(field, 'wrong-one1');
    await user.click(screen.getByRole('button', { name: 'Open file' }));
    expect(await screen.findByText('Incorrect password. Check it and try again.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'share123');
    await user.click(screen.getByRole('button', { name: 'Open file' }));
    expect(await screen.findByRole('heading', { name: 'Certificate.zip' })).toBeInTheDocument();
    expect(screen.getByText('There is no preview for this kind of file.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Download' }).length).toBeGreaterThan(0);
    expect(api.calls('get', '/file_shares/{id}/').map((c) => c.query.get('password'))).toEqual([null, 'wrong-one1', 'share123']);
    // No session is sent: the link is for people without an account.
    expect(api.calls('get', '/file_shares/{id}/').every((c) => !c.headers.has('Authorization'))).toBe(true);
  });

  it('shows the server’s words for a revoked link', async () => {
    stubVaultApi().on('get', '/file_shares/{id}/', { status: 404, body: { detail: 'This share link does not exist.' } });
    renderWithApp(<SharedFilePage shareId={SHARE} />);
    expect(await screen.findByText('This share link does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Link not found' })).toBeInTheDocument();
  });

  it('says an expired link expired', async () => {
    stubVaultApi().on('get', '/file_shares/{id}/', refuse('This share link has expired', 'share_expired'));
    renderWithApp(<SharedFilePage shareId={SHARE} />);
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
  });

  it.each([...HOSTILE_NAMES, `${'long name '.repeat(25)}.pdf`.slice(-255)])('shows a file named %j as text', async (name) => {
    stubVaultApi().on('get', '/file_shares/{id}/', { status: 200, body: detail(name) });
    renderWithApp(<SharedFilePage shareId={SHARE} />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(name);
    expectInertDom();
  });
});
