import type { OutboxClient } from '../data/events.ts';
import type { ChangeSet } from '../domain/changes.ts';

/**
 * Called by the engine inside the transaction that writes the evaluation, only for a non-empty
 * change set (`src/domain/changes.ts`), so that what is announced (an outbox row, a delivery job, a
 * NOTIFY) commits or rolls back with what changed. Injected by the process wiring; the engine
 * imports no listener.
 */
export type ChangePublisher = (tx: OutboxClient, changes: ChangeSet) => Promise<void>;
