/** How a service plugs into the sandbox: handlers by operationId, typed from the contract. */
import type { Service } from '../lib/services';
import type { SandboxState } from './state';
import type { Handler, ServiceHandlers } from './types';

export interface ServiceModule {
  service: Service;
  handlers: (state: SandboxState) => Partial<Record<string, Handler<never>>>;
  /** Seeds demo data after a start or a reset (users first: the auth module seeds them). */
  seed?: (state: SandboxState) => void;
}

/**
 * Declares a service's handlers. `Ops` is the contract's generated `operations`; each handler's
 * request and answer types come from it.
 */
export function defineService<Ops>(
  service: Service,
  build: (state: SandboxState) => Partial<ServiceHandlers<Ops>>,
  seed?: (state: SandboxState) => void,
): ServiceModule {
  return {
    service,
    handlers: build,
    ...(seed ? { seed } : {}),
  };
}
