import { describe, expect, test } from 'vitest';
import { ATTESTABLE_PREDICATES, attestationIssues } from '../../src/domain/attestation.ts';
import { CONNECTOR_CATALOG } from '../../src/domain/connector-catalog.ts';
import {
  adoptionDraft,
  controlContent,
  type LibraryFramework,
  libraryIssues,
  libraryUpdateOf,
} from '../../src/domain/library.ts';
import { LIBRARY, libraryProblems, suppliedBy } from '../../src/domain/library-content.ts';

const supplied = suppliedBy(CONNECTOR_CATALOG);

describe('the shipped library', () => {
  test('has at least three frameworks and 80 controls, each naming its publisher, version, licence and an https source', () => {
    expect(LIBRARY.length).toBeGreaterThanOrEqual(3);
    expect(LIBRARY.reduce((n, framework) => n + framework.controls.length, 0)).toBeGreaterThanOrEqual(80);
    for (const framework of LIBRARY) {
      expect(framework.publisher).not.toBe('');
      expect(framework.licence).not.toBe('');
      expect(framework.attribution).not.toBe('');
      expect(new URL(framework.sourceUrl).protocol).toBe('https:');
    }
    expect(LIBRARY.map((f) => f.licence)).toEqual([
      'Public domain (U.S. Government work, 17 U.S.C. 105); TLP:CLEAR',
      'CC BY 4.0',
      'Public domain (U.S. Government work, 17 U.S.C. 105)',
    ]);
    // CC BY asks for attribution wherever the content is shown: it travels with the framework.
    expect(LIBRARY[1]!.attribution).toContain('Australian Signals Directorate');
    expect(LIBRARY[1]!.attribution).toContain('CC BY 4.0');
  });

  test('passes its own checks: every required predicate is supplied by a connector type of the catalog or by attestation', () => {
    expect(libraryProblems()).toEqual([]);
    const unsupplied = LIBRARY.flatMap((framework) =>
      framework.controls.flatMap((control) => control.requires.filter((predicate) => !supplied.has(predicate))),
    );
    expect(unsupplied).toEqual([]);
  });

  test('uses the frameworks\u2019 own identifiers, each once, and remediation with steps and a public link', () => {
    const [scuba, e8, csf] = LIBRARY;
    for (const id of scuba!.controls.map((c) => c.identifier))
      expect(id).toMatch(/^MS\.(AAD|EXO|SHAREPOINT|DEFENDER)\.\d+\.\d+v\d+$/);
    for (const id of e8!.controls.map((c) => c.identifier)) expect(id).toMatch(/^ML1-(PA|PO|MF|RA|AC|RM|AH|RB)-\d\d$/);
    for (const id of csf!.controls.map((c) => c.identifier)) expect(id).toMatch(/^(GV|ID|PR|DE|RS|RC)\.[A-Z]{2}-\d\d$/);
    expect(scuba!.controls.find((c) => c.identifier === 'MS.AAD.3.1v1')).toMatchObject({
      requires: ['identity.mfa.phishing_resistant'],
      expect: { enforced: true },
      severity: 'high',
    });
    for (const framework of LIBRARY)
      for (const control of framework.controls) {
        expect(control.remediation.steps.length).toBeGreaterThan(0);
        expect(control.remediation.url).toMatch(/^https:\/\//);
      }
  });

  test('declares attestable only predicates with boolean fields the attestation type supplies', () => {
    const attestation = CONNECTOR_CATALOG.find((type) => type.typeCode === 'attestation')!;
    expect(attestation.predicates).toEqual(ATTESTABLE_PREDICATES.map((p) => p.predicate));
    for (const required of [
      'backup.restore.tested',
      'training.security_awareness.completed',
      'governance.incident_response.tested',
      'access.privileged.reviewed',
      'access.privileged.internet_restricted',
      'app.browser.hardened',
      'logging.central.forwarded',
      'asset.inventory.maintained',
    ])
      expect(attestation.predicates).toContain(required);
  });
});

const framework = (
  controls: LibraryFramework['controls'],
  overrides: Partial<LibraryFramework> = {},
): LibraryFramework => ({
  key: 'test-framework',
  name: 'Test',
  publisher: 'Us',
  version: '1',
  licence: 'CC0',
  sourceUrl: 'https://example.org/',
  description: 'Test.',
  attribution: 'Ours.',
  controls,
  ...overrides,
});
const good = LIBRARY[0]!.controls[0]!;

describe('library checks', () => {
  test('an unknown predicate, a duplicate identifier and an empty expect each name the framework and the control', () => {
    const problems = libraryIssues(
      [
        framework([
          { ...good, requires: ['identity.nothing.here'] },
          good,
          { ...good, identifier: 'X-2', expect: {} },
          { ...good, identifier: 'X-2' },
        ]),
      ],
      supplied,
    );
    expect(problems).toEqual([
      "library standard 'test-framework' control 'MS.AAD.1.1v1': unknown predicate 'identity.nothing.here' (no connector type of the catalog supplies it)",
      "library standard 'test-framework' control 'MS.AAD.1.1v1': duplicate identifier",
      "library standard 'test-framework' control 'X-2': empty expect (a control that checks nothing passes all)",
      "library standard 'test-framework' control 'X-2': duplicate identifier",
    ]);
  });

  test('a framework needs a key, an https source and controls', () => {
    expect(libraryIssues([framework([], { key: 'Bad Key', sourceUrl: 'http://x' })], supplied)).toEqual([
      "library standard 'Bad Key': a key is 2 to 63 characters of a-z, 0-9 and -, starting with a letter",
      "library standard 'Bad Key': sourceUrl is not an https URL",
      "library standard 'Bad Key': it has no control",
    ]);
  });
});

describe('an upgrade on offer', () => {
  const v1 = framework([good, { ...good, identifier: 'X-2' }, { ...good, identifier: 'X-3' }]);
  const adopted = adoptionDraft(v1, 'mine', false).controls.map((control, index) => ({
    id: `c${index}`,
    libraryControlId: control.libraryControlId!,
    content: { ...control, expect: control.definition.expect, remediation: control.remediation ?? null },
  }));

  test('nothing is offered when the standard has the current version and content', () => {
    expect(libraryUpdateOf('1', adopted, v1)).toBeNull();
  });

  test('lists what is added, removed and changed (with the fields that differ) between the versions', () => {
    const v2 = framework(
      [
        { ...good, severity: 'low', remediation: { ...good.remediation, summary: 'Do it differently.' } },
        { ...good, identifier: 'X-3' },
        { ...good, identifier: 'X-4' },
      ],
      { version: '2' },
    );
    const update = libraryUpdateOf('1', adopted, v2)!;
    expect(update.fromVersion).toBe('1');
    expect(update.toVersion).toBe('2');
    expect(update.added.map((c) => c.identifier)).toEqual(['X-4']);
    expect(update.removed.map((c) => c.libraryControlId)).toEqual(['X-2']);
    expect(update.changed.map((c) => [c.control.libraryControlId, c.fields])).toEqual([
      ['MS.AAD.1.1v1', ['severity', 'remediation']],
    ]);
  });

  test('an adopted control is named with its identifier and keeps the remediation', () => {
    expect(controlContent(good).name).toBe(`MS.AAD.1.1v1 ${good.name}`);
    const draft = adoptionDraft(LIBRARY[0]!, 'scuba', true);
    expect(draft.controls[0]).toMatchObject({
      slug: 'scuba-ms-aad-1-1v1',
      enabled: true,
      autonomy: 'suggest_only',
      libraryKey: 'cisa-scuba-m365',
      libraryControlId: 'MS.AAD.1.1v1',
      requires: ['identity.legacy_auth.blocked'],
      definition: { match: { predicate: 'identity.legacy_auth.blocked' }, expect: { blocked: true } },
      remediation: good.remediation,
    });
  });
});

describe('attestation checks', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const input = {
    predicate: 'backup.restore.tested',
    subject: 'Veeam',
    fields: { tested: true },
    note: 'Restored the file server to a sandbox on 25 November.',
    expiresAt: new Date('2027-02-25T12:00:00Z'),
  };
  test('accepts an attestable predicate with its declared boolean fields and a future end within 400 days', () => {
    expect(attestationIssues(input, now)).toEqual([]);
  });
  test('refuses another predicate, an undeclared or non-boolean field, an empty note and an end out of range', () => {
    const issues = attestationIssues(
      {
        ...input,
        predicate: 'device.disk.encrypted',
        fields: { encrypted: 'yes' },
        note: '',
        expiresAt: new Date('2028-06-01T00:00:00Z'),
      },
      now,
    );
    expect(issues.map((issue) => issue.path)).toEqual([
      ['note'],
      ['predicate'],
      ['fields', 'encrypted'],
      ['expiresAt'],
    ]);
    expect(attestationIssues({ ...input, fields: { tested: true, extra: true } }, now)).toEqual([
      { path: ['fields', 'extra'], message: "'backup.restore.tested' has no field 'extra' (it has tested)" },
    ]);
    expect(attestationIssues({ ...input, expiresAt: now }, now).map((i) => i.path)).toEqual([['expiresAt']]);
  });
});
