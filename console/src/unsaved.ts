import { useEffect, useRef } from 'react';

/**
 * Text typed and not yet saved. Each field with such text registers here, with what would take it
 * off the screen (by default: another screen); the shell's blocker asks before a navigation that
 * does, and the browser asks before a reload or a closed tab.
 */
interface Place {
  pathname: string;
  search: unknown;
}
export type Leaves = (from: Place, to: Place) => boolean;

const unsaved = new Map<symbol, { current: Leaves }>();

const otherScreen: Leaves = (from, to) => from.pathname !== to.pathname;

export function useUnsaved(dirty: boolean, leaves: Leaves = otherScreen): void {
  const latest = useRef(leaves);
  latest.current = leaves;
  useEffect(() => {
    if (!dirty) return;
    const id = Symbol('unsaved');
    unsaved.set(id, latest);
    return () => {
      unsaved.delete(id);
    };
  }, [dirty]);
}

export function hasUnsaved(): boolean {
  return unsaved.size > 0;
}

export function navigationLosesText(from: Place, to: Place): boolean {
  return [...unsaved.values()].some((leaves) => leaves.current(from, to));
}

/** Leaves when the screen changes or the search param that shows the form changes. */
export function leavesWith(param: string): Leaves {
  return (from, to) =>
    otherScreen(from, to) ||
    (from.search as Record<string, unknown>)[param] !== (to.search as Record<string, unknown>)[param];
}
