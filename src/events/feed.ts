import pg from 'pg';
import type { Db } from '../data/client.ts';
import { CREDENTIAL_CHANNEL, type CredentialWatcher } from '../data/credentials.ts';
import { batchEvents, eventsSince } from '../data/events.ts';
import type { StoredEvent } from '../domain/events.ts';
import { ApiError } from '../errors.ts';
import type { Logger } from '../observability/logger.ts';
import { CHANGE_CHANNEL, type ChangeNotice } from './publisher.ts';

/**
 * Changes as they commit, for GraphQL subscriptions on any replica. Each process holds ONE
 * connection that LISTENs on the channel the publisher NOTIFYs; a notice names a batch, which is
 * read once per process (not per subscriber) and handed to the subscribers of its organization.
 * When the connection drops it is re-established with backoff, and what was recorded meanwhile for
 * the organizations being watched is read from the outbox, so a subscriber misses nothing.
 */

export interface OrganizationKey {
  tenantId: string;
  organizationId: string;
}

export interface ChangeBatch {
  batchId: string;
  events: StoredEvent[];
}

export interface ChangeFeed {
  /**
   * The batches of one organization from now on. Resolves once this process listens, so a change
   * committed after it resolves is never missed. Ending the iterator (`return`) unsubscribes.
   */
  subscribe(key: OrganizationKey): Promise<AsyncIterableIterator<ChangeBatch>>;
  /** Subscribers in this process (for metrics, and to see that a closed stream unsubscribed). */
  subscriberCount(): number;
  /**
   * Tells the watcher of every credential change (src/auth's principal cache) and of whether it
   * hears them, on this same connection, which it opens now and keeps from then on.
   */
  watchCredentials(watcher: CredentialWatcher): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  databaseUrl: string;
  db: Db;
  logger: Logger;
  /** Reconnection backoff, doubling from `min` to `max`. */
  reconnectDelayMs?: { min: number; max: number };
  /** A subscriber further behind than this many batches is ended rather than buffered without bound. */
  maxQueuedBatches?: number;
}

interface Subscriber {
  push(batch: ChangeBatch): void;
  end(): void;
}

/** How far before a drop the catch-up reads, for events committed just before it was noticed. */
const CATCH_UP_MARGIN_MS = 5_000;
/** Batch ids remembered so a batch seen both live and in a catch-up is delivered once. */
const SEEN_BATCHES = 10_000;

/** The `application_name` of each process's listening connection. */
export const FEED_APPLICATION_NAME = 'compliance-change-feed';

const keyOf = ({ tenantId, organizationId }: OrganizationKey) => `${tenantId}:${organizationId}`;

/** One process's feed: its listening connection, its subscribers and what it has delivered. */
interface Feed {
  options: ChangeFeedOptions;
  delays: { min: number; max: number };
  maxQueued: number;
  subscribers: Map<string, Set<Subscriber>>;
  credentialWatchers: Set<CredentialWatcher>;
  seen: Set<string>;
  client: pg.Client | null;
  connecting: Promise<void> | null;
  reconnectTimer: NodeJS.Timeout | null;
  droppedAt: Date | null;
  closed: boolean;
}

export function createChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  const feed: Feed = {
    options,
    delays: options.reconnectDelayMs ?? { min: 100, max: 5_000 },
    maxQueued: options.maxQueuedBatches ?? 1_000,
    subscribers: new Map(),
    credentialWatchers: new Set(),
    seen: new Set(),
    client: null,
    connecting: null,
    reconnectTimer: null,
    droppedAt: null,
    closed: false,
  };
  return {
    async subscribe(key) {
      if (feed.closed) throw new ApiError('SERVICE_UNAVAILABLE', 'The server is stopping; subscribe again');
      await listen(feed);
      return subscription(feed, key);
    },

    async watchCredentials(watcher) {
      feed.credentialWatchers.add(watcher);
      try {
        await listen(feed);
      } catch (err) {
        // The cache stays off until the connection comes up; a reconnect will turn it on.
        feed.options.logger.warn({ err }, 'change feed could not listen; credentials are looked up on every request');
        scheduleReconnect(feed, feed.delays.min);
      }
    },

    subscriberCount() {
      let count = 0;
      for (const set of feed.subscribers.values()) count += set.size;
      return count;
    },

    async close() {
      feed.closed = true;
      for (const watcher of feed.credentialWatchers) watcher.listening(false);
      if (feed.reconnectTimer) clearTimeout(feed.reconnectTimer);
      for (const set of feed.subscribers.values()) for (const subscriber of [...set]) subscriber.end();
      feed.subscribers.clear();
      await feed.connecting?.catch(() => undefined);
      const listening = feed.client;
      feed.client = null;
      await listening?.end().catch(() => undefined);
    },
  };
}

function remember(feed: Feed, batchId: string): boolean {
  const { seen } = feed;
  if (seen.has(batchId)) return false;
  seen.add(batchId);
  if (seen.size > SEEN_BATCHES) seen.delete(seen.values().next().value as string);
  return true;
}

function dispatch(feed: Feed, key: string, batch: ChangeBatch): void {
  for (const subscriber of feed.subscribers.get(key) ?? []) subscriber.push(batch);
}

async function onNotice(feed: Feed, payload: string | undefined): Promise<void> {
  let notice: ChangeNotice;
  try {
    notice = JSON.parse(payload ?? '') as ChangeNotice;
  } catch {
    return;
  }
  const key = keyOf(notice);
  if (!feed.subscribers.has(key) || !remember(feed, notice.batchId)) return;
  try {
    const events = await batchEvents(feed.options.db, notice.batchId);
    dispatch(feed, key, { batchId: notice.batchId, events });
  } catch (err) {
    feed.options.logger.error({ err, batchId: notice.batchId }, 'change feed could not read a batch');
  }
}

/** What was recorded for watched organizations while the connection was down. */
async function catchUp(feed: Feed, since: Date): Promise<void> {
  const watched = [...feed.subscribers.keys()].map((key) => {
    const [tenantId = '', organizationId = ''] = key.split(':');
    return { tenantId, organizationId };
  });
  const events = await eventsSince(feed.options.db, watched, new Date(since.getTime() - CATCH_UP_MARGIN_MS));
  const batches = new Map<string, { key: string; events: StoredEvent[] }>();
  for (const event of events) {
    const entry = batches.get(event.batchId) ?? { key: keyOf(event), events: [] };
    entry.events.push(event);
    batches.set(event.batchId, entry);
  }
  for (const [batchId, { key, events: batchEvents }] of batches) {
    if (remember(feed, batchId)) dispatch(feed, key, { batchId, events: batchEvents });
  }
}

function scheduleReconnect(feed: Feed, delay: number): void {
  if (feed.closed || feed.reconnectTimer) return;
  const { max } = feed.delays;
  feed.reconnectTimer = setTimeout(() => {
    feed.reconnectTimer = null;
    listen(feed).catch((err: unknown) => {
      feed.options.logger.warn({ err, retryInMs: Math.min(delay * 2, max) }, 'change feed could not reconnect');
      scheduleReconnect(feed, Math.min(delay * 2, max));
    });
  }, delay);
}

function onDrop(feed: Feed, listening: pg.Client, err?: Error): void {
  if (feed.client !== listening) return;
  feed.client = null;
  feed.droppedAt ??= new Date();
  listening.removeAllListeners('notification');
  for (const watcher of feed.credentialWatchers) watcher.listening(false);
  void listening.end().catch(() => undefined);
  if (feed.closed) return;
  feed.options.logger.warn({ err }, 'change feed lost its connection; reconnecting');
  scheduleReconnect(feed, feed.delays.min);
}

function listen(feed: Feed): Promise<void> {
  if (feed.client) return Promise.resolve();
  feed.connecting ??= connect(feed).finally(() => {
    feed.connecting = null;
  });
  return feed.connecting;
}

async function connect(feed: Feed): Promise<void> {
  const { logger } = feed.options;
  // Named, so an operator sees in pg_stat_activity which connection is the feed's.
  const listening = new pg.Client({
    connectionString: feed.options.databaseUrl,
    application_name: FEED_APPLICATION_NAME,
  });
  listening.on('error', (err) => onDrop(feed, listening, err));
  listening.on('end', () => onDrop(feed, listening));
  listening.on('notification', (message) => {
    if (message.channel === CREDENTIAL_CHANNEL) for (const watcher of feed.credentialWatchers) watcher.changed();
    else void onNotice(feed, message.payload);
  });
  let databaseNow: Date;
  try {
    await listening.connect();
    await listening.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${CREDENTIAL_CHANNEL}`);
    databaseNow = (await listening.query<{ now: Date }>('SELECT now() AS now')).rows[0]!.now;
  } catch (err) {
    listening.removeAllListeners();
    await listening.end().catch(() => undefined);
    throw err;
  }
  feed.client = listening;
  for (const watcher of feed.credentialWatchers) watcher.listening(true);
  if (feed.droppedAt) {
    // Events carry the database's clock: the drop is placed on it, whatever this host's says.
    const since = new Date(databaseNow.getTime() - (Date.now() - feed.droppedAt.getTime()));
    feed.droppedAt = null;
    logger.info('change feed listening again');
    await catchUp(feed, since).catch((err: unknown) => logger.error({ err }, 'change feed could not catch up'));
  }
}

/** One subscriber's stream: batches queue until read, and one too far behind is ended. */
function subscription(feed: Feed, key: OrganizationKey): AsyncIterableIterator<ChangeBatch> {
  const { subscribers } = feed;
  const queue: ChangeBatch[] = [];
  const waiting: ((result: IteratorResult<ChangeBatch>) => void)[] = [];
  let done = false;
  const name = keyOf(key);
  const finish = () => {
    if (done) return;
    done = true;
    subscribers.get(name)?.delete(subscriber);
    if (subscribers.get(name)?.size === 0) subscribers.delete(name);
    for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
  };
  const subscriber: Subscriber = {
    push(batch) {
      const resolve = waiting.shift();
      if (resolve) return resolve({ value: batch, done: false });
      if (queue.length >= feed.maxQueued) {
        feed.options.logger.warn(
          { organizationId: key.organizationId },
          'subscriber too far behind; ending its stream',
        );
        return finish();
      }
      queue.push(batch);
    },
    end: finish,
  };
  subscribers.set(name, (subscribers.get(name) ?? new Set()).add(subscriber));
  const iterator: AsyncIterableIterator<ChangeBatch> = {
    next() {
      const batch = queue.shift();
      if (batch) return Promise.resolve({ value: batch, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return() {
      finish();
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
