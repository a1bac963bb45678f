/**
 * A second server process for replica tests: the service as buildServer assembles it (with its own
 * change feed) on DATABASE_URL, on a loopback port, plus what the engine would do in it. Each line
 * on stdin is a change set (JSON) that it publishes in its own transaction, as an evaluation in
 * this process would; it answers `{"published": <batch>}` on stdout once committed. Prints
 * `{"url": ...}` when ready.
 */
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { AccessTokens, systemClock } from '../../src/auth/access-tokens.ts';
import { hearingOwnNotices, principalCacheFor } from '../../src/auth/principal-cache.ts';
import { createSecretBox, newSecretKey } from '../../src/auth/secret-box.ts';
import { decodeKey } from '../../src/config.ts';
import { createDb } from '../../src/data/client.ts';
import type { ChangeSet } from '../../src/domain/changes.ts';
import { createChangeFeed } from '../../src/events/feed.ts';
import { createChangePublisher } from '../../src/events/publisher.ts';
import { configureConnections } from '../../src/http/connections.ts';
import { createLogger } from '../../src/observability/logger.ts';
import { buildServer } from '../../src/server.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const logger = createLogger('silent');
// PRINCIPAL_CACHE_SECONDS keeps API keys' principals as production does (off unless asked).
const principalCache = principalCacheFor(Number(process.env.PRINCIPAL_CACHE_SECONDS ?? 0));
const db = createDb(databaseUrl, { poolSize: 4, ...hearingOwnNotices(principalCache) });
const feed = createChangeFeed({ databaseUrl, db, logger });
if (principalCache) await feed.watchCredentials(principalCache);
// The key the other processes on this database seal with (SECRET_KEY), as a replica is given it.
const secrets = createSecretBox(decodeKey(process.env.SECRET_KEY ?? '') ?? newSecretKey());
const tokens = await AccessTokens.load(db, { ttlSeconds: 900, secrets });
const { app } = buildServer({ db, tokens, clock: systemClock, logger, secrets, events: { feed }, principalCache });
const http = configureConnections(app.listen(0, '127.0.0.1'));
await new Promise<void>((resolve) => http.once('listening', resolve));
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` })}\n`);

const publish = createChangePublisher();
const revive = (_key: string, value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : value;

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === '') continue;
  const changes = JSON.parse(line, revive) as ChangeSet;
  await db.$transaction((tx) => publish(tx, changes));
  process.stdout.write(`${JSON.stringify({ published: changes.organizationId })}\n`);
}
http.closeAllConnections();
http.close();
await feed.close();
await db.$disconnect();
