import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { stubVaultApi } from '../sharing/vault-test-stub';
import { NextOfKinFormModal } from './next-of-kin-form-modal';
import { NextOfKinPage } from './next-of-kin-page';

vi.setConfig({ testTimeout: 30_000 });

const saved = (body: unknown) => ({
  status: 201,
  body: { id: 31, created_at: '2026-03-02T10:15:00Z', email: null, address: null, ...(body as object) },
});

async function fill(user: ReturnType<typeof renderWithApp>['user'], dialog: HTMLElement, first = 'Chinedu') {
  await user.click(within(dialog).getByRole('textbox', { name: /^First name/ }));
  await user.paste(first);
  await user.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Okafor');
  await user.click(within(dialog).getByRole('combobox', { name: 'Relationship' }));
  await user.click(await screen.findByRole('option', { name: 'Spouse' }));
  await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '0803 345 6789');
}

describe('the next of kin form', () => {
  it('says what is missing at each field and sends nothing', async () => {
    const api = stubVaultApi().on('post', '/users/next-of-kins/', ({ body }) => saved(body));
    const { user } = renderWithApp(<NextOfKinFormModal open onOpenChange={vi.fn()} country="NG" />);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'chinedu@');
    await user.click(within(dialog).getByRole('button', { name: 'Add next of kin' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose how they are related to you')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByText(/valid email/)).toBeInTheDocument();
    expect(api.calls('post', '/users/next-of-kins/')).toHaveLength(0);
  });

  it.each([
    [
      'a 500 with a message',
      { status: 500, body: { detail: 'The server is having a moment.' } },
      'The server is having a moment.',
    ],
    ['a dropped connection', 'network' as const, 'Network Error'],
  ])('%s: says so, keeps the input, and the next try saves once', async (_name, failure, message) => {
    const api = stubVaultApi().on('post', '/users/next-of-kins/', ({ body }) => saved(body));
    api.failNext('post', '/users/next-of-kins/', failure);
    const onSaved = vi.fn();
    const { user } = renderWithApp(<NextOfKinFormModal open onOpenChange={vi.fn()} country="NG" onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog');
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add next of kin' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^First name/ })).toHaveValue('Chinedu');
    await user.click(within(dialog).getByRole('button', { name: 'Add next of kin' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const calls = api.calls('post', '/users/next-of-kins/');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({
      first_name: 'Chinedu',
      last_name: 'Okafor',
      relationship: 'spouse',
      email: null,
      phone_number: '+2348033456789',
      address: null,
    });
    // The retry is the same attempt: the same Idempotency-Key, so a lost answer adds one (issue 21).
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it.each(HOSTILE_NAMES)('sends the name %j as typed and lists it as text', async (name) => {
    let list: unknown[] = [];
    const api = stubVaultApi()
      .on('get', '/users/profile/', {
        status: 200,
        body: {
          id: 1,
          email: 'a@b.ng',
          username: name,
          first_name: name,
          last_name: 'O',
          phone_number: null,
          profile_image: null,
        },
      })
      .on('get', '/users/next-of-kins/', () => ({ status: 200, body: list }))
      .on('post', '/users/next-of-kins/', ({ body }) => {
        const row = saved(body).body;
        list = [row];
        return { status: 201, body: row };
      });
    const { user } = renderWithApp(<NextOfKinPage />);
    await user.click((await screen.findAllByRole('button', { name: 'Add next of kin' }))[0]!);
    const dialog = screen.getByRole('dialog');
    await fill(user, dialog, name);
    await user.click(within(dialog).getByRole('button', { name: 'Add next of kin' }));
    await waitFor(() => expect(screen.getByRole('button', { name: `Edit ${name.trim()} Okafor` })).toBeInTheDocument());
    expect((api.calls('post', '/users/next-of-kins/')[0]!.body as { first_name: string }).first_name).toBe(name.trim());
    expectInertDom();
  });
});
