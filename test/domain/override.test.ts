import { describe, expect, test } from 'vitest';
import { MAX_EXPIRY_DAYS, overrideIssues } from '../../src/domain/override.ts';
import { TEXT_LIMITS } from '../../src/domain/text.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

describe('overrideIssues: the checks of both kinds of override, once', () => {
  test.each([
    [
      'a control disabled without a reason',
      'control',
      { enabled: false },
      [['reason'], 'A reason is required to disable a control'],
    ],
    [
      'a standard taken out of scope without a reason',
      'standard',
      { enabled: false },
      [['reason'], 'A reason is required to take a standard out of scope'],
    ],
    ['an empty reason', 'control', { enabled: false, reason: '' }, [['reason'], 'reason must not be empty']],
    [
      'a reason over the limit (code points)',
      'standard',
      { enabled: false, reason: '😀'.repeat(TEXT_LIMITS.reason + 1) },
      [['reason'], `reason must have at most ${TEXT_LIMITS.reason} characters`],
    ],
    ['an end now', 'control', { enabled: true, expiresAt: NOW }, [['expiresAt'], 'expiresAt must be in the future']],
    [
      'an end past the window',
      'standard',
      { enabled: true, expiresAt: days(MAX_EXPIRY_DAYS + 1) },
      [['expiresAt'], `expiresAt must be at most ${MAX_EXPIRY_DAYS} days ahead`],
    ],
  ] as const)('%s', (_name, kind, setting, [path, message]) => {
    expect(overrideIssues(kind, setting, NOW)).toEqual([{ path, message }]);
  });

  test('a valid override has none: a reason of exactly the limit, an end on the last day, enabled or inherited', () => {
    const reason = '😀'.repeat(TEXT_LIMITS.reason);
    expect(overrideIssues('control', { enabled: false, reason, expiresAt: days(MAX_EXPIRY_DAYS) }, NOW)).toEqual([]);
    expect(overrideIssues('control', { enabled: null, parameters: { max: 3 } }, NOW)).toEqual([]);
    expect(overrideIssues('standard', { enabled: true }, NOW)).toEqual([]);
  });

  test('every issue is reported, in field order', () => {
    const issues = overrideIssues('control', { enabled: false, expiresAt: days(-1) }, NOW);
    expect(issues.map((issue) => issue.path[0])).toEqual(['reason', 'expiresAt']);
  });
});
