/** Words for the screens: counts with their noun, capitals, server words, the permission reason, dashes. */
import type { Action, Resource } from '@/lib/permissions';

/** How a list names its records in messages: `{ one: 'customer', many: 'customers' }`. */
export interface Noun {
  one: string;
  many: string;
}

/** '1 customer', '134 customers'. */
export function countOf(count: number, noun: Noun): string {
  return `${new Intl.NumberFormat('en').format(count)} ${count === 1 ? noun.one : noun.many}`;
}

/** 'customer' -> 'Customer'. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Underscored server words as text: 'partially_paid' -> 'Partially paid'. */
export function humanise(value: string): string {
  return capitalize(value.replace(/_/g, ' '));
}

/** A value or a dash for none ('—'). */
export function orDash(value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : value;
}

const VERBS: Record<Action, string> = { view: 'view', create: 'add', edit: 'edit', remove: 'remove' };

/** Why an action is not offered: "You don't have permission to edit customers." */
export function noPermission(action: Action, noun: Noun): string {
  return `You don't have permission to ${VERBS[action]} ${noun.many}.`;
}

export type { Action, Resource };
