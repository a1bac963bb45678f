import { BadInputError } from '../errors.ts';
import { MAX_CONNECTION_SIZE } from './builder.ts';

/**
 * Connections take at most MAX_CONNECTION_SIZE items, like pageSize and limit elsewhere. A larger
 * `first` or `last` is refused rather than silently cut, so a client learns the bound (and the
 * query cost, which reads these arguments, stays what the client asked for).
 */
export function connectionBounds(args: { first?: number | null; last?: number | null }): void {
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value != null && (value < 0 || value > MAX_CONNECTION_SIZE)) {
      throw new BadInputError(`${name} must be between 0 and ${MAX_CONNECTION_SIZE}`, { field: name });
    }
  }
}
