import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import type { CommonSchemas } from '@/api/types';
import { expectInertDom, renderWithApp } from '@/test/render';
import { HOSTILE_STRINGS } from '@/test/hostile-strings';
import type { ChatThread } from '../threads/build-threads';
import { ChatView, type ChatViewProps } from './chat-view';

type ChatMessage = CommonSchemas['ChatMessage'];

const ME = 7;
const stored = (text: string, id = 100): ChatMessage => ({
  message_id: id,
  message: text,
  sender: { user_id: ME },
  created_at: '2026-11-20T09:00:00Z',
  is_attachment: false,
  attachment: null,
  chat: { chat_id: 501 },
});

/** The messages GET answers `list` (the chat's polling), through the real client. */
function serveMessages(list: ChatMessage[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify({ data: { data: [...list] } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
}

const thread = (messages: ChatMessage[] = []): ChatThread => ({
  chat_id: 501,
  ticket_id: 1,
  ticket_subject: 'Transfer pending',
  user_id: ME,
  lastMessageDate: '2026-11-20T09:00:00Z',
  messages: messages.map((m) => ({
    text: m.message,
    sender_id: m.sender.user_id,
    created_at: m.created_at,
    is_attachment: m.is_attachment,
    attachment: m.attachment,
  })),
  agent: null,
});

function renderChat(
  send: ReturnType<typeof vi.fn>,
  status: CommonSchemas['TicketStatus'] = 'open',
  messages: ChatMessage[] = [],
) {
  serveMessages(messages);
  const onNewTicket = vi.fn();
  const result = renderWithApp(
    <ChatView
      thread={thread(messages)}
      status={status}
      onBack={vi.fn()}
      onNewTicket={onNewTicket}
      onSeen={vi.fn()}
      send={send as ChatViewProps['send']}
    />,
  );
  return { ...result, onNewTicket };
}

describe('ChatView: sending', () => {
  it('Enter sends, Shift+Enter breaks the line; the message shows as sending, then sent', async () => {
    let finish: (m: ChatMessage) => void = () => undefined;
    const send = vi.fn(() => new Promise<ChatMessage>((resolve) => (finish = resolve)));
    const server: ChatMessage[] = [];
    const { user } = renderChat(send, 'open', server);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(send).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(1, 'Hello\nthere', null, expect.any(Function), expect.any(String));
    expect(box).toHaveValue('');
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    // The server now has it: the refetch after sending answers it too.
    server.push(stored('Hello\nthere'));
    finish(stored('Hello\nthere'));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Hello\nthere')).toBeInTheDocument();
  });

  it('a failed send keeps the text with Retry; Retry sends it once more', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 'FETCH_ERROR', message: 'Network Error' }))
      .mockResolvedValueOnce(stored('Are you there?'));
    const server: ChatMessage[] = [];
    const { user } = renderChat(send, 'open', server);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Are you there?{Enter}');
    expect(await screen.findByText(/Not sent: Network Error/)).toBeInTheDocument();
    expect(screen.getByText('Are you there?')).toBeInTheDocument();
    server.push(stored('Are you there?'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument());
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]!.slice(0, 3)).toEqual([1, 'Are you there?', null]);
    expect(screen.queryByText(/Not sent/)).not.toBeInTheDocument();
    expect(await screen.findByText('Are you there?')).toBeInTheDocument();
  });

  it('Retry after a lost answer sends the same Idempotency-Key; the next message gets its own (issue 21)', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 'FETCH_ERROR', message: 'Network Error' }))
      .mockResolvedValueOnce(stored('Lost answer', 101))
      .mockResolvedValueOnce(stored('Next one', 102));
    const { user } = renderChat(send, 'open', []);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Lost answer{Enter}');
    expect(await screen.findByText(/Not sent: Network Error/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Next one{Enter}');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    const keys = send.mock.calls.map((call) => call[4] as string);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('refuses an empty message and an oversized file at their fields, sending nothing', async () => {
    const send = vi.fn();
    const { user } = renderChat(send);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Type a message or attach a file.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Attach a file'), big);
    expect(screen.getByText('A file may be at most 10 MB.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a file with the text and shows its name while it goes up', async () => {
    const send = vi.fn(() => new Promise<ChatMessage>(() => undefined));
    const { user } = renderChat(send);
    const file = new File(['%PDF'], '<img src=x onerror=alert(1)>.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Attach a file'), file);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Receipt{Enter}');
    expect(send).toHaveBeenCalledWith(1, 'Receipt', file, expect.any(Function), expect.any(String));
    expect(await screen.findByText('<img src=x onerror=alert(1)>.pdf')).toBeInTheDocument();
    expectInertDom();
  });
});

describe('ChatView: what it shows', () => {
  it('hostile messages and attachment names render as text', async () => {
    const list = HOSTILE_STRINGS.slice(0, 10).map((h, i) => stored(h.value, i + 1));
    list.push({
      ...stored('', 99),
      is_attachment: true,
      attachment: 'https://files.test/x/%3Cscript%3Ealert(1)%3C%2Fscript%3E.pdf',
    });
    renderChat(vi.fn(), 'open', list);
    for (const h of HOSTILE_STRINGS.slice(0, 10))
      expect(screen.getByText(h.value.trim(), { normalizer: (s) => s.trim() })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '<script>alert(1)</script>.pdf' })).toHaveAttribute(
      'href',
      'https://files.test/x/%3Cscript%3Ealert(1)%3C%2Fscript%3E.pdf',
    );
    expectInertDom();
  });

  it("a closed ticket takes no messages and offers a new ticket; the agent's name is 'Support' when none", async () => {
    const { user, onNewTicket } = renderChat(vi.fn(), 'closed');
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    const header = screen.getByRole('heading', { name: 'Transfer pending' }).parentElement!;
    expect(within(header).getByText('Support')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New ticket' }));
    expect(onNewTicket).toHaveBeenCalledTimes(1);
  });
});
