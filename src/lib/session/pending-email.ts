/**
 * The email of the account being verified or reset, kept between the steps (sign-up answers
 * `data.email`, spec section 7) in sessionStorage: a reload keeps it, the URL never carries it.
 */
const KEY = 'ledgerly.pendingEmail';
let memory: string | null = null;

function store(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

export function setPendingEmail(email: string | null): void {
  memory = email;
  try {
    if (email) store()?.setItem(KEY, email);
    else store()?.removeItem(KEY);
  } catch {
    // Blocked storage: memory still holds it for this page.
  }
}

export function getPendingEmail(): string | null {
  try {
    return store()?.getItem(KEY) ?? memory;
  } catch {
    return memory;
  }
}
