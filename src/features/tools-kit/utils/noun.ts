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

const VERBS: Record<Action, string> = { view: 'view', create: 'add', edit: 'edit', remove: 'remove' };

/** Why an action is not offered: "You don't have permission to edit customers." */
export function noPermission(action: Action, noun: Noun): string {
  return `You don't have permission to ${VERBS[action]} ${noun.many}.`;
}

export type { Action, Resource };
