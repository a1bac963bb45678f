import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while serving a request should carry, wherever it is written. */
export interface RequestScope {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequest<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

export function currentRequest(): RequestScope | undefined {
  return storage.getStore();
}
