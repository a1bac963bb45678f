import { randomBytes } from 'node:crypto';

/**
 * A version 7 UUID for `timeMs`, like the schema's `uuid(7)` default. Made here rather than by the
 * database when rows written together must reference each other (an evaluation, the latest state
 * that points at it, the detections it raised), and so their ids sort by the time they describe.
 */
export function uuidv7(timeMs: number): string {
  const bytes = randomBytes(16);
  let ms = Math.max(0, Math.floor(timeMs));
  for (let index = 5; index >= 0; index--) {
    bytes[index] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
