/**
 * The business and location the user worked in last, per user, so the next visit starts there
 * (the URL carries the current choice; this only remembers it).
 */
const PREFIX = 'ledgerly.context.';

export interface RememberedChoice {
  businessId: number;
  /** Undefined: all locations. */
  location: number | undefined;
}

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

export function rememberChoice(userId: number, choice: RememberedChoice): void {
  try {
    storage()?.setItem(PREFIX + String(userId), JSON.stringify(choice));
  } catch {
    // Not remembering is harmless.
  }
}

export function rememberedChoice(userId: number): RememberedChoice | null {
  try {
    const raw = storage()?.getItem(PREFIX + String(userId));
    if (!raw) return null;
    const value = JSON.parse(raw) as { businessId?: unknown; location?: unknown };
    if (typeof value.businessId !== 'number' || !Number.isInteger(value.businessId)) return null;
    return {
      businessId: value.businessId,
      location: typeof value.location === 'number' && Number.isInteger(value.location) ? value.location : undefined,
    };
  } catch {
    return null;
  }
}
