import type { AddressInfo } from 'node:net';
import { parseCorsOrigins } from '../../src/config.ts';
import { createLogger } from '../../src/observability/logger.ts';
import { buildServer } from '../../src/server.ts';
import type { TestApp } from './app.ts';

/** The test app's service on the same database, as CORS_ORIGINS (`origins`) configures it. */
export async function withCorsOrigins(app: TestApp, origins: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = buildServer({
    db: app.db,
    tokens: app.tokens,
    clock: app.clock,
    secrets: app.secrets,
    logger: createLogger('silent'),
    corsOrigins: parseCorsOrigins(origins)!,
  }).app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
