/** The demo owner's support tickets: one pending with an agent, one resolved, one new. */
import type { SandboxState } from '../../state';
import { SEED_NOW, daysAgo, iso } from '../../table';
import { storeOf } from './store';

export function seedTickets(state: SandboxState): void {
  const store = storeOf(state);
  const owner = 1;
  const open = store.tickets.insert({
    ticket_title: 'Transfer to GTBank still pending',
    status: 'pending',
    created_at: iso(daysAgo(2)),
    _user: owner,
    _agent: 9001,
  });
  store.messages.insert({
    _ticket: open.id,
    message: 'My transfer of ₦85,000 to GTBank has been pending since yesterday.',
    sender: owner,
    created_at: iso(daysAgo(2)),
  });
  store.messages.insert({
    _ticket: open.id,
    message:
      'Thanks for reaching out. I can see the transfer; the receiving bank is slow today. It should arrive within 24 hours.',
    sender: 9001,
    created_at: iso(daysAgo(2)),
  });
  const done = store.tickets.insert({
    ticket_title: 'How do I add a staff member?',
    status: 'resolved',
    created_at: iso(daysAgo(20)),
    _user: owner,
    _agent: 9002,
  });
  store.messages.insert({
    _ticket: done.id,
    message: 'How do I give my cashier access to invoices only?',
    sender: owner,
    created_at: iso(daysAgo(20)),
  });
  store.messages.insert({
    _ticket: done.id,
    message: 'Create a role with Invoicing view and create, then assign it to the staff member.',
    sender: 9002,
    created_at: iso(daysAgo(20)),
  });
  store.tickets.insert({
    ticket_title: 'Invoice PDF shows the wrong logo',
    status: 'open',
    created_at: iso(SEED_NOW),
    _user: owner,
    _agent: null,
  });
}
