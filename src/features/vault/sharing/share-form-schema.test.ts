import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  SHARE_MESSAGES,
  expiryProblem,
  passwordProblem,
  shareFormSchema,
  suggestPassword,
  toAccessPatch,
  toLocalDateTime,
  toShareInput,
} from './share-form-schema';

const issues = (values: v.InferInput<typeof shareFormSchema>) => {
  const result = v.safeParse(shareFormSchema, values);
  return result.success ? {} : v.flatten<typeof shareFormSchema>(result.issues).nested;
};

describe('share form rules', () => {
  it('a public link needs no password and ignores one', () => {
    expect(issues({ access: 'public', password: '', expires: '' })).toEqual({});
    expect(toShareInput({ access: 'public', password: 'typed1234', expires: '' }, 5)).toEqual({
      file: 5,
      access: 'public',
      expires_at: null,
    });
  });

  it.each([
    ['', SHARE_MESSAGES.passwordRequired],
    ['abc12', SHARE_MESSAGES.passwordShort],
    ['abcdefgh', SHARE_MESSAGES.passwordMix],
    ['12345678', SHARE_MESSAGES.passwordMix],
    [`a1${'x'.repeat(127)}`, SHARE_MESSAGES.passwordLong],
  ])('a restricted link refuses the password %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
    expect(issues({ access: 'restricted', password, expires: '' })).toEqual({ password: [message] });
  });

  it('a restricted link with a strong password is sent with it', () => {
    expect(toShareInput({ access: 'restricted', password: 'share123', expires: '' }, 5)).toEqual({
      file: 5,
      access: 'restricted',
      password: 'share123',
      expires_at: null,
    });
  });

  it('the expiry must be a date and time in the future', () => {
    const now = new Date('2026-11-24T12:00:00');
    expect(expiryProblem('', now)).toBeNull();
    expect(expiryProblem('2026-11-24T11:59', now)).toBe(SHARE_MESSAGES.expiryPast);
    expect(expiryProblem('2026-11-24T12:00', now)).toBe(SHARE_MESSAGES.expiryPast);
    expect(expiryProblem('tomorrow', now)).toBe(SHARE_MESSAGES.expiryInvalid);
    expect(expiryProblem('2026-11-24T12:01', now)).toBeNull();
    expect(issues({ access: 'public', password: '', expires: '2020-01-01T10:00' })).toEqual({
      expires: [SHARE_MESSAGES.expiryPast],
    });
  });

  it('sends a future expiry as an ISO moment', () => {
    const local = toLocalDateTime(new Date(Date.now() + 86_400_000).toISOString());
    const body = toShareInput({ access: 'public', password: '', expires: local }, 5);
    expect(body.expires_at).toBe(new Date(local).toISOString());
  });

  it('a change to public drops the password; to restricted sends the new one', () => {
    expect(toAccessPatch('public', 'ignored1')).toEqual({ access: 'public' });
    expect(toAccessPatch('restricted', 'Lagos2026')).toEqual({ access: 'restricted', password: 'Lagos2026' });
  });

  it('suggests passwords that pass its own rules', () => {
    for (let i = 0; i < 20; i++) expect(passwordProblem(suggestPassword())).toBeNull();
  });
});
