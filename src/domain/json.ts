/**
 * How deep a JSON document a client may send. Parsers and serialisers recurse (Python's json, V8's
 * JSON.stringify, PostgreSQL's jsonb), so a body nested thousands deep is refused before anything
 * parses it; no document of this API needs more than a handful of levels.
 */
export const MAX_JSON_DEPTH = 64;

/** A string's end, or an escape within it: how a long string is crossed natively, not a character at a time. */
const STRING_END = /["\\]/g;
/** Strings shorter than this are walked a character at a time (a regular expression's call costs more). */
const SHORT_STRING = 32;

/**
 * The most members one JSON object a client sends may have. V8 parses an object with many
 * distinct keys slowly (50,000 of them, 0.7 MB: 25 ms of CPU, where 10,000 facts in 1 MB take 5):
 * no body of this API needs more than a few dozen, so a wide one is refused before it is parsed.
 */
export const MAX_JSON_MEMBERS = 1000;

/** Where a body breaks a bound checked before it is parsed, and which. */
export interface JsonBreach {
  /** UTF-16 index of the bracket that opens a level too deep, or of the colon of a member too many. */
  at: number;
  reason: string;
}

/**
 * The first place `text` nests deeper than `maxDepth` or gives one object more than `maxMembers`
 * members, or null when it stays within both. One pass over the text, brackets and colons inside
 * strings ignored; it does not validate the JSON, the parser that runs afterwards does. A string
 * longer than SHORT_STRING is crossed by a regular expression (native code): a megabyte in one
 * string costs about 1 ms rather than 5 (String#indexOf would be faster still, but V8 stalled for
 * seconds on it once its feedback had seen both a long string and many short ones).
 */
export function jsonBreach(
  text: string,
  { maxDepth = MAX_JSON_DEPTH, maxMembers = MAX_JSON_MEMBERS }: { maxDepth?: number; maxMembers?: number } = {},
): JsonBreach | null {
  // The members counted so far of the object open at each depth; -1 for an array.
  const members: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = stringEnd(text, i);
      if (i < 0) return null;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > maxDepth) return { at: i, reason: `JSON nested deeper than ${maxDepth} levels` };
      members[depth] = c === 0x7b ? 0 : -1;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    } else if (c === 0x3a && depth > 0 && (members[depth] ?? -1) >= 0) {
      members[depth] = (members[depth] ?? 0) + 1;
      if ((members[depth] ?? 0) > maxMembers)
        return { at: i, reason: `JSON object with more than ${maxMembers} members` };
    }
  }
  return null;
}

/** The index of the quote that ends the string opened at `open`; -1 when it never ends. */
function stringEnd(text: string, open: number): number {
  const short = Math.min(text.length, open + SHORT_STRING);
  for (let i = open + 1; i < short; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i;
    // A backslash escapes the next character, wherever it falls.
    if (c === 0x5c && ++i >= short) return longStringEnd(text, i + 1);
  }
  return longStringEnd(text, short);
}

function longStringEnd(text: string, from: number): number {
  STRING_END.lastIndex = from;
  for (;;) {
    if (!STRING_END.test(text)) return -1;
    const at = STRING_END.lastIndex - 1;
    if (text.charCodeAt(at) === 0x22) return at;
    STRING_END.lastIndex = at + 2;
  }
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
