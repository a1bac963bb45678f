import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { INVALID, type ValidationErrorItem } from '../../src/rest/pydantic/core.ts';
import { bool } from '../../src/rest/pydantic/validators/bool.ts';
import { dateTime } from '../../src/rest/pydantic/validators/datetime.ts';
import { record } from '../../src/rest/pydantic/validators/dict.ts';
import { int } from '../../src/rest/pydantic/validators/int.ts';
import { string } from '../../src/rest/pydantic/validators/string.ts';

/**
 * Our validators against pydantic itself: test/security/fixtures/pydantic-cases.json holds what
 * pydantic 2.13 (pydantic-core 2.46) answered for 900 generated inputs (strings with NUL,
 * unpaired surrogates and bounds; dates real and impossible; integers as query strings), made by
 * pydantic-cases.py next to it; and a control's `expect` (dict[str, bool], at least one entry). Every answer must match: the value, or the errors word for word.
 */
interface Case {
  kind: 'string' | 'dateTime' | 'int' | 'boolRecord';
  options: Record<string, number>;
  input: unknown;
  expected: { ok: true; value: unknown } | { ok: false; errors: ValidationErrorItem[] };
}

const { pydantic, cases } = JSON.parse(readFileSync('test/security/fixtures/pydantic-cases.json', 'utf8')) as {
  pydantic: string;
  cases: Case[];
};

function validatorFor(testCase: Case) {
  if (testCase.kind === 'string') return string(testCase.options);
  if (testCase.kind === 'int') return int(testCase.options);
  if (testCase.kind === 'boolRecord') return record(bool(), testCase.options);
  return dateTime();
}

/** pydantic's isoformat: naive (no offset) means UTC to the service; microseconds become milliseconds. */
function instant(iso: string): number {
  const withZone = /([+-]\d{2}:\d{2}|Z)$/.test(iso) ? iso : `${iso}Z`;
  return new Date(withZone.replace(/(\.\d{3})\d+/, '$1')).getTime();
}

describe(`validators answer as pydantic ${pydantic} does`, () => {
  test.each(['string', 'dateTime', 'int', 'boolRecord'] as const)('%s', (kind) => {
    const mine = cases.filter((testCase) => testCase.kind === kind);
    expect(mine.length).toBeGreaterThan(kind === 'boolRecord' ? 10 : 100);
    for (const testCase of mine) {
      const errors: ValidationErrorItem[] = [];
      const value = validatorFor(testCase).validate(testCase.input, [], errors);
      const label = `${kind} ${JSON.stringify(testCase.options)} ${JSON.stringify(testCase.input)}`;
      if (testCase.expected.ok) {
        expect(value, label).not.toBe(INVALID);
        if (kind === 'dateTime')
          expect((value as Date).getTime(), label).toBe(instant(testCase.expected.value as string));
        else expect(value, label).toEqual(testCase.expected.value);
      } else {
        expect(value, label).toBe(INVALID);
        expect(errors, label).toEqual(testCase.expected.errors);
      }
    }
  });
});
