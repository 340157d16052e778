/**
 * Stands in for `@tanstack/devtools-event-client` in production builds (vite.config.ts aliases it).
 * TanStack Form reports every form's state to the TanStack devtools through that client, which in
 * a build without devtools still tries to connect five times per form and costs 1.2 KB gzip on the
 * sign-in page (issue 4's budget). Here every event goes nowhere; development keeps the real one.
 * Only the two methods form-core calls exist.
 */
export class EventClient {
  emit(_event: string, _payload: unknown): void {}

  on(_event: string, _listener: (event: unknown) => void): () => void {
    return () => undefined;
  }
}
