import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestScope {
  requestId: string;
}

/** Carries the request id through every await of one HTTP request, for logs and masked errors. */
export const requestScope = new AsyncLocalStorage<RequestScope>();

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}
