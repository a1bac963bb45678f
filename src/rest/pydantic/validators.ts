import {
  type AnySchema,
  type BaseOptions,
  defineKey,
  error,
  INVALID,
  type InferFields,
  isPlainObject,
  type JsonSchema,
  type Loc,
  makeSchema,
  missing,
  type Schema,
  type ValidationErrorItem,
} from './core.ts';
import { expectedList, type LiteralValue, parseUuid, plural } from './messages.ts';

/** The field validators: each mirrors one pydantic-core lax-mode validator, errors worded as it words them. */

/** Makes a field optional: when absent its key is left out of the validated object. */
export function optional<T>(schema: Schema<T>): Schema<T, true> {
  const { _omittable: _, ...rest } = schema;
  return { ...rest, presence: { kind: 'omit' } };
}

/**
 * pydantic's `AfterValidator`: once the value is valid for `schema`, `check` returns null to accept
 * it or a sentence to refuse it, which pydantic reports as a `value_error` (FastAPI serialises the
 * exception in `ctx.error` as `{}`).
 */
export function refine<T, O extends boolean>(schema: Schema<T, O>, check: (value: T) => string | null): Schema<T, O> {
  return {
    ...schema,
    validate: (input, loc, errors) => {
      const value = schema.validate(input, loc, errors);
      if (value === INVALID) return INVALID;
      const problem = check(value);
      if (problem === null) return value;
      errors.push(error('value_error', loc, `Value error, ${problem}`, input, { error: {} }));
      return INVALID;
    },
  };
}

/** `Optional[X]` in pydantic: null is accepted as such (a nullable schema, not a union). */
export function nullable<T>(schema: Schema<T>, options: { default?: T | null } = {}): Schema<T | null, false> {
  return {
    presence: 'default' in options ? { kind: 'default', value: options.default ?? null } : { kind: 'required' },
    ...(schema.description === undefined ? {} : { description: schema.description }),
    validate: (input, loc, errors) => (input === null ? null : schema.validate(input, loc, errors)),
    toJsonSchema: () => {
      const { description, default: _ignored, ...inner } = schema.toJsonSchema();
      const out: JsonSchema = { anyOf: [inner, { type: 'null' }] };
      if (description !== undefined) out.description = description;
      if ('default' in options) out.default = options.default ?? null;
      return out;
    },
  };
}

export function uuid(options: BaseOptions<string> = {}): Schema<string, false> {
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (typeof input !== 'string') {
        errors.push(error('uuid_type', loc, 'UUID input should be a string, bytes or UUID object', input));
        return INVALID;
      }
      const parsed = parseUuid(input);
      if ('uuid' in parsed) return parsed.uuid;
      errors.push(
        error('uuid_parsing', loc, `Input should be a valid UUID, ${parsed.error}`, input, {
          error: parsed.error,
        }),
      );
      return INVALID;
    },
    () => ({ type: 'string', format: 'uuid' }),
  );
}

// ---------------------------------------------------------------------------------------------
// Integers. pydantic-core `str_as_int`: trim Unicode whitespace (Rust `str::trim`), an optional
// sign, ASCII digits with single underscores between them, and an optional `.` followed by at
// least one `0` and nothing else ("1.0" and "1.00" are 1, "1." and "1.5" are not integers).

const INT_STRING = /^[+-]?[0-9](?:_?[0-9])*(?:\.0+)?$/;
const I64_LIMIT = 2 ** 63;
/** pydantic refuses integers longer than Python's int-to-str limit. */
const MAX_INT_DIGITS = 4300;
/** Rust `char::is_whitespace` (Unicode White_Space); unlike JS `\s` it has U+0085, not U+FEFF. */
const RUST_WHITESPACE =
  /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

const INT_PARSING = 'Input should be a valid integer, unable to parse string as an integer';
const INT_PARSING_SIZE = 'Unable to parse input string as an integer, exceeded maximum size';

/** The integer a string denotes in pydantic's lax mode, or the error type. */
function strAsInt(input: string): bigint | 'int_parsing' | 'int_parsing_size' {
  const text = input.replace(RUST_WHITESPACE, '');
  if (!INT_STRING.test(text)) return 'int_parsing';
  const digits = text.replace(/\.0+$/, '').replaceAll('_', '').replace(/^\+/, '');
  const significant = digits.replace(/^(-?)0+(?=\d)/, '$1');
  if (significant.length > MAX_INT_DIGITS) return 'int_parsing_size';
  return BigInt(significant);
}

interface IntOptions extends BaseOptions<number> {
  ge?: number;
  le?: number;
}

export function int(options: IntOptions = {}): Schema<number, false> {
  const { ge, le } = options;
  return makeSchema(
    options,
    (input, loc, errors) => {
      let value: bigint;
      if (typeof input === 'string') {
        const parsed = strAsInt(input);
        if (typeof parsed === 'string') {
          errors.push(error(parsed, loc, parsed === 'int_parsing' ? INT_PARSING : INT_PARSING_SIZE, input));
          return INVALID;
        }
        value = parsed;
      } else if (typeof input === 'boolean') {
        // Python's bool is an int subclass; lax mode accepts it.
        value = input ? 1n : 0n;
      } else if (typeof input === 'number') {
        if (!Number.isFinite(input)) {
          errors.push(error('finite_number', loc, 'Input should be a finite number', input));
          return INVALID;
        }
        if (!Number.isInteger(input)) {
          errors.push(
            error('int_from_float', loc, 'Input should be a valid integer, got a number with a fractional part', input),
          );
          return INVALID;
        }
        // A float beyond i64 is refused by pydantic; JSON numbers reach us as JS floats, so an
        // exact big integer literal is treated the same way (it would lose precision here anyway).
        if (Math.abs(input) >= I64_LIMIT) {
          errors.push(error('int_parsing_size', loc, INT_PARSING_SIZE, input));
          return INVALID;
        }
        value = BigInt(input);
      } else {
        errors.push(error('int_type', loc, 'Input should be a valid integer', input));
        return INVALID;
      }
      if (ge !== undefined && value < BigInt(ge)) {
        errors.push(error('greater_than_equal', loc, `Input should be greater than or equal to ${ge}`, input, { ge }));
        return INVALID;
      }
      if (le !== undefined && value > BigInt(le)) {
        errors.push(error('less_than_equal', loc, `Input should be less than or equal to ${le}`, input, { le }));
        return INVALID;
      }
      return Number(value);
    },
    () => ({
      type: 'integer',
      ...(le === undefined ? {} : { maximum: le }),
      ...(ge === undefined ? {} : { minimum: ge }),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Booleans. pydantic's lax bool: the strings below (any case, no trimming), the ints 0 and 1,
// floats equal to them; other integral numbers are `bool_parsing`, anything else `bool_type`.

const BOOL_STRINGS: ReadonlyMap<string, boolean> = new Map([
  ...['0', 'off', 'f', 'false', 'n', 'no'].map((s): [string, boolean] => [s, false]),
  ...['1', 'on', 't', 'true', 'y', 'yes'].map((s): [string, boolean] => [s, true]),
]);

export function bool(options: BaseOptions<boolean> = {}): Schema<boolean, false> {
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (typeof input === 'boolean') return input;
      const parsed =
        typeof input === 'string'
          ? BOOL_STRINGS.get(input.toLowerCase())
          : typeof input === 'number' && (input === 0 || input === 1)
            ? input === 1
            : undefined;
      if (parsed !== undefined) return parsed;
      const parsable =
        typeof input === 'string' ||
        (typeof input === 'number' && Number.isInteger(input) && Math.abs(input) < I64_LIMIT);
      errors.push(
        parsable
          ? error('bool_parsing', loc, 'Input should be a valid boolean, unable to interpret input', input)
          : error('bool_type', loc, 'Input should be a valid boolean', input),
      );
      return INVALID;
    },
    () => ({ type: 'boolean' }),
  );
}

// ---------------------------------------------------------------------------------------------
// Strings. Lengths count code points (Python `len`), not UTF-16 units.

interface StringOptions extends BaseOptions<string> {
  minLength?: number;
  maxLength?: number;
  /** pydantic's `Field(pattern=...)`, checked after the lengths; it must refuse NUL itself. */
  pattern?: string;
}

/**
 * Every string the service accepts is also refused, in pydantic's own words, for what PostgreSQL
 * cannot store as text: an unpaired surrogate is what pydantic-core reports as `string_unicode`
 * whenever it needs the text as UTF-8, and a NUL character is refused as if each field declared
 * `Field(pattern=r'^[^\x00]*$')` (after the length checks, in pydantic's order).
 */
export const NO_NUL_PATTERN = '^[^\\x00]*$';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function string(options: StringOptions = {}): Schema<string, false> {
  const { minLength, maxLength } = options;
  const pattern = options.pattern ?? NO_NUL_PATTERN;
  const matcher = options.pattern === undefined ? null : new RegExp(options.pattern, 'u');
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (typeof input !== 'string') {
        errors.push(error('string_type', loc, 'Input should be a valid string', input));
        return INVALID;
      }
      if (LONE_SURROGATE.test(input)) {
        errors.push(
          error(
            'string_unicode',
            loc,
            'Input should be a valid string, unable to parse raw data as a unicode string',
            input,
          ),
        );
        return INVALID;
      }
      const length = minLength === undefined && maxLength === undefined ? 0 : [...input].length;
      if (minLength !== undefined && length < minLength) {
        errors.push(
          error(
            'string_too_short',
            loc,
            `String should have at least ${minLength} character${plural(minLength)}`,
            input,
            {
              min_length: minLength,
            },
          ),
        );
        return INVALID;
      }
      if (maxLength !== undefined && length > maxLength) {
        errors.push(
          error(
            'string_too_long',
            loc,
            `String should have at most ${maxLength} character${plural(maxLength)}`,
            input,
            {
              max_length: maxLength,
            },
          ),
        );
        return INVALID;
      }
      if (matcher ? !matcher.test(input) : input.includes('\0')) {
        errors.push(
          error('string_pattern_mismatch', loc, `String should match pattern '${pattern}'`, input, { pattern }),
        );
        return INVALID;
      }
      return input;
    },
    () => ({
      type: 'string',
      ...(matcher ? { pattern } : {}),
      ...(maxLength === undefined ? {} : { maxLength }),
      ...(minLength === undefined ? {} : { minLength }),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Datetimes: ISO 8601 / RFC 3339 strings, read the way pydantic's speedate reads them: a date
// `YYYY-MM-DD` checked against the calendar (2030-02-30 is an error, not March 2nd), then an
// optional time `[T t space]HH:MM[:SS[.fraction]]` and offset `Z` or `+HH[:]MM`. Each failure is
// worded as speedate words it. (pydantic also reads a bare number as a Unix timestamp; this service
// takes dates only.)

const TIME = /^[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:[Zz]|([+-])(\d{2}):?(\d{2}))?$/;
const DIGITS = /^\d+$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

type DateTimeFailure = { type: 'datetime_from_date_parsing' | 'datetime_parsing'; reason: string };

export function parseDateTime(input: string): Date | DateTimeFailure {
  const fail = (reason: string): DateTimeFailure => ({ type: 'datetime_from_date_parsing', reason });
  if (input.length < 10) return fail('input is too short');
  if (!DIGITS.test(input.slice(0, 4))) return fail('invalid character in year');
  if (input[4] !== '-') return fail('invalid date separator, expected `-`');
  if (!DIGITS.test(input.slice(5, 7))) return fail('invalid character in month');
  if (input[7] !== '-') return fail('invalid date separator, expected `-`');
  if (!DIGITS.test(input.slice(8, 10))) return fail('invalid character in day');
  const [year, month, day] = [input.slice(0, 4), input.slice(5, 7), input.slice(8, 10)].map(Number) as [
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12) return fail('month value is outside expected range of 1-12');
  const monthDays = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  if (day < 1 || day > monthDays) return fail('day value is outside expected range');

  let [hour, minute, second, millisecond, offsetMinutes] = [0, 0, 0, 0, 0];
  const rest = input.slice(10);
  if (rest !== '') {
    const time = TIME.exec(rest);
    if (!time) return fail('unexpected extra characters at the end of the input');
    const [, hh, mm, ss = '0', fraction = '', sign, oh = '0', om = '0'] = time;
    [hour, minute, second] = [Number(hh), Number(mm), Number(ss)];
    millisecond = Number(fraction.slice(0, 3).padEnd(3, '0'));
    if (hour > 23 || minute > 59 || second > 59 || Number(oh) > 23 || Number(om) > 59) {
      return fail('unexpected extra characters at the end of the input');
    }
    offsetMinutes = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  }
  if (year === 0) return { type: 'datetime_parsing', reason: 'year 0 is out of range' };
  // Date.UTC maps years 0-99 to the 1900s; setUTCFullYear does not. A time without an offset is UTC.
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millisecond));
  date.setUTCFullYear(year);
  return new Date(date.getTime() - offsetMinutes * 60_000);
}

export function dateTime(options: BaseOptions<Date> = {}): Schema<Date, false> {
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (typeof input !== 'string') {
        errors.push(error('datetime_type', loc, 'Input should be a valid datetime', input));
        return INVALID;
      }
      const parsed = parseDateTime(input);
      if (parsed instanceof Date) return parsed;
      const prefix =
        parsed.type === 'datetime_parsing'
          ? 'Input should be a valid datetime'
          : 'Input should be a valid datetime or date';
      errors.push(error(parsed.type, loc, `${prefix}, ${parsed.reason}`, input, { error: parsed.reason }));
      return INVALID;
    },
    () => ({ type: 'string', format: 'date-time' }),
  );
}

// ---------------------------------------------------------------------------------------------
// Enumerations. A Python `Enum` gives type `enum`, a `Literal[...]` gives `literal_error`; both
// word the message from the reprs of the allowed values.

export function enumOf<const T extends readonly [string, ...string[]]>(
  values: T,
  options: BaseOptions<T[number]> = {},
): Schema<T[number], false> {
  type V = T[number];
  const expected = expectedList(values);
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (typeof input === 'string' && (values as readonly string[]).includes(input)) return input as V;
      errors.push(error('enum', loc, `Input should be ${expected}`, input, { expected }));
      return INVALID;
    },
    () => ({ type: 'string', enum: [...values] }),
  );
}

/**
 * Python `==` decides a literal match, so `Literal[False]` also takes 0 (and `Literal[True]` 1),
 * but never the strings "false"/"true"; the expected value is returned.
 */
function literalMatches(expected: LiteralValue, input: unknown): boolean {
  if (typeof expected === 'boolean' && typeof input === 'number') return input === Number(expected);
  if (typeof expected === 'number' && typeof input === 'boolean') return Number(input) === expected;
  return input === expected;
}

export function literal<const T extends readonly [LiteralValue, ...LiteralValue[]]>(
  values: T,
  options: BaseOptions<T[number]> = {},
): Schema<T[number], false> {
  const expected = expectedList(values);
  return makeSchema(
    options,
    (input, loc, errors) => {
      const match = values.find((value): value is T[number] => literalMatches(value, input));
      if (match !== undefined) return match;
      errors.push(error('literal_error', loc, `Input should be ${expected}`, input, { expected }));
      return INVALID;
    },
    () => (values.length === 1 ? { const: values[0] } : { enum: [...values] }),
  );
}

// ---------------------------------------------------------------------------------------------
// Containers.

interface ListOptions<T> extends BaseOptions<T[]> {
  minLength?: number;
  maxLength?: number;
}

export function list<T>(items: Schema<T>, options: ListOptions<T> = {}): Schema<T[], false> {
  const { minLength, maxLength } = options;
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (!Array.isArray(input)) {
        errors.push(error('list_type', loc, 'Input should be a valid list', input));
        return INVALID;
      }
      // A list longer than allowed is refused whole: pydantic reports no item error beside it.
      if (maxLength !== undefined && input.length > maxLength) {
        errors.push(
          error(
            'too_long',
            loc,
            `List should have at most ${maxLength} item${plural(maxLength)} after validation, not ${input.length}`,
            input,
            { field_type: 'List', max_length: maxLength, actual_length: input.length },
          ),
        );
        return INVALID;
      }
      const out: T[] = [];
      let failed = false;
      input.forEach((item: unknown, index) => {
        const value = items.validate(item, [...loc, index], errors);
        if (value === INVALID) failed = true;
        else out.push(value);
      });
      // pydantic checks the length only once every item validated.
      if (failed) return INVALID;
      if (minLength !== undefined && out.length < minLength) {
        errors.push(
          error(
            'too_short',
            loc,
            `List should have at least ${minLength} item${plural(minLength)} after validation, not ${out.length}`,
            input,
            { field_type: 'List', min_length: minLength, actual_length: out.length },
          ),
        );
        return INVALID;
      }
      return out;
    },
    () => ({
      type: 'array',
      items: items.toJsonSchema(),
      ...(maxLength === undefined ? {} : { maxItems: maxLength }),
      ...(minLength === undefined ? {} : { minItems: minLength }),
    }),
  );
}

interface RecordOptions<T> extends BaseOptions<Record<string, T>> {
  minLength?: number;
}

/** `dict[str, V]`: JSON keys are strings already, so only the values are validated. */
export function record<T>(values: Schema<T>, options: RecordOptions<T> = {}): Schema<Record<string, T>, false> {
  const { minLength } = options;
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (!isPlainObject(input)) {
        errors.push(error('dict_type', loc, 'Input should be a valid dictionary', input));
        return INVALID;
      }
      const out: Record<string, T> = {};
      let failed = false;
      for (const [key, item] of Object.entries(input)) {
        const value = values.validate(item, [...loc, key], errors);
        if (value === INVALID) failed = true;
        else defineKey(out, key, value);
      }
      if (failed) return INVALID;
      // As for lists, pydantic counts the entries once every value validated.
      const length = Object.keys(out).length;
      if (minLength !== undefined && length < minLength) {
        errors.push(
          error(
            'too_short',
            loc,
            `Dictionary should have at least ${minLength} item${plural(minLength)} after validation, not ${length}`,
            input,
            { field_type: 'Dictionary', min_length: minLength, actual_length: length },
          ),
        );
        return INVALID;
      }
      return out;
    },
    () => ({
      type: 'object',
      additionalProperties: values.toJsonSchema(),
      ...(minLength === undefined ? {} : { minProperties: minLength }),
    }),
  );
}

/** `dict[str, Any]`: a free-form object. */
export function dict(options: BaseOptions<Record<string, unknown>> = {}): Schema<Record<string, unknown>, false> {
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (isPlainObject(input)) return input;
      errors.push(error('dict_type', loc, 'Input should be a valid dictionary', input));
      return INVALID;
    },
    () => ({ type: 'object', additionalProperties: true }),
  );
}

interface ModelOptions<F extends Record<string, AnySchema>> extends BaseOptions<InferFields<F>> {
  /** pydantic `extra`: 'ignore' (its default) drops unknown keys, 'forbid' reports each one. */
  extra?: 'ignore' | 'forbid';
  /** Component name for the OpenAPI document. */
  title?: string;
  /**
   * A rule across fields, run once every field validated (a pydantic `model_validator`); it
   * pushes its own errors, worded as the route's contract words them.
   */
  refine?: (value: InferFields<F>, input: Record<string, unknown>, loc: Loc, errors: ValidationErrorItem[]) => void;
}

export interface ModelSchema<F extends Record<string, AnySchema>> extends Schema<InferFields<F>, false> {
  readonly fields: F;
  readonly title?: string;
}

/**
 * A pydantic model. FastAPI validates with `from_attributes=True`, which is why a non-object
 * input is `model_attributes_type` and not `dict_type`. Field errors come in declaration
 * order, then one `extra_forbidden` per unknown key in input order.
 */
export function model<F extends Record<string, AnySchema>>(fields: F, options: ModelOptions<F> = {}): ModelSchema<F> {
  const extra = options.extra ?? 'ignore';
  const base = makeSchema<InferFields<F>>(
    options,
    (input, loc, errors) => {
      if (!isPlainObject(input)) {
        errors.push(
          error(
            'model_attributes_type',
            loc,
            'Input should be a valid dictionary or object to extract fields from',
            input,
          ),
        );
        return INVALID;
      }
      const out: Record<string, unknown> = {};
      let failed = false;
      for (const [name, schema] of Object.entries(fields)) {
        const fieldLoc = [...loc, name];
        if (!Object.hasOwn(input, name)) {
          if (schema.presence.kind === 'required') {
            errors.push(missing(fieldLoc, input));
            failed = true;
          } else if (schema.presence.kind === 'default') {
            defineKey(out, name, structuredClone(schema.presence.value));
          }
          continue;
        }
        const value: unknown = schema.validate(input[name], fieldLoc, errors);
        if (value === INVALID) failed = true;
        else defineKey(out, name, value);
      }
      if (extra === 'forbid') {
        for (const key of Object.keys(input)) {
          if (Object.hasOwn(fields, key)) continue;
          errors.push(error('extra_forbidden', [...loc, key], 'Extra inputs are not permitted', input[key]));
          failed = true;
        }
      }
      if (failed) return INVALID;
      if (options.refine) {
        const before = errors.length;
        options.refine(out as InferFields<F>, input, loc, errors);
        if (errors.length > before) return INVALID;
      }
      return out as InferFields<F>;
    },
    () => {
      const required = Object.entries(fields)
        .filter(([, schema]) => schema.presence.kind === 'required')
        .map(([name]) => name);
      return {
        type: 'object',
        ...(options.title === undefined ? {} : { title: options.title }),
        properties: Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.toJsonSchema()])),
        ...(required.length === 0 ? {} : { required }),
        ...(extra === 'forbid' ? { additionalProperties: false } : {}),
      };
    },
  );
  return { ...base, fields, ...(options.title === undefined ? {} : { title: options.title }) };
}

// ---------------------------------------------------------------------------------------------
// URLs. pydantic's `HttpUrl`: a string (`url_type` otherwise), at most 2083 characters
// (`url_too_long`), parsed by the WHATWG-conformant Rust `url` crate (`url_parsing`, worded with
// the crate's error), with an http or https scheme (`url_scheme`). The value is the string as
// sent: a later refusal quotes it as `input`, as pydantic does, and the graph stores the
// normalized form (`https://Example.com` -> `https://example.com/`), as `str(HttpUrl(...))` would.

const HTTP_URL_MAX_LENGTH = 2083;
const HTTP_SCHEMES = "'http' or 'https'";

/** The `url` crate's words for why a string is not a URL, for the failures the WHATWG parser shares. */
function urlParseError(input: string): string {
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(input);
  if (!scheme) return 'relative URL without a base';
  const rest = input.slice(scheme[0].length).replace(/^\/*/, '');
  const authority = rest.split(/[/?#]/, 1)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  if (host === '' || host.startsWith(':')) return 'empty host';
  if (host.startsWith('[')) return 'invalid IPv6 address';
  const port = /:([^:\]]*)$/.exec(host)?.[1];
  if (port !== undefined && !/^\d{0,5}$/.test(port)) return 'invalid port number';
  if (port !== undefined && Number(port) > 65_535) return 'invalid port number';
  return 'invalid domain character';
}

export function httpUrl(options: BaseOptions<string> = {}): Schema<string, false> {
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (typeof input !== 'string') {
        errors.push(error('url_type', loc, 'URL input should be a string or URL', input));
        return INVALID;
      }
      if (input.length > HTTP_URL_MAX_LENGTH) {
        errors.push(
          error('url_too_long', loc, `URL should have at most ${HTTP_URL_MAX_LENGTH} characters`, input, {
            max_length: HTTP_URL_MAX_LENGTH,
          }),
        );
        return INVALID;
      }
      let url: URL;
      try {
        url = new URL(input);
      } catch {
        const reason = urlParseError(input);
        errors.push(error('url_parsing', loc, `Input should be a valid URL, ${reason}`, input, { error: reason }));
        return INVALID;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        errors.push(
          error('url_scheme', loc, `URL scheme should be ${HTTP_SCHEMES}`, input, { expected_schemes: HTTP_SCHEMES }),
        );
        return INVALID;
      }
      return input;
    },
    () => ({ type: 'string', format: 'uri', minLength: 1, maxLength: HTTP_URL_MAX_LENGTH }),
  );
}

/**
 * What FastAPI answers when a model's own validator raises `ValueError(message)`: pydantic's
 * `value_error`, and a `ctx.error` that FastAPI's JSON encoder turns into `{}`.
 */
export function valueError(loc: (string | number)[], message: string, input: unknown) {
  return error('value_error', loc, `Value error, ${message}`, input, { error: {} });
}
