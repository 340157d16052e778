/**
 * The page to return to after sign-in (the auth library's callbackUrl, D1) is accepted only as a
 * same-origin path: anything else (another origin, `//host`, `/\host`, `javascript:`, control
 * characters) is dropped, so sign-in can never send the user elsewhere (no open redirect).
 */
export function safeRedirect(
  value: unknown,
  origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost',
): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Never come back to the auth pages themselves.
  if (AUTH_PATHS.some((p) => url.pathname === p)) return undefined;
  return path;
}

export const AUTH_PATHS = ['/sign-in', '/sign-up', '/verify-otp', '/forgot-password', '/verify-reset-code', '/new-password'];
