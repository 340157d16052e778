/**
 * Where the contract suite sends its calls, behind one seam:
 * - prism (default): one Prism mock per contract; an error answer is chosen with Prism's
 *   `Prefer: code=N` header.
 * - proxy (CONTRACT_TARGET=proxy): `prism proxy --errors` in front of the sandbox backend, so
 *   every request and response of a stateful server is checked against the contract; an error
 *   is forced through the sandbox's fault injection, keyed to the suite's token.
 */
import { CONTRACT_SANDBOX_PORTS, HOST, MOCK_PORTS, PROXY_PORTS, type Service } from '../../scripts/lib/services';

export type TargetName = 'prism' | 'proxy';

export const targetName: TargetName = process.env.CONTRACT_TARGET === 'proxy' ? 'proxy' : 'prism';

/**
 * True when the target keeps state (the sandbox behind the proxy): ids, codes and credentials must
 * then be real ones (taken from earlier answers or the sandbox's documented demo values), not the
 * contract's examples that a Prism mock accepts.
 */
export const isStateful: boolean = targetName === 'proxy';

export function baseUrl(service: Service): string {
  const ports = targetName === 'prism' ? MOCK_PORTS : PROXY_PORTS;
  return `http://${HOST}:${ports[service]}`;
}

export function sandboxUrl(service: Service): string {
  return `http://${HOST}:${CONTRACT_SANDBOX_PORTS[service]}`;
}

export interface ForcedError {
  /** Headers to send with the call that must fail. */
  headers: Record<string, string>;
}

/**
 * Makes the next call to `method path` fail with `status`. The only place that knows how.
 */
export async function forceError(status: number, method: string, schemaPath: string, token: string): Promise<ForcedError> {
  if (targetName === 'prism') return { headers: { Prefer: `code=${status}` } };
  const res = await fetch(`${sandboxUrl('auth')}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ method, path: schemaPath, status }),
  });
  if (!res.ok) throw new Error(`sandbox refused the fault (${res.status})`);
  return { headers: {} };
}
