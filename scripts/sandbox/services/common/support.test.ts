/**
 * Support over HTTP (decision 0033): a message or a new ticket with an attachment (multipart) is
 * kept and served back; empty text needs a file; a fault armed on one ticket's concrete message
 * path fails that ticket's calls only.
 */
import { describe, expect, it } from 'vitest';
import { armFault, urlOf, useTestSandbox } from '../../harness';

const ctx = useTestSandbox();

const auth = () => ({ Authorization: `Bearer ${ctx.token}` });
const common = (path: string) => urlOf(ctx.sandbox, 'common', `/common-feature/support/${path}`);
const PDF = Buffer.from('%PDF-1.4 receipt');

interface Message {
  message: string;
  is_attachment: boolean;
  attachment: string | null;
}

async function newTicket(title: string, file?: File) {
  const form = new FormData();
  form.append('ticket_title', title);
  form.append('message', 'The transfer has not arrived.');
  if (file) form.append('attachment', file);
  const answer = await fetch(common('ticket/'), { method: 'POST', headers: auth(), body: form });
  expect(answer.status).toBe(201);
  return (await answer.json()) as { ticket_id: number };
}

const messagesOf = async (id: number) => {
  const answer = await fetch(common(`chat/${id}/chat_message`), { headers: auth() });
  return { status: answer.status, list: answer.ok ? ((await answer.json()) as { data: { data: Message[] } }).data.data : [] };
};

describe('support attachments', () => {
  it('keeps a message attachment and serves it back; text may be empty beside a file', async () => {
    const { ticket_id } = await newTicket('Receipt');
    const form = new FormData();
    form.append('message', '');
    form.append('attachment', new File([new Uint8Array(PDF)], '<b>receipt</b>.pdf', { type: 'application/pdf' }));
    const answer = await fetch(common(`chat/${ticket_id}/chat_message`), { method: 'POST', headers: auth(), body: form });
    expect(answer.status).toBe(201);
    const sent = ((await answer.json()) as { data: Message }).data;
    expect(sent).toMatchObject({ message: '', is_attachment: true });
    const served = await fetch(sent.attachment!);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await messagesOf(ticket_id)).list.filter((m) => m.is_attachment).map((m) => m.attachment)).toEqual([sent.attachment]);
  });

  it('refuses an empty message without a file (400 at message)', async () => {
    const { ticket_id } = await newTicket('Empty');
    const answer = await fetch(common(`chat/${ticket_id}/chat_message`), {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: '   ' }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: ['Type a message.'] });
  });

  it('a new ticket with a file gets its text and then the file as its first messages', async () => {
    const { ticket_id } = await newTicket('With file', new File([new Uint8Array(PDF)], 'r.pdf', { type: 'application/pdf' }));
    const { list } = await messagesOf(ticket_id);
    expect(list.map((m) => m.is_attachment)).toEqual([false, true]);
    expect(list[1]!.attachment).toMatch(/\/__files\/.+\/r\.pdf$/);
  });
});

describe('faults on a concrete path', () => {
  it("fail one ticket's message calls only, as many times as armed", async () => {
    const a = await newTicket('A');
    const b = await newTicket('B');
    const armed = await armFault(ctx.sandbox, ctx.token, {
      method: 'GET',
      path: `/common-feature/support/chat/${a.ticket_id}/chat_message`,
      times: 2,
    });
    expect(armed.status).toBe(201);
    expect((await messagesOf(b.ticket_id)).status).toBe(200);
    expect((await messagesOf(a.ticket_id)).status).toBe(500);
    expect((await messagesOf(a.ticket_id)).status).toBe(500);
    expect((await messagesOf(a.ticket_id)).status).toBe(200);
  });
});

describe('support Idempotency-Key (issue 21)', () => {
  const post = (path: string, key: string, body: unknown) =>
    fetch(common(path), {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });
  const ticketsTitled = async (title: string) => {
    const answer = await fetch(common('ticket/'), { headers: auth() });
    return ((await answer.json()) as { ticket_title: string }[]).filter((t) => t.ticket_title === title).length;
  };

  it('a new ticket retried under its key is opened once; the key with another body is refused', async () => {
    const key = 'b3f1c2d4-0000-4a00-8000-000000000001';
    const body = { ticket_title: 'Lost answer', message: 'Once only.' };
    const first = await post('ticket/', key, body);
    const again = await post('ticket/', key, body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { ticket_id: number }).ticket_id).toBe(
      ((await first.json()) as { ticket_id: number }).ticket_id,
    );
    expect(await ticketsTitled('Lost answer')).toBe(1);
    const other = await post('ticket/', key, { ...body, message: 'Something else.' });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({
      'Idempotency-Key': ['This Idempotency-Key was already used for a different ticket.'],
    });
  });

  it('a message retried under its key is sent once', async () => {
    const { ticket_id } = await newTicket('Retry');
    const key = 'b3f1c2d4-0000-4a00-8000-000000000002';
    const first = await post(`chat/${ticket_id}/chat_message`, key, { message: 'Sent once' });
    const again = await post(`chat/${ticket_id}/chat_message`, key, { message: 'Sent once' });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((await messagesOf(ticket_id)).list.filter((m) => m.message === 'Sent once')).toHaveLength(1);
  });
});
