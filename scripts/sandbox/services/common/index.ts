/** The common service: FAQ (shared content) and support tickets with chat (per user). */
import type { operations } from '../../../../src/api/generated/common';
import { defineService } from '../../module';
import { faqHandlers } from './faq';
import { storeOf } from './store';
import { ticketHandlers } from './tickets';
import { seedTickets } from './tickets.seed';

export const commonModule = defineService<operations>(
  'common',
  (state) => ({ ...faqHandlers(), ...ticketHandlers(storeOf(state), state) }),
  seedTickets,
);
