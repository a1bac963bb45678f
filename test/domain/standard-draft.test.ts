import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { controlSlug } from '../../src/domain/slug.ts';
import {
  type ControlInput,
  copiedControlSlug,
  DEFAULT_CATEGORY,
  DEFAULT_SEVERITY,
  draftStandard,
  firstDuplicate,
  SLUG_MAX_LENGTH,
} from '../../src/domain/standard-draft.ts';

const control = (changes: Partial<ControlInput> = {}): ControlInput => ({
  enabled: true,
  autonomy: 'suggest_only',
  match: { predicate: 'device.disk.encryption' },
  expect: { enabled: true },
  parameters: {},
  ...changes,
});

describe('drafting a new standard', () => {
  test('fills the documented defaults and derives slugs and requires', () => {
    expect(draftStandard({ slug: 'my-cis', enabled: false, controls: [control()] })).toStrictEqual({
      kind: 'draft',
      draft: {
        slug: 'my-cis',
        name: 'my-cis',
        description: '',
        enabled: false,
        controls: [
          {
            slug: 'my-cis-encryption',
            name: 'my-cis-encryption',
            category: DEFAULT_CATEGORY,
            severity: DEFAULT_SEVERITY,
            description: '',
            enabled: true,
            autonomy: 'suggest_only',
            parameters: {},
            definition: { match: { predicate: 'device.disk.encryption' }, expect: { enabled: true } },
            requires: ['device.disk.encryption'],
          },
        ],
      },
    });
    expect([DEFAULT_CATEGORY, DEFAULT_SEVERITY]).toEqual(['General', 'medium']);
  });

  test('keeps what the caller gave, in request order', () => {
    const result = draftStandard({
      slug: 'std',
      name: 'Standard',
      description: 'Why',
      enabled: false,
      controls: [
        control({ name: 'Second', category: 'B', severity: 'high', description: 'd', enabled: false }),
        control({ slugSuffix: 'First', match: { predicate: 'identity.mfa' } }),
      ],
    });
    expect(result.kind).toBe('draft');
    if (result.kind !== 'draft') return;
    expect(result.draft).toMatchObject({ name: 'Standard', description: 'Why' });
    expect(result.draft.controls.map((c) => [c.slug, c.name, c.category, c.severity, c.enabled])).toEqual([
      ['std-second', 'Second', 'B', 'high', false],
      ['std-first', 'std-first', 'General', 'medium', true],
    ]);
  });

  test.each<[string, Parameters<typeof draftStandard>[0], (string | number)[][]]>([
    ['an enabled standard', { slug: 's', enabled: true, controls: [control()] }, [['enabled']]],
    ['no control', { slug: 's', enabled: false, controls: [] }, [['controls']]],
    ['an empty slug', { slug: '', enabled: false, controls: [control()] }, [['slug']]],
    ['a slug too long', { slug: 'x'.repeat(SLUG_MAX_LENGTH + 1), enabled: false, controls: [control()] }, [['slug']]],
    [
      'empty texts and a non-boolean expectation, all reported',
      {
        slug: 's',
        name: '',
        enabled: false,
        controls: [control(), control({ name: '', match: { predicate: '' }, expect: { enabled: 'yes' } })],
      },
      [['name'], ['controls', 1, 'name'], ['controls', 1, 'match', 'predicate'], ['controls', 1, 'expect', 'enabled']],
    ],
  ])('refuses %s, naming each bad field', (_, input, paths) => {
    const result = draftStandard(input);
    expect(result.kind).toBe('invalid');
    if (result.kind === 'invalid') expect(result.issues.map((issue) => issue.path)).toEqual(paths);
  });

  test('a slug is counted in code points, as Python counts it', () => {
    const slug = '😀'.repeat(SLUG_MAX_LENGTH);
    expect(draftStandard({ slug, enabled: false, controls: [control()] }).kind).toBe('draft');
  });

  test('two controls deriving one slug are a conflict, not a bad body', () => {
    expect(
      draftStandard({
        slug: 's',
        enabled: false,
        controls: [control({ name: 'Disk' }), control({ slugSuffix: 'disk' })],
      }),
    ).toStrictEqual({ kind: 'duplicate', slug: 's-disk' });
  });

  test('one control per input, each slug its own derivation; a slug derived twice is the conflict', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.option(fc.stringMatching(/^[A-Za-z ]{1,12}$/), { nil: undefined }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        (controls) => {
          const result = draftStandard({ slug: 'std', enabled: false, controls: controls.map((c) => control(c)) });
          const derived = controls.map((c) =>
            controlSlug('std', { name: c.name, predicate: 'device.disk.encryption' }),
          );
          const duplicate = firstDuplicate(derived);
          if (duplicate !== undefined) expect(result).toStrictEqual({ kind: 'duplicate', slug: duplicate });
          else expect(result.kind === 'draft' && result.draft.controls.map((c) => c.slug)).toEqual(derived);
        },
      ),
    );
  });
});

describe('copying', () => {
  test.each([
    [
      'cis-ig1',
      'my-cis',
      { slug: 'cis-ig1-disk-encryption', name: 'Disk', requires: ['device.disk'] },
      'my-cis-disk-encryption',
    ],
    ['cis-ig1', 'my-cis', { slug: 'legacy-slug', name: 'Firewall on', requires: ['device.fw'] }, 'my-cis-firewall-on'],
    ['cis-ig1', 'my-cis', { slug: 'cis-ig1-', name: '', requires: ['device.os.patched'] }, 'my-cis-patched'],
  ])('%s -> %s: %j becomes %s', (from, to, control, slug) => {
    expect(copiedControlSlug(from, to, control)).toBe(slug);
  });
});

describe('firstDuplicate', () => {
  test.each([
    [[], undefined],
    [['a', 'b'], undefined],
    [['a', 'b', 'a', 'b'], 'a'],
    [['x', 'y', 'y'], 'y'],
  ])('%j -> %s', (slugs, duplicate) => {
    expect(firstDuplicate(slugs)).toBe(duplicate);
  });
});
