import { describe, expect, test } from 'vitest';
import {
  meetsMinimum,
  REOPEN_WINDOW_DAYS,
  retryDelayMs,
  type TicketChange,
  type TicketState,
  ticketAction,
  ticketMarker,
} from '../../src/domain/tickets.ts';

const subject = {
  organizationName: 'Contoso',
  controlName: 'Disk encryption',
  controlSlug: 'baseline-disk',
  standardName: 'Baseline',
  severity: 'high' as const,
  link: null,
};
const at = new Date('2026-11-20T10:00:00.000Z');
const change = (overrides: Partial<TicketChange>): TicketChange => ({
  kind: 'failing',
  statusFrom: 'pass',
  statusTo: 'fail',
  opened: ['a'],
  resolved: [],
  failing: ['a'],
  reason: null,
  occurredAt: at,
  ...overrides,
});
const closedDaysAgo = (days: number): TicketState => ({
  state: 'closed',
  number: '77',
  closedAt: new Date(at.getTime() - days * 86_400_000),
  subjects: ['a'],
});
const open: TicketState = { state: 'open', number: '77', closedAt: null, subjects: ['a'] };

describe('ticketAction', () => {
  test.each([
    ['no ticket yet', null, 'open'],
    ['closed a day ago', closedDaysAgo(1), 'reopen'],
    [`closed exactly ${REOPEN_WINDOW_DAYS} days ago`, closedDaysAgo(REOPEN_WINDOW_DAYS), 'reopen'],
    [`closed ${REOPEN_WINDOW_DAYS + 1} days ago`, closedDaysAgo(REOPEN_WINDOW_DAYS + 1), 'open'],
  ])('a control that starts failing, %s: %s', (_what, ticket, kind) => {
    expect(ticketAction(ticket, change({}), subject).kind).toBe(kind);
  });

  test('an open ticket is never doubled: other subjects are a note, the same ones nothing', () => {
    const note = ticketAction(open, change({ kind: 'subjects', opened: ['b'], failing: ['a', 'b'] }), subject);
    expect(note).toEqual({ kind: 'note', note: expect.stringContaining('Newly failing: b.') });
    expect(ticketAction(open, change({ kind: 'failing' }), subject).kind).toBe('none');
  });

  test.each([
    ['passing', 'passing', 'passes now'],
    ['out_of_scope', 'out_of_scope', 'out of scope'],
    ['exception', 'exception', 'An exception was granted for this control: "client accepted the risk"'],
  ] as const)('%s closes the ticket and says which', (kind, reason, words) => {
    const action = ticketAction(open, change({ kind, reason: 'client accepted the risk' }), subject);
    expect(action).toMatchObject({ kind: 'close', reason });
    expect((action as { note: string }).note).toContain(words);
  });

  test('nothing to close without an open ticket; a control no longer judged keeps its ticket open with a note', () => {
    expect(ticketAction(closedDaysAgo(1), change({ kind: 'passing' }), subject).kind).toBe('none');
    const action = ticketAction(open, change({ kind: 'not_judged', statusTo: 'no_data', failing: [] }), subject);
    expect(action).toEqual({ kind: 'note', note: expect.stringContaining('stays open until the control passes') });
  });

  test('a long list of subjects is cut, saying how many more', () => {
    const failing = Array.from({ length: 40 }, (_, i) => `device-${i}`);
    const action = ticketAction(null, change({ failing }), subject);
    expect((action as { description: string }).description).toContain('device-24 and 15 more');
  });
});

test('minimum severity: high > medium > low', () => {
  expect(meetsMinimum('high', 'medium')).toBe(true);
  expect(meetsMinimum('medium', 'medium')).toBe(true);
  expect(meetsMinimum('low', 'medium')).toBe(false);
});

test('the marker fits the PSAs external reference fields and tells controls apart', () => {
  const a = ticketMarker('019f0000-0000-7000-8000-000000000001', '019f0000-0000-7000-8000-000000000002');
  const b = ticketMarker('019f0000-0000-7000-8000-000000000001', '019f0000-0000-7000-8000-000000000003');
  expect(a).toMatch(/^cg-[0-9a-f]{16}$/);
  expect(a.length).toBeLessThanOrEqual(50);
  expect(a).not.toBe(b);
});

test('retries back off from 5 s to an hour, and honour Retry-After', () => {
  expect([1, 2, 3].map((n) => retryDelayMs(n, null))).toEqual([5_000, 10_000, 20_000]);
  expect(retryDelayMs(30, null)).toBe(3_600_000);
  expect(retryDelayMs(1, 30_000)).toBe(30_000);
});
