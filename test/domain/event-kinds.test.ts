import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ChangeSet } from '../../src/domain/changes.ts';
import {
  EVENT_TYPES,
  eventKindName,
  eventsOf,
  isEventType,
  payloadOf,
  readEventData,
} from '../../src/domain/event-kinds.ts';

const at = new Date('2026-11-20T10:00:00.000Z');
const later = new Date('2026-11-20T10:00:05.000Z');
const organizationId = '0195f2b0-0000-7000-8000-00000000000a';
const controlId = '0195f2b0-0000-7000-8000-000000000001';
const standardId = '0195f2b0-0000-7000-8000-0000000000aa';

const detection = {
  detectionId: '0195f2b0-0000-7000-8000-0000000000d1',
  organizationId,
  controlId,
  standardId,
  subject: 'laptop-17',
  severity: 'high' as const,
  title: 'Disk encryption: laptop-17',
};

const changes: ChangeSet = {
  tenantId: '0195f2b0-0000-7000-8000-0000000000ee',
  organizationId,
  controls: [
    { organizationId, controlId, standardId, from: null, to: 'fail', evaluatedAt: at },
    { organizationId, controlId: standardId, standardId, from: 'pass', to: 'pass', evaluatedAt: later },
  ],
  rollup: { organizationId, from: 'pass', to: 'fail' },
  detections: [
    { kind: 'resolved', ...detection, subject: 'gone-1', at },
    { kind: 'opened', ...detection, at },
    { kind: 'reopened', ...detection, subject: 'back-1', at: later },
  ],
};

describe('eventsOf', () => {
  test('announces each moved change once, payloads as DECISIONS fixes them, kind by kind', () => {
    expect(eventsOf(changes)).toStrictEqual([
      {
        type: 'control.status_changed',
        organizationId,
        occurredAt: at,
        data: { organizationId, controlId, standardId, from: null, to: 'fail', evaluatedAt: at.toISOString() },
      },
      // The rollup moved when the evaluation's latest control change happened.
      {
        type: 'organization.rollup_changed',
        organizationId,
        occurredAt: later,
        data: { organizationId, from: 'pass', to: 'fail' },
      },
      {
        type: 'detection.opened',
        organizationId,
        occurredAt: at,
        data: { ...detection, openedAt: at.toISOString() },
      },
      {
        type: 'detection.resolved',
        organizationId,
        occurredAt: at,
        data: { ...detection, subject: 'gone-1', resolvedAt: at.toISOString() },
      },
      {
        type: 'detection.reopened',
        organizationId,
        occurredAt: later,
        data: { ...detection, subject: 'back-1', reopenedAt: later.toISOString() },
      },
    ]);
  });

  test('a change set whose statuses did not move announces nothing', () => {
    const still: ChangeSet = {
      ...changes,
      controls: [changes.controls[1]!],
      rollup: { organizationId, from: 'fail', to: 'fail' },
      detections: [],
    };
    expect(eventsOf(still)).toEqual([]);
  });
});

describe('readEventData', () => {
  test('reads every announced payload back from its stored JSON as it was announced', () => {
    for (const draft of eventsOf(changes)) {
      const stored = { type: draft.type, data: JSON.parse(JSON.stringify(draft.data)) as unknown };
      expect(readEventData(stored, draft.type)).toStrictEqual(draft.data);
    }
  });

  test('a detection event recorded before it carried standardId and title reads them as null', () => {
    const { standardId: _s, title: _t, ...old } = detection;
    expect(
      readEventData({ type: 'detection.opened', data: { ...old, openedAt: at.toISOString() } }, 'detection.opened'),
    ).toStrictEqual({ ...old, standardId: null, title: null, openedAt: at.toISOString() });
  });

  test.each([
    [
      'another kind',
      { type: 'organization.rollup_changed' as const, data: { organizationId, from: 'pass', to: 'fail' } },
    ],
    [
      'a status outside the five',
      {
        type: 'control.status_changed' as const,
        data: { organizationId, controlId, standardId, from: null, to: 'broken', evaluatedAt: '' },
      },
    ],
    [
      'a missing key',
      {
        type: 'control.status_changed' as const,
        data: { organizationId, controlId, from: null, to: 'fail', evaluatedAt: '' },
      },
    ],
    ['not an object', { type: 'control.status_changed' as const, data: ['pass'] }],
    ['null', { type: 'control.status_changed' as const, data: null }],
  ])('%s reads as null', (_case, event) => {
    expect(readEventData(event, 'control.status_changed')).toBeNull();
  });
});

test('isEventType knows the table and nothing an object inherits', () => {
  expect(EVENT_TYPES.every(isEventType)).toBe(true);
  expect(['constructor', 'toString', 'control.status', ''].some(isEventType)).toBe(false);
});

test("the events table of docs/api.md lists exactly the table's kinds, in its order", () => {
  const api = readFileSync(resolve(import.meta.dirname, '../../docs/api.md'), 'utf8');
  const section = api.slice(api.indexOf('\n## Events\n'), api.indexOf('\n### Webhooks\n'));
  const documented = [...section.matchAll(/^\| `([a-z_.]+)`\s*\|/gm)].map((match) => match[1]);
  expect(documented).toEqual(EVENT_TYPES);
});

test("each kind has a GraphQL name of its own, and a payload type whose keys are its announced payload's", () => {
  const names = EVENT_TYPES.map(eventKindName);
  expect(names.every((name) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(name))).toBe(true);
  expect(new Set(names).size).toBe(EVENT_TYPES.length);
  expect(new Set(EVENT_TYPES.map((type) => payloadOf(type).name)).size).toBe(EVENT_TYPES.length);
  for (const draft of eventsOf(changes)) {
    expect(Object.keys(payloadOf(draft.type).fields).sort()).toEqual(Object.keys(draft.data).sort());
  }
});
