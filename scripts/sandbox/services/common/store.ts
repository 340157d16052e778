/** The common service's data: support tickets and their chat messages, per user. */
import type { components } from '../../../../src/api/generated/common';
import { Table, TableStore, defineStore } from '../../table';

type Ticket = components['schemas']['Ticket'];

export interface TicketRow {
  id: number;
  ticket_title: string;
  status: Ticket['status'];
  created_at: string;
  _user: number;
  _agent: number | null;
}

export interface MessageRow {
  id: number;
  _ticket: number;
  message: string;
  sender: number;
  created_at: string;
  /** The attached file's URL (decision 0033); absent on text messages and the seeded rows. */
  attachment?: string;
}

export class CommonStore extends TableStore {
  tickets = new Table<TicketRow>('tickets', 300);
  messages = new Table<MessageRow>('messages', 5000);
}

export const storeOf = defineStore('common', () => new CommonStore());
