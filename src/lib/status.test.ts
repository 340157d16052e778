import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { humanizeStatus, statusLook, type StatusVocabulary } from './status';
import { STATUS_VOCABULARY, type StatusKind } from './statuses/all';
import { publicationStatus, stockStatus } from './statuses/inventory';
import { recordStatus } from './statuses/record';
import { enrolmentStatus } from './statuses/training';

/** A kind's vocabulary (every one is a StatusVocabulary). */
const v = (kind: StatusKind): StatusVocabulary => STATUS_VOCABULARY[kind];

/** The contracts as text (Vite reads them at test time: a new or changed contract is seen at once). */
const contracts = import.meta.glob<string>('/openapi/**/*.yaml', { query: '?raw', import: 'default', eager: true });

interface StatusEnum {
  /** 'Invoice.state' for a property, 'TicketStatus' for a named schema. */
  where: string;
  values: string[];
}

/** Every enum in the contracts that is a status: a schema named *Status, or a status/state property. */
function statusEnums(): StatusEnum[] {
  const found: StatusEnum[] = [];
  for (const text of Object.values(contracts)) {
    const doc = parse(text) as { components?: { schemas?: Record<string, unknown> } } | null;
    const schemas = doc?.components?.schemas ?? {};
    // `where` is the schema's name, then '.property' for each property on the way down.
    const visit = (node: unknown, where: string, key: string) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        for (const item of node) visit(item, where, key);
        return;
      }
      const record = node as Record<string, unknown>;
      if (Array.isArray(record.enum) && /status|state/i.test(key)) found.push({ where, values: record.enum.map(String) });
      for (const [child, value] of Object.entries(record)) {
        if (child === 'properties' && value && typeof value === 'object') {
          for (const [property, schema] of Object.entries(value)) visit(schema, `${where}.${property}`, property);
        } else if (child !== 'enum' && child !== 'example' && child !== 'examples') {
          visit(value, where, key);
        }
      }
    };
    for (const [name, schema] of Object.entries(schemas)) visit(schema, name, name);
  }
  return found;
}

/** Which vocabulary each contract status uses. A status the contracts gain must be added here and in status.ts. */
const KIND_OF: Record<string, StatusKind> = {
  VerificationStatus: 'verification',
  AccountStatus: 'bankAccount',
  TransferStatus: 'transfer',
  ApplicationStatus: 'application',
  'Invoice.state': 'invoice',
  'InvoiceInput.state': 'invoice',
  'InvoicePatch.state': 'invoice',
  'DebtorInvoice.state': 'invoice',
  'PublicInvoice.state': 'invoice',
  'Order.status': 'order',
  'Order.payment_status': 'payment',
  'OrderStatusChange.status': 'order',
  'OrderStatusUpdate.status': 'order',
  'Payout.status': 'payout',
  'Affiliate.status': 'affiliate',
  'Dispute.status': 'dispute',
  TicketStatus: 'ticket',
  PaymentStatus: 'payment',
  SubscriptionStatus: 'subscription',
};

describe('the status vocabulary', () => {
  const enums = statusEnums();

  it('finds the contracts’ statuses', () => {
    expect(enums.length).toBeGreaterThanOrEqual(Object.keys(KIND_OF).length);
  });

  it.each(enums.map((found) => [found.where, found.values] as const))('maps every value of %s', (where, values) => {
    const kind = KIND_OF[where];
    expect(kind, `${where} is a status in the contracts: give it a kind in KIND_OF and status.ts`).toBeDefined();
    if (!kind) return;
    const known: Record<string, unknown> = STATUS_VOCABULARY[kind];
    for (const value of values) expect(Object.keys(known), `${where}: '${value}'`).toContain(value);
  });

  it('gives every known status a label that is not its raw value, in one of five tones', () => {
    for (const [kind, values] of Object.entries(STATUS_VOCABULARY)) {
      for (const [value, { tone, label }] of Object.entries(values as StatusVocabulary)) {
        expect(['neutral', 'info', 'success', 'warning', 'danger'], `${kind}.${value}`).toContain(tone);
        expect(label).toMatch(/^[A-Z][a-z]/);
        expect(label).not.toContain('_');
      }
    }
  });

  it('reads the same word the same way wherever it means the same', () => {
    expect(statusLook(v('invoice'), 'paid')).toEqual({ tone: 'success', label: 'Paid' });
    expect(statusLook(v('payout'), 'paid')).toEqual({ tone: 'success', label: 'Paid' });
    expect(statusLook(v('transfer'), 'failed').tone).toBe('danger');
    expect(statusLook(v('invoice'), 'overdue').tone).toBe('danger');
    expect(statusLook(v('invoice'), 'partially_paid').label).toBe('Partly paid');
  });

  it('shows an unknown or hostile value humanised and neutral, never crashing', () => {
    expect(statusLook(v('invoice'), 'on_hold')).toEqual({ tone: 'neutral', label: 'On hold' });
    expect(statusLook(v('ticket'), 'waitingOnCustomer')).toEqual({ tone: 'neutral', label: 'Waiting on customer' });
    expect(statusLook(v('order'), '')).toEqual({ tone: 'neutral', label: 'Unknown' });
    expect(statusLook(v('order'), null).label).toBe('Unknown');
    expect(statusLook(v('order'), '__proto__')).toEqual({ tone: 'neutral', label: 'Proto' });
    expect(statusLook(v('order'), 'toString').tone).toBe('neutral');
    expect(humanizeStatus('<img src=x>')).toBe('<img src=x>');
  });

  it('derives enrolment, stock, publication and record statuses', () => {
    expect(enrolmentStatus(undefined)).toBe('not_enrolled');
    expect(enrolmentStatus(0)).toBe('not_started');
    expect(enrolmentStatus(40)).toBe('in_progress');
    expect(enrolmentStatus(100)).toBe('completed');
    expect(stockStatus(0, 5)).toBe('out_of_stock');
    expect(stockStatus(5, 5)).toBe('low_stock');
    expect(stockStatus(6, 5)).toBe('in_stock');
    expect(stockStatus(1)).toBe('in_stock');
    expect(publicationStatus(false)).toBe('unpublished');
    expect(recordStatus(false)).toBe('removed');
    expect(statusLook(v('record'), recordStatus(true))).toEqual({ tone: 'success', label: 'Active' });
  });
});
