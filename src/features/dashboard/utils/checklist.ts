/**
 * The getting-started checklist of a new business: which steps this member may do (D8), which
 * are done (from the business's own data), and whether the owner put it away (per business, in
 * localStorage: not sensitive).
 */
import { can, isOwner, type MembershipLike, type Resource } from '@/lib/permissions';

export type StepKey = 'inventory' | 'customer' | 'invoice' | 'staff' | 'bankAccount';

export interface StepDefinition {
  key: StepKey;
  label: string;
  /** What the link says to do. */
  action: string;
  /** The view and create permission the step needs; absent: the owner's (banking, D8). */
  resource?: Resource;
}

export const STEPS: StepDefinition[] = [
  { key: 'inventory', label: 'Add an item to your inventory', action: 'Add an item', resource: 'inventory' },
  { key: 'customer', label: 'Add a customer', action: 'Add a customer', resource: 'customers' },
  { key: 'invoice', label: 'Raise your first invoice', action: 'Raise an invoice', resource: 'invoicing' },
  { key: 'staff', label: 'Invite your staff', action: 'Invite staff', resource: 'staff' },
  { key: 'bankAccount', label: 'Open a bank account', action: 'Open an account' },
];

/** The steps this member may do: seeing the list and adding to it; the bank account is the owner's. */
export function allowedSteps(membership: MembershipLike | null | undefined): StepDefinition[] {
  return STEPS.filter((step) =>
    step.resource ? can(membership, step.resource, 'view') && can(membership, step.resource, 'create') : isOwner(membership),
  );
}

export interface StepState extends StepDefinition {
  done: boolean;
}

/**
 * Each allowed step with whether it is done: `done[key]` true or false from the data, undefined
 * while unknown (still loading, or its call failed: the step is left out rather than guessed).
 */
export function checklistState(
  membership: MembershipLike | null | undefined,
  done: Partial<Record<StepKey, boolean | undefined>>,
): { steps: StepState[]; ready: boolean; complete: boolean } {
  const allowed = allowedSteps(membership);
  const known = allowed.filter((step) => done[step.key] !== undefined);
  const steps = known.map((step) => ({ ...step, done: done[step.key] === true }));
  return {
    steps,
    ready: known.length === allowed.length,
    complete: steps.every((step) => step.done),
  };
}

const PREFIX = 'ledgerly.getting-started.';

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** 'dismissed' (put away by the member) or 'done' (every step was done): no more calls for it. */
export type ChecklistMemory = 'dismissed' | 'done';

export function checklistMemory(businessId: number): ChecklistMemory | null {
  try {
    const value = storage()?.getItem(PREFIX + String(businessId));
    return value === 'dismissed' || value === 'done' ? value : null;
  } catch {
    return null;
  }
}

export function rememberChecklist(businessId: number, value: ChecklistMemory): void {
  try {
    storage()?.setItem(PREFIX + String(businessId), value);
  } catch {
    // Not remembering only shows the checklist again.
  }
}

const SHOWN_PREFIX = 'ledgerly.getting-started.shown.';
const STEP_KEYS = new Set<string>(STEPS.map((step) => step.key));

/**
 * The steps the checklist last showed for this business, each done or not: a return visit paints
 * the card at once from these while the answers revalidate, instead of pushing the page down when
 * they come (a layout shift of a third of a phone's screen). Null when nothing usable is kept.
 */
export function shownSteps(businessId: number): Partial<Record<StepKey, boolean>> | null {
  try {
    const raw = storage()?.getItem(SHOWN_PREFIX + String(businessId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const kept: Partial<Record<StepKey, boolean>> = {};
    for (const [key, done] of Object.entries(parsed)) {
      if (STEP_KEYS.has(key) && typeof done === 'boolean') kept[key as StepKey] = done;
    }
    return kept;
  } catch {
    return null;
  }
}

/** Keeps what the checklist shows (see shownSteps); null forgets it. */
export function rememberShownSteps(businessId: number, steps: readonly StepState[] | null): void {
  try {
    const key = SHOWN_PREFIX + String(businessId);
    if (steps === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(Object.fromEntries(steps.map((step) => [step.key, step.done]))));
  } catch {
    // Not remembering only shows the checklist once its answers are in.
  }
}
