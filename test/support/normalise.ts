/**
 * Whole response bodies compared across runs: the demo seed is deterministic except its ids
 * (random UUIDs), opaque cursors (they encode ids) and times relative to "now". This replaces
 * those, and only those, by stable placeholders:
 *
 * - each distinct UUID by `<id N>`, numbered in order of first appearance, so a body still shows
 *   which fields name the same record;
 * - each date-time by `<date-time>`; each `YYYY-MM-DD` by its distance to `today` (`<today-3>`);
 * - each cursor by `<cursor>`.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const CURSOR_KEYS = new Set(['nextCursor', 'cursor']);

export function normaliseBody(body: unknown, today: Date): unknown {
  const ids = new Map<string, string>();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const visit = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, visit(inner, name)]));
    }
    if (typeof value !== 'string') return value;
    if (key !== undefined && CURSOR_KEYS.has(key)) return '<cursor>';
    if (UUID.test(value)) {
      const id = value.toLowerCase();
      if (!ids.has(id)) ids.set(id, `<id ${ids.size + 1}>`);
      return ids.get(id);
    }
    if (DATE_TIME.test(value)) return '<date-time>';
    if (DATE.test(value)) {
      const days = Math.round((midnight - Date.parse(`${value}T00:00:00Z`)) / DAY_MS);
      return days === 0 ? '<today>' : `<today${days > 0 ? '-' : '+'}${Math.abs(days)}>`;
    }
    return value;
  };
  return visit(body);
}

/**
 * Items the API orders by a time the demo seed shares between several of them (the subjects of
 * one finding are first seen together) come back in the order of their random ids. Sorting only
 * those ties, by a field that tells them apart, makes the list comparable; the order between
 * different times is left as the API gave it.
 */
export function orderTies<T extends Record<string, unknown>>(items: readonly T[], time: keyof T, by: keyof T): T[] {
  const result: T[] = [];
  for (let start = 0; start < items.length; ) {
    let end = start + 1;
    while (end < items.length && items[end]![time] === items[start]![time]) end++;
    result.push(...items.slice(start, end).sort((a, b) => String(a[by]).localeCompare(String(b[by]))));
    start = end;
  }
  return result;
}
