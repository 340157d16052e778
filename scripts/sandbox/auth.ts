/**
 * Users and tokens of the sandbox. Tokens are HMAC-SHA256 signed with SESSION_SECRET (a token
 * signed with another secret is refused), expire after the configured lifetime, and can be
 * revoked one at a time (so a test can expire its own session without touching others).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Table } from './table';

export const DEMO_OTP = '123456';
export const DEMO_PASSWORD = 'Passw0rd!';

export interface SandboxUser {
  id: number;
  email: string;
  username: string | null;
  account_type: 'personal' | 'business';
  is_verified: boolean;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  _password: string;
  created_at: string;
}

export interface TokenClaims {
  sub: number;
  typ: 'access' | 'refresh';
  jti: string;
  exp: number;
}

export interface AuthConfig {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');

export class AuthStore {
  readonly users = new Table<SandboxUser>('users', 1000);
  /** Revoked token ids (jti) and the ones expired on purpose by the admin call. */
  private revoked = new Set<string>();
  /** One-time codes by purpose and email. */
  private codes = new Map<string, { code: string; expires: number }>();
  private resetTokens = new Map<string, { email: string; expires: number; used: boolean }>();
  private usedRefresh = new Set<string>();

  constructor(private config: AuthConfig) {}

  hashPassword(password: string): string {
    return createHmac('sha256', this.config.secret).update(`pw:${password}`).digest('hex');
  }

  findByEmail(email: string): SandboxUser | undefined {
    const needle = email.trim().toLowerCase();
    return this.users.find((u) => u.email.toLowerCase() === needle);
  }

  sign(claims: Omit<TokenClaims, 'jti' | 'exp'>, ttlSeconds: number, now = Date.now()): { token: string; claims: TokenClaims } {
    const full: TokenClaims = { ...claims, jti: randomUUID(), exp: Math.floor(now / 1000) + ttlSeconds };
    const payload = b64(JSON.stringify(full));
    const signature = createHmac('sha256', this.config.secret).update(payload).digest('base64url');
    return { token: `sbx.${payload}.${signature}`, claims: full };
  }

  verify(token: string, typ: TokenClaims['typ'] = 'access', now = Date.now()): TokenClaims | null {
    const [prefix, payload, signature] = token.split('.');
    if (prefix !== 'sbx' || !payload || !signature) return null;
    const expected = createHmac('sha256', this.config.secret).update(payload).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return null;
    }
    if (claims.typ !== typ || claims.exp * 1000 <= now || this.revoked.has(claims.jti)) return null;
    if (!this.users.get(claims.sub)) return null;
    return claims;
  }

  /** Issues an access and refresh token pair. */
  issue(user: SandboxUser) {
    const access = this.sign({ sub: user.id, typ: 'access' }, this.config.accessTtlSeconds);
    const refresh = this.sign({ sub: user.id, typ: 'refresh' }, this.config.refreshTtlSeconds);
    return {
      access_token: access.token,
      refresh_token: refresh.token,
      access_expires_at: new Date(access.claims.exp * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
  }

  /** Rotates a refresh token: each may be used once. */
  rotate(refreshToken: string) {
    const claims = this.verify(refreshToken, 'refresh');
    if (!claims || this.usedRefresh.has(claims.jti)) return null;
    this.usedRefresh.add(claims.jti);
    const user = this.users.get(claims.sub);
    return user ? this.issue(user) : null;
  }

  revoke(token: string): boolean {
    const [, payload] = token.split('.');
    if (!payload) return false;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
      this.revoked.add(claims.jti);
      return true;
    } catch {
      return false;
    }
  }

  /** Revokes every token of a user issued so far (password change). */
  revokeAllOf(userId: number) {
    this.sessionsNotBefore.set(userId, Math.floor(Date.now() / 1000));
  }
  private sessionsNotBefore = new Map<number, number>();

  /** The user behind a bearer token, or null. */
  userOf(token: string | null): SandboxUser | null {
    if (!token) return null;
    const claims = this.verify(token);
    if (!claims) return null;
    const notBefore = this.sessionsNotBefore.get(claims.sub);
    if (notBefore !== undefined && claims.exp - this.config.accessTtlSeconds < notBefore) return null;
    return this.users.get(claims.sub) ?? null;
  }

  /** Every code in the sandbox is the documented demo OTP, so journeys can be completed. */
  issueCode(purpose: 'signup' | 'reset', email: string): string {
    this.codes.set(`${purpose}:${email.toLowerCase()}`, { code: DEMO_OTP, expires: Date.now() + 10 * 60_000 });
    return DEMO_OTP;
  }

  checkCode(purpose: 'signup' | 'reset', email: string, code: string): boolean {
    const key = `${purpose}:${email.toLowerCase()}`;
    const entry = this.codes.get(key);
    if (!entry || entry.expires < Date.now() || entry.code !== code) return false;
    this.codes.delete(key);
    return true;
  }

  issueResetToken(email: string): string {
    const token = randomUUID();
    this.resetTokens.set(token, { email: email.toLowerCase(), expires: Date.now() + 15 * 60_000, used: false });
    return token;
  }

  useResetToken(email: string, token: string): boolean {
    const entry = this.resetTokens.get(token);
    if (!entry || entry.used || entry.expires < Date.now() || entry.email !== email.toLowerCase()) return false;
    entry.used = true;
    return true;
  }

  reset() {
    this.users.clear();
    this.revoked.clear();
    this.codes.clear();
    this.resetTokens.clear();
    this.usedRefresh.clear();
    this.sessionsNotBefore.clear();
  }
}
