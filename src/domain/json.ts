/**
 * How deep a JSON document a client may send. Parsers and serialisers recurse (Python's json, V8's
 * JSON.stringify, PostgreSQL's jsonb), so a body nested thousands deep is refused before anything
 * parses it; no document of this API needs more than a handful of levels.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The UTF-16 index of the first `{` or `[` that opens a level deeper than `maxDepth`, or null when
 * the text stays within it. One pass over the text, brackets inside strings ignored; it does not
 * validate the JSON, the parser that runs afterwards does.
 */
export function tooDeepAt(text: string, maxDepth: number = MAX_JSON_DEPTH): number | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > maxDepth) return i;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return null;
}

const NUL_OR_LONE_SURROGATE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** PostgreSQL stores neither a NUL character nor an unpaired surrogate in text or jsonb. */
export function isStorableText(text: string): boolean {
  return !NUL_OR_LONE_SURROGATE.test(text);
}

/**
 * Whether a decoded JSON value (GraphQL variables, a tool's arguments) holds a string, or an
 * object key, that PostgreSQL cannot store. Iterative, so a deep value costs no stack.
 */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorableText(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (!isStorableText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
