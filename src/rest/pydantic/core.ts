/**
 * Declarative request validation that words its errors exactly as FastAPI 0.14x on
 * pydantic-core 2.46 does (HTTPValidationError). FastAPI validates every parameter and the
 * JSON body in pydantic's *python* lax mode (`TypeAdapter.validate_python(value,
 * from_attributes=True)` on the value `json.loads` produced), so the coercions below are the
 * python-mode ones, not pydantic's JSON-mode ones. Each rule was checked against
 * pydantic-core 2.46.4 (`python -c 'TypeAdapter(...).validate_python(...)'`).
 *
 * This file is the schema's shape; the validators are one file per kind of check under
 * `validators/` (as pydantic-core keeps them: int, string, model, url, ...), each mirroring one
 * pydantic-core lax-mode validator, errors worded as it words them.
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
export const INVALID: unique symbol = Symbol('invalid');
export type Invalid = typeof INVALID;

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

export type AnySchema = Schema<unknown>;

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

export function error(
  type: string,
  loc: Loc,
  msg: string,
  input: unknown,
  ctx?: Record<string, unknown>,
): ValidationErrorItem {
  return ctx === undefined ? { type, loc, msg, input } : { type, loc, msg, input, ctx };
}

export function missing(loc: Loc, input: unknown): ValidationErrorItem {
  return error('missing', loc, 'Field required', input);
}

export interface BaseOptions<T> {
  /** Value used when the field is absent; makes the field optional. */
  default?: T;
  description?: string;
}

export function makeSchema<T>(
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

export const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** Sets a key even when it is `__proto__` (JSON bodies may carry any key). */
export function defineKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export function toJsonSchema(schema: AnySchema): JsonSchema {
  return schema.toJsonSchema();
}
