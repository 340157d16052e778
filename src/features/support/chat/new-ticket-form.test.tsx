import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import type { CommonSchemas } from '@/api/types';
import { HOSTILE_STRINGS } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { NewTicketForm, type NewTicketFormProps } from './new-ticket-form';

type Ticket = CommonSchemas['Ticket'];

const ticket: Ticket = {
  ticket_id: 9,
  ticket_title: 'Help',
  status: 'open',
  created_at: '2026-11-20T09:00:00Z',
  user_id: 7,
  chat_id: 9,
  support_agent: null,
};

function renderForm(create: ReturnType<typeof vi.fn>, initialSubject?: string) {
  const onCreated = vi.fn();
  const result = renderWithApp(
    <NewTicketForm
      initialSubject={initialSubject}
      create={create as NewTicketFormProps['create']}
      onCreated={onCreated}
      onCancel={vi.fn()}
    />,
  );
  const subject = () => screen.getByRole('textbox', { name: /Subject/ });
  const message = () => screen.getByRole('textbox', { name: /Message/ });
  const submit = () => result.user.click(screen.getByRole('button', { name: 'Open ticket' }));
  return { ...result, onCreated, subject, message, submit };
}

describe('NewTicketForm', () => {
  it('says what is missing at each field and sends nothing', async () => {
    const create = vi.fn();
    const form = renderForm(create);
    await form.submit();
    expect(screen.getByText('Give your ticket a subject.')).toBeInTheDocument();
    expect(screen.getByText('Tell us what happened.')).toBeInTheDocument();
    expect(form.subject()).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('starts with the FAQ search as its subject', () => {
    const form = renderForm(vi.fn(), 'transfer limits');
    expect(form.subject()).toHaveValue('transfer limits');
  });

  it("shows the server's refusal at its field, then a failure above the buttons, keeping the input; the next try opens it", async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({ status: 400, message: 'Invalid input.', fieldErrors: { ticket_title: ['Give your ticket a title.'] } }),
      )
      .mockRejectedValueOnce(new ApiError({ status: 500, message: 'A server error occurred.' }))
      .mockResolvedValueOnce(ticket);
    const form = renderForm(create);
    await form.user.type(form.subject(), 'Transfer pending');
    await form.user.type(form.message(), 'It has been two days.');
    await form.submit();
    expect(await screen.findByText('Give your ticket a title.')).toBeInTheDocument();
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('A server error occurred.');
    expect(form.subject()).toHaveValue('Transfer pending');
    expect(form.message()).toHaveValue('It has been two days.');
    await form.submit();
    await vi.waitFor(() => expect(form.onCreated).toHaveBeenCalledWith(ticket));
    expect(create).toHaveBeenCalledTimes(3);
  });

  it('a retry of the same ticket reuses its Idempotency-Key; a changed ticket gets a new one (issue 21)', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 'FETCH_ERROR', message: 'Network Error' }))
      .mockRejectedValueOnce(new ApiError({ status: 'FETCH_ERROR', message: 'Network Error' }))
      .mockResolvedValueOnce(ticket);
    const form = renderForm(create);
    await form.user.type(form.subject(), 'Transfer pending');
    await form.user.type(form.message(), 'It has been two days.');
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
    await form.submit();
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    await form.user.type(form.message(), ' Please check.');
    await form.submit();
    await vi.waitFor(() => expect(form.onCreated).toHaveBeenCalledWith(ticket));
    const keys = create.mock.calls.map((call) => call[4] as string);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends hostile text exactly as typed (trimmed) and shows it only as text', async () => {
    const create = vi.fn().mockResolvedValue(ticket);
    const form = renderForm(create);
    const hostile = HOSTILE_STRINGS.find((h) => h.label === 'img onerror')!.value;
    await form.user.type(form.subject(), hostile.replace(/[{[]/g, '$&$&'));
    await form.user.type(form.message(), HOSTILE_STRINGS.find((h) => h.label === 'script tag')!.value.replace(/[{[]/g, '$&$&'));
    await form.submit();
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]!.slice(0, 3)).toEqual([
      hostile,
      HOSTILE_STRINGS.find((h) => h.label === 'script tag')!.value,
      null,
    ]);
    expectInertDom();
  });
});
