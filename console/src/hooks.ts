import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from './api.ts';

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload(): void;
}

/**
 * Runs `load` whenever `key` changes (a string of what the load depends on) and keeps the last
 * answer on screen while the next one arrives, so a filter change does not blank the table.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: true });
  const [generation, setGeneration] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key and generation are what the load depends on
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    latest.current().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) =>
        current && setState((previous) => ({ ...previous, error: errorMessage(error), loading: false })),
    );
    return () => {
      current = false;
    };
  }, [key, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

/** Marks when a table has drawn its rows, for `npm run bench:console` to time from the data's mark. */
export function useRenderedMark(name: string, rows: readonly unknown[]): void {
  useEffect(() => {
    if (rows.length) performance.mark(name);
  }, [name, rows]);
}
