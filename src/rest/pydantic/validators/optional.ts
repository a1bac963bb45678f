import type { Schema } from '../core.ts';

/** Makes a field optional: when absent its key is left out of the validated object. */
export function optional<T>(schema: Schema<T>): Schema<T, true> {
  const { _omittable: _, ...rest } = schema;
  return { ...rest, presence: { kind: 'omit' } };
}
