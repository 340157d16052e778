import type { Action, Resource } from './permissions';

/**
 * Thrown by a route's `beforeLoad` when the member lacks the permission the page needs; the
 * route's error boundary shows the 'you don't have access' page in place (the URL stays).
 */
export class ForbiddenError extends Error {
  readonly resource: Resource | 'owner' | 'business';
  readonly action: Action;

  constructor(resource: Resource | 'owner' | 'business', action: Action = 'view') {
    super("You don't have access to this page.");
    this.name = 'ForbiddenError';
    this.resource = resource;
    this.action = action;
  }
}

export function isForbiddenError(error: unknown): error is ForbiddenError {
  return error instanceof ForbiddenError || (error instanceof Error && error.name === 'ForbiddenError');
}
