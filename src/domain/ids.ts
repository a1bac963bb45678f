import { randomUUID } from 'node:crypto';

/**
 * A version 7 UUID for `timeMs`, like the schema's `uuid(7)` default. Made here rather than by the
 * database when rows written together must reference each other (an evaluation, the latest state
 * that points at it, the detections it raised), and so their ids sort by the time they describe.
 * The random part comes from `randomUUID` (a v4 UUID: its variant bits are already those of v7),
 * which draws from a cached entropy pool: an evaluation makes hundreds of ids.
 */
export function uuidv7(timeMs: number): string {
  const random = randomUUID();
  const time = Math.max(0, Math.floor(timeMs)).toString(16).padStart(12, '0').slice(-12);
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15, 18)}-${random.slice(19)}`;
}
