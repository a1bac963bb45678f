import pg from 'pg';
import type { Db } from '../data/client.ts';
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

export function createChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  const { db, logger } = options;
  const delays = options.reconnectDelayMs ?? { min: 100, max: 5_000 };
  const maxQueued = options.maxQueuedBatches ?? 1_000;
  const subscribers = new Map<string, Set<Subscriber>>();
  const seen = new Set<string>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let droppedAt: Date | null = null;
  let closed = false;

  const remember = (batchId: string): boolean => {
    if (seen.has(batchId)) return false;
    seen.add(batchId);
    if (seen.size > SEEN_BATCHES) seen.delete(seen.values().next().value as string);
    return true;
  };

  const dispatch = (key: string, batch: ChangeBatch) => {
    for (const subscriber of subscribers.get(key) ?? []) subscriber.push(batch);
  };

  const onNotice = async (payload: string | undefined) => {
    let notice: ChangeNotice;
    try {
      notice = JSON.parse(payload ?? '') as ChangeNotice;
    } catch {
      return;
    }
    const key = keyOf(notice);
    if (!subscribers.has(key) || !remember(notice.batchId)) return;
    try {
      const events = await batchEvents(db, notice.batchId);
      dispatch(key, { batchId: notice.batchId, events });
    } catch (err) {
      logger.error({ err, batchId: notice.batchId }, 'change feed could not read a batch');
    }
  };

  /** What was recorded for watched organizations while the connection was down. */
  const catchUp = async (since: Date) => {
    const watched = [...subscribers.keys()].map((key) => {
      const [tenantId = '', organizationId = ''] = key.split(':');
      return { tenantId, organizationId };
    });
    const events = await eventsSince(db, watched, new Date(since.getTime() - CATCH_UP_MARGIN_MS));
    const batches = new Map<string, { key: string; events: StoredEvent[] }>();
    for (const event of events) {
      const entry = batches.get(event.batchId) ?? { key: keyOf(event), events: [] };
      entry.events.push(event);
      batches.set(event.batchId, entry);
    }
    for (const [batchId, { key, events: batchEvents }] of batches) {
      if (remember(batchId)) dispatch(key, { batchId, events: batchEvents });
    }
  };

  const scheduleReconnect = (delay: number) => {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      listen().catch((err: unknown) => {
        logger.warn({ err, retryInMs: Math.min(delay * 2, delays.max) }, 'change feed could not reconnect');
        scheduleReconnect(Math.min(delay * 2, delays.max));
      });
    }, delay);
  };

  const onDrop = (listening: pg.Client, err?: Error) => {
    if (client !== listening) return;
    client = null;
    droppedAt ??= new Date();
    listening.removeAllListeners('notification');
    void listening.end().catch(() => undefined);
    if (closed) return;
    logger.warn({ err }, 'change feed lost its connection; reconnecting');
    scheduleReconnect(delays.min);
  };

  const listen = (): Promise<void> => {
    if (client) return Promise.resolve();
    connecting ??= (async () => {
      // Named, so an operator sees in pg_stat_activity which connection is the feed's.
      const listening = new pg.Client({
        connectionString: options.databaseUrl,
        application_name: FEED_APPLICATION_NAME,
      });
      listening.on('error', (err) => onDrop(listening, err));
      listening.on('end', () => onDrop(listening));
      listening.on('notification', (message) => void onNotice(message.payload));
      let databaseNow: Date;
      try {
        await listening.connect();
        await listening.query(`LISTEN ${CHANGE_CHANNEL}`);
        databaseNow = (await listening.query<{ now: Date }>('SELECT now() AS now')).rows[0]!.now;
      } catch (err) {
        listening.removeAllListeners();
        await listening.end().catch(() => undefined);
        throw err;
      }
      client = listening;
      if (droppedAt) {
        // Events carry the database's clock: the drop is placed on it, whatever this host's says.
        const since = new Date(databaseNow.getTime() - (Date.now() - droppedAt.getTime()));
        droppedAt = null;
        logger.info('change feed listening again');
        await catchUp(since).catch((err: unknown) => logger.error({ err }, 'change feed could not catch up'));
      }
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async subscribe(key) {
      if (closed) throw new ApiError('SERVICE_UNAVAILABLE', 'The server is stopping; subscribe again');
      await listen();
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
          if (queue.length >= maxQueued) {
            logger.warn({ organizationId: key.organizationId }, 'subscriber too far behind; ending its stream');
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
    },

    subscriberCount() {
      let count = 0;
      for (const set of subscribers.values()) count += set.size;
      return count;
    },

    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      for (const set of subscribers.values()) for (const subscriber of [...set]) subscriber.end();
      subscribers.clear();
      await connecting?.catch(() => undefined);
      const listening = client;
      client = null;
      await listening?.end().catch(() => undefined);
    },
  };
}
