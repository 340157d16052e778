/**
 * The single-use reset token between 'verify reset code' and 'new password': memory only, never a
 * URL or storage (D9). A reload sends the user back to request a new code.
 */
let token: string | null = null;

export function setResetToken(value: string | null): void {
  token = value;
}

export function takeResetToken(): string | null {
  return token;
}
