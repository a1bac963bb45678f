/**
 * How pydantic-core words things: Python reprs of expected values, plurals, and the Rust `uuid`
 * crate's parse errors, which pydantic puts in `ctx.error` verbatim.
 */

// ---------------------------------------------------------------------------------------------
// Python reprs, as pydantic prints expected values (`Input should be 'a' or 'b'`).

/** Python's `repr(str)`: single quotes unless the text holds `'` and no `"`. */
export function pyStrRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return out + quote;
}

export type LiteralValue = string | number | boolean | null;

export function pyRepr(value: LiteralValue): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  return pyStrRepr(value);
}

/** pydantic joins expected values as `a, b or c`. */
export function expectedList(values: readonly LiteralValue[]): string {
  const reprs = values.map(pyRepr);
  const last = reprs.pop() ?? '';
  return reprs.length === 0 ? last : `${reprs.join(', ')} or ${last}`;
}

export const plural = (n: number): string => (n === 1 ? '' : 's');

// ---------------------------------------------------------------------------------------------
// UUID: pydantic-core calls `Uuid::parse_str` of the Rust `uuid` crate and puts the error's
// Display text in `ctx.error`. The crate first tries the four accepted shapes by byte length
// (32 simple, 36 hyphenated, 38 braced, 45 `urn:uuid:`), then, on failure, re-scans the input
// in `InvalidUuid::into_err` to decide which error to report. Both steps are ported here.

const HEX = /^[0-9a-fA-F]$/;
const HYPHENATED = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const SIMPLE = /^[0-9a-fA-F]{32}$/;
const utf8Length = (text: string): number => Buffer.byteLength(text, 'utf8');

/** The canonical lowercase hyphenated form, or the crate's error text. */
export function parseUuid(input: string): { uuid: string } | { error: string } {
  // `try_parse` picks the shape by UTF-8 byte length; a braced or URN input of the right
  // length hands only its inner 36 characters to `parse_hyphenated`, and a failure there is
  // diagnosed on those characters alone (so `{r…}` reports `r` at 1, not 2).
  const bytes = utf8Length(input);
  let subject = input;
  if (bytes === 38 && input.startsWith('{') && input.endsWith('}')) subject = input.slice(1, -1);
  else if (bytes === 45 && input.startsWith('urn:uuid:')) subject = input.slice(9);
  const valid = bytes === 32 ? SIMPLE.test(subject) : utf8Length(subject) === 36 && HYPHENATED.test(subject);
  if (!valid) return { error: uuidErrorText(subject) };
  const h = subject.replaceAll('-', '').toLowerCase();
  return { uuid: `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}` };
}

/** `InvalidUuid::into_err` + `Display` of uuid 1.x as linked into pydantic-core 2.46. */
function uuidErrorText(input: string): string {
  let body = input;
  let offset = 0;
  let simple = true;
  if (input.length >= 2 && input.startsWith('{') && input.endsWith('}')) {
    body = input.slice(1, -1);
    offset = 1;
    simple = false;
  } else if (input.startsWith('urn:uuid:')) {
    body = input.slice(9);
    offset = 9;
    simple = false;
  }
  let hyphens = 0;
  const bounds: number[] = [];
  // Indexes are UTF-8 byte offsets (Rust `char_indices`), reported 1-based.
  let byteIndex = 0;
  for (const ch of body) {
    if (ch === '-') {
      if (hyphens < 4) bounds.push(byteIndex);
      hyphens += 1;
    } else if (!HEX.test(ch)) {
      return `invalid character: found \`${ch}\` at ${byteIndex + offset + 1}`;
    }
    byteIndex += utf8Length(ch);
  }
  if (hyphens === 0 && simple) {
    return `invalid length: expected length 32 for simple format, found ${utf8Length(input)}`;
  }
  if (hyphens !== 4) return `invalid group count: expected 5, found ${hyphens + 1}`;
  const blockStarts = [0, 9, 14, 19, 24] as const;
  const expected = [8, 4, 4, 4, 12] as const;
  for (let group = 0; group < 4; group += 1) {
    const bound = bounds[group] ?? 0;
    const start = blockStarts[group] ?? 0;
    if (bound !== (blockStarts[group + 1] ?? 0) - 1) {
      return `invalid group length in group ${group}: expected ${expected[group]}, found ${bound - start}`;
    }
  }
  // The crate measures the last group against the whole input, prefix or braces included
  // (`{…35 chars…}` reports 13): reproduced as is.
  return `invalid group length in group 4: expected 12, found ${utf8Length(input) - 24}`;
}
