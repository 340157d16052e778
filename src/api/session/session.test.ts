import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '@/lib/session/session-store';
import { ApiError } from '../errors';
import { sessionApi } from './session';

const SESSION = {
  id: 1,
  email: 'owner@ledgerly.ng',
  username: 'Adaeze Okafor',
  access_token: 'access',
  refresh_token: 'refresh',
  access_expires_at: '2026-11-24T10:00:00Z',
  account_type: 'business',
  is_verified: true,
} satisfies AuthSession;

/** The auth service answers POST /auth/signin/ with `answer`. */
function signInAnswers(answer: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }))),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sessionApi.signIn', () => {
  it('gives the session the auth service answered', async () => {
    signInAnswers(SESSION);
    await expect(sessionApi.signIn({ email: SESSION.email, password: 'Passw0rd!' })).resolves.toEqual(SESSION);
  });

  it.each([
    ['no tokens', { ...SESSION, access_token: undefined, refresh_token: undefined }],
    ['an empty body', {}],
  ])('turns a success answer with %s into PARSING_ERROR, "Please try again"', async (_, answer) => {
    signInAnswers(answer);
    const error = await sessionApi.signIn({ email: SESSION.email, password: 'Passw0rd!' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 'PARSING_ERROR', message: 'Please try again' });
  });
});
