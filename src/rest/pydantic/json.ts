import { defineKey } from './core.ts';

// ---------------------------------------------------------------------------------------------
// JSON bodies. Starlette's `request.json()` is Python's `json.loads`; its error message and
// character position become the `json_invalid` error. This is a port of CPython 3.11/3.12's C
// scanner (`Modules/_json.c`): same accepted language (NaN, Infinity and -Infinity included)
// and the same first error. Python 3.13 words a trailing comma differently ("Illegal trailing
// comma before end of object"); 3.11/3.12 say "Expecting property name enclosed in double
// quotes" / "Expecting value", which is what is reproduced.

class JsonDecodeError extends Error {
  constructor(
    readonly reason: string,
    /** UTF-16 index into the scanned text. */
    readonly index: number,
  ) {
    super(reason);
  }
}

const isJsonSpace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;

class PyJsonScanner {
  constructor(
    private readonly s: string,
    private readonly maxDepth: number,
  ) {}

  skipSpace(idx: number): number {
    let i = idx;
    while (isJsonSpace(this.s[i])) i += 1;
    return i;
  }

  /** `scan_once`: a value at `idx`; "Expecting value" (Python's StopIteration) when none. */
  value(idx: number, depth = 0): [unknown, number] {
    const s = this.s;
    const c = s[idx];
    if (c === '"') return this.string(idx + 1);
    if ((c === '{' || c === '[') && depth >= this.maxDepth) {
      throw new JsonDecodeError(`Nesting deeper than ${this.maxDepth} levels`, idx);
    }
    if (c === '{') return this.object(idx + 1, depth + 1);
    if (c === '[') return this.array(idx + 1, depth + 1);
    if (c === 'n' && s.startsWith('null', idx)) return [null, idx + 4];
    if (c === 't' && s.startsWith('true', idx)) return [true, idx + 4];
    if (c === 'f' && s.startsWith('false', idx)) return [false, idx + 5];
    if (c === 'N' && s.startsWith('NaN', idx)) return [Number.NaN, idx + 3];
    if (c === 'I' && s.startsWith('Infinity', idx)) return [Number.POSITIVE_INFINITY, idx + 8];
    if (c === '-' && s.startsWith('-Infinity', idx)) return [Number.NEGATIVE_INFINITY, idx + 9];
    NUMBER.lastIndex = idx;
    const match = NUMBER.exec(s);
    if (match !== null) return [Number(match[0]), idx + match[0].length];
    throw new JsonDecodeError('Expecting value', idx);
  }

  /** `scanstring_unicode`; `end` is just past the opening quote. */
  string(end: number): [string, number] {
    const s = this.s;
    const begin = end - 1;
    let out = '';
    let idx = end;
    for (;;) {
      let next = idx;
      while (next < s.length) {
        const c = s.charCodeAt(next);
        if (c === 0x22 || c === 0x5c) break;
        if (c <= 0x1f) throw new JsonDecodeError('Invalid control character at', next);
        next += 1;
      }
      if (next >= s.length) throw new JsonDecodeError('Unterminated string starting at', begin);
      out += s.slice(idx, next);
      if (s[next] === '"') return [out, next + 1];
      next += 1;
      if (next === s.length) throw new JsonDecodeError('Unterminated string starting at', begin);
      const esc = s[next] ?? '';
      if (esc !== 'u') {
        const decoded = ESCAPES[esc];
        if (decoded === undefined) throw new JsonDecodeError('Invalid \\escape', next - 1);
        out += decoded;
        idx = next + 1;
        continue;
      }
      next += 1;
      let stop = next + 4;
      // The C scanner demands a character after the four digits (the closing quote at least).
      if (stop >= s.length) throw new JsonDecodeError('Invalid \\uXXXX escape', next - 1);
      const first = s.slice(next, stop);
      if (!HEX4.test(first)) throw new JsonDecodeError('Invalid \\uXXXX escape', stop - 5);
      let code = Number.parseInt(first, 16);
      if (code >= 0xd800 && code <= 0xdbff && stop + 6 < s.length && s[stop] === '\\' && s[stop + 1] === 'u') {
        const second = s.slice(stop + 2, stop + 6);
        if (!HEX4.test(second)) throw new JsonDecodeError('Invalid \\uXXXX escape', stop + 1);
        const low = Number.parseInt(second, 16);
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
          stop += 6;
        }
      }
      out += String.fromCodePoint(code);
      idx = stop;
    }
  }

  object(start: number, depth: number): [Record<string, unknown>, number] {
    const s = this.s;
    const out: Record<string, unknown> = {};
    let idx = this.skipSpace(start);
    if (s[idx] === '}') return [out, idx + 1];
    for (;;) {
      if (s[idx] !== '"') throw new JsonDecodeError('Expecting property name enclosed in double quotes', idx);
      const [key, afterKey] = this.string(idx + 1);
      idx = this.skipSpace(afterKey);
      if (s[idx] !== ':') throw new JsonDecodeError("Expecting ':' delimiter", idx);
      const [value, afterValue] = this.value(this.skipSpace(idx + 1), depth);
      defineKey(out, key, value);
      idx = this.skipSpace(afterValue);
      if (s[idx] === '}') return [out, idx + 1];
      if (s[idx] !== ',') throw new JsonDecodeError("Expecting ',' delimiter", idx);
      idx = this.skipSpace(idx + 1);
    }
  }

  array(start: number, depth: number): [unknown[], number] {
    const s = this.s;
    const out: unknown[] = [];
    let idx = this.skipSpace(start);
    if (s[idx] === ']') return [out, idx + 1];
    for (;;) {
      const [value, afterValue] = this.value(idx, depth);
      out.push(value);
      idx = this.skipSpace(afterValue);
      if (s[idx] === ']') return [out, idx + 1];
      if (s[idx] !== ',') throw new JsonDecodeError("Expecting ',' delimiter", idx);
      idx = this.skipSpace(idx + 1);
    }
  }
}

/** Python's error position counts code points; JS indexes count UTF-16 units. */
const codePointIndex = (text: string, index: number): number => [...text.slice(0, index)].length;

/**
 * `json.loads(body_bytes)`: decoding bytes with a UTF-8 BOM uses `utf-8-sig`, so a leading
 * BOM is dropped before scanning. With `maxDepth`, the (recursive) scanner refuses the bracket that
 * opens a level too many instead of descending into it. Python would raise a RecursionError (a 500
 * in FastAPI) some thousand levels down; this is our own rule, worded as a decode error so it keeps
 * the `json_invalid` shape, and like any decode error it is the first one in the text that counts.
 */
export function parsePythonJson(
  raw: string,
  maxDepth?: number,
): { ok: true; value: unknown } | { ok: false; error: string; pos: number } {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const scanner = new PyJsonScanner(text, maxDepth ?? Number.POSITIVE_INFINITY);
  try {
    const [value, end] = scanner.value(scanner.skipSpace(0));
    const rest = scanner.skipSpace(end);
    if (rest !== text.length) throw new JsonDecodeError('Extra data', rest);
    return { ok: true, value };
  } catch (caught) {
    if (!(caught instanceof JsonDecodeError)) throw caught;
    return { ok: false, error: caught.reason, pos: codePointIndex(text, caught.index) };
  }
}
