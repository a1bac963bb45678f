// Every expected error below was produced by pydantic 2.13.4 / pydantic-core 2.46.4
// (`TypeAdapter(...).validate_python(value, from_attributes=True)`, as FastAPI calls it) and
// CPython 3.11's `json.loads`, then copied verbatim.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { toJsonSchema, type ValidationErrorItem } from '../../src/rest/pydantic/core.ts';
import { parsePythonJson } from '../../src/rest/pydantic/json.ts';
import { parseUuid } from '../../src/rest/pydantic/messages.ts';
import { type RawRequest, type RequestDecl, validateRequest } from '../../src/rest/pydantic/request.ts';
import { bool } from '../../src/rest/pydantic/validators/bool.ts';
import { dict, record } from '../../src/rest/pydantic/validators/dict.ts';
import { enumOf } from '../../src/rest/pydantic/validators/enum.ts';
import { int } from '../../src/rest/pydantic/validators/int.ts';
import { list } from '../../src/rest/pydantic/validators/list.ts';
import { literal } from '../../src/rest/pydantic/validators/literal.ts';
import { model } from '../../src/rest/pydantic/validators/model.ts';
import { nullable } from '../../src/rest/pydantic/validators/nullable.ts';
import { optional } from '../../src/rest/pydantic/validators/optional.ts';
import { string } from '../../src/rest/pydantic/validators/string.ts';
import { uuid } from '../../src/rest/pydantic/validators/uuid.ts';

const ORG = '12345678-1234-1234-1234-123456789abc';

/** Asserts the whole 422 body, structurally and as FastAPI's exact bytes. */
function expect422(decl: RequestDecl, request: Partial<RawRequest>, json: string): void {
  const result = validateRequest(decl, { params: {}, query: {}, ...request });
  if (result.ok) throw new Error('expected a validation failure');
  expect(result.body).toStrictEqual(JSON.parse(json));
  expect(JSON.stringify(result.body)).toBe(json);
}

function validated(decl: RequestDecl, request: Partial<RawRequest>): unknown {
  const result = validateRequest(decl, { params: {}, query: {}, ...request });
  if (!result.ok) throw new Error(JSON.stringify(result.body));
  return result.value;
}

const listDecl = {
  query: {
    page: int({ ge: 1, default: 1 }),
    pageSize: int({ ge: 1, le: 100, default: 50 }),
    q: optional(string()),
    health: optional(enumOf(['healthy', 'degraded', 'disconnected'])),
    enabled: optional(bool()),
  },
} satisfies RequestDecl;

const trendDecl = {
  path: { organization_id: uuid() },
  query: { days: int({ ge: 1, le: 366, default: 30 }) },
} satisfies RequestDecl;

const Match = model({ predicate: string({ minLength: 1 }) }, { extra: 'forbid' });
const Control = model(
  {
    slugSuffix: nullable(string(), { default: null }),
    severity: nullable(enumOf(['high', 'medium', 'low']), { default: null }),
    enabled: literal([false]),
    autonomy: enumOf(['suggest_only', 'require_approval', 'auto_remediate']),
    match: Match,
    expect: record(bool()),
    parameters: dict({ default: {} }),
  },
  { extra: 'forbid' },
);
const StandardCreate = model(
  {
    slug: string({ minLength: 1 }),
    name: nullable(string(), { default: null }),
    enabled: literal([false]),
    controls: list(Control, { minLength: 1 }),
  },
  { extra: 'forbid', title: 'StandardCreate' },
);
const createDecl = { body: StandardCreate } satisfies RequestDecl;
const withPathDecl = {
  path: { standard_id: uuid() },
  query: { dryRun: bool({ default: false }) },
  body: StandardCreate,
} satisfies RequestDecl;

const control = {
  enabled: false,
  autonomy: 'suggest_only',
  match: { predicate: 'm365.mfa.enforced' },
  expect: { enforced: true },
  parameters: {},
};
const body = (value: unknown): Partial<RawRequest> => ({ body: JSON.stringify(value) });

describe('uuid path parameters', () => {
  it.each([
    ['hyphenated', ORG],
    ['upper case', ORG.toUpperCase()],
    ['simple', ORG.replaceAll('-', '')],
    ['braced', `{${ORG}}`],
    ['urn', `urn:uuid:${ORG}`],
  ])('accepts the %s form and returns the canonical form', (_form, input) => {
    expect(validated(trendDecl, { params: { organization_id: input } })).toStrictEqual({
      path: { organization_id: ORG },
      query: { days: 30 },
      body: undefined,
    });
  });

  it.each([
    ['not-a-uuid', 'invalid character: found `n` at 1'],
    ['1234', 'invalid length: expected length 32 for simple format, found 4'],
    ['12345678-1234-1234-1234', 'invalid group count: expected 5, found 4'],
    ['12345678-1234-1234-1234-12345678901', 'invalid group length in group 4: expected 12, found 11'],
  ])('%s gives the documented uuid_parsing error', (input, text) => {
    expect422(
      trendDecl,
      { params: { organization_id: input } },
      `{"detail":[{"type":"uuid_parsing","loc":["path","organization_id"],"msg":"Input should be a valid UUID, ${text}","input":"${input}","ctx":{"error":"${text}"}}]}`,
    );
  });

  it.each([
    ['', 'invalid length: expected length 32 for simple format, found 0'],
    ['{}', 'invalid group count: expected 5, found 1'],
    // A wrapper of the right length is diagnosed on its inner 36 characters only.
    ['{r12345678-1234-1234-1234-123456789ab}', 'invalid character: found `r` at 1'],
    ['urn:uuid:12345u78-1234-1234-1234-123456789abc', 'invalid character: found `u` at 6'],
    // Any other length is diagnosed on the whole input, wrapper counted.
    ['{x}', 'invalid character: found `x` at 2'],
    ['urn:uuid:x', 'invalid character: found `x` at 10'],
    ['{12345678-1234-1234-1234-12345678901}', 'invalid group length in group 4: expected 12, found 13'],
    ['URN:UUID:12345678-1234-1234-1234-123456789012', 'invalid character: found `U` at 1'],
    ['{0123456789abcdef0123456789abcdef}', 'invalid group count: expected 5, found 1'],
    ['1234567-12345-1234-1234-123456789012', 'invalid group length in group 0: expected 8, found 7'],
    ['12345678-1234-1234-1234-12345678901-', 'invalid group count: expected 5, found 6'],
    // Positions are UTF-8 byte offsets, as in Rust.
    ['aé', 'invalid character: found `é` at 2'],
    ['éé', 'invalid character: found `é` at 1'],
  ])('%j: %s', (input, text) => {
    expect(parseUuid(input)).toStrictEqual({ error: text });
  });

  it('reports a non-string body value as uuid_type', () => {
    const errors: ValidationErrorItem[] = [];
    uuid().validate(5, ['body', 'id'], errors);
    expect(JSON.stringify(errors)).toBe(
      '[{"type":"uuid_type","loc":["body","id"],"msg":"UUID input should be a string, bytes or UUID object","input":5}]',
    );
  });
});

describe('integer query parameters', () => {
  it.each([
    [
      'page',
      '0',
      '{"type":"greater_than_equal","loc":["query","page"],"msg":"Input should be greater than or equal to 1","input":"0","ctx":{"ge":1}}',
    ],
    [
      'pageSize',
      '101',
      '{"type":"less_than_equal","loc":["query","pageSize"],"msg":"Input should be less than or equal to 100","input":"101","ctx":{"le":100}}',
    ],
    [
      'pageSize',
      'abc',
      '{"type":"int_parsing","loc":["query","pageSize"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"abc"}',
    ],
    [
      'page',
      '1.5',
      '{"type":"int_parsing","loc":["query","page"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"1.5"}',
    ],
    [
      'page',
      '',
      '{"type":"int_parsing","loc":["query","page"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":""}',
    ],
    [
      'page',
      '5.',
      '{"type":"int_parsing","loc":["query","page"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"5."}',
    ],
    [
      'page',
      '1e2',
      '{"type":"int_parsing","loc":["query","page"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"1e2"}',
    ],
    [
      'page',
      '1__0',
      '{"type":"int_parsing","loc":["query","page"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"1__0"}',
    ],
    [
      'page',
      '\uFEFF5',
      '{"type":"int_parsing","loc":["query","page"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"\uFEFF5"}',
    ],
    [
      'page',
      '-0.0',
      '{"type":"greater_than_equal","loc":["query","page"],"msg":"Input should be greater than or equal to 1","input":"-0.0","ctx":{"ge":1}}',
    ],
    [
      'pageSize',
      '99999999999999999999999',
      '{"type":"less_than_equal","loc":["query","pageSize"],"msg":"Input should be less than or equal to 100","input":"99999999999999999999999","ctx":{"le":100}}',
    ],
  ])('%s=%j', (name, input, error) => {
    expect422(listDecl, { query: { [name]: input } }, `{"detail":[${error}]}`);
  });

  it('reports days outside 1..366', () => {
    expect422(
      trendDecl,
      { params: { organization_id: ORG }, query: { days: '367' } },
      '{"detail":[{"type":"less_than_equal","loc":["query","days"],"msg":"Input should be less than or equal to 366","input":"367","ctx":{"le":366}}]}',
    );
  });

  it.each([
    ['1.0', 1],
    ['1.00', 1],
    [' 5 ', 5],
    ['\u00a07\u3000', 7],
    ['+5', 5],
    ['05', 5],
    ['1_0', 10],
    ['1_0.0', 10],
    ['100.0000', 100],
  ])('accepts %j as %d', (input, value) => {
    expect(validated(listDecl, { query: { pageSize: input } })).toMatchObject({ query: { pageSize: value } });
  });

  it('uses defaults, the last repeated value, and ignores unknown parameters', () => {
    expect(validated(listDecl, { query: {} })).toStrictEqual({
      path: {},
      query: { page: 1, pageSize: 50 },
      body: undefined,
    });
    expect(validated(listDecl, { query: { page: ['abc', '3'], other: 'x' } })).toStrictEqual({
      path: {},
      query: { page: 3, pageSize: 50 },
      body: undefined,
    });
  });

  it('reports a missing required parameter with input null', () => {
    expect422(
      { query: { cursor: string() } },
      {},
      '{"detail":[{"type":"missing","loc":["query","cursor"],"msg":"Field required","input":null}]}',
    );
  });
});

describe('enum, bool and string query parameters', () => {
  it('reports an unknown health value', () => {
    expect422(
      listDecl,
      { query: { health: 'bogus' } },
      `{"detail":[{"type":"enum","loc":["query","health"],"msg":"Input should be 'healthy', 'degraded' or 'disconnected'","input":"bogus","ctx":{"expected":"'healthy', 'degraded' or 'disconnected'"}}]}`,
    );
  });

  it.each([
    ...['0', 'off', 'f', 'false', 'n', 'no', 'OFF', 'False'].map((s): [string, boolean] => [s, false]),
    ...['1', 'on', 't', 'true', 'y', 'yes', 'TRUE', 'Yes'].map((s): [string, boolean] => [s, true]),
  ])('enabled=%s is %s', (input, value) => {
    expect(validated(listDecl, { query: { enabled: input } })).toMatchObject({ query: { enabled: value } });
  });

  it.each(['2', '', ' true', 'ja'])('enabled=%j is bool_parsing', (input) => {
    expect422(
      listDecl,
      { query: { enabled: input } },
      `{"detail":[{"type":"bool_parsing","loc":["query","enabled"],"msg":"Input should be a valid boolean, unable to interpret input","input":"${input}"}]}`,
    );
  });

  it('passes strings through and omits absent optional ones', () => {
    expect(validated(listDecl, { query: { q: '' } })).toStrictEqual({
      path: {},
      query: { page: 1, pageSize: 50, q: '' },
      body: undefined,
    });
  });

  it('collects path errors before query errors', () => {
    expect422(
      trendDecl,
      { params: { organization_id: '1234' }, query: { days: '0' } },
      '{"detail":[{"type":"uuid_parsing","loc":["path","organization_id"],"msg":"Input should be a valid UUID, invalid length: expected length 32 for simple format, found 4","input":"1234","ctx":{"error":"invalid length: expected length 32 for simple format, found 4"}},{"type":"greater_than_equal","loc":["query","days"],"msg":"Input should be greater than or equal to 1","input":"0","ctx":{"ge":1}}]}',
    );
  });
});

describe('JSON bodies', () => {
  it('returns the validated body with defaults filled in', () => {
    expect(validated(createDecl, body({ slug: 's', enabled: false, controls: [control] }))).toStrictEqual({
      path: {},
      query: {},
      body: {
        slug: 's',
        name: null,
        enabled: false,
        controls: [{ ...control, slugSuffix: null, severity: null }],
      },
    });
  });

  it.each([
    ['no body', undefined],
    ['an empty body', ''],
    ['JSON null', 'null'],
  ])('reports %s as a missing body', (_case, raw) => {
    expect422(
      createDecl,
      { body: raw },
      '{"detail":[{"type":"missing","loc":["body"],"msg":"Field required","input":null}]}',
    );
  });

  it.each([
    ['[]', '[]'],
    ['"x"', '"x"'],
    ['5', '5'],
  ])('reports a %s body as model_attributes_type', (raw, input) => {
    expect422(
      createDecl,
      { body: raw },
      `{"detail":[{"type":"model_attributes_type","loc":["body"],"msg":"Input should be a valid dictionary or object to extract fields from","input":${input}}]}`,
    );
  });

  it('hands a non-JSON content type the raw text', () => {
    expect422(
      createDecl,
      { body: '{"slug":"s"}', contentType: 'text/plain' },
      '{"detail":[{"type":"model_attributes_type","loc":["body"],"msg":"Input should be a valid dictionary or object to extract fields from","input":"{\\"slug\\":\\"s\\"}"}]}',
    );
    expect(
      validated(createDecl, {
        ...body({ slug: 's', enabled: false, controls: [control] }),
        contentType: 'application/merge-patch+json; charset=utf-8',
      }),
    ).toMatchObject({ body: { slug: 's' } });
  });

  it('reports every missing field with the whole object as input', () => {
    expect422(
      createDecl,
      { body: '{}' },
      '{"detail":[{"type":"missing","loc":["body","slug"],"msg":"Field required","input":{}},{"type":"missing","loc":["body","enabled"],"msg":"Field required","input":{}},{"type":"missing","loc":["body","controls"],"msg":"Field required","input":{}}]}',
    );
  });

  it('reports too short values, a true enabled flag, and extra fields after the declared ones', () => {
    expect422(
      createDecl,
      body({ extra1: 1, slug: '', enabled: true, controls: [], extra2: null }),
      '{"detail":[{"type":"string_too_short","loc":["body","slug"],"msg":"String should have at least 1 character","input":"","ctx":{"min_length":1}},{"type":"literal_error","loc":["body","enabled"],"msg":"Input should be False","input":true,"ctx":{"expected":"False"}},{"type":"too_short","loc":["body","controls"],"msg":"List should have at least 1 item after validation, not 0","input":[],"ctx":{"field_type":"List","min_length":1,"actual_length":0}},{"type":"extra_forbidden","loc":["body","extra1"],"msg":"Extra inputs are not permitted","input":1},{"type":"extra_forbidden","loc":["body","extra2"],"msg":"Extra inputs are not permitted","input":null}]}',
    );
  });

  it('treats 0 as False for Literal[False] but refuses the string "false"', () => {
    expect(validated(createDecl, body({ slug: 's', enabled: 0, controls: [control] }))).toMatchObject({
      body: { enabled: false },
    });
    expect422(
      createDecl,
      body({ slug: 's', enabled: 'false', controls: [control] }),
      '{"detail":[{"type":"literal_error","loc":["body","enabled"],"msg":"Input should be False","input":"false","ctx":{"expected":"False"}}]}',
    );
  });

  it('reports wrong types at nested paths', () => {
    const bad = {
      ...control,
      slugSuffix: 5,
      severity: 'HIGH',
      enabled: true,
      autonomy: 'x',
      match: { predicate: 5, x: 1 },
      expect: { a: 'maybe', b: 2, c: 1, d: null, e: 'yes' },
      parameters: [],
      zz: 1,
    };
    expect422(
      createDecl,
      body({ slug: 1, enabled: false, controls: [bad, 5, { ...control, match: [], expect: [] }] }),
      '{"detail":[' +
        '{"type":"string_type","loc":["body","slug"],"msg":"Input should be a valid string","input":1},' +
        '{"type":"string_type","loc":["body","controls",0,"slugSuffix"],"msg":"Input should be a valid string","input":5},' +
        `{"type":"enum","loc":["body","controls",0,"severity"],"msg":"Input should be 'high', 'medium' or 'low'","input":"HIGH","ctx":{"expected":"'high', 'medium' or 'low'"}},` +
        '{"type":"literal_error","loc":["body","controls",0,"enabled"],"msg":"Input should be False","input":true,"ctx":{"expected":"False"}},' +
        `{"type":"enum","loc":["body","controls",0,"autonomy"],"msg":"Input should be 'suggest_only', 'require_approval' or 'auto_remediate'","input":"x","ctx":{"expected":"'suggest_only', 'require_approval' or 'auto_remediate'"}},` +
        '{"type":"string_type","loc":["body","controls",0,"match","predicate"],"msg":"Input should be a valid string","input":5},' +
        '{"type":"extra_forbidden","loc":["body","controls",0,"match","x"],"msg":"Extra inputs are not permitted","input":1},' +
        '{"type":"bool_parsing","loc":["body","controls",0,"expect","a"],"msg":"Input should be a valid boolean, unable to interpret input","input":"maybe"},' +
        '{"type":"bool_parsing","loc":["body","controls",0,"expect","b"],"msg":"Input should be a valid boolean, unable to interpret input","input":2},' +
        '{"type":"bool_type","loc":["body","controls",0,"expect","d"],"msg":"Input should be a valid boolean","input":null},' +
        '{"type":"dict_type","loc":["body","controls",0,"parameters"],"msg":"Input should be a valid dictionary","input":[]},' +
        '{"type":"extra_forbidden","loc":["body","controls",0,"zz"],"msg":"Extra inputs are not permitted","input":1},' +
        '{"type":"model_attributes_type","loc":["body","controls",1],"msg":"Input should be a valid dictionary or object to extract fields from","input":5},' +
        '{"type":"model_attributes_type","loc":["body","controls",2,"match"],"msg":"Input should be a valid dictionary or object to extract fields from","input":[]},' +
        '{"type":"dict_type","loc":["body","controls",2,"expect"],"msg":"Input should be a valid dictionary","input":[]}' +
        ']}',
    );
  });

  it('reports a missing nested field with the nested object as input', () => {
    const { match: _match, ...noMatch } = control;
    expect422(
      createDecl,
      body({ slug: 's', enabled: false, controls: [{ ...noMatch, match: {} }] }),
      '{"detail":[{"type":"missing","loc":["body","controls",0,"match","predicate"],"msg":"Field required","input":{}}]}',
    );
    expect422(
      createDecl,
      body({ slug: 's', enabled: false, controls: [noMatch] }),
      `{"detail":[{"type":"missing","loc":["body","controls",0,"match"],"msg":"Field required","input":${JSON.stringify(noMatch)}}]}`,
    );
  });

  it('reports a non-list controls value as list_type', () => {
    expect422(
      createDecl,
      body({ slug: 's', enabled: false, controls: 'abc' }),
      '{"detail":[{"type":"list_type","loc":["body","controls"],"msg":"Input should be a valid list","input":"abc"}]}',
    );
  });

  it('collects path, query and body errors in that order', () => {
    expect422(
      withPathDecl,
      {
        params: { standard_id: 'not-a-uuid' },
        query: { dryRun: 'maybe' },
        ...body({ slug: 's', enabled: true, controls: [control] }),
      },
      '{"detail":[{"type":"uuid_parsing","loc":["path","standard_id"],"msg":"Input should be a valid UUID, invalid character: found `n` at 1","input":"not-a-uuid","ctx":{"error":"invalid character: found `n` at 1"}},{"type":"bool_parsing","loc":["query","dryRun"],"msg":"Input should be a valid boolean, unable to interpret input","input":"maybe"},{"type":"literal_error","loc":["body","enabled"],"msg":"Input should be False","input":true,"ctx":{"expected":"False"}}]}',
    );
  });

  it('reports invalid JSON alone, before any parameter error', () => {
    expect422(
      withPathDecl,
      { params: { standard_id: 'not-a-uuid' }, body: '{"slug": ' },
      '{"detail":[{"type":"json_invalid","loc":["body",9],"msg":"JSON decode error","input":{},"ctx":{"error":"Expecting value"}}]}',
    );
  });

  it.each([
    [' ', 'Expecting value', 1],
    ['{', 'Expecting property name enclosed in double quotes', 1],
    ['[1,]', 'Expecting value', 3],
    ['{"a":1,}', 'Expecting property name enclosed in double quotes', 7],
    ['{"a" 1}', "Expecting ':' delimiter", 5],
    ['[1 2]', "Expecting ',' delimiter", 3],
    ['{"a":1 "b":2}', "Expecting ',' delimiter", 7],
    ["{'a':1}", 'Expecting property name enclosed in double quotes', 1],
    ['01', 'Extra data', 1],
    ['1.', 'Extra data', 1],
    ['{} x', 'Extra data', 3],
    ['"abc', 'Unterminated string starting at', 0],
    ['"a\\x"', 'Invalid \\escape', 2],
    ['"\\u12"', 'Invalid \\uXXXX escape', 2],
    ['"\\u12g4"', 'Invalid \\uXXXX escape', 2],
    ['"\\ud800\\u12x4"', 'Invalid \\uXXXX escape', 8],
    ['"\u0001"', 'Invalid control character at', 1],
    ['tru', 'Expecting value', 0],
    // Positions count code points, as Python's str does.
    ['{"😀": 1, x}', 'Expecting property name enclosed in double quotes', 9],
    ['\uFEFF{"a":', 'Expecting value', 5],
  ])('json_invalid for %j: %s at %d', (raw, error, pos) => {
    expect(parsePythonJson(raw)).toStrictEqual({ ok: false, error, pos });
  });

  it('accepts what json.loads accepts, NaN and Infinity included', () => {
    const parsed = parsePythonJson(
      '{"a": [1, 2.5e1, "x\\u00e9\\ud83d\\ude00", true, null, NaN], "__proto__": {"b": -Infinity}}',
    );
    const expected: Record<string, unknown> = { a: [1, 25, 'xé😀', true, null, Number.NaN] };
    Object.defineProperty(expected, '__proto__', {
      value: { b: -Infinity },
      enumerable: true,
      writable: true,
      configurable: true,
    });
    expect(parsed).toStrictEqual({ ok: true, value: expected });
  });
});

describe('pydantic reprs in expected values', () => {
  it.each([
    [literal(['a']), "'a'"],
    [literal(['a', 'b']), "'a' or 'b'"],
    [literal([1, 'a', null, true]), "1, 'a', None or True"],
    [literal(["it's", 'a"b', 'c\\d', 'n\nl']), `"it's", 'a"b', 'c\\\\d' or 'n\\nl'`],
  ])('%#', (schema, expected) => {
    const errors: ValidationErrorItem[] = [];
    schema.validate('x', [], errors);
    expect(errors).toStrictEqual([
      { type: 'literal_error', loc: [], msg: `Input should be ${expected}`, input: 'x', ctx: { expected } },
    ]);
  });
});

describe('body scalars in python lax mode', () => {
  const run = (
    schema: { validate: (i: unknown, l: (string | number)[], e: ValidationErrorItem[]) => unknown },
    input: unknown,
  ) => {
    const errors: ValidationErrorItem[] = [];
    const value = schema.validate(input, ['body', 'v'], errors);
    return errors.length > 0 ? errors : value;
  };

  it('coerces and refuses integers as pydantic does', () => {
    expect(run(int(), true)).toBe(1);
    expect(run(int(), 2)).toBe(2);
    expect(run(int(), '1.0')).toBe(1);
    expect(run(int(), 1.5)).toStrictEqual([
      {
        type: 'int_from_float',
        loc: ['body', 'v'],
        msg: 'Input should be a valid integer, got a number with a fractional part',
        input: 1.5,
      },
    ]);
    expect(run(int(), null)).toStrictEqual([
      { type: 'int_type', loc: ['body', 'v'], msg: 'Input should be a valid integer', input: null },
    ]);
    expect(run(int(), 1e20)).toStrictEqual([
      {
        type: 'int_parsing_size',
        loc: ['body', 'v'],
        msg: 'Unable to parse input string as an integer, exceeded maximum size',
        input: 1e20,
      },
    ]);
  });

  it('coerces and refuses booleans as pydantic does', () => {
    expect(run(bool(), 1)).toBe(true);
    expect(run(bool(), 0)).toBe(false);
    expect(run(bool(), 'T')).toBe(true);
    expect(run(bool(), 1.5)).toStrictEqual([
      { type: 'bool_type', loc: ['body', 'v'], msg: 'Input should be a valid boolean', input: 1.5 },
    ]);
    expect(run(bool(), -1)).toStrictEqual([
      {
        type: 'bool_parsing',
        loc: ['body', 'v'],
        msg: 'Input should be a valid boolean, unable to interpret input',
        input: -1,
      },
    ]);
    expect(run(bool(), {})).toStrictEqual([
      { type: 'bool_type', loc: ['body', 'v'], msg: 'Input should be a valid boolean', input: {} },
    ]);
  });

  it('counts string length in code points and pluralises', () => {
    expect(run(string({ minLength: 2 }), '😀')).toStrictEqual([
      {
        type: 'string_too_short',
        loc: ['body', 'v'],
        msg: 'String should have at least 2 characters',
        input: '😀',
        ctx: { min_length: 2 },
      },
    ]);
    expect(run(string({ maxLength: 3 }), 'abcd')).toStrictEqual([
      {
        type: 'string_too_long',
        loc: ['body', 'v'],
        msg: 'String should have at most 3 characters',
        input: 'abcd',
        ctx: { max_length: 3 },
      },
    ]);
    expect(run(string({ minLength: 2 }), '😀😀')).toBe('😀😀');
  });

  it('checks a list length only when every item is valid', () => {
    expect(run(list(int(), { minLength: 2 }), ['x'])).toStrictEqual([
      {
        type: 'int_parsing',
        loc: ['body', 'v', 0],
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        input: 'x',
      },
    ]);
    expect(run(list(int(), { minLength: 2 }), [1])).toStrictEqual([
      {
        type: 'too_short',
        loc: ['body', 'v'],
        msg: 'List should have at least 2 items after validation, not 1',
        input: [1],
        ctx: { field_type: 'List', min_length: 2, actual_length: 1 },
      },
    ]);
  });
});

describe('types and JSON Schema', () => {
  it('infers the validated request type from the declaration', () => {
    const result = validateRequest(withPathDecl, { params: {}, query: {} });
    if (result.ok) {
      expectTypeOf(result.value.path.standard_id).toEqualTypeOf<string>();
      expectTypeOf(result.value.query.dryRun).toEqualTypeOf<boolean>();
      expectTypeOf(result.value.body.controls[0]!.severity).toEqualTypeOf<'high' | 'medium' | 'low' | null>();
      expectTypeOf(result.value.body.enabled).toEqualTypeOf<false>();
    }
    const listResult = validateRequest(listDecl, { params: {}, query: {} });
    if (listResult.ok) expectTypeOf(listResult.value.query.q).toEqualTypeOf<string | undefined>();
  });

  it('emits OpenAPI 3.1 schemas', () => {
    expect(toJsonSchema(int({ ge: 1, le: 100, default: 50 }))).toStrictEqual({
      type: 'integer',
      maximum: 100,
      minimum: 1,
      default: 50,
    });
    expect(toJsonSchema(uuid())).toStrictEqual({ type: 'string', format: 'uuid' });
    expect(toJsonSchema(optional(enumOf(['a', 'b'])))).toStrictEqual({ type: 'string', enum: ['a', 'b'] });
    expect(toJsonSchema(StandardCreate)).toStrictEqual({
      type: 'object',
      title: 'StandardCreate',
      properties: {
        slug: { type: 'string', minLength: 1 },
        name: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null },
        enabled: { const: false },
        controls: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            properties: {
              slugSuffix: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null },
              severity: {
                anyOf: [{ type: 'string', enum: ['high', 'medium', 'low'] }, { type: 'null' }],
                default: null,
              },
              enabled: { const: false },
              autonomy: { type: 'string', enum: ['suggest_only', 'require_approval', 'auto_remediate'] },
              match: {
                type: 'object',
                properties: { predicate: { type: 'string', minLength: 1 } },
                required: ['predicate'],
                additionalProperties: false,
              },
              expect: { type: 'object', additionalProperties: { type: 'boolean' } },
              parameters: { type: 'object', additionalProperties: true, default: {} },
            },
            required: ['enabled', 'autonomy', 'match', 'expect'],
            additionalProperties: false,
          },
        },
      },
      required: ['slug', 'enabled', 'controls'],
      additionalProperties: false,
    });
  });
});
