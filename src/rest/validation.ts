/**
 * Declarative request validation that words its errors exactly as FastAPI 0.14x on
 * pydantic-core 2.46 does (HTTPValidationError). FastAPI validates every parameter and the
 * JSON body in pydantic's *python* lax mode (`TypeAdapter.validate_python(value,
 * from_attributes=True)` on the value `json.loads` produced), so the coercions below are the
 * python-mode ones, not pydantic's JSON-mode ones. Each rule was checked against
 * pydantic-core 2.46.4 (`python -c 'TypeAdapter(...).validate_python(...)'`).
 *
 * One declaration per endpoint drives validation, the TypeScript type of the validated
 * request and (through `toJsonSchema`) the OpenAPI document.
 */

export type Loc = (string | number)[];

/** pydantic's `ValidationError.errors(include_url=False)` item; key order is the wire order. */
export interface ValidationErrorItem {
  type: string;
  loc: Loc;
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

export interface HTTPValidationError {
  detail: ValidationErrorItem[];
}

export type JsonSchema = { [key: string]: unknown };

/** Returned by `validate` when it pushed at least one error. */
const INVALID: unique symbol = Symbol('invalid');
type Invalid = typeof INVALID;

/**
 * How a model field or parameter behaves when absent: `required` gives pydantic's `missing`;
 * `default` substitutes the value without validating it (FastAPI and pydantic do not validate
 * defaults); `omit` leaves the key out of the result (PATCH-style "was it sent?").
 */
type Presence<T> = { kind: 'required' } | { kind: 'default'; value: T } | { kind: 'omit' };

export interface Schema<T, Omittable extends boolean = boolean> {
  readonly presence: Presence<T>;
  readonly description?: string;
  /** Validates a present input; on failure pushes errors and returns INVALID. */
  validate(input: unknown, loc: Loc, errors: ValidationErrorItem[]): T | Invalid;
  toJsonSchema(): JsonSchema;
  /** Type-level only: whether a missing key is left out of the result. */
  readonly _omittable?: Omittable;
}

type AnySchema = Schema<unknown>;

export type Infer<S> = S extends Schema<infer T> ? T : never;

type OmittableKeys<F> = {
  [K in keyof F]: F[K] extends Schema<unknown, true> ? K : never;
}[keyof F];

type Simplify<T> = { [K in keyof T]: T[K] } & {};

export type InferFields<F extends Record<string, AnySchema>> = Simplify<
  { [K in Exclude<keyof F, OmittableKeys<F>>]: Infer<F[K]> } & {
    [K in OmittableKeys<F>]?: Infer<F[K]>;
  }
>;

function error(
  type: string,
  loc: Loc,
  msg: string,
  input: unknown,
  ctx?: Record<string, unknown>,
): ValidationErrorItem {
  return ctx === undefined ? { type, loc, msg, input } : { type, loc, msg, input, ctx };
}

function missing(loc: Loc, input: unknown): ValidationErrorItem {
  return error('missing', loc, 'Field required', input);
}

interface BaseOptions<T> {
  /** Value used when the field is absent; makes the field optional. */
  default?: T;
  description?: string;
}

function makeSchema<T>(
  options: BaseOptions<T>,
  validate: Schema<T>['validate'],
  jsonSchema: () => JsonSchema,
): Schema<T, false> {
  const presence: Presence<T> =
    options.default === undefined ? { kind: 'required' } : { kind: 'default', value: options.default };
  return {
    presence,
    ...(options.description === undefined ? {} : { description: options.description }),
    validate,
    toJsonSchema: () => {
      const schema = jsonSchema();
      if (options.description !== undefined) schema.description = options.description;
      if (presence.kind === 'default') schema.default = presence.value;
      return schema;
    },
  };
}

/** Makes a field optional: when absent its key is left out of the validated object. */
export function optional<T>(schema: Schema<T>): Schema<T, true> {
  const { _omittable: _, ...rest } = schema;
  return { ...rest, presence: { kind: 'omit' } };
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

// ---------------------------------------------------------------------------------------------
// Python reprs, as pydantic prints expected values (`Input should be 'a' or 'b'`).

/** Python's `repr(str)`: single quotes unless the text holds `'` and no `"`. */
function pyStrRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return out + quote;
}

type LiteralValue = string | number | boolean | null;

function pyRepr(value: LiteralValue): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  return pyStrRepr(value);
}

/** pydantic joins expected values as `a, b or c`. */
function expectedList(values: readonly LiteralValue[]): string {
  const reprs = values.map(pyRepr);
  const last = reprs.pop() ?? '';
  return reprs.length === 0 ? last : `${reprs.join(', ')} or ${last}`;
}

const plural = (n: number): string => (n === 1 ? '' : 's');

// ---------------------------------------------------------------------------------------------
// UUID: pydantic-core calls `Uuid::parse_str` of the Rust `uuid` crate and puts the error's
// Display text in `ctx.error`. The crate first tries the four accepted shapes by byte length
// (32 simple, 36 hyphenated, 38 braced, 45 `urn:uuid:`), then, on failure, re-scans the input
// in `InvalidUuid::into_err` to decide which error to report. Both steps are ported here.

const HEX = /^[0-9a-fA-F]$/;
const HYPHENATED = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const SIMPLE = /^[0-9a-fA-F]{32}$/;
const utf8Length = (text: string): number => Buffer.byteLength(text, 'utf8');

/** The canonical lowercase hyphenated form, or the crate's error text. */
export function parseUuid(input: string): { uuid: string } | { error: string } {
  // `try_parse` picks the shape by UTF-8 byte length; a braced or URN input of the right
  // length hands only its inner 36 characters to `parse_hyphenated`, and a failure there is
  // diagnosed on those characters alone (so `{r…}` reports `r` at 1, not 2).
  const bytes = utf8Length(input);
  let subject = input;
  if (bytes === 38 && input.startsWith('{') && input.endsWith('}')) subject = input.slice(1, -1);
  else if (bytes === 45 && input.startsWith('urn:uuid:')) subject = input.slice(9);
  const valid = bytes === 32 ? SIMPLE.test(subject) : utf8Length(subject) === 36 && HYPHENATED.test(subject);
  if (!valid) return { error: uuidErrorText(subject) };
  const h = subject.replaceAll('-', '').toLowerCase();
  return { uuid: `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}` };
}

/** `InvalidUuid::into_err` + `Display` of uuid 1.x as linked into pydantic-core 2.46. */
function uuidErrorText(input: string): string {
  let body = input;
  let offset = 0;
  let simple = true;
  if (input.length >= 2 && input.startsWith('{') && input.endsWith('}')) {
    body = input.slice(1, -1);
    offset = 1;
    simple = false;
  } else if (input.startsWith('urn:uuid:')) {
    body = input.slice(9);
    offset = 9;
    simple = false;
  }
  let hyphens = 0;
  const bounds: number[] = [];
  // Indexes are UTF-8 byte offsets (Rust `char_indices`), reported 1-based.
  let byteIndex = 0;
  for (const ch of body) {
    if (ch === '-') {
      if (hyphens < 4) bounds.push(byteIndex);
      hyphens += 1;
    } else if (!HEX.test(ch)) {
      return `invalid character: found \`${ch}\` at ${byteIndex + offset + 1}`;
    }
    byteIndex += utf8Length(ch);
  }
  if (hyphens === 0 && simple) {
    return `invalid length: expected length 32 for simple format, found ${utf8Length(input)}`;
  }
  if (hyphens !== 4) return `invalid group count: expected 5, found ${hyphens + 1}`;
  const blockStarts = [0, 9, 14, 19, 24] as const;
  const expected = [8, 4, 4, 4, 12] as const;
  for (let group = 0; group < 4; group += 1) {
    const bound = bounds[group] ?? 0;
    const start = blockStarts[group] ?? 0;
    if (bound !== (blockStarts[group + 1] ?? 0) - 1) {
      return `invalid group length in group ${group}: expected ${expected[group]}, found ${bound - start}`;
    }
  }
  // The crate measures the last group against the whole input, prefix or braces included
  // (`{…35 chars…}` reports 13): reproduced as is.
  return `invalid group length in group 4: expected 12, found ${utf8Length(input) - 24}`;
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
}

export function string(options: StringOptions = {}): Schema<string, false> {
  const { minLength, maxLength } = options;
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (typeof input !== 'string') {
        errors.push(error('string_type', loc, 'Input should be a valid string', input));
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
      return input;
    },
    () => ({
      type: 'string',
      ...(maxLength === undefined ? {} : { maxLength }),
      ...(minLength === undefined ? {} : { minLength }),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Datetimes: ISO 8601 / RFC 3339 strings. pydantic also takes Unix timestamps and words each
// parse failure precisely (speedate); here the common failures get its wording and the rest a
// generic reason, under the same error type.

const ISO_DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

export function dateTime(options: BaseOptions<Date> = {}): Schema<Date, false> {
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (typeof input !== 'string') {
        errors.push(error('datetime_type', loc, 'Input should be a valid datetime', input));
        return INVALID;
      }
      const match = ISO_DATETIME.exec(input);
      // A date alone is midnight UTC, and a time without an offset is read as UTC.
      const parsed = match
        ? new Date(match[4] === undefined ? `${input.slice(0, 10)}T00:00:00Z` : match[7] ? input : `${input}Z`)
        : null;
      if (!parsed || Number.isNaN(parsed.getTime())) {
        const reason =
          input.length < 10
            ? 'input is too short'
            : /^\d{4}/.test(input)
              ? 'invalid datetime format'
              : 'invalid character in year';
        errors.push(
          error('datetime_from_date_parsing', loc, `Input should be a valid datetime or date, ${reason}`, input, {
            error: reason,
          }),
        );
        return INVALID;
      }
      return parsed;
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

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

interface ListOptions<T> extends BaseOptions<T[]> {
  minLength?: number;
}

export function list<T>(items: Schema<T>, options: ListOptions<T> = {}): Schema<T[], false> {
  const { minLength } = options;
  return makeSchema(
    options,
    (input, loc, errors) => {
      if (!Array.isArray(input)) {
        errors.push(error('list_type', loc, 'Input should be a valid list', input));
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
    () => ({ type: 'array', items: items.toJsonSchema(), ...(minLength === undefined ? {} : { minItems: minLength }) }),
  );
}

/** `dict[str, V]`: JSON keys are strings already, so only the values are validated. */
export function record<T>(
  values: Schema<T>,
  options: BaseOptions<Record<string, T>> = {},
): Schema<Record<string, T>, false> {
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
      return failed ? INVALID : out;
    },
    () => ({ type: 'object', additionalProperties: values.toJsonSchema() }),
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

/** Sets a key even when it is `__proto__` (JSON bodies may carry any key). */
function defineKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

interface ModelOptions<F extends Record<string, AnySchema>> extends BaseOptions<InferFields<F>> {
  /** pydantic `extra`: 'ignore' (its default) drops unknown keys, 'forbid' reports each one. */
  extra?: 'ignore' | 'forbid';
  /** Component name for the OpenAPI document. */
  title?: string;
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
      return failed ? INVALID : (out as InferFields<F>);
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

export function toJsonSchema(schema: AnySchema): JsonSchema {
  return schema.toJsonSchema();
}

// ---------------------------------------------------------------------------------------------
// JSON bodies. Starlette's `request.json()` is Python's `json.loads`; its error message and
// character position become the `json_invalid` error. This is a port of CPython 3.11/3.12's C
// scanner (`Modules/_json.c`): same accepted language (NaN, Infinity and -Infinity included)
// and the same first error. Python 3.13 words a trailing comma differently ("Illegal trailing
// comma before end of object"); 3.11/3.12 say "Expecting property name enclosed in double
// quotes" / "Expecting value", which is what is reproduced.

class JsonDecodeError extends Error {
  constructor(
    readonly reason: string,
    /** UTF-16 index into the scanned text. */
    readonly index: number,
  ) {
    super(reason);
  }
}

const isJsonSpace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;

class PyJsonScanner {
  constructor(private readonly s: string) {}

  skipSpace(idx: number): number {
    let i = idx;
    while (isJsonSpace(this.s[i])) i += 1;
    return i;
  }

  /** `scan_once`: a value at `idx`; "Expecting value" (Python's StopIteration) when none. */
  value(idx: number): [unknown, number] {
    const s = this.s;
    const c = s[idx];
    if (c === '"') return this.string(idx + 1);
    if (c === '{') return this.object(idx + 1);
    if (c === '[') return this.array(idx + 1);
    if (c === 'n' && s.startsWith('null', idx)) return [null, idx + 4];
    if (c === 't' && s.startsWith('true', idx)) return [true, idx + 4];
    if (c === 'f' && s.startsWith('false', idx)) return [false, idx + 5];
    if (c === 'N' && s.startsWith('NaN', idx)) return [Number.NaN, idx + 3];
    if (c === 'I' && s.startsWith('Infinity', idx)) return [Number.POSITIVE_INFINITY, idx + 8];
    if (c === '-' && s.startsWith('-Infinity', idx)) return [Number.NEGATIVE_INFINITY, idx + 9];
    NUMBER.lastIndex = idx;
    const match = NUMBER.exec(s);
    if (match !== null) return [Number(match[0]), idx + match[0].length];
    throw new JsonDecodeError('Expecting value', idx);
  }

  /** `scanstring_unicode`; `end` is just past the opening quote. */
  string(end: number): [string, number] {
    const s = this.s;
    const begin = end - 1;
    let out = '';
    let idx = end;
    for (;;) {
      let next = idx;
      while (next < s.length) {
        const c = s.charCodeAt(next);
        if (c === 0x22 || c === 0x5c) break;
        if (c <= 0x1f) throw new JsonDecodeError('Invalid control character at', next);
        next += 1;
      }
      if (next >= s.length) throw new JsonDecodeError('Unterminated string starting at', begin);
      out += s.slice(idx, next);
      if (s[next] === '"') return [out, next + 1];
      next += 1;
      if (next === s.length) throw new JsonDecodeError('Unterminated string starting at', begin);
      const esc = s[next] ?? '';
      if (esc !== 'u') {
        const decoded = ESCAPES[esc];
        if (decoded === undefined) throw new JsonDecodeError('Invalid \\escape', next - 1);
        out += decoded;
        idx = next + 1;
        continue;
      }
      next += 1;
      let stop = next + 4;
      // The C scanner demands a character after the four digits (the closing quote at least).
      if (stop >= s.length) throw new JsonDecodeError('Invalid \\uXXXX escape', next - 1);
      const first = s.slice(next, stop);
      if (!HEX4.test(first)) throw new JsonDecodeError('Invalid \\uXXXX escape', stop - 5);
      let code = Number.parseInt(first, 16);
      if (code >= 0xd800 && code <= 0xdbff && stop + 6 < s.length && s[stop] === '\\' && s[stop + 1] === 'u') {
        const second = s.slice(stop + 2, stop + 6);
        if (!HEX4.test(second)) throw new JsonDecodeError('Invalid \\uXXXX escape', stop + 1);
        const low = Number.parseInt(second, 16);
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
          stop += 6;
        }
      }
      out += String.fromCodePoint(code);
      idx = stop;
    }
  }

  object(start: number): [Record<string, unknown>, number] {
    const s = this.s;
    const out: Record<string, unknown> = {};
    let idx = this.skipSpace(start);
    if (s[idx] === '}') return [out, idx + 1];
    for (;;) {
      if (s[idx] !== '"') throw new JsonDecodeError('Expecting property name enclosed in double quotes', idx);
      const [key, afterKey] = this.string(idx + 1);
      idx = this.skipSpace(afterKey);
      if (s[idx] !== ':') throw new JsonDecodeError("Expecting ':' delimiter", idx);
      const [value, afterValue] = this.value(this.skipSpace(idx + 1));
      defineKey(out, key, value);
      idx = this.skipSpace(afterValue);
      if (s[idx] === '}') return [out, idx + 1];
      if (s[idx] !== ',') throw new JsonDecodeError("Expecting ',' delimiter", idx);
      idx = this.skipSpace(idx + 1);
    }
  }

  array(start: number): [unknown[], number] {
    const s = this.s;
    const out: unknown[] = [];
    let idx = this.skipSpace(start);
    if (s[idx] === ']') return [out, idx + 1];
    for (;;) {
      const [value, afterValue] = this.value(idx);
      out.push(value);
      idx = this.skipSpace(afterValue);
      if (s[idx] === ']') return [out, idx + 1];
      if (s[idx] !== ',') throw new JsonDecodeError("Expecting ',' delimiter", idx);
      idx = this.skipSpace(idx + 1);
    }
  }
}

/** Python's error position counts code points; JS indexes count UTF-16 units. */
const codePointIndex = (text: string, index: number): number => [...text.slice(0, index)].length;

/**
 * `json.loads(body_bytes)`: decoding bytes with a UTF-8 BOM uses `utf-8-sig`, so a leading
 * BOM is dropped before scanning.
 */
export function parsePythonJson(raw: string): { ok: true; value: unknown } | { ok: false; error: string; pos: number } {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const scanner = new PyJsonScanner(text);
  try {
    const [value, end] = scanner.value(scanner.skipSpace(0));
    const rest = scanner.skipSpace(end);
    if (rest !== text.length) throw new JsonDecodeError('Extra data', rest);
    return { ok: true, value };
  } catch (caught) {
    if (!(caught instanceof JsonDecodeError)) throw caught;
    return { ok: false, error: caught.reason, pos: codePointIndex(text, caught.index) };
  }
}

// ---------------------------------------------------------------------------------------------
// Requests.

export interface RequestDecl {
  path?: Record<string, AnySchema>;
  query?: Record<string, AnySchema>;
  body?: AnySchema;
}

export type InferRequest<D extends RequestDecl> = {
  path: D['path'] extends Record<string, AnySchema> ? InferFields<D['path']> : Record<string, never>;
  query: D['query'] extends Record<string, AnySchema> ? InferFields<D['query']> : Record<string, never>;
  body: D['body'] extends AnySchema ? Infer<D['body']> : undefined;
};

export interface RawRequest {
  params: Readonly<Record<string, string | undefined>>;
  /** Koa's `ctx.query`: a repeated key arrives as an array. */
  query: Readonly<Record<string, string | string[] | undefined>>;
  /** The body text; undefined or '' when none was sent. */
  body?: string | undefined;
  /** The Content-Type header, if any. */
  contentType?: string | undefined;
}

export type ValidationResult<D extends RequestDecl> =
  | { ok: true; value: InferRequest<D> }
  | { ok: false; body: HTTPValidationError };

/**
 * FastAPI parses the body as JSON when Content-Type is absent or `application/json` /
 * `application/*+json`; otherwise the model receives the raw bytes (and fails as
 * `model_attributes_type` with the text as input).
 */
function isJsonContentType(contentType: string | undefined): boolean {
  if (contentType === undefined || contentType === '') return true;
  const [mediaType = ''] = contentType.split(';');
  const [type, subtype = ''] = mediaType.trim().toLowerCase().split('/');
  return type === 'application' && (subtype === 'json' || subtype.endsWith('+json'));
}

function validateParams(
  schemas: Record<string, AnySchema>,
  source: 'path' | 'query',
  raw: Readonly<Record<string, string | string[] | undefined>>,
  errors: ValidationErrorItem[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const given = Object.hasOwn(raw, name) ? raw[name] : undefined;
    // Starlette's QueryParams.get returns the last of repeated values.
    const input = Array.isArray(given) ? given.at(-1) : given;
    const loc = [source, name];
    if (input === undefined) {
      if (schema.presence.kind === 'required') errors.push(missing(loc, null));
      else if (schema.presence.kind === 'default') out[name] = structuredClone(schema.presence.value);
      continue;
    }
    const value: unknown = schema.validate(input, loc, errors);
    if (value !== INVALID) out[name] = value;
  }
  return out;
}

/**
 * Validates a request as FastAPI does: a body that is not valid JSON fails alone (FastAPI
 * parses it before looking at any parameter); otherwise errors come path, query, body.
 */
export function validateRequest<const D extends RequestDecl>(decl: D, request: RawRequest): ValidationResult<D> {
  let bodyInput: unknown = null;
  if (decl.body !== undefined && request.body !== undefined && request.body !== '') {
    if (isJsonContentType(request.contentType)) {
      const parsed = parsePythonJson(request.body);
      if (!parsed.ok) {
        return {
          ok: false,
          body: {
            detail: [error('json_invalid', ['body', parsed.pos], 'JSON decode error', {}, { error: parsed.error })],
          },
        };
      }
      bodyInput = parsed.value;
    } else {
      bodyInput = request.body;
    }
  }

  const errors: ValidationErrorItem[] = [];
  const path = validateParams(decl.path ?? {}, 'path', request.params, errors);
  const query = validateParams(decl.query ?? {}, 'query', request.query, errors);
  let body: unknown;
  if (decl.body !== undefined) {
    // FastAPI treats an empty body and a JSON `null` alike: the body is missing.
    if (bodyInput === null) {
      if (decl.body.presence.kind === 'required') errors.push(missing(['body'], null));
      else if (decl.body.presence.kind === 'default') body = structuredClone(decl.body.presence.value);
    } else {
      const value: unknown = decl.body.validate(bodyInput, ['body'], errors);
      if (value !== INVALID) body = value;
    }
  }
  if (errors.length > 0) return { ok: false, body: { detail: errors } };
  return { ok: true, value: { path, query, body } as InferRequest<D> };
}
