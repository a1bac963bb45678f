import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { asObject, effectiveSettings, type OverrideSettings } from '../../src/domain/settings.ts';

const on = { enabled: true };
const off = { enabled: false };

describe('effective settings', () => {
  test.each<[string, { enabled: boolean }, { enabled: boolean }, OverrideSettings | null, boolean, boolean]>([
    ['no override: the control decides', on, on, null, true, false],
    ['no override, control off', on, off, null, false, false],
    ['the standard gates everything', off, on, { enabled: true, parameters: null }, false, true],
    ['an override switches a control off', on, on, { enabled: false, parameters: null }, false, true],
    ['an override switches a control on', on, off, { enabled: true, parameters: null }, true, true],
    ['an override of parameters only keeps the flag', on, off, { enabled: null, parameters: { a: 1 } }, false, true],
    ['an empty override row overrides nothing', on, on, { enabled: null, parameters: null }, true, false],
  ])('%s', (_, standard, control, override, effectiveEnabled, isOverridden) => {
    const settings = effectiveSettings(standard, { ...control, parameters: {} }, override);
    expect(settings.effectiveEnabled).toBe(effectiveEnabled);
    expect(settings.isOverridden).toBe(isOverridden);
  });

  test('overridden parameters are merged key by key over the control’s', () => {
    expect(
      effectiveSettings(
        on,
        { enabled: true, parameters: { maxIdleMinutes: 15, lock: true } },
        {
          enabled: null,
          parameters: { maxIdleMinutes: 5 },
        },
      ).effectiveParameters,
    ).toStrictEqual({ maxIdleMinutes: 5, lock: true });
    expect(effectiveSettings(on, { enabled: true, parameters: null }, null).effectiveParameters).toStrictEqual({});
  });

  test('precedence: standard, then override, then control', () => {
    const flag = fc.option(fc.boolean(), { nil: null });
    const params = fc.option(fc.dictionary(fc.string(), fc.integer()), { nil: null });
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        flag,
        params,
        fc.dictionary(fc.string(), fc.integer()),
        (s, c, o, p, own) => {
          const settings = effectiveSettings(
            { enabled: s },
            { enabled: c, parameters: own },
            { enabled: o, parameters: p },
          );
          expect(settings.effectiveEnabled).toBe(s && (o ?? c));
          expect(settings.effectiveParameters).toEqual({ ...own, ...(p ?? {}) });
          expect(settings.isOverridden).toBe(o !== null || p !== null);
          expect(effectiveSettings({ enabled: false }, { enabled: c, parameters: own }, null).effectiveEnabled).toBe(
            false,
          );
        },
      ),
    );
  });
});

describe('asObject', () => {
  test.each([
    [{ a: 1 }, { a: 1 }],
    [null, {}],
    [undefined, {}],
    [[1, 2], {}],
    ['text', {}],
    [7, {}],
  ])('%j -> %j', (value, expected) => {
    expect(asObject(value)).toStrictEqual(expected);
  });
});
