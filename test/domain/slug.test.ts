import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { controlSlug, slugify } from '../../src/domain/slug.ts';

const SLUG = /^([a-z0-9]+(-[a-z0-9]+)*)?$/;

describe('slugify', () => {
  test.each([
    ['Disk Encryption (BitLocker)', 'disk-encryption-bitlocker'],
    ['  MFA for all users  ', 'mfa-for-all-users'],
    ['Crème brûlée — Ünïcode', 'creme-brulee-unicode'],
    ['already-a-slug', 'already-a-slug'],
    ['CIS 4.5 / Firewall', 'cis-4-5-firewall'],
    ['---', ''],
    ['日本語', ''],
    ['', ''],
  ])('%j -> %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  test('always lowercase ASCII words joined by single hyphens, and stable when applied again', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(SLUG);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('control slugs', () => {
  test.each([
    [{ slugSuffix: 'Disk Enc', name: 'Ignored', predicate: 'device.disk.encryption' }, 'cis-disk-enc'],
    [{ name: 'MFA for all users', predicate: 'identity.mfa.enabled' }, 'cis-mfa-for-all-users'],
    [{ predicate: 'device.disk.encryption' }, 'cis-encryption'],
    [{ slugSuffix: '!!!', name: null, predicate: 'device.os_supported' }, 'cis-os-supported'],
    [{ slugSuffix: '', name: '', predicate: '' }, 'cis-control'],
  ])('%j -> %s', (control, slug) => {
    expect(controlSlug('cis', control)).toBe(slug);
  });

  test('start with the standard slug; the suffix comes from the first source that gives one', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), fc.string(), (slugSuffix, name, predicate) => {
        const slug = controlSlug('std', { slugSuffix, name, predicate });
        const expected =
          slugify(slugSuffix ?? '') || slugify(name ?? '') || slugify(predicate.split('.').at(-1)!) || 'control';
        expect(slug).toBe(`std-${expected}`);
        expect(slug.slice(4)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
  });
});
