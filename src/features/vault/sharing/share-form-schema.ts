/**
 * The share form's rules (issue 17, item 5): public, or restricted by a password that is strong
 * enough (at least 8 characters with letters and digits, at most 128; the contract's floor is 6),
 * and an optional expiry that must be in the future. The expiry is typed as a local date and time
 * (`datetime-local`) and sent as an ISO date-time.
 */
import * as v from 'valibot';
import type { AccessLevel, FileShareInput, FileSharePatch } from './shares.queries';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const SHARE_MESSAGES = {
  passwordRequired: 'A restricted link needs a password',
  passwordShort: `Use at least ${PASSWORD_MIN} characters`,
  passwordLong: `Use at most ${PASSWORD_MAX} characters`,
  passwordMix: 'Use both letters and numbers',
  expiryInvalid: 'Enter a date and time, or leave it empty for a link that never expires',
  expiryPast: 'Choose a date and time in the future',
} as const;

/** What is wrong with a share password, or null when it is strong enough. */
export function passwordProblem(password: string): string | null {
  if (password === '') return SHARE_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN) return SHARE_MESSAGES.passwordShort;
  if (password.length > PASSWORD_MAX) return SHARE_MESSAGES.passwordLong;
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return SHARE_MESSAGES.passwordMix;
  return null;
}

/** A `datetime-local` value ('2026-12-01T17:30') as a moment, or null when it is not one. */
export function parseLocalDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What is wrong with an expiry ('' is none), or null. */
export function expiryProblem(value: string, now: Date = new Date()): string | null {
  if (value === '') return null;
  const date = parseLocalDateTime(value);
  if (!date) return SHARE_MESSAGES.expiryInvalid;
  return date.getTime() > now.getTime() ? null : SHARE_MESSAGES.expiryPast;
}

const message = (problem: (value: string) => string | null) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const found = problem(dataset.value);
    if (found) addIssue({ message: found });
  });

export const shareFormSchema = v.pipe(
  v.object({
    access: v.picklist(['public', 'restricted'] as const satisfies readonly AccessLevel[], 'Choose who can open the link'),
    password: v.string(),
    expires: v.pipe(
      v.string(),
      v.trim(),
      message((value) => expiryProblem(value)),
    ),
  }),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value.access !== 'restricted') return;
      const found = passwordProblem(dataset.value.password);
      if (found) addIssue({ message: found });
    }),
    ['password'],
  ),
);

export type ShareFormValues = v.InferInput<typeof shareFormSchema>;

export const EMPTY_SHARE_FORM: ShareFormValues = { access: 'public', password: '', expires: '' };

/** The local value a `datetime-local` input shows for an ISO moment. */
export function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const expiresAt = (value: string): string | null => {
  const date = value.trim() ? parseLocalDateTime(value.trim()) : null;
  return date ? date.toISOString() : null;
};

/** Valid values as the contract's body: the password only for a restricted link. */
export function toShareInput(values: ShareFormValues, file: number): FileShareInput {
  const out = v.parse(shareFormSchema, values);
  return {
    file,
    access: out.access,
    ...(out.access === 'restricted' ? { password: out.password } : {}),
    expires_at: expiresAt(out.expires),
  };
}

/** A change of access: to public drops the password; to restricted sends the new one. */
export function toAccessPatch(access: AccessLevel, password: string): FileSharePatch {
  return access === 'public' ? { access } : { access, password };
}

/** A strong password to suggest: 14 characters from letters and digits, with at least one of each. */
export function suggestPassword(random: (n: number) => Uint32Array = (n) => crypto.getRandomValues(new Uint32Array(n))): string {
  const letters = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  for (;;) {
    const picks = random(14);
    const password = Array.from(picks, (n) => all[n % all.length]).join('');
    if (passwordProblem(password) === null) return password;
  }
}
