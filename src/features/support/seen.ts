/**
 * The last chat message each user has seen per ticket (its created_at), in local storage under
 * `ledgerly.support.seen.<userId>`; every such key is removed at sign-out (src/router.ts calls
 * `forgetSupportSeen`, also when the chat never loaded in this page's life).
 */
const PREFIX = 'ledgerly.support.seen.';

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export type SeenMap = Record<string, string>;

export function readSeen(userId: number): SeenMap {
  try {
    const raw = storage()?.getItem(`${PREFIX}${userId}`);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SeenMap) : {};
  } catch {
    return {};
  }
}

export function writeSeen(userId: number, seen: SeenMap): void {
  try {
    storage()?.setItem(`${PREFIX}${userId}`, JSON.stringify(seen));
  } catch {
    // Storage full or blocked: unread counts reset next time.
  }
}

/** At sign-out: forget every user's seen markers. */
export function forgetSupportSeen(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    keys.forEach((key) => store.removeItem(key));
  } catch {
    // Nothing to forget.
  }
}
