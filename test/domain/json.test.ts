import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { jsonBreach } from '../../src/domain/json.ts';

/** The rule as a character-at-a-time walk: what the fast scan must agree with on every text. */
function reference(text: string, maxDepth: number, maxMembers: number): number | null {
  const members: number[] = [];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      depth++;
      if (depth > maxDepth) return i;
      members[depth] = c === '{' ? 0 : -1;
    } else if (c === '}' || c === ']') depth--;
    else if (c === ':' && depth > 0 && members[depth]! >= 0) {
      members[depth]! += 1;
      if (members[depth]! > maxMembers) return i;
    }
  }
  return null;
}

const at = (text: string, maxDepth: number, maxMembers = 1000) =>
  jsonBreach(text, { maxDepth, maxMembers })?.at ?? null;

describe('jsonBreach', () => {
  test.each([
    ['[[[]]]', 2, 2],
    ['[[[]]]', 3, null],
    ['{"a":"[[[[[["}', 1, null],
    ['{"a":"\\"[[[["}', 1, null],
    ['{"a":"\\\\"}[[', 1, 11],
    ['"unterminated [[[', 0, null],
    ['\\"[[', 1, null],
  ])('%j within depth %i -> %j', (text, depth, index) => {
    expect(at(text, depth)).toBe(index);
    expect(reference(text, depth, 1000)).toBe(index);
  });

  test('says which bound broke', () => {
    expect(jsonBreach('[[[]]]', { maxDepth: 2 })?.reason).toBe('JSON nested deeper than 2 levels');
    expect(jsonBreach('{"a":1,"b":2,"c":{"d":3}}', { maxMembers: 2 })).toEqual({
      at: 16,
      reason: 'JSON object with more than 2 members',
    });
    // Members of each object count apart; an array's items are no members; a colon in a string is text.
    expect(jsonBreach('{"a":{"b":1,"c":2},"d":[{"e":1},{"f":":::"}]}', { maxMembers: 2 })).toBeNull();
  });

  test('50,000 variables are refused before they are parsed; 10,000 facts pass', () => {
    const variables = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`v${i}`, i]));
    expect(jsonBreach(JSON.stringify({ query: '{ __typename }', variables }))?.reason).toBe(
      'JSON object with more than 1000 members',
    );
    const facts = Array.from({ length: 10_000 }, (_, i) => ({
      predicate: 'p',
      subject: `s${i}`,
      fields: { ok: true },
    }));
    expect(jsonBreach(JSON.stringify({ query: 'mutation', variables: { facts } }))).toBeNull();
  });

  test('agrees with a character-at-a-time walk on any text of brackets, quotes, colons and backslashes', () => {
    const text = fc
      .array(fc.constantFrom('{', '}', '[', ']', '"', '\\', 'a', ':', ','), { maxLength: 80 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 4 }), (value, depth, members) => {
        expect(at(value, depth, members)).toBe(reference(value, depth, members));
      }),
      { numRuns: 5_000 },
    );
  });

  test('a megabyte inside one string, escapes included, is one string', () => {
    const body = JSON.stringify({
      query: `${'a'.repeat(500_000)}"[[[\\${'b'.repeat(500_000)}`,
      variables: { v: [[[]]] },
    });
    expect(at(body, 3)).toBe(body.lastIndexOf('[[[') + 1);
    expect(at(body, 4)).toBe(body.lastIndexOf('[[[') + 2);
    expect(at(body, 5)).toBe(null);
  });
});
