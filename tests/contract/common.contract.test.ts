/**
 * Contract tests of openapi/common.yaml (FAQ and support) through the app's real common client:
 * every operation with a valid request, the error set of decision D4 and a request that breaks
 * the contract. Ids (category, ticket) come from list and create answers.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/generated/common';
import {
  api,
  expectError,
  expectFieldErrors,
  expectServerMessage,
  expectValidation,
  expectViolation,
  ISO_DATE_TIME,
  ok,
  rejection,
} from './harness';

type Schemas = components['schemas'];

const { client } = api.common;

const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'];

const newTicket: Schemas['TicketInput'] = {
  ticket_title: 'Transfer to GTBank not received',
  message: 'I sent 45,000 naira to a GTBank account yesterday and the customer has not received it.',
};
const reply: Schemas['ChatMessageInput'] = {
  message: 'I have attached the receipt. The reference is GTB-20261120-88412.',
};

async function firstCategory(): Promise<Schemas['FaqCategory']> {
  const categories = ok(await client.GET('/common-feature/faq/categories/'));
  expect(categories.length).toBeGreaterThan(0);
  return categories[0]!;
}

/** A ticket that still takes messages (not `closed`). */
async function openTicket(): Promise<Schemas['Ticket']> {
  const tickets = ok(await client.GET('/common-feature/support/ticket/'));
  const ticket = tickets.find((t) => t.status !== 'closed');
  expect(ticket, 'the user has a ticket that is not closed').toBeDefined();
  return ticket!;
}

function expectTicket(ticket: Schemas['Ticket']) {
  expect(ticket).toEqual(
    expect.objectContaining({
      ticket_id: expect.any(Number),
      ticket_title: expect.any(String),
      created_at: expect.stringMatching(ISO_DATE_TIME),
      user_id: expect.any(Number),
      chat_id: expect.any(Number),
    }),
  );
  expect(TICKET_STATUSES).toContain(ticket.status);
  if (ticket.support_agent !== null) {
    expect(ticket.support_agent).toEqual({
      user_id: expect.any(Number),
      first_name: expect.any(String),
      last_name: expect.any(String),
      profile_image: ticket.support_agent.profile_image === null ? null : expect.stringMatching(/^https?:\/\//),
      username: expect.any(String),
      email: expect.stringContaining('@'),
    });
  }
}

function expectMessage(message: Schemas['ChatMessage']) {
  expect(message).toEqual({
    message_id: expect.any(Number),
    message: expect.any(String),
    sender: { user_id: expect.any(Number) },
    created_at: expect.stringMatching(ISO_DATE_TIME),
    is_attachment: expect.any(Boolean),
    attachment: message.is_attachment ? expect.stringMatching(/^https?:\/\//) : null,
    chat: { chat_id: expect.any(Number) },
  });
}

describe('common: FAQ', () => {
  it('listFaqCategories (GET /common-feature/faq/categories/) lists the categories in display order', async () => {
    const categories = ok(await client.GET('/common-feature/faq/categories/'));
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expect(category).toEqual({ category_id: expect.any(Number), name: expect.any(String) });
      expect(category.name.length).toBeGreaterThan(0);
    }
    expect(new Set(categories.map((c) => c.category_id)).size).toBe(categories.length);
  });

  it("listFaqQuestions (GET /common-feature/faq/{category_id}/questions/) lists the first category's questions", async () => {
    const category = await firstCategory();
    const questions = ok(
      await client.GET('/common-feature/faq/{category_id}/questions/', {
        params: { path: { category_id: category.category_id } },
      }),
    );
    expect(Array.isArray(questions)).toBe(true);
    for (const question of questions) {
      expect(question).toEqual({
        faq_id: expect.any(Number),
        question: expect.any(String),
        answer: expect.any(String),
        category: category.category_id,
      });
    }
  });
});

describe('common: support tickets', () => {
  it("listSupportTickets (GET /common-feature/support/ticket/) lists the user's tickets", async () => {
    const tickets = ok(await client.GET('/common-feature/support/ticket/'));
    expect(tickets.length).toBeGreaterThan(0);
    tickets.forEach(expectTicket);
  });

  it('createSupportTicket (POST /common-feature/support/ticket/) opens a ticket without an agent', async () => {
    const ticket = ok(await client.POST('/common-feature/support/ticket/', { body: newTicket }));
    expectTicket(ticket);
    expect(ticket.ticket_title).toBe(newTicket.ticket_title);
    expect(ticket.status).toBe('open');
    expect(ticket.support_agent).toBeNull();
  });
});

describe('common: support chat', () => {
  it("listSupportChatMessages (GET /common-feature/support/chat/{ticket_id}/chat_message) lists the ticket's chat", async () => {
    const ticket = await openTicket();
    const result = ok(
      await client.GET('/common-feature/support/chat/{ticket_id}/chat_message', {
        params: { path: { ticket_id: ticket.ticket_id } },
      }),
    );
    const messages = result.data.data;
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expectMessage(message);
      expect(message.chat.chat_id).toBe(ticket.chat_id);
    }
    // Oldest first.
    const times = messages.map((m) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("sendSupportChatMessage (POST /common-feature/support/chat/{ticket_id}/chat_message) stores the user's message", async () => {
    const ticket = await openTicket();
    const result = ok(
      await client.POST('/common-feature/support/chat/{ticket_id}/chat_message', {
        params: { path: { ticket_id: ticket.ticket_id } },
        body: reply,
      }),
    );
    expectMessage(result.data);
    expect(result.data.message).toBe(reply.message);
    expect(result.data.is_attachment).toBe(false);
    expect(result.data.sender.user_id).toBe(ticket.user_id);
    expect(result.data.chat.chat_id).toBe(ticket.chat_id);
  });
});

describe('common: errors', () => {
  it('400 on sendSupportChatMessage (closed ticket) gives the server detail and the field errors', async () => {
    const ticket = await openTicket();
    const error = await expectError(400, 'POST', '/common-feature/support/chat/{ticket_id}/chat_message', (headers) =>
      client.POST('/common-feature/support/chat/{ticket_id}/chat_message', {
        params: { path: { ticket_id: ticket.ticket_id } },
        body: reply,
        headers,
      }),
    );
    expectFieldErrors(error);
  });

  it('401 on listSupportTickets gives the server message', async () => {
    const error = await expectError(401, 'GET', '/common-feature/support/ticket/', (headers) =>
      client.GET('/common-feature/support/ticket/', { headers }),
    );
    expectServerMessage(error);
    expect(error.isUnauthorized).toBe(true);
  });

  it('403 on createSupportTicket gives the server message', async () => {
    const error = await expectError(403, 'POST', '/common-feature/support/ticket/', (headers) =>
      client.POST('/common-feature/support/ticket/', { body: newTicket, headers }),
    );
    expectServerMessage(error);
  });

  it('404 on listFaqQuestions (unknown category) gives the server message', async () => {
    const category = await firstCategory();
    const error = await expectError(404, 'GET', '/common-feature/faq/{category_id}/questions/', (headers) =>
      client.GET('/common-feature/faq/{category_id}/questions/', {
        params: { path: { category_id: category.category_id } },
        headers,
      }),
    );
    expectServerMessage(error);
  });

  it('422 on listSupportChatMessages carries the list of violations', async () => {
    const ticket = await openTicket();
    const error = await expectError(422, 'GET', '/common-feature/support/chat/{ticket_id}/chat_message', (headers) =>
      client.GET('/common-feature/support/chat/{ticket_id}/chat_message', {
        params: { path: { ticket_id: ticket.ticket_id } },
        headers,
      }),
    );
    expectValidation(error);
  });

  it('500 on listFaqCategories gives the server message', async () => {
    const error = await expectError(500, 'GET', '/common-feature/faq/categories/', (headers) =>
      client.GET('/common-feature/faq/categories/', { headers }),
    );
    expectServerMessage(error);
  });

  it('a ticket without its first message breaks the contract and is refused with 422', async () => {
    expectViolation();
    const error = await rejection(
      client.POST('/common-feature/support/ticket/', { body: { ticket_title: newTicket.ticket_title } as never }),
    );
    expect(error.status).toBe(422);
    expectValidation(error);
  });
});
