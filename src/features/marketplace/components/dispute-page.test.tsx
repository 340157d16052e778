import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { DISPUTE, MESSAGES, ORDER } from './marketplace-test-data';
import type * as DisputeMessages from './dispute-messages';
import { DisputePage } from './dispute-page';

const send = vi.hoisted(() => vi.fn());
vi.mock('./dispute-messages', async (importOriginal) => {
  const { sendIdentity } = await importOriginal<typeof DisputeMessages>();
  const none: never[] = [];
  return {
    disputeMessageQueue: { subscribe: () => () => {}, getSnapshot: () => none, remove: () => {} },
    sendDisputeMessage: send,
    sendIdentity,
  };
});

const DISPUTE_PATH = '/business/v1/{businessId}/marketplace/disputes/{id}/';
const THREAD = '/business/v1/{businessId}/marketplace/disputes/{id}/dispute_messages/';
const ORDER_PATH = '/business/v1/{businessId}/marketplace/orders/{id}/';

function renderDispute(dispute: BusinessSchemas['Dispute'] = DISPUTE, messages = MESSAGES) {
  const api = stubApi()
    .on('get', DISPUTE_PATH, { status: 200, body: dispute })
    .on('get', THREAD, { status: 200, body: messages })
    .on('get', ORDER_PATH, { status: 200, body: ORDER });
  const result = renderWithApp(<DisputePage id={String(dispute.id)} search={{ page: undefined, status: undefined }} />, {
    routerPath: `/b/12/marketplace/disputes/${dispute.id}`,
  });
  return { ...result, api };
}

const thread = () => screen.findAllByTestId('dispute-message');

describe('a dispute’s thread', () => {
  it('shows the messages oldest first, with sender and time, images opening full size, proposals marked', async () => {
    renderDispute();
    const [first, second] = await thread();
    expect(first).toHaveTextContent('Tolani Adeleke');
    expect(first).toHaveTextContent('I ordered white Swiss voile');
    expect(first).toHaveAttribute('data-proposal', 'false');
    expect(within(first!).queryByText('Proposal')).toBeNull();
    const image = within(first!).getByRole('link', { name: /Attachment 1 from Tolani Adeleke/ });
    expect(image).toHaveAttribute('href', MESSAGES[1]!.images[0]);
    expect(image).toHaveAttribute('target', '_blank');
    expect(second).toHaveTextContent('Adaeze Fabrics & Tailoring');
    expect(within(second!).getByText('Proposal')).toBeInTheDocument();
    expect(within(first!).getByRole('time')).toHaveAttribute('datetime', '2026-11-17T10:00:00Z');
  });

  it('shows the order it is about', async () => {
    renderDispute();
    await thread();
    expect(await screen.findByRole('link', { name: ORDER.order_number }, { timeout: 3000 })).toHaveAttribute(
      'href',
      `/b/12/marketplace/orders/${ORDER.id}`,
    );
  });

  it.each(['resolved', 'rejected'] as const)('a %s dispute has no composer, only its outcome', async (status) => {
    renderDispute({ ...DISPUTE, status });
    expect(await screen.findByText(new RegExp(`This dispute was ${status} on`))).toBeInTheDocument();
    await thread();
    expect(screen.queryByRole('textbox', { name: /Message/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });

  it.each(HOSTILE_NAMES)('a message and a sender named %j are shown as text', async (text) => {
    renderDispute(DISPUTE, [{ ...MESSAGES[1]!, message: text, sender: { id: 5, name: text, is_business: false } }]);
    const [only] = await thread();
    expect(only!.querySelector('p')!.textContent).toBe(text);
    expectInertDom();
  });
});

describe('the composer', () => {
  it('asks for a message before sending anything', async () => {
    const { user } = renderDispute();
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Write a message.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a proposal (the switch is off by default) and clears the text once sent', async () => {
    send.mockReset();
    send.mockReturnValue({ id: 'q1', sent: Promise.resolve({ ...MESSAGES[0]!, id: 9 }) });
    const { user } = renderDispute();
    const proposal = await screen.findByRole('switch', { name: /This is a proposal/ });
    expect(proposal).toHaveAttribute('aria-checked', 'false');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'We refund 5,000 naira.');
    await user.click(proposal);
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![2]).toEqual({
      message: 'We refund 5,000 naira.',
      images: [],
      isProposal: true,
      idempotencyKey: expect.any(String) as string,
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue(''));
    expect(screen.getByRole('switch', { name: /This is a proposal/ })).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps the typed message and the images when the send fails, and says why', async () => {
    send.mockReset();
    send.mockImplementation(() => ({
      id: 'q2',
      sent: Promise.reject(new ApiError({ status: 400, message: 'This dispute is resolved: no more messages can be sent.' })),
    }));
    const { user } = renderDispute();
    const box = await screen.findByRole('textbox', { name: /Message/ });
    await user.type(box, 'Please check again.');
    const photo = new File([new Uint8Array(8)], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Images', { selector: 'input' }), photo);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('This dispute is resolved: no more messages can be sent.')).toBeInTheDocument();
    expect(box).toHaveValue('Please check again.');
    expect(screen.getByRole('list', { name: 'Images to send' })).toHaveTextContent('photo.png');
    expect(send.mock.calls[0]![2]).toMatchObject({ images: [photo], isProposal: false });
  });

  it('sends a retry under the same Idempotency-Key, and the next message under a new one', async () => {
    send.mockReset();
    send
      .mockImplementationOnce(() => ({
        id: 'q3',
        sent: Promise.reject(new ApiError({ status: 'FETCH_ERROR', message: 'Network Error' })),
      }))
      .mockImplementation(() => ({ id: 'q4', sent: Promise.resolve({ ...MESSAGES[0]!, id: 10 }) }));
    const { user } = renderDispute();
    const box = await screen.findByRole('textbox', { name: /Message/ });
    await user.type(box, 'The lace goes out today.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(box).toHaveValue(''));
    await user.type(box, 'The lace goes out today.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    const [first, retry, next] = send.mock.calls.map((call) => (call[2] as { idempotencyKey: string }).idempotencyKey);
    expect(first).toMatch(/.{8,}/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('refuses a sixth image at the field', async () => {
    const { user } = renderDispute();
    const files = Array.from({ length: 6 }, (_, n) => new File([new Uint8Array(4)], `p${n}.png`, { type: 'image/png' }));
    await user.upload(await screen.findByLabelText('Images', { selector: 'input' }), files);
    expect(await screen.findByText('Attach at most 5 images.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Images to send' })).getAllByRole('listitem')).toHaveLength(5);
  });
});
