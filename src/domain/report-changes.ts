/**
 * "What changed since the last report": each kept report stores what it showed (its snapshot), and
 * the next one compares its own with it. A comparison of two pictures, not of the history between
 * them: a control that failed and recovered between two reports is not news to the client.
 */

export interface SnapshotControl {
  controlId: string;
  name: string;
  standardName: string;
}

export interface SnapshotException {
  /** The control's or the standard's id. */
  id: string;
  what: string;
  reason: string | null;
  expiresAt: string | null;
}

export interface ReportSnapshot {
  failing: SnapshotControl[];
  exceptions: SnapshotException[];
}

export interface ReportChanges {
  /** When the report compared with was made; null for a first report (nothing is listed then). */
  since: Date | null;
  startedFailing: SnapshotControl[];
  stoppedFailing: SnapshotControl[];
  exceptionsGranted: SnapshotException[];
  exceptionsEnded: SnapshotException[];
}

function missingFrom<T>(items: readonly T[], other: readonly T[], key: (item: T) => string): T[] {
  const keys = new Set(other.map(key));
  return items.filter((item) => !keys.has(key(item)));
}

export function reportChanges(
  previous: { at: Date; snapshot: ReportSnapshot } | null,
  current: ReportSnapshot,
): ReportChanges {
  if (!previous) {
    return { since: null, startedFailing: [], stoppedFailing: [], exceptionsGranted: [], exceptionsEnded: [] };
  }
  const control = (item: SnapshotControl) => item.controlId;
  const exception = (item: SnapshotException) => item.id;
  return {
    since: previous.at,
    startedFailing: missingFrom(current.failing, previous.snapshot.failing, control),
    stoppedFailing: missingFrom(previous.snapshot.failing, current.failing, control),
    exceptionsGranted: missingFrom(current.exceptions, previous.snapshot.exceptions, exception),
    exceptionsEnded: missingFrom(previous.snapshot.exceptions, current.exceptions, exception),
  };
}

/** A stored snapshot read back; null when it is not of this shape (nothing is then compared). */
export function readSnapshot(value: unknown): ReportSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const { failing, exceptions } = value as Record<string, unknown>;
  if (!Array.isArray(failing) || !Array.isArray(exceptions)) return null;
  return { failing: failing as SnapshotControl[], exceptions: exceptions as SnapshotException[] };
}
